import { buildApp } from '#server/app.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { seedDemoData } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { ensureBootstrapAdmin } from '#server/modules/auth/service.ts';
import { CREATE_ADMIN_COMMAND, createAdminHandler } from '#server/modules/auth/admin-command.ts';
import { startHousekeeping } from '#server/lib/housekeeping.ts';
import { startJobWorker } from '#server/lib/jobs.ts';
import { jobHandlers } from '#server/job-handlers.ts';
import { startupLine } from '#server/lib/startup-line.ts';
import { createHeavyWork } from '#server/workers/pool.ts';

const env = parseEnv();
const database = await openConfiguredDatabase(env).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
// `npm run create-admin` while this server holds the PGlite directory: the write goes through this process.
database.lock?.handle(CREATE_ADMIN_COMMAND, createAdminHandler(database.db));
const storage = localFileStorage(env.STORAGE_DIR);
const demoData = env.SEED_DEMO_DATA ? ((await seedDemoData(database.db, { demoPassword: env.DEMO_PASSWORD, storage })) ? 'written' : 'present') : 'off';
await ensureBootstrapAdmin(database.db, env);

const heavyWork = createHeavyWork({ threads: env.WORKER_THREADS, memoryMb: env.WORKER_MEMORY_MB });
const app = await buildApp({ env, database, storage, heavyWork });
if (app.paperKey.problem) app.log.warn(`Reflection papers are refused until this is fixed: ${app.paperKey.problem}`);
const stopHousekeeping = startHousekeeping(database.db, env.SESSION_IDLE_TIMEOUT_MINUTES, app.log);
// Background jobs (issue 5: content processing). Jobs live in the database, so one left running by a crash is taken up again.
const jobWorker = startJobWorker(database.db, {
  handlers: jobHandlers(app),
  log: app.log,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopHousekeeping();
  await jobWorker.stop();
  await app.close();
  await heavyWork.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// One line a person reads (issue 10, item 7): where to go, which database, whether the demo is there.
console.log(startupLine({ env, driver: database.driver, demoData, address: app.server.address() }));
