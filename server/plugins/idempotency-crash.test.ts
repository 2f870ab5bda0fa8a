import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createUser } from '#server/test/app.ts';
import { createServerDatabase } from '#server/test/database.ts';
import { startServer } from '#server/test/server-process.ts';

/**
 * Exactly once across a crash. The real server (server/server.ts) is killed inside an
 * idempotent write's transaction by its test hook (IDEMPOTENCY_TEST_CRASH), started again on the
 * same data, and the client's replay of the same key must write once and be answered as a first
 * request is. On PGlite in a directory, or on a fresh database of TEST_DATABASE_URL's server.
 */

const scratch = mkdtempSync(join(tmpdir(), 'kti-crash-'));
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await dropDatabase?.();
  rmSync(scratch, { recursive: true, force: true });
});

/** The database the servers will share, migrated, with one student in it. */
async function prepareDatabase() {
  let env: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;
  if (process.env.TEST_DATABASE_URL) {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL);
    dropDatabase = created.drop;
    env = { DATABASE_URL: created.url };
    open = () => openDatabase({ url: created.url, poolSize: 1 });
  } else {
    const dataDir = join(scratch, 'data');
    env = { DATA_DIR: dataDir };
    open = () => openDatabase({ dataDir });
  }
  const handle = await open();
  await runMigrations(handle);
  const student = await createUser(handle.db, { role: 'student' });
  await handle.close();
  const serverEnv = {
    ...env,
    STORAGE_DIR: join(scratch, 'storage'),
    SEED_DEMO_DATA: 'false',
    PAPER_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    WORKER_THREADS: '1',
  };
  return { env: serverEnv, open, student };
}

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => /^(__Host-)?sid=/.test(cookie))!;
}

/** Waits for the server to be gone, and says by which signal (not forever: a server that lived on fails the test). */
async function exitSignal(server: Awaited<ReturnType<typeof startServer>>) {
  const gone = await Promise.race([server.done.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000))]);
  return gone ? server.child.signalCode : 'still running';
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('a crash inside an idempotent write', () => {
  it('leaves neither the write nor its key: the replay after a restart writes once and is answered as a first request', async () => {
    const { env, open, student } = await prepareDatabase();
    const title = `Grace in the wilderness ${randomUUID().slice(0, 8)}`;
    const paperText = 'The wilderness was where Israel learned that bread comes from the hand of God. '.repeat(4);
    const paperKey = `paper-${randomUUID()}`;
    /** The reflection paper as the outbox resends it: a file, multipart, read by a worker thread before the write. */
    const sendPaper = (url: string, cookie: string) => {
      const form = new FormData();
      form.set('course', 'Ecclesiology');
      form.set('title', title);
      form.set('file', new Blob([paperText], { type: 'text/plain' }), 'wilderness.txt');
      return fetch(`${url}/api/students/${student.studentId}/reflection-papers`, {
        method: 'POST',
        headers: { cookie, 'idempotency-key': paperKey },
        body: form,
      });
    };
    const email = `crash-${randomBytes(4).toString('hex')}@example.org`;
    const contactKey = `contact-${randomUUID()}`;
    /** A public write: the contact form. */
    const sendContact = (url: string) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': contactKey },
        body: JSON.stringify({
          name: 'Esther Njeri',
          email,
          department: 'admissions',
          subject: 'Entry requirements',
          message: 'Is a diploma enough to apply for the certificate?',
        }),
      });

    // 1. Killed right after the key is claimed, before the paper is written.
    const first = await startServer({ ...env, IDEMPOTENCY_TEST_CRASH: 'after-claim' });
    try {
      const cookie = await signIn(first.url, student.username, student.password);
      await expect(sendPaper(first.url, cookie)).rejects.toThrow();
      expect(await exitSignal(first)).toBe('SIGKILL');
    } finally {
      first.child.kill('SIGKILL');
    }

    // 2. Killed after the message is written and its answer stored, right before the commit.
    const second = await startServer({ ...env, IDEMPOTENCY_TEST_CRASH: 'before-commit' });
    try {
      await expect(sendContact(second.url)).rejects.toThrow();
      expect(await exitSignal(second)).toBe('SIGKILL');
    } finally {
      second.child.kill('SIGKILL');
    }

    // 3. Started again on the same data: each replay is handled as the first request, once.
    let paperId: string;
    const third = await startServer(env);
    try {
      const cookie = await signIn(third.url, student.username, student.password);
      const paper = await sendPaper(third.url, cookie);
      expect(paper.status).toBe(201);
      expect(paper.headers.get('idempotent-replayed')).toBeNull();
      const paperAnswer = await paper.json();
      expect(paperAnswer).toMatchObject({ studentId: student.studentId, title, fileName: 'wilderness.txt' });
      paperId = paperAnswer.id;
      const paperAgain = await sendPaper(third.url, cookie);
      expect(paperAgain.status).toBe(201);
      expect(paperAgain.headers.get('idempotent-replayed')).toBe('true');
      expect(await paperAgain.json()).toEqual(paperAnswer);

      const contact = await sendContact(third.url);
      expect(contact.status).toBe(201);
      expect(contact.headers.get('idempotent-replayed')).toBeNull();
      const contactAnswer = await contact.json();
      const contactAgain = await sendContact(third.url);
      expect(contactAgain.headers.get('idempotent-replayed')).toBe('true');
      expect(await contactAgain.json()).toEqual(contactAnswer);
    } finally {
      third.child.kill('SIGTERM');
      await third.done;
    }

    const database = await open();
    try {
      const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n);
      expect(await count(sql`select count(*) as n from reflection_papers where student_id = ${student.studentId}`)).toBe(1);
      expect(await count(sql`select count(*) as n from contact_messages where email = ${email}`)).toBe(1);
      // At rest: the keys hashed, the answers (the paper's title among them) unreadable.
      const keys = rowsOf<Record<string, unknown>>(await database.db.execute(sql`select * from idempotency_keys`));
      expect(keys.map((row) => row.key).sort()).toEqual([sha256Hex(paperKey), sha256Hex(contactKey)].sort());
      const dump = JSON.stringify(keys);
      for (const clear of [paperKey, contactKey, title, paperId]) expect(dump).not.toContain(clear);
    } finally {
      await database.close();
    }
  }, 240_000);
});
