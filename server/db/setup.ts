import type { Env } from '#server/env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise) and migrates it. */
export async function openConfiguredDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : await openDatabase({ dataDir: env.DATA_DIR });
  await runMigrations(handle);
  return handle;
}
