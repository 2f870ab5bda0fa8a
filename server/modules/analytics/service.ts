import type { Course } from '#shared/constants/courses.ts';
import type { CohortAnalytics, PerformanceGap } from '#shared/schemas/educator.ts';
import type { Database } from '#server/db/client.ts';
import type { JobHandlers } from '#server/lib/jobs.ts';
import { ALL_COURSES, queueRefresh, readSnapshot, refreshAnalytics, REFRESH_JOB } from './repo.ts';

// One refresh at a time per database in this process: the first educators after a start share it.
const refreshing = new WeakMap<Database, Promise<void>>();
// When this process last queued a refresh: a stale snapshot read by many asks once in a while, not
// per request (at most every 5 s, or every max age when that is shorter).
const lastQueued = new WeakMap<Database, number>();
const QUEUE_AT_MOST_EVERY_MS = 5_000;

function refreshOnce(db: Database): Promise<void> {
  let running = refreshing.get(db);
  if (!running) {
    running = refreshAnalytics(db).finally(() => refreshing.delete(db));
    refreshing.set(db, running);
  }
  return running;
}

/**
 * The kept figures for a course (or every course). Older than `maxAgeMs`, they are still answered
 * at once, and a refresh is queued (stale-while-revalidate); the screen shows when they were
 * computed. Only the very first read, before any snapshot exists, waits for a computation.
 */
async function snapshotFor(db: Database, course: Course | undefined, maxAgeMs: number) {
  const scope = course ?? ALL_COURSES;
  let row = await readSnapshot(db, scope);
  if (!row) {
    await refreshOnce(db);
    row = (await readSnapshot(db, scope))!;
  } else if (Date.now() - row.computedAt.getTime() > maxAgeMs && Date.now() - (lastQueued.get(db) ?? 0) >= Math.min(QUEUE_AT_MOST_EVERY_MS, maxAgeMs)) {
    lastQueued.set(db, Date.now());
    await queueRefresh(db);
  }
  return row;
}

export async function cohortAnalytics(db: Database, course: Course | undefined, maxAgeMs: number): Promise<CohortAnalytics> {
  return (await cohortAndGaps(db, course, maxAgeMs)).cohort;
}

export async function performanceGaps(db: Database, course: Course | undefined, maxAgeMs: number): Promise<PerformanceGap[]> {
  return (await snapshotFor(db, course, maxAgeMs)).gaps;
}

/** Both, as their endpoints answer them, from one read of the kept figures (the educator's first screen). */
export async function cohortAndGaps(db: Database, course: Course | undefined, maxAgeMs: number): Promise<{ cohort: CohortAnalytics; gaps: PerformanceGap[] }> {
  const row = await snapshotFor(db, course, maxAgeMs);
  return { cohort: { ...row.cohort, computedAt: row.computedAt.toISOString() }, gaps: row.gaps };
}

export const analyticsJobHandlers: JobHandlers = {
  [REFRESH_JOB]: { run: async (_payload, { db }) => refreshAnalytics(db) },
};
