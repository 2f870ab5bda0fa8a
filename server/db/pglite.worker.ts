/**
 * The embedded database (PGlite) in its own thread (./pglite-thread.ts): statements run here, so a
 * request's JSON, validation and rendering on the server's event loop never wait behind another
 * request's query, and the two use two cores.
 *
 * It speaks the PostgreSQL wire protocol, as PGlite's socket server does: bytes in, bytes out, in
 * the order they came. The main thread's node-postgres does the rest, as on a PostgreSQL server.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SharedSession } from './pglite-connection-sharing.ts';

/** What the main thread sends: a connection's protocol bytes to run, that a connection has closed, or the order to close. */
export type ToDatabase = { connection: number; bytes: Uint8Array } | { connection: number; closed: true } | { close: true };
/** What this thread answers: ready (or why not), the bytes a connection's batch produced or its failure, closed. */
export type FromDatabase = { ready: true } | { connection: number; bytes: Uint8Array } | { connection?: number; failed: string } | { closed: true };

const port = parentPort!;
const { dataDir, snapshot } = workerData as { dataDir: string | null; snapshot?: string };
const post = (message: FromDatabase, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let database: PGlite;
try {
  // The extensions the migrations create: pg_trgm for the lists' name searches (drizzle/0020).
  // A snapshot (a data directory's tarball) skips initdb: about 1 s to open instead of 5 here.
  const options = { extensions: { pg_trgm }, loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined };
  database = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await database.waitReady;
  post({ ready: true });
} catch (error) {
  post({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

// Batches run one at a time, in order, except that a connection's open transaction has the session to itself (./pglite-connection-sharing.ts).
const session = new SharedSession(
  run,
  // Each answer is its own buffer (run's, or the session's with a ParseComplete before it): handed over, not copied.
  (connection, bytes) => post({ connection, bytes }, [bytes.buffer as ArrayBuffer]),
  (connection, error) => post({ connection, failed: error instanceof Error ? error.message : String(error) }),
);
port.on('message', async (message: ToDatabase) => {
  if ('close' in message) {
    await session.idle();
    await database.close();
    post({ closed: true });
    port.close();
  } else if ('closed' in message) session.closed(message.connection);
  else session.enqueue(message.connection, message.bytes);
});

/**
 * Runs a batch and gathers the bytes PostgreSQL writes, as they are written. execProtocolRaw would
 * also parse every message of the answer in JavaScript (for its own query API, which this thread
 * does not use) and keep them: at 50 rows a page that parse was two fifths of this thread's work.
 * node-postgres on the main thread reads the bytes, as from a server.
 */
async function run(batch: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  await database.execProtocolRawStream(batch, {
    // A view of the database's memory, valid only during the call: copied.
    onRawData: (chunk) => {
      chunks.push(chunk.slice());
      size += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const answer = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}
