import type { FastifyInstance } from 'fastify';
import { startOwnClock } from './event-loop-lag.ts';

/**
 * Polls /api/health every `intervalMs` until `work` settles and returns each answer's latency:
 * what another user feels while this work runs (it must stay under 100 ms). A handler that
 * blocked the event loop would hold every poll until it let go. The time the OS left the test's
 * thread waiting for a CPU it gave to another process is left out.
 */
export async function healthLatenciesWhile<T>(app: FastifyInstance, work: Promise<T>, intervalMs = 10): Promise<{ result: T; latenciesMs: number[] }> {
  let settled = false;
  const watched = work.finally(() => {
    settled = true;
  });
  // Keep a rejection from counting as unhandled while the polls run; it is rethrown below.
  watched.catch(() => undefined);
  const latenciesMs: number[] = [];
  do {
    const elapsed = startOwnClock();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    latenciesMs.push(elapsed());
    if (response.statusCode !== 200) throw new Error(`/api/health answered ${response.statusCode}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  } while (!settled);
  return { result: await watched, latenciesMs };
}
