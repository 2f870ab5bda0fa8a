import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database, type DatabaseHandle } from '#server/db/client.ts';
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

/**
 * The table after `previous` in name order (the first after the last); null when there is none.
 * The embedded database's tables are maintained in turn, each by maintainTable.
 */
export async function nextTableToMaintain(db: Database, previous: string | null): Promise<string | null> {
  const after = async (from: string) =>
    rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename > ${from} order by tablename limit 1`))[0]?.tablename;
  return (previous === null ? undefined : await after(previous)) ?? (await after('')) ?? null;
}

/**
 * Vacuums and analyses `table`, as PostgreSQL's autovacuum does on a server. The embedded database
 * is one backend with no background workers: without this its planner statistics would stay those
 * the migrations recorded, and a table rewritten by a migration would keep an empty visibility map,
 * its index-only scans reading the table as well (issue 16, item 1).
 */
export async function maintainTable(db: Database, table: string): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
}

/** How often the embedded database has its next table maintained: each of its tables every few hours, one short pause at a time. */
const EMBEDDED_MAINTENANCE_MS = 5 * 60_000;

/**
 * Runs purgeExpired hourly, and on the embedded database maintains its next table every five minutes; the
 * timers do not keep the process alive. Any process may run the purge: the deletes are idempotent.
 */
export function startHousekeeping(database: Pick<DatabaseHandle, 'db' | 'driver'>, idleTimeoutMinutes: number, log: FastifyBaseLogger): () => void {
  const { db } = database;
  const timers = [
    setInterval(() => {
      purgeExpired(db, idleTimeoutMinutes).catch((err: unknown) => log.warn({ err }, 'housekeeping failed'));
    }, 3_600_000),
  ];
  if (database.driver === 'pglite') {
    let last: string | null = null;
    const maintainNext = async () => {
      last = await nextTableToMaintain(db, last);
      if (last) await maintainTable(db, last);
    };
    timers.push(
      setInterval(() => {
        // A table that fails is logged and passed: the next turn takes the one after it.
        maintainNext().catch((err: unknown) => log.warn({ err, table: last }, 'embedded database maintenance failed'));
      }, EMBEDDED_MAINTENANCE_MS),
    );
  }
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearInterval(timer));
}
