import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';

/**
 * Vitest's global setup for the API tests on PGlite: one migrated database, made once and saved as
 * a tarball, from which every test file's in-memory database starts (TEST_PGLITE_SNAPSHOT, read by
 * ./database.ts). A fresh PGlite runs initdb, about 5 s on a 2-core machine; a snapshot opens in
 * about 1 s, and some fifty files each open one.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'kti-test-snapshot-'));
  const dataDir = join(dir, 'data');
  const migrated = await openDatabase({ dataDir });
  await runMigrations(migrated);
  await migrated.close();
  const database = new PGlite(dataDir, { extensions: { pg_trgm } });
  await database.waitReady;
  const tarball = new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer());
  await database.close();
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, tarball);
  rmSync(dataDir, { recursive: true, force: true });
  // The test processes start after this and inherit the environment.
  process.env.TEST_PGLITE_SNAPSHOT = snapshot;
  return () => rmSync(dir, { recursive: true, force: true });
}
