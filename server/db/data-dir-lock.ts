import { createHash } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, realpathSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * One writer per PGlite directory. PGlite is PostgreSQL in one process: a
 * second process opening the same directory writes into files the first one overwrites, so a
 * second `npm start`, `db:seed` or `create-admin` lost its writes silently.
 *
 * The lock is a Unix socket in the data directory, listened on by the process that owns it.
 * The kernel drops it with the process, so a crashed server leaves only a socket file nobody
 * answers on, which the next process removes: no PID file to go stale or be fooled by a
 * container that reuses PID 1. The same socket is the way in for the few commands that must
 * reach the running server's database (`npm run create-admin`); it is as private as the data
 * directory itself (mode 0600).
 */

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(readonly dataDir: string) {
    super(
      `The database directory ${dataDir} is in use by another process (a running server). ` +
        'Only one process may open a PGlite directory; stop the server first, or give this process another DATA_DIR ' +
        '(or point DATABASE_URL at a PostgreSQL server, which several processes may share).',
    );
  }
}

/** A command another process on this machine may ask the lock holder to run. */
export type ControlHandler = (args: unknown) => Promise<unknown>;

export interface DataDirLock {
  /** Lets other processes run `command` through this one (see sendControlCommand). */
  handle: (command: string, handler: ControlHandler) => void;
  release: () => Promise<void>;
}

const MAX_REQUEST_BYTES = 64 * 1024;
// sockaddr_un holds 108 bytes on Linux, 104 on macOS.
const MAX_SOCKET_PATH_BYTES = 100;

/** Where the lock socket of a data directory lives: inside it, or under the temp directory when that path is too long for a socket. */
export function lockSocketPath(dataDir: string): string {
  const absolute = resolve(dataDir);
  const inside = join(absolute, '.server.sock');
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH_BYTES) return inside;
  let real = absolute;
  try {
    real = realpathSync(absolute);
  } catch {
    // Not created yet: the absolute path names it as well.
  }
  return join(tmpdir(), `kti-${createHash('sha256').update(real).digest('hex').slice(0, 20)}.sock`);
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePromise();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(path);
  });
}

/** True when a process answers on the socket; false when the file is only left over from one that died. */
function someoneListens(path: string): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

/**
 * Removes a dead server's socket file. Two processes starting together could both find it dead
 * and the second would unlink the first one's fresh socket, so the removal runs under a file
 * created exclusively (abandoned after 10 s, should a process die inside these few lines).
 */
async function removeDeadSocket(path: string): Promise<void> {
  const guard = `${path}.cleanup`;
  try {
    if (Date.now() - statSync(guard).mtimeMs > 10_000) unlinkSync(guard);
  } catch {
    // No guard: the usual case.
  }
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch {
    return; // Another process is cleaning up; our listen will tell who won.
  }
  try {
    if (!(await someoneListens(path))) unlinkSync(path);
  } catch {
    // Already gone.
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

/** Takes the data directory's lock, or throws DataDirInUseError when a live process holds it. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = lockSocketPath(dataDir);
  const handlers = new Map<string, ControlHandler>();
  const server = createServer({ allowHalfOpen: false }, (socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = buffered.indexOf('\n');
      if (end === -1) return;
      const reply = (body: object) => socket.end(`${JSON.stringify(body)}\n`);
      let request: { command?: unknown; args?: unknown };
      try {
        request = JSON.parse(buffered.slice(0, end)) as typeof request;
      } catch {
        return reply({ ok: false, error: 'The request is not JSON' });
      }
      const handler = typeof request.command === 'string' ? handlers.get(request.command) : undefined;
      if (!handler) return reply({ ok: false, error: `Unknown command ${String(request.command)}` });
      handler(request.args).then(
        (result) => reply({ ok: true, result }),
        (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  server.unref();

  try {
    await listen(server, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await someoneListens(path)) throw new DataDirInUseError(resolve(dataDir));
    await removeDeadSocket(path);
    try {
      await listen(server, path);
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DataDirInUseError(resolve(dataDir));
      throw retryError;
    }
  }
  chmodSync(path, 0o600);

  return {
    handle(command, handler) {
      handlers.set(command, handler);
    },
    release: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Asks the process holding the data directory's lock to run a command; its answer, or its error thrown. */
export function sendControlCommand(dataDir: string, command: string, args: unknown, timeoutMs = 30_000): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const socket = createConnection(lockSocketPath(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('The running server did not answer in time')));
    socket.once('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      let body: { ok?: boolean; result?: unknown; error?: string };
      try {
        body = JSON.parse(answer) as typeof body;
      } catch {
        return reject(new Error('The running server closed the connection without an answer'));
      }
      if (body.ok) resolvePromise(body.result);
      else reject(new Error(body.error ?? 'The running server refused the command'));
    });
  });
}
