/**
 * Several node-postgres connections over PGlite's one session. With one
 * connection, every statement of every request waited for the one before it to come back to the
 * main thread: the database's thread sat idle while the event loop was busy, and the event loop
 * while the thread ran. With several, the next request's statement is already waiting when one
 * finishes.
 *
 * One session still behaves as one connection per transaction here:
 * - Each batch (what node-postgres writes for one statement: parse, bind, describe, execute,
 *   sync) runs whole, in the order batches came.
 * - A connection whose batch leaves a transaction open (ReadyForQuery says T or E) owns the
 *   session until it ends it: the others' batches wait. A connection that closes while it owns
 *   the session has its transaction rolled back.
 * - Named prepared statements belong to the session, not to a connection. A connection's Parse of
 *   a statement the session already holds, with the same text, is answered ParseComplete here
 *   without running; PostgreSQL would refuse it as a duplicate.
 */

/** Runs one batch of protocol messages in the session and resolves with everything it wrote back. */
export type RunBatch = (bytes: Uint8Array) => Promise<Uint8Array>;

const PARSE = 0x50; // 'P'
const PARSE_COMPLETE = Uint8Array.of(0x31, 0, 0, 0, 4); // '1', length 4
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
/** A simple-protocol Query of ROLLBACK. */
const ROLLBACK = (() => {
  const text = new TextEncoder().encode('ROLLBACK\0');
  const message = new Uint8Array(5 + text.length);
  message[0] = 0x51; // 'Q'
  new DataView(message.buffer).setInt32(1, 4 + text.length);
  message.set(text, 5);
  return message;
})();

interface Batch {
  connection: number;
  bytes: Uint8Array;
}

/** The typed messages of an answer, as [type, start, end). */
function messagesOf(bytes: Uint8Array): { type: number; start: number; end: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages = [];
  for (let at = 0; at + 5 <= bytes.length;) {
    const end = at + 1 + view.getInt32(at + 1);
    messages.push({ type: bytes[at]!, start: at, end });
    at = end;
  }
  return messages;
}

/**
 * The Parse a batch begins with, if it does (node-postgres sends one first when it prepares a
 * statement): the statement's name, the rest of the message (text and parameter types) as a
 * key, and where the message ends.
 */
function leadingParse(bytes: Uint8Array) {
  if (bytes[0] !== PARSE || bytes.length < 5) return null;
  const end = 1 + new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(1);
  const nameEnd = bytes.indexOf(0, 5);
  const decoder = new TextDecoder();
  return { name: decoder.decode(bytes.subarray(5, nameEnd)), body: decoder.decode(bytes.subarray(nameEnd + 1, end)), end };
}

export class SharedSession {
  private readonly waiting: Batch[] = [];
  /** The connection whose transaction is open, which alone may run until it ends. */
  private owner: number | null = null;
  /** The named statements the session holds: name -> the Parse message's text and types. */
  private readonly prepared = new Map<string, string>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly run: RunBatch,
    private readonly answer: (connection: number, bytes: Uint8Array) => void,
    private readonly fail: (connection: number, error: unknown) => void,
  ) {}

  /** A connection's batch, run when its turn comes. */
  enqueue(connection: number, bytes: Uint8Array) {
    this.waiting.push({ connection, bytes });
    this.pump();
  }

  /** A connection has closed: its waiting batches are dropped, and a transaction it left open is rolled back. */
  closed(connection: number) {
    for (let i = this.waiting.length - 1; i >= 0; i--) if (this.waiting[i]!.connection === connection) this.waiting.splice(i, 1);
    if (this.owner === connection) this.waiting.unshift({ connection: -1, bytes: ROLLBACK });
    this.pump();
  }

  /** Resolves once no batch is running (the ones waiting for a transaction's owner stay waiting). */
  async idle() {
    while (this.running) await this.running;
  }

  private pump() {
    if (this.running) return;
    const next = this.waiting.findIndex((batch) => this.owner === null || batch.connection === this.owner || batch.connection === -1);
    if (next < 0) return;
    const [batch] = this.waiting.splice(next, 1);
    this.running = this.runBatch(batch!).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private async runBatch({ connection, bytes }: Batch) {
    const parse = leadingParse(bytes);
    const held = parse !== null && parse.name !== '' && this.prepared.get(parse.name) === parse.body;
    let output: Uint8Array;
    try {
      output = await this.run(held ? bytes.subarray(parse.end) : bytes);
    } catch (error) {
      if (connection !== -1) this.fail(connection, error);
      return;
    }
    const answers = messagesOf(output);
    const last = answers[answers.length - 1];
    // A batch that ends without ReadyForQuery has not finished its conversation: its connection keeps the session.
    this.owner = last?.type === READY_FOR_QUERY && output[last.start + 5] === IDLE ? null : connection === -1 ? null : connection;
    if (parse && !held && parse.name !== '' && answers[0]?.type === PARSE_COMPLETE[0]) this.prepared.set(parse.name, parse.body);
    if (connection === -1) return;
    if (!held) return this.answer(connection, output);
    const whole = new Uint8Array(PARSE_COMPLETE.length + output.length);
    whole.set(PARSE_COMPLETE);
    whole.set(output, PARSE_COMPLETE.length);
    this.answer(connection, whole);
  }
}
