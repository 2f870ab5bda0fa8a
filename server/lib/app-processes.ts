import cluster, { type Worker } from 'node:cluster';

/**
 * Set in the environment of the processes this one starts: their database is prepared already.
 * A worker of another supervisor (a process manager's cluster mode) prepares its own.
 */
export const PREPARED_BY_SUPERVISOR = 'KTI_DATABASE_PREPARED';

// One process killed while it started used to stop the whole service. Now every process
// that ends is replaced, after a delay that doubles while replacements keep ending soon.
/** The delay before the first replacement: a process that fails at once does not spin the CPU. */
export const FIRST_RESTART_DELAY_MS = 1_000;
/** The longest delay: a service that lost a process is whole again within half a minute of the cause going away. */
export const MAX_RESTART_DELAY_MS = 30_000;
/**
 * A process that served this long before it ended counts as having worked: its replacement waits
 * the first delay again. A start takes about 10 s on a small machine, so a minute is well past it.
 */
export const STABLE_AFTER_MS = 60_000;
/**
 * The service stops only when this many app processes in a row (none reaching listening in
 * between) ended before they were listening, within STARTUP_FAILURE_WINDOW_MS, and none is
 * serving. With the delays above, five take at least half a minute (more with each start's 10 s):
 * long enough to ride out a database restart or a process killed by hand while it started, short
 * enough that a cause that fails every start (PORT in use, a database refusing the connection, a
 * bad setting) ends in one clear line instead of a loop nobody reads. A process manager (systemd,
 * a container's restart policy) then starts the whole service again, as it would after a crash.
 * A process that ends after it listened never counts: the service was serving, so it is only
 * replaced, the delay growing to MAX_RESTART_DELAY_MS while that keeps happening.
 */
export const MAX_STARTUP_FAILURES = 5;
/** Start-up failures further apart than this are not counted together: one now and then never stops the service. */
export const STARTUP_FAILURE_WINDOW_MS = 10 * 60_000;

export interface SuperviseOptions {
  /** The script the app processes run (cluster.setupPrimary's exec); by default this process's own. */
  exec?: string;
  firstRestartDelayMs?: number;
  maxRestartDelayMs?: number;
  stableAfterMs?: number;
  maxStartupFailures?: number;
  startupFailureWindowMs?: number;
}

const seconds = (ms: number) => `${ms / 1000} s`;
const minutes = (ms: number) => (ms >= 60_000 ? `${ms / 60_000} min` : seconds(ms));

/**
 * Runs `count` app processes on one port (node:cluster: this process accepts the connections and
 * hands each to the processes in turn), for the server on PostgreSQL, which holds all state. A
 * process that ends, while serving or while starting, is replaced after a delay
 * (FIRST_RESTART_DELAY_MS doubling to MAX_RESTART_DELAY_MS, back to the first after STABLE_AFTER_MS of service); only repeated start-up
 * failures with nothing serving stop the service (MAX_STARTUP_FAILURES), with exit code 1.
 * SIGTERM or SIGINT asks each process to finish its requests and close, then this one exits 0.
 * Resolves with the port once `count` processes listen for the first time.
 */
export function superviseAppProcesses(count: number, log: (line: string) => void, options: SuperviseOptions = {}): Promise<{ port: number }> {
  const firstDelay = options.firstRestartDelayMs ?? FIRST_RESTART_DELAY_MS;
  const maxDelay = options.maxRestartDelayMs ?? MAX_RESTART_DELAY_MS;
  const stableAfter = options.stableAfterMs ?? STABLE_AFTER_MS;
  const maxStartupFailures = options.maxStartupFailures ?? MAX_STARTUP_FAILURES;
  const failureWindow = options.startupFailureWindowMs ?? STARTUP_FAILURE_WINDOW_MS;
  if (options.exec) cluster.setupPrimary({ exec: options.exec });

  let closing = false;
  let serving = 0;
  let firstStartDone = false;
  /** When each process that ended before listening ended, since one last reached listening. */
  let startupFailures: number[] = [];
  let ready: (address: { port: number }) => void;
  const allListening = new Promise<{ port: number }>((resolve) => (ready = resolve));

  // Each of the `count` places has its own delay, so one process failing again and again does not slow the others' replacement.
  const start = (place: { delay: number }) => {
    const worker = cluster.fork({ [PREPARED_BY_SUPERVISOR]: '1' });
    const pid = worker.process.pid;
    let listeningSince: number | null = null;
    worker.once('listening', (address) => {
      listeningSince = Date.now();
      startupFailures = [];
      serving++;
      if (!firstStartDone && serving === count) {
        firstStartDone = true;
        ready({ port: address.port });
      }
    });
    worker.once('exit', (code, signal) => {
      if (listeningSince !== null) serving--;
      if (closing) return;
      const how = signal ? `signal ${signal}` : `exit code ${code}`;
      const now = Date.now();
      if (listeningSince === null) {
        startupFailures = [...startupFailures.filter((at) => now - at < failureWindow), now];
        if (startupFailures.length >= maxStartupFailures && serving === 0) {
          log(
            `Stopping the service: ${startupFailures.length} app processes in a row ended before they were listening, within ${minutes(failureWindow)} ` +
              `(the last: pid ${pid}, ${how}), and none is serving. Something makes every start fail: the lines above say what, ` +
              'often the database (DATABASE_URL) unreachable or refusing, PORT in use, or a bad setting. Fix it and start the service again ' +
              '(systemd or a container restart policy does that by itself).',
          );
          stopAll(1);
          return;
        }
      } else if (now - listeningSince >= stableAfter) {
        place.delay = firstDelay;
      }
      const delay = place.delay;
      place.delay = Math.min(place.delay * 2, maxDelay);
      const failures = listeningSince === null ? ` (${startupFailures.length} in a row)` : '';
      log(
        `An app process (pid ${pid}) ended${listeningSince === null ? ' before it was listening' : ''} (${how})${failures}; starting another in ${seconds(delay)}.`,
      );
      setTimeout(() => closing || start(place), delay);
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

  for (let i = 0; i < count; i++) start({ delay: firstDelay });
  return allListening;
}
