import { readFileSync } from 'node:fs';

/** Milliseconds this thread has waited, ready to run, for a CPU (Linux's schedstat; 0 elsewhere). */
function runQueueWaitMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/**
 * Starts a clock of this thread's own time: the milliseconds since, less those the thread waited
 * for a CPU the machine gave to another process. On two cores shared with other test files and
 * their database threads, the OS can leave the test's thread waiting 100 ms and more, time nothing
 * in this process held it.
 */
export function startOwnClock(): () => number {
  const started = performance.now();
  const waitedBefore = runQueueWaitMs();
  return () => performance.now() - started - (runQueueWaitMs() - waitedBefore);
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
    const elapsed = startOwnClock();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, elapsed() - 10);
  }
  await work.catch(() => undefined);
  return worst;
}
