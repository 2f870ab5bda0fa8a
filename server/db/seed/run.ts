import { DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { seedDemoData } from './seed.ts';

// `npm run db:seed`: writes the demo data into the configured database unless it is already there.
const env = parseEnv();
try {
  const database = await openConfiguredDatabase(env);
  try {
    const seeded = await seedDemoData(database.db, { demoPassword: env.DEMO_PASSWORD, storage: localFileStorage(env.STORAGE_DIR) });
    console.log(seeded ? 'Demo data written.' : 'Demo data already present; nothing written.');
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  // The running server writes the demo data itself when it starts (SEED_DEMO_DATA), so there is nothing to forward.
  console.error(`${error.message}\nA running server writes the demo data itself at start (SEED_DEMO_DATA=true); nothing was written.`);
  process.exit(1);
}
