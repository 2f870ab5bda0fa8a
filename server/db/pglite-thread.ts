import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { workerExecArgv } from '#server/lib/worker-exec-argv.ts';
import type { FromDatabase, ToDatabase } from './pglite.worker.ts';

/** The embedded database in its thread (./pglite.worker.ts), reached through node-postgres. */
export interface DatabaseThread {
  /** node-postgres's `stream` option: a connection to the thread, as a socket is to a server. Several share PGlite's one session (./pglite-connection-sharing.ts). */
  connect: () => Duplex;
  /** Ends the thread once PGlite has closed its files. */
  close: () => Promise<void>;
}

/** The Terminate message node-postgres sends on closing: PGlite would end its one session for good. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);

/**
 * A connection to the thread, to node-postgres a socket: what the driver writes in one turn of
 * the event loop (a statement's parse, bind, describe, execute and sync) crosses to the thread
 * as one message, and the thread's answer comes back as the socket's data.
 */
class ThreadConnection extends Duplex {
  private outgoing: Buffer[] = [];

  constructor(
    readonly id: number,
    private readonly send: (message: ToDatabase, transfer: ArrayBuffer[]) => void,
  ) {
    super();
    // The thread rolls back what a closed connection left open, and drops what it had waiting.
    this.once('close', () => send({ connection: id, closed: true }, []));
  }

  // The socket methods node-postgres calls; a thread has no Nagle, keep-alive or handle to unref.
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (!chunk.equals(TERMINATE)) {
      if (this.outgoing.length === 0) process.nextTick(() => this.flush());
      this.outgoing.push(chunk);
    }
    done();
  }

  private flush() {
    const bytes = new Uint8Array(Buffer.concat(this.outgoing));
    this.outgoing = [];
    this.send({ connection: this.id, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  /** The thread's answer to what this connection sent. */
  answer(bytes: Uint8Array) {
    if (bytes.byteLength > 0) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _final(done: (error?: Error | null) => void) {
    this.push(null);
    done();
  }
}

/** Starts PGlite on its own thread, in `dataDir` or in memory (from a `snapshot` tarball when given), and resolves once it is ready. */
export async function startDatabaseThread(dataDir: string | null, snapshot?: string): Promise<DatabaseThread> {
  const worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), {
    workerData: { dataDir, snapshot },
    execArgv: workerExecArgv(),
  });
  const open = new Map<number, ThreadConnection>();
  let connections = 0;
  let stopped: Error | undefined;
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));

  await new Promise<void>((ready, fail) => {
    const onStart = (message: FromDatabase) => {
      if ('ready' in message) ready();
      else if ('failed' in message) fail(new Error(`The embedded database did not open: ${message.failed}`));
    };
    worker.once('message', onStart);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`The embedded database's thread stopped as it opened (exit code ${code})`)));
  });

  // An answer for a connection that has since closed (after an error) is dropped.
  worker.on('message', (message: FromDatabase) => {
    const connection = 'connection' in message && message.connection !== undefined ? open.get(message.connection) : undefined;
    if (!connection) return;
    if ('bytes' in message) connection.answer(message.bytes);
    else if ('failed' in message) connection.destroy(new Error(`The embedded database failed: ${message.failed}`));
  });
  // A thread that dies takes its connections with it; node-postgres reports the error to the queries waiting.
  const die = (error: Error) => {
    stopped = error;
    for (const connection of open.values()) connection.destroy(error);
  };
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`The embedded database's thread stopped (exit code ${code})`)));

  const send = (message: ToDatabase, transfer: ArrayBuffer[]) => worker.postMessage(message, transfer);
  return {
    connect() {
      const connection = new ThreadConnection(++connections, send);
      open.set(connection.id, connection);
      connection.once('close', () => open.delete(connection.id));
      if (stopped) process.nextTick(() => connection.destroy(stopped));
      return connection;
    },
    async close() {
      if (!stopped) worker.postMessage({ close: true } satisfies ToDatabase);
      await exited;
    },
  };
}
