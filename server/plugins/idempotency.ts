import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedPer, type Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema/index.ts';
import { AppError, validationFailed } from '#server/errors.ts';
import { decryptToken, encryptToken } from '#server/lib/crypto.ts';

/**
 * Exactly-once writes for work sent from a phone that may lose its connection
 * (docs/decisions/004-offline.md). A route that opts in with `config: { idempotent: true }`
 * makes its write through `idempotentWrite`; called with an `Idempotency-Key` header:
 * - the first request claims the key, makes the write and stores its answer (status and body) in
 *   ONE transaction, so a crash leaves both or neither: never a write without its key, never a
 *   key without its write;
 * - a replay of a completed key gets that answer again (through the route's response
 *   serializer), with `Idempotent-Replayed: true`, and writes nothing; it is answered here,
 *   before the handler, so an upload is not read again;
 * - the same key with another method, route or body is refused (422);
 * - a replay that arrives while the first is still in its transaction waits for it and gets its
 *   answer (PostgreSQL: an insert of the same key waits for the other transaction's row, and a
 *   dead process's transaction is rolled back by the server; PGlite: one session runs one
 *   transaction at a time). On PostgreSQL the wait is bounded (CLAIM_WAIT_MS): then 409, retry.
 *   There is no timer: a key is pending only inside a live transaction;
 * - a write that fails (any 4xx or 5xx) rolls its key back with it, so the client's retry runs again.
 * At rest (nothing of a reflection paper is kept in clear), the row holds the SHA-256 of the
 * client's key and the answer encrypted (AES-256-GCM) under a key derived from the client's key:
 * a dump without the client's key reveals no answer. The fingerprint is an HMAC under that key too,
 * so a guessable body (a grade) cannot be confirmed from a dump either.
 * Keys are scoped to the signed-in user (or `public`) and kept for IDEMPOTENCY_KEEP_DAYS.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts an `Idempotency-Key` header and writes through `idempotentWrite`. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: IdempotencyClaim;
  }
  interface FastifyInstance {
    /** Tests only (IDEMPOTENCY_TEST_CRASH): where an idempotent write kills its process. */
    idempotencyCrashPoint: IdempotencyCrashPoint | undefined;
  }
}

interface IdempotencyClaim {
  scope: string;
  /** Lowercase hex SHA-256 of the client's key: what the table stores. */
  keyHash: string;
  /** HMAC of method, url and body under the key's own secret. */
  fingerprint: string;
  /** SHA-256 of method, url and body: how rows written before migration 0032 were fingerprinted. */
  legacyFingerprint: string;
  /** AES-256-GCM key for the stored answer, derived from the client's key. */
  answerKey: Buffer;
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** UUIDs and the like: long enough not to collide, short enough to index. */
const KEY_FORMAT = /^[A-Za-z0-9_:.-]{16,100}$/;
/** How long a request waits for another transaction holding the same key (PostgreSQL) before 409. */
export const CLAIM_WAIT_MS = 3000;
/** How long answers are kept: a phone may stay offline for weeks and then replay. */
export const IDEMPOTENCY_KEEP_DAYS = 30;

/** Where a test may stop the process inside the write's transaction (IDEMPOTENCY_TEST_CRASH). */
export type IdempotencyCrashPoint = 'after-claim' | 'before-commit';

/**
 * Test seams, empty in production: awaited inside the write's transaction right after the key is
 * claimed, and right before the commit. The in-process tests hold a first request there.
 */
export const idempotencyTestHooks: Partial<Record<IdempotencyCrashPoint, () => Promise<void> | void>> = {};

/** What a write answers when it succeeds; a failure is thrown and rolls the write and its key back. */
export interface WriteAnswer {
  status: 200 | 201 | 202;
  body: unknown;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function claimOf(request: FastifyRequest, clientKey: string): IdempotencyClaim {
  const scope = request.session?.user.id ?? 'public';
  // Multipart bodies are read by the handler, not here: their route and method identify them.
  const multipart = request.headers['content-type']?.startsWith('multipart/') ?? false;
  const signed = `${request.method} ${request.url}\n${multipart ? '' : JSON.stringify(request.body ?? null)}`;
  // One derivation, two keys: the answer's cipher key and the fingerprint's HMAC key.
  const secret = Buffer.from(hkdfSync('sha256', Buffer.from(clientKey, 'utf8'), Buffer.from(scope, 'utf8'), 'idempotency_keys', 64));
  return {
    scope,
    keyHash: sha256Hex(clientKey),
    fingerprint: createHmac('sha256', secret.subarray(32)).update(signed, 'utf8').digest('hex'),
    legacyFingerprint: sha256Hex(signed),
    answerKey: secret.subarray(0, 32),
  };
}

const answerContext = (claim: IdempotencyClaim) => `idempotency_keys:${claim.scope}:${claim.keyHash}`;

type KeyRow = { fingerprint: string; statusCode: number | null; response: string | null };

const findKeyStatement = preparedPer((db) =>
  db
    .select({ fingerprint: idempotencyKeys.fingerprint, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, sql.placeholder('scope')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .prepare('idempotency_key'),
);

async function findKey(db: Database, claim: IdempotencyClaim): Promise<KeyRow | undefined> {
  const [row] = await findKeyStatement(db).execute({ scope: claim.scope, key: claim.keyHash });
  return row;
}

/**
 * A row that answers a replay: one completed with a success. Rows written before migration 0032
 * may also hold a refusal (4xx was kept then); such a request wrote nothing, so it is run again.
 */
const completed = (row: KeyRow): row is KeyRow & { statusCode: number } => row.statusCode !== null && row.statusCode < 400;

const sameFingerprint = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Answers a replay from the stored row, or refuses a key reused for another request. */
function replay(reply: FastifyReply, claim: IdempotencyClaim, row: KeyRow & { statusCode: number }): FastifyReply {
  // Rows from before migration 0032 (it cleared their answers) were fingerprinted in the clear.
  const legacy = row.response === null;
  if (!sameFingerprint(row.fingerprint, legacy ? claim.legacyFingerprint : claim.fingerprint)) {
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request', {
      'Idempotency-Key': 'validation.idempotency_key_reused',
    });
  }
  reply.code(row.statusCode).header('idempotent-replayed', 'true');
  // The write was made, but its answer was not kept: the status alone, with no body.
  if (legacy) return reply.send();
  const answer = decryptToken(claim.answerKey, row.response!, answerContext(claim));
  return reply.send(answer === '' ? undefined : JSON.parse(answer));
}

const inProgress = () =>
  new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', 'The first request with this Idempotency-Key is still being handled', undefined, { 'retry-after': '2' });

/** PostgreSQL's lock_not_available, raised when lock_timeout runs out; the driver error may be wrapped. */
function lockTimedOut(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '55P03') return true;
  }
  return false;
}

