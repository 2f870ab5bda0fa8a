import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** The one database type every repo and service uses; the driver below it is PGlite or pg. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string | null };

/** Opens PGlite (a directory, or memory when dataDir is null) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, driver: 'pglite', close: () => client.close() };
}

/** The rows of a raw `db.execute(sql...)`; both drivers return them under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
