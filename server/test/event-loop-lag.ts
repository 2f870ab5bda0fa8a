import { readFileSync } from 'node:fs';

/**
 * Milliseconds this thread has waited, ready to run, for a CPU (Linux's schedstat; 0 elsewhere).
 * On two cores shared with other test files and their database threads, the OS can leave the
 * test's thread waiting for 100 ms and more: time nothing in this process held it.
 */
export function runQueueWaitMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
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
    const waitedBefore = runQueueWaitMs();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - started - 10 - (runQueueWaitMs() - waitedBefore));
  }
  await work.catch(() => undefined);
  return worst;
}