/** A test seam inside the write's transaction: the crash a test asked for, or the in-process hook. */
async function reached(point: IdempotencyCrashPoint, crashAt: IdempotencyCrashPoint | undefined) {
  if (point === crashAt) process.kill(process.pid, 'SIGKILL');
  await idempotencyTestHooks[point]?.();
}

export interface IdempotencyOptions {
  /** Test only (IDEMPOTENCY_TEST_CRASH, refused in production): the process kills itself at this point of an idempotent write. */
  crashAt?: IdempotencyCrashPoint;
}

export const idempotencyPlugin = fp<IdempotencyOptions>(
  async (app, { crashAt }) => {
    app.decorate('idempotencyCrashPoint', crashAt);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.routeOptions.config.idempotent) return;
      const clientKey = Array.isArray(header) ? header[0]! : header;
      if (!KEY_FORMAT.test(clientKey)) throw validationFailed({ 'Idempotency-Key': 'validation.idempotency_key' });
      const claim = claimOf(request, clientKey);
      request.idempotency = claim;
      // A completed key is answered now; a new one (or one still in another transaction) goes to the handler's write.
      const row = await findKey(app.db, claim);
      if (row && completed(row)) return replay(reply, claim, row);
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);

/**
 * Claims the key inside the write's transaction. True when this transaction now holds it; false
 * when another request completed it first. A row left without a success (from before migration
 * 0032) is taken over. On PostgreSQL, a key another transaction holds makes this wait for it, up to
 * CLAIM_WAIT_MS.
 */
async function claimKey(tx: Database, claim: IdempotencyClaim, driver: 'pglite' | 'postgres'): Promise<boolean> {
  // PGlite runs one transaction at a time, so there is never another one to wait for.
  const bounded = driver === 'postgres';
  if (bounded) await tx.execute(sql.raw(`set local lock_timeout = ${CLAIM_WAIT_MS}`));
  try {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: claim.scope, key: claim.keyHash, fingerprint: claim.fingerprint })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: { fingerprint: claim.fingerprint, statusCode: null, response: null, createdAt: sql`now()`, completedAt: null },
        setWhere: sql`idempotency_keys.status_code is null or idempotency_keys.status_code >= 400`,
      })
      .returning({ key: idempotencyKeys.key });
    return claimed.length === 1;
  } catch (error) {
    if (lockTimedOut(error)) throw inProgress();
    throw error;
  } finally {
    // The write's own row locks wait as they always have.
    if (bounded) await tx.execute(sql.raw('set local lock_timeout = default')).catch(() => undefined);
  }
}

/**
 * Makes an idempotent route's write. Without an Idempotency-Key it runs `write` as any route
 * would. With one, in one transaction: claims the key, runs `write` with that transaction (the
 * services' own transactions become savepoints), serializes the answer with the route's response
 * schema and stores it, encrypted, in the key's row. Keep slow work (reading an upload, worker
 * threads, network calls) before this call: on PGlite an open transaction holds every request.
 */
export async function idempotentWrite(request: FastifyRequest, reply: FastifyReply, write: (db: Database) => Promise<WriteAnswer>): Promise<FastifyReply> {
  const app = request.server;
  const claim = request.idempotency;
  if (!claim) {
    const { status, body } = await write(app.db);
    return reply.code(status).send(body);
  }
  const outcome = await app.db.transaction(async (tx) => {
    if (!(await claimKey(tx, claim, app.databaseDriver))) return null;
    await reached('after-claim', app.idempotencyCrashPoint);
    const { status, body } = await write(tx);
    reply.code(status);
    // The route's serializer (its response schema): what is stored is exactly what is sent.
    const payload = reply.serialize(body) as string;
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: status, response: encryptToken(claim.answerKey, payload, answerContext(claim)), completedAt: sql`now()` })
      .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.keyHash)));
    await reached('before-commit', app.idempotencyCrashPoint);
    return { status, payload };
  });
  if (outcome) return reply.code(outcome.status).type('application/json; charset=utf-8').send(outcome.payload);
  // Another request with this key committed while this one waited: its answer is this one's.
  const row = await findKey(app.db, claim);
  if (!row || !completed(row)) throw inProgress();
  return replay(reply, claim, row);
}

/** Forgets answers older than IDEMPOTENCY_KEEP_DAYS (server/modules/maintenance). */
export async function purgeIdempotencyKeys(db: Database): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_KEEP_DAYS})`));
}
