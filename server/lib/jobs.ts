import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '#server/db/client.ts';
import { jobs, type JobStatus } from '#server/db/schema/index.ts';

/** A job as the worker hands it to a handler. */
export interface Job {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  /** Claims so far, this one included. */
  attempts: number;
  maxAttempts: number;
}

export interface JobContext {
  db: Database;
  job: Job;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/**
 * What a job kind does. `run` may be called more than once for the same job (a retry, or a
 * re-claim after a crash), so it must be idempotent. `onFailed` runs once, when the job is given up.
 */
export interface JobHandler {
  run: (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
  onFailed?: (payload: Record<string, unknown>, error: string, context: JobContext) => Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

/** An error no retry can fix (bad payload, missing handler): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Queues a job. Pass the transaction that writes the rows the job is about, so the job exists
 * exactly when they do (a rolled-back upload leaves no orphan job).
 */
export async function enqueue(
  tx: Database,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, ...(options.runAt && { runAt: options.runAt }), ...(options.maxAttempts && { maxAttempts: options.maxAttempts }) })
    .returning({ id: jobs.id });
  return row!.id;
}

interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims the next due job: a queued one whose time has come, or a running one whose lease ran
 * out (its worker died). `skip locked` lets several processes poll the same table without
 * waiting on each other or taking the same job; PGlite accepts the same statement.
 */
export async function claimNextJob(db: Database, leaseMs: number): Promise<Job | null> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      update jobs set status = 'running', locked_at = now(), attempts = attempts + 1, updated_at = now()
      where id = (
        select id from jobs
        where (status = 'queued' and run_at <= now())
           or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000}))
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, kind, payload, status, attempts, max_attempts
    `),
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, kind: row.kind, payload: row.payload ?? {}, status: row.status, attempts: Number(row.attempts), maxAttempts: Number(row.max_attempts) };
}

/** Exponential backoff: 10 s, 20 s, 40 s... capped at 10 minutes. */
export const defaultRetryDelayMs = (attempt: number) => Math.min(10_000 * 2 ** (attempt - 1), 600_000);

export interface JobWorkerOptions {
  handlers: JobHandlers;
  log: JobContext['log'];
  /** How long to sleep when the queue is empty. */
  pollIntervalMs?: number;
  /** A running job whose lock is older than this is presumed abandoned and claimed again. */
  leaseMs?: number;
  /** Delay before retry number `attempt + 1`. */
  retryDelayMs?: (attempt: number) => number;
}

export interface JobWorker {
  /** Claims and runs one job if one is due; true when it ran one. */
  runOnce: () => Promise<boolean>;
  /** Stops polling and waits for the job in hand, if any, to finish. */
  stop: () => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/**
 * Starts a worker that runs one job at a time: it drains what is due, then polls every
 * `pollIntervalMs`. While a job runs, its lock is renewed every third of the lease, so a long
 * job is not taken for a dead one. The timers do not keep the process alive.
 */
export function startJobWorker(db: Database, options: JobWorkerOptions): JobWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const log = options.log;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<boolean> | null = null;

  async function finish(job: Job, status: 'done' | 'failed' | 'queued', error?: string, delayMs = 0) {
    await db
      .update(jobs)
      .set({
        status,
        lockedAt: null,
        updatedAt: sql`now()`,
        ...(error !== undefined && { lastError: error }),
        ...(status === 'queued' && { runAt: sql`now() + make_interval(secs => ${delayMs / 1000})` }),
      })
      .where(eq(jobs.id, job.id));
  }

  async function runJob(job: Job): Promise<void> {
    const context: JobContext = { db, job, log };
    const handler = options.handlers[job.kind];
    const giveUp = async (message: string) => {
      await finish(job, 'failed', message);
      log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error: message }, 'job failed');
      if (handler?.onFailed)
        await handler.onFailed(job.payload, message, context).catch((err: unknown) => log.error({ err, jobId: job.id }, 'job failure handler failed'));
    };
    if (!handler) return giveUp(`No handler for job kind '${job.kind}'`);
    // Claimed again after too many lost leases: the job keeps killing its workers, or never finishes.
    if (job.attempts > job.maxAttempts) return giveUp('Gave up after the job was abandoned too many times');

    const heartbeat = setInterval(
      () => {
        db.update(jobs)
          .set({ lockedAt: sql`now()` })
          .where(sql`${jobs.id} = ${job.id} and ${jobs.status} = 'running'`)
          .catch((err: unknown) => log.warn({ err, jobId: job.id }, 'job heartbeat failed'));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await handler.run(job.payload, context);
      clearInterval(heartbeat);
      await finish(job, 'done', undefined);
    } catch (error) {
      clearInterval(heartbeat);
      const message = messageOf(error);
      if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) return giveUp(message);
      const delay = retryDelayMs(job.attempts);
      log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, retryInMs: delay, error: message }, 'job failed; will retry');
      await finish(job, 'queued', message, delay);
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(db, leaseMs);
    if (!job) return false;
    await runJob(job);
    return true;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    current = runOnce().catch((err: unknown) => {
      log.error({ err }, 'job worker could not claim or finish a job');
      return false;
    });
    void current.then((ran) => {
      current = null;
      // Drain without waiting while work is due; sleep when the queue is empty.
      schedule(ran ? 0 : pollIntervalMs);
    });
  }

  schedule(0);
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (current) await current;
    },
  };
}

/**
 * Forgets jobs that finished a week ago (a failed one after thirty days, for whoever looks into
 * it): the analytics refresh alone finishes a job a minute while educators are at work.
 */
export async function purgeFinishedJobs(db: Database): Promise<void> {
  await db.execute(
    sql`delete from jobs where (status = 'done' and updated_at < now() - interval '7 days') or (status = 'failed' and updated_at < now() - interval '30 days')`,
  );
}
