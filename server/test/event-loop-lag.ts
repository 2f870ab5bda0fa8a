import { readFileSync } from 'node:fs';

/**
 * Nanoseconds this thread has waited, ready to run, for a CPU (Linux's schedstat; null elsewhere).
 * On two cores shared with other test files and their database threads, the OS can leave the
 * test's thread waiting for 100 ms and more: time nothing in this process held it.
 */
function runQueueWaitNs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The longest the main thread's timers were held late while `work` ran (a 10 ms timer, again and
 * again), leaving out the time the thread waited for a CPU the machine gave to another process.
 */
export async function eventLoopLagWhile(work: Promise<unknown>): Promise<number> {
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => undefined);
  let worst = 0;
  while (!settled) {
    const started = performance.now();
    const waitedBefore = runQueueWaitNs();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waitedAfter = runQueueWaitNs();
    const descheduledMs = waitedBefore === null || waitedAfter === null ? 0 : (waitedAfter - waitedBefore) / 1e6;
    worst = Math.max(worst, performance.now() - started - 10 - descheduledMs);
  }
  await work.catch(() => undefined);
  return worst;
}
