import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import { AppError, validationFailed } from '#server/errors.ts';

/**
 * Exactly-once writes for work sent from a phone that may lose its connection (issue 13, item 4;
 * docs/decisions/004-offline-writes.md). A route that opts in with `config: { idempotent: true }`
 * and is called with an `Idempotency-Key` header:
 * - the first request with a key is handled, and its answer (status and body) is kept;
 * - a replay of the key gets that answer again, with `Idempotent-Replayed: true`, and writes nothing;
 * - the same key with another method, route or body is refused (422), as is a replay while the
 *   first is still being handled (409, retry shortly);
 * - an answer of 500 or more is not kept, so the client's retry runs the write again.
 * Keys are scoped to the signed-in user (or `public`) and kept for KEEP_DAYS.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an `Idempotency-Key` header (issue 13). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey?: { scope: string; key: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** UUIDs and the like: long enough not to collide, short enough to index. */
const KEY_FORMAT = /^[A-Za-z0-9_:.-]{16,100}$/;
/** A first request still "pending" after this long died with its process: a replay may take it over. */
const ABANDONED_AFTER_SECONDS = 120;
/** How long answers are kept: a phone may stay offline for weeks and then replay. */
export const IDEMPOTENCY_KEEP_DAYS = 30;

function fingerprintOf(request: FastifyRequest): string {
  // Multipart bodies are read by the handler, not here: their route and method identify them.
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const body = multipart ? '' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

export const idempotencyPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.routeOptions.config.idempotent) return;
      const key = Array.isArray(header) ? header[0]! : header;
      if (!KEY_FORMAT.test(key)) throw validationFailed({ 'Idempotency-Key': 'validation.idempotency_key' });
      const scope = request.session?.user.id ?? 'public';
      const fingerprint = fingerprintOf(request);

      const claimed = await app.db
        .insert(idempotencyKeys)
        .values({ scope, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 1) {
        request.idempotencyKey = { scope, key };
        return;
      }
      const [first] = await app.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      // Gone between the insert and the select (purged): the client's retry will find it new.
      if (!first) throw inProgress();
      if (first.fingerprint !== fingerprint) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request', { 'Idempotency-Key': 'validation.idempotency_key_reused' });
      }
      if (first.statusCode !== null) {
        return reply
          .code(first.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(first.response ?? '');
      }
      if (await takeOverAbandoned(app.db, scope, key)) {
        request.idempotencyKey = { scope, key };
        return;
      }
      throw inProgress();
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyKey;
      if (!claimed) return payload;
      const where = and(eq(idempotencyKeys.scope, claimed.scope), eq(idempotencyKeys.key, claimed.key));
      if (reply.statusCode >= 500) {
        await app.db.delete(idempotencyKeys).where(where);
      } else {
        const response = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
        await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response, completedAt: sql`now()` }).where(where);
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);

const inProgress = () =>
  new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The first request with this Idempotency-Key is still being handled', undefined, { 'retry-after': '2' });

/** Claims a first request that never finished (its process died): at most one replay wins it. */
async function takeOverAbandoned(db: Database, scope: string, key: string): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
}

/** Forgets answers older than IDEMPOTENCY_KEEP_DAYS (housekeeping). */
export async function purgeIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`));
}
