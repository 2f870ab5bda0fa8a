import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { DataDirInUseError } from '#server/db/data-dir-lock.ts';
import { openConfiguredDatabase } from '#server/db/setup.ts';
import { seedDemoData } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { PREPARED_BY_SUPERVISOR, superviseAppProcesses } from '#server/lib/app-processes.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { ensureBootstrapAdmin, CREATE_ADMIN_COMMAND, createAdminHandler } from '#server/modules/auth/index.ts';
import { startMaintenance } from '#server/modules/maintenance/index.ts';
import { startJobWorker } from '#server/lib/jobs.ts';
import { jobHandlers } from '#server/job-handlers.ts';
import { startupLine } from '#server/lib/startup-line.ts';
import { createHeavyWork } from '#server/workers/pool.ts';

const env = parseEnv();
const storage = localFileStorage(env.STORAGE_DIR);

/** Migrations, the demo data and the first admin: once, before any process serves. */
async function prepare(database: DatabaseHandle) {
  const demoData = env.SEED_DEMO_DATA ? ((await seedDemoData(database.db, { demoPassword: env.DEMO_PASSWORD, storage })) ? 'written' : 'present') : 'off';
  await ensureBootstrapAdmin(database.db, env);
  return demoData;
}

// Several app processes (APP_PROCESSES, PostgreSQL only): this one prepares the database, then
// supervises them; each serves with a database it need not prepare again.
if (cluster.isPrimary && env.APP_PROCESSES > 1) {
  const database = await openConfiguredDatabase({ ...env, DATABASE_POOL_SIZE: 1 });
  const demoData = await prepare(database);
  await database.close();
  const address = await superviseAppProcesses(env.APP_PROCESSES, (line) => console.error(line));
  console.log(startupLine({ env, driver: database.driver, demoData, address, processes: env.APP_PROCESSES }));
} else {
  await serve();
}

async function serve() {
  const prepared = cluster.isWorker && process.env[PREPARED_BY_SUPERVISOR] === '1';
  const database = await openConfiguredDatabase(env, { migrate: !prepared }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  // `npm run create-admin` while this server holds the PGlite directory: the write goes through this process.
  database.lock?.handle(CREATE_ADMIN_COMMAND, createAdminHandler(database.db));
  const demoData = prepared ? null : await prepare(database);

  // The cores are shared among the app processes: by default each keeps one for its event loop.
  const threads = env.WORKER_THREADS ?? Math.max(1, Math.floor(availableParallelism() / env.APP_PROCESSES) - 1);
  const heavyWork = createHeavyWork({ threads, memoryMb: env.WORKER_MEMORY_MB });
  const app = await buildApp({ env, database, storage, heavyWork });
  if (app.paperKey.problem) app.log.warn(`Reflection papers are refused until this is fixed: ${app.paperKey.problem}`);
  const stopMaintenance = startMaintenance(database, env.SESSION_IDLE_TIMEOUT_MINUTES, app.log);
  // Background jobs (content processing). Jobs live in the database, so one left running by a crash is taken up again.
  const jobWorker = startJobWorker(database.db, {
    handlers: jobHandlers(app),
    log: app.log,
  });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    await jobWorker.stop();
    await app.close();
    await heavyWork.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // One line a person reads: where to go, which database, whether the demo is there.
  if (demoData) console.log(startupLine({ env, driver: database.driver, demoData, address: app.server.address(), processes: 1 }));
}
