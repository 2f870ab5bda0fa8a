import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import {
  claimNextJob,
  enqueue,
  PermanentJobError,
  purgeFinishedJobs,
  startJobWorker,
  type JobHandlers,
  type JobWorker,
  type JobWorkerOptions,
} from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const workers: JobWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await t.db.delete(jobs);
});

function worker(handlers: JobHandlers, options: Partial<JobWorkerOptions> = {}) {
  const started = startJobWorker(t.db, { handlers, log: quietLog, pollIntervalMs: 20, retryDelayMs: () => 0, ...options });
  workers.push(started);
  return started;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jobRow = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const settled = (id: string) =>
  waitFor(
    () => jobRow(id),
    (row) => row.status === 'done' || row.status === 'failed',
  );

describe('the job queue', () => {
  it('runs an enqueued job once and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueue(t.db, 'test.echo', { n: 1 });
    expect((await jobRow(id)).status).toBe('queued');
    worker({ 'test.echo': { run: async (payload) => void seen.push(payload) } });
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lockedAt: null });
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('keeps no job from a rolled-back transaction', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueue(tx, 'test.echo', {});
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing job and succeeds on a later attempt', async () => {
    let calls = 0;
    const id = await enqueue(t.db, 'test.flaky', {});
    worker({
      'test.flaky': {
        run: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`flake ${calls}`);
        },
      },
    });
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'done', attempts: 3, lastError: 'flake 2' });
  });

  it('gives up after max_attempts, keeping the last error, and tells the handler once', async () => {
    const failures: string[] = [];
    const id = await enqueue(t.db, 'test.broken', { about: 'x' });
    worker({ 'test.broken': { run: async () => Promise.reject(new Error('always broken')), onFailed: async (_payload, error) => void failures.push(error) } });
    const row = await settled(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'always broken' });
    expect(failures).toEqual(['always broken']);
  });

  it('fails at once on a permanent error or an unknown kind', async () => {
    const permanent = await enqueue(t.db, 'test.permanent', {});
    const unknown = await enqueue(t.db, 'test.nobody-handles-this', {});
    worker({ 'test.permanent': { run: async () => Promise.reject(new PermanentJobError('bad payload')) } });
    expect(await settled(permanent)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bad payload' });
    expect(await settled(unknown)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('No handler') });
  });

  it('backs off: a failed attempt is queued again for later, not run straight away', async () => {
    const id = await enqueue(t.db, 'test.later', {});
    const w = worker({ 'test.later': { run: async () => Promise.reject(new Error('not yet')) } }, { retryDelayMs: () => 60_000 });
    const row = await waitFor(
      () => jobRow(id),
      (r) => r.attempts === 1 && r.status === 'queued',
    );
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await w.runOnce()).toBe(false);
  });

  it('does not run a job before its run_at', async () => {
    await enqueue(t.db, 'test.echo', {}, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await claimNextJob(t.db, 60_000)).toBeNull();
  });

  it('leaves a running job alone while its lease holds, and takes it over once the lease has expired', async () => {
    const id = await enqueue(t.db, 'test.echo', {});
    const claimed = await claimNextJob(t.db, 60_000);
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1 });
    // A second process sees nothing to do while the first holds the lease...
    expect(await claimNextJob(t.db, 60_000)).toBeNull();
    // ...and takes the job once the lock is older than the lease (the first process died).
    await t.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '2 minutes'` })
      .where(eq(jobs.id, id));
    expect(await claimNextJob(t.db, 60_000)).toMatchObject({ id, attempts: 2 });
  });

  it('renews the lease of a long job, so no other worker takes it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const id = await enqueue(t.db, 'test.slow', {});
    worker({ 'test.slow': { run: () => gate } }, { leaseMs: 300 });
    await waitFor(
      () => jobRow(id),
      (r) => r.status === 'running',
    );
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await claimNextJob(t.db, 300)).toBeNull();
    release();
    expect(await settled(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('stop() waits for the job in hand to finish', async () => {
    let finished = false;
    const id = await enqueue(t.db, 'test.slow', {});
    const w = worker({
      'test.slow': {
        run: async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished = true;
        },
      },
    });
    await waitFor(
      () => jobRow(id),
      (r) => r.status === 'running',
    );
    await w.stop();
    expect(finished).toBe(true);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('forgets jobs finished a week ago and failed ones after a month, never queued or recent ones', async () => {
    const ids = await Promise.all(['old done', 'recent done', 'old failed', 'queued'].map((about) => enqueue(t.db, 'test.echo', { about })));
    const [oldDone, recentDone, oldFailed, queued] = ids as [string, string, string, string];
    await t.db
      .update(jobs)
      .set({ status: 'done', updatedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, oldDone));
    await t.db.update(jobs).set({ status: 'done' }).where(eq(jobs.id, recentDone));
    await t.db
      .update(jobs)
      .set({ status: 'failed', updatedAt: sql`now() - interval '8 days'` })
      .where(eq(jobs.id, oldFailed));
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 year'` })
      .where(eq(jobs.id, queued));
    await purgeFinishedJobs(t.db);
    const left = (await t.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id);
    expect(left).not.toContain(oldDone);
    expect(left).toEqual(expect.arrayContaining([recentDone, oldFailed, queued]));
  });
});
