import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { createTestApp, createUser, loginAs, type TestUser } from '#server/test/app.ts';
import { createServerDatabase } from '#server/test/database.ts';
import { multipart } from '#server/test/multipart.ts';
import { paperJobHandlers } from './service.ts';

/**
 * Nothing of a reflection paper is in clear at rest. A paper is submitted (and its
 * submission replayed), analysed, found by an educator's search and read back; then the whole
 * database is read as an attacker with a copy would read it: the embedded database's data
 * directory byte by byte (tables, indexes and write-ahead log), or a pg_dump of the PostgreSQL
 * database. None of the paper's own words may be there.
 */

// Words only the paper holds: its title's, its text's, and so its summary's, claim's and keywords'.
// (Kept short, under PostgreSQL's compression threshold, so a clear copy could not hide compressed.)
const SECRET_WORDS = ['Kakamega', 'Nafula', 'shrine', 'grandmother', 'libation'];
const TITLE = "Ancestors: Nafula's shrine at Kakamega";
const CONTENT =
  'My grandmother Nafula kept a shrine behind her house in Kakamega. Every harvest she poured a libation for the ancestors, because she feared their anger. ' +
  'I believe Christ is the only mediator between God and people, as 1 Timothy 2:5 says, so the ancestors cannot stand between us and God. ' +
  'However, some would say that honouring the dead is what Exodus 20:12 asks. I must teach my congregation to honour their elders without praying to them.';
const COURSE = 'Pastoral Theology';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let serverDatabase: { url: string; drop: () => Promise<void> } | undefined;
let student: TestUser;
let studentCookie: string;
let educatorCookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kti-at-rest-'));
  if (onPostgres) {
    serverDatabase = await createServerDatabase(process.env.TEST_DATABASE_URL!);
    database = await openDatabase({ url: serverDatabase.url, poolSize: 4 });
  } else {
    database = await openDatabase({ dataDir: join(dataDir, 'db') });
  }
  await runMigrations(database);
  ({ app } = await createTestApp({ DATA_DIR: dataDir }, { database }));
  student = await createUser(database.db, { role: 'student', name: 'Mercy Achieng' });
  studentCookie = await loginAs(app, student);
  educatorCookie = await loginAs(app, await createUser(database.db, { role: 'educator' }));
});

afterAll(async () => {
  await app?.close().catch(() => undefined);
  await database?.close().catch(() => undefined);
  await serverDatabase?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under `dir`, read whole. */
function* filesUnder(dir: string): Generator<{ path: string; bytes: Buffer }> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield { path, bytes: readFileSync(path) };
  }
}

describe('a reflection paper at rest', () => {
  it('leaves none of its words in the database, its log or a dump, yet is read, analysed and found', async () => {
    const key = randomUUID();
    const submit = () =>
      app.inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/reflection-papers`,
        headers: { cookie: studentCookie, 'idempotency-key': key },
        payload: { course: COURSE, title: TITLE, content: CONTENT },
      });
    const first = await submit();
    expect(first.statusCode, first.body).toBe(201);
    // The replay is answered from the kept answer, which holds the title: it must be sealed too.
    const replay = await submit();
    expect(replay.statusCode).toBe(201);
    expect(replay.json().title).toBe(TITLE);
    // An uploaded file's name can say as much as its title.
    const form = multipart({ course: COURSE, title: 'Second thoughts' }, { name: 'nafula-shrine-kakamega.txt', data: CONTENT });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/students/${student.studentId}/reflection-papers`,
      headers: { cookie: studentCookie, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().fileName).toBe('nafula-shrine-kakamega.txt');
    await runQueueUntilEmpty(database.db, paperJobHandlers({ key: app.paperKey, analysePaper: app.heavyWork.analysePaper }));

    // The student reads it back whole, analysed, and no cache may keep it.
    const read = await app.inject({
      method: 'GET',
      url: `/api/students/${student.studentId}/reflection-papers/${first.json().id}`,
      headers: { cookie: studentCookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json()).toMatchObject({ title: TITLE, content: CONTENT, analysisStatus: 'complete' });
    expect(read.json().semanticAnalysis.summary).toMatch(/Nafula|Kakamega|mediator/);

    // An educator's search by a word of its title finds it (its blind index), and shows it opened.
    const suggestions = await app.inject({
      method: 'POST',
      url: '/api/questions/suggestions',
      headers: { cookie: educatorCookie },
      payload: {
        contentSource: 'For there is one God, and one mediator between God and men, the man Christ Jesus.',
        targetKeywords: ['ancestors'],
        levels: [2],
        course: COURSE,
        studentId: student.studentId,
      },
    });
    expect(suggestions.statusCode, suggestions.body).toBe(200);
    const artifacts = suggestions.json()[0].clsaTransparency.studentArtifactReferences.map((a: { source: string }) => a.source);
    expect(artifacts).toEqual(expect.arrayContaining([expect.stringContaining(`Reflection paper by Mercy Achieng, "Ancestors: Nafula's shrine at Kakam`)]));

    await app.close();
    let copy: { where: string; text: string }[];
    if (onPostgres) {
      copy = [{ where: 'pg_dump', text: execFileSync('pg_dump', ['--no-owner', serverDatabase!.url], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8') }];
      await database.close();
    } else {
      await database.close();
      copy = [...filesUnder(join(dataDir, 'db'))].map(({ path, bytes }) => ({ where: path, text: bytes.toString('latin1') }));
      expect(copy.some(({ where }) => where.includes('pg_wal'))).toBe(true);
    }
    // The scan does see what is in clear: the student's name, stored as written.
    expect(copy.some(({ text }) => text.includes('Mercy Achieng'))).toBe(true);
    const found = SECRET_WORDS.flatMap((word) =>
      copy.filter(({ text }) => text.toLowerCase().includes(word.toLowerCase())).map(({ where }) => `${word} in ${where}`),
    );
    expect(found).toEqual([]);
  });
});
