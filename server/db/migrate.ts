import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same for every app process sharing the database.
const MIGRATION_LOCK_ID = 72_410_001;

/**
 * Applies the committed drizzle-kit migrations (or those of `folder`: a test applies an older
 * set first, to see what a migration does to rows that existed before it). On PostgreSQL an
 * advisory lock keeps concurrent app processes from racing.
 */
export async function runMigrations({ db, driver }: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (driver === 'pglite') {
    // One process owns the directory (data-dir-lock.ts): no other migrator to keep out.
    await migratePg(db as never, { migrationsFolder: folder });
    return;
  }
  // The migrator opens its own transaction, so hold a session-level lock on one connection around it.
  const client = (db as unknown as { $client: import('pg').Pool }).$client;
  const conn = await client.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePg(drizzle(conn), { migrationsFolder: folder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    conn.release();
  }
}
