import cluster, { type Worker } from 'node:cluster';

/**
 * Set in the environment of the processes this one starts: their database is prepared already.
 * A worker of another supervisor (a process manager's cluster mode) prepares its own.
 */
export const PREPARED_BY_SUPERVISOR = 'KTI_DATABASE_PREPARED';

/** How long a replacement waits after an app process ended, so that a process failing at once does not spin. */
const RESTART_DELAY_MS = 1_000;

/**
 * Runs `count` app processes on one port (node:cluster: this process accepts the connections and
 * hands each to the processes in turn), for the server on PostgreSQL, which holds all state
 * (issue 16: the same code spread over several app processes). A process that ends after it was
 * listening is replaced; one that ends before it ever listened stops them all, since a bad setting
 * or an unreachable database would only fail again. SIGTERM or SIGINT asks each process to finish
 * its requests and close, then this one exits. Resolves with the port once every process listens.
 */
export function superviseAppProcesses(count: number, log: (line: string) => void): Promise<{ port: number }> {
  let closing = false;
  let listening = 0;
  let ready: (address: { port: number }) => void;
  const allListening = new Promise<{ port: number }>((resolve) => (ready = resolve));

  const start = () => {
    const worker = cluster.fork({ [PREPARED_BY_SUPERVISOR]: '1' });
    let listened = false;
    worker.once('listening', (address) => {
      listened = true;
      if (++listening === count) ready({ port: address.port });
    });
    worker.once('exit', (code, signal) => {
      if (closing) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!listened) {
        log(`An app process stopped before it was listening (${how}); stopping the others.`);
        stopAll(1);
        return;
      }
      log(`An app process ended (${how}); starting another.`);
      setTimeout(() => closing || start(), RESTART_DELAY_MS);
    });
  };

  const stopAll = (exitCode: number) => {
    if (closing) return;
    closing = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    if (running.length === 0) process.exit(exitCode);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => --left === 0 && process.exit(exitCode));
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < count; i++) start();
  return allListening;
}
