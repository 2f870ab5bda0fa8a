import { count, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { jobs } from '#server/db/schema/index.ts';
import { startJobWorker, type JobHandlers, type JobWorkerOptions } from '#server/lib/jobs.ts';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs a job worker, as the server does but without pauses, until no job is running or due (one queued for later waits). */
export async function runQueueUntilEmpty(db: Database, handlers: JobHandlers, options: Partial<JobWorkerOptions> = {}) {
  const worker = startJobWorker(db, { handlers, log: quietLog, pollIntervalMs: 10, retryDelayMs: () => 0, ...options });
  try {
    for (const deadline = Date.now() + 60_000; ;) {
      const [row] = await db
        .select({ n: count() })
        .from(jobs)
        .where(sql`${jobs.status} = 'running' or (${jobs.status} = 'queued' and ${jobs.runAt} <= now())`);
      if (row!.n === 0) return;
      if (Date.now() > deadline) throw new Error('the queue did not drain');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await worker.stop();
  }
}
