import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (started from the
 * migrated snapshot ./pglite-snapshot.ts made for the run, when there is one), or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: null, snapshot: process.env.TEST_PGLITE_SNAPSHOT });
    await runMigrations(handle);
    return handle;
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const handle = await openDatabase({ url, poolSize: 4 });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`: its address, and `drop` to remove it. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(statement).finally(() => admin.end());
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
