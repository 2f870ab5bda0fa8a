import { lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { rateLimitBuckets, sessions } from '#server/db/schema/index.ts';
import { forgetStaleDevices } from '#server/modules/auth/index.ts';
import { purgeIdempotencyKeys } from '#server/plugins/idempotency.ts';
import { purgeExpiredDrafts } from '#server/modules/admissions/index.ts';
import { purgeFinishedJobs } from '#server/lib/jobs.ts';

/** Deletes sessions past their lifetime or idle timeout, rate-limit windows long over, old idempotency keys, expired application drafts and long-finished jobs. */
export async function purgeExpired(db: Database, idleTimeoutMinutes: number): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleTimeoutMinutes})`)));
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, sql`now() - interval '1 day'`));
  await forgetStaleDevices(db);
  await purgeIdempotencyKeys(db);
  await purgeExpiredDrafts(db);
  await purgeFinishedJobs(db);
}

/** A table's turn of maintenance: it is vacuumed, and analysed when it has changed enough. */
export interface TableMaintenance {
  table: string;
  analyze: boolean;
}

/**
 * The next table after `previous`, in name order (the first after the last), that needs vacuuming
 * or analysing; null when none does. The thresholds are autovacuum's defaults on a server: analyse
 * once 50 rows and a tenth of the table have changed since the last ANALYZE, vacuum once 50 rows
 * and a fifth are dead or 1,000 and a fifth were inserted; and vacuum a table whose pages are not
 * all known to be visible (a table a migration rewrote). ANALYZE holds the embedded database's one
 * session for a while (55-114 ms for users at 5,000 students, against a millisecond to vacuum it
 * unchanged), so a table that has not changed is left alone.
 */
export async function nextTableToMaintain(db: Database, previous: string | null): Promise<TableMaintenance | null> {
  // The counters of recent writes are flushed to the statistics views at the backend's next report.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const [next] = rowsOf<TableMaintenance>(
    await db.execute(sql`
      select "table", "analyze" from (
        select c.relname as "table",
          c.relpages > c.relallvisible or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
          c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as "analyze"
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = 'public'
      ) tables
      where "vacuum" or "analyze"
      order by "table" > ${previous ?? ''} desc, "table"
      limit 1`),
  );
  return next ?? null;
}

/**
 * Vacuums `table`, and analyses it when asked, as PostgreSQL's autovacuum does on a server. The
 * embedded database is one backend with no background workers: without this its planner statistics
 * would stay those the migrations recorded, and a table rewritten by a migration would keep an
 * empty visibility map, its index-only scans reading the table as well. A
 * vacuum passes over the pages already all-visible, so it is cheap beside an ANALYZE, and it marks
 * visible the pages inserted since, which an ANALYZE alone would leave for the next turn.
 */
export async function maintainTable(db: Database, { table, analyze }: TableMaintenance): Promise<void> {
  await db.execute(analyze ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`vacuum ${sql.identifier(table)}`);
}

/** How often the embedded database has its next table that needs it maintained: one short pause at a time. */
const EMBEDDED_MAINTENANCE_MS = 5 * 60_000;

/**
 * Runs purgeExpired hourly, and on the embedded database maintains its next table that needs it every five minutes; the
 * timers do not keep the process alive. Any process may run the purge: the deletes are idempotent.
 */
export function startMaintenance(database: Pick<DatabaseHandle, 'db' | 'driver'>, idleTimeoutMinutes: number, log: FastifyBaseLogger): () => void {
  const { db } = database;
  const timers = [
    setInterval(() => {
      purgeExpired(db, idleTimeoutMinutes).catch((err: unknown) => log.warn({ err }, 'maintenance failed'));
    }, 3_600_000),
  ];
  if (database.driver === 'pglite') {
    let last: string | null = null;
    const maintainNext = async () => {
      const next = await nextTableToMaintain(db, last);
      if (!next) return;
      last = next.table;
      await maintainTable(db, next);
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
