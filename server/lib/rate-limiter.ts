import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client.ts';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter kept in PostgreSQL, so every app process sees the same counts
 * (the product scales by running stateless processes over one database). One round trip:
 * the upsert resets an expired window and increments in the same statement.
 */
export async function hitRateLimit(db: Database, key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const rows = rowsOf<{ count: number; retry_after: number }>(
    await db.execute(sql`
    insert into rate_limit_buckets (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limit_buckets.count + 1 end,
      window_start = case when rate_limit_buckets.window_start <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limit_buckets.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after
  `),
  );
  const row = rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/** Takes back one hit (an attempt that turned out not to count), never below zero. */
export async function releaseRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limit_buckets set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function resetRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
