import { buildApp } from '#server/app.ts';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { seedDemoData } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { ensureBootstrapAdmin } from '#server/modules/auth/service.ts';
import { startHousekeeping } from '#server/lib/housekeeping.ts';
import { startJobWorker } from '#server/lib/jobs.ts';
import { contentJobHandlers } from '#server/modules/content/service.ts';

const env = parseEnv();
const database = await openConfiguredDatabase(env);
const storage = localFileStorage(env.STORAGE_DIR);
if (env.SEED_DEMO_DATA) await seedDemoData(database.db, { demoPassword: env.DEMO_PASSWORD, storage });
await ensureBootstrapAdmin(database.db, env);

const app = await buildApp({ env, database, storage });
const stopHousekeeping = startHousekeeping(database.db, env.SESSION_IDLE_TIMEOUT_MINUTES, app.log);
// Background jobs (issue 5: content processing). Jobs live in the database, so one left running by a crash is taken up again.
const jobWorker = startJobWorker(database.db, { handlers: { ...contentJobHandlers() }, log: app.log });
app.log.info({ driver: database.driver, dataDir: database.driver === 'pglite' ? env.DATA_DIR : undefined }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopHousekeeping();
  await jobWorker.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
