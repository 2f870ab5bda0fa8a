import type { Env } from '#server/env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise)
 * and migrates it, unless the process that started this one has (APP_PROCESSES).
 */
export async function openConfiguredDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_POOL_SIZE'>,
  { migrate = true } = {},
): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : await openDatabase({ dataDir: env.DATA_DIR });
  if (migrate) await runMigrations(handle);
  return handle;
}
