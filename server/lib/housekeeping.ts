import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { rateLimitBuckets, sessions } from '#server/db/schema/index.ts';
import { forgetStaleDevices } from '#server/modules/auth/devices.ts';
import { purgeIdempotencyKeys } from '#server/plugins/idempotency.ts';
import { purgeExpiredDrafts } from '#server/modules/admissions/drafts.ts';
import { purgeFinishedJobs } from './jobs.ts';

/** Deletes sessions past their lifetime or idle timeout, rate-limit windows long over, old idempotency keys, expired application drafts and long-finished jobs. */
export async function purgeExpired(db: Database, idleTimeoutMinutes: number): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleTimeoutMinutes})`)));
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, sql`now() - interval '1 day'`));
  await forgetStaleDevices(db);
  await purgeIdempotencyKeys(db);
  await purgeExpiredDrafts(db);
  await purgeFinishedJobs(db);
}

/** Runs purgeExpired hourly; the timer does not keep the process alive. Any process may run it: the deletes are idempotent. */
export function startHousekeeping(db: Database, idleTimeoutMinutes: number, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    purgeExpired(db, idleTimeoutMinutes).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
