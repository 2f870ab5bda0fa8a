/** The longest the main thread's timers were held late while `work` ran (a 10 ms timer, again and again). */
export async function eventLoopLagWhile(work: Promise<unknown>): Promise<number> {
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => undefined);
  let worst = 0;
  while (!settled) {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - started - 10);
  }
  await work.catch(() => undefined);
  return worst;
}
