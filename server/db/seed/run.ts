import { openConfiguredDatabase } from '#server/db/setup.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { seedDemoData } from './seed.ts';

// `npm run db:seed`: writes the demo data into the configured database unless it is already there.
const env = parseEnv();
const database = await openConfiguredDatabase(env);
const seeded = await seedDemoData(database.db, { demoPassword: env.DEMO_PASSWORD, storage: localFileStorage(env.STORAGE_DIR) });
console.log(seeded ? 'Demo data written.' : 'Demo data already present; nothing written.');
await database.close();
