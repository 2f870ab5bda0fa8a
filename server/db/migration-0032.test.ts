import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createServerDatabase } from '#server/test/database.ts';
import { sealLegacyPaperTitles } from '#server/modules/papers/service.ts';
import { newPaperKey, open, openPaperKey, seal } from '#server/modules/papers/sealing.ts';

/**
 * Migrations 0032 and 0033 on a database that already holds rows: educators keep their
 * access, unconfirmed notification addresses stop receiving mail, a paper's clear analysis goes
 * (to be worked out again, sealed) and its clear title is sealed when the server starts, kept
 * idempotency answers lose their clear body and key.
 */
const BEFORE = 31;
let folder: string;
let handle: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;
const serverKey = randomBytes(32);

beforeAll(async () => {
  // The committed migrations up to 0031: the schema these migrations start from.
  folder = mkdtempSync(join(tmpdir(), 'kti-migrations-'));
  cpSync(fileURLToPath(new URL('../../drizzle', import.meta.url)), folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= BEFORE);
  writeFileSync(journalFile, JSON.stringify(journal));
  if (process.env.TEST_DATABASE_URL) {
    const created = await createServerDatabase(process.env.TEST_DATABASE_URL);
    drop = created.drop;
    handle = await openDatabase({ url: created.url, poolSize: 2 });
  } else {
    handle = await openDatabase({ dataDir: null });
  }
  await runMigrations(handle, folder);
});

afterAll(async () => {
  await handle?.close();
  await drop?.();
  rmSync(folder, { recursive: true, force: true });
});

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query))[0]!;

describe('migrations 0032 and 0033 on rows from before', () => {
  it('keeps educators approved, holds back unconfirmed addresses, re-seals papers and idempotency answers', async () => {
    const db = handle.db;
    const ids = { educator: randomUUID(), applicant: randomUUID(), typed: randomUUID(), student: randomUUID(), paper: randomUUID() };
    await db.execute(sql`insert into users (id, username, password, role, name, email) values
      (${ids.educator}, 'samuel', 'x', 'educator', 'Rev. Samuel', null),
      (${ids.applicant}, 'esther@example.org', 'x', 'student', 'Esther', 'esther@example.org'),
      (${ids.typed}, 'joseph', 'x', 'student', 'Joseph', 'someone.else@example.org')`);
    await db.execute(sql`insert into students (id, user_id) values (${ids.student}, ${ids.typed})`);
    // A paper as stored before migration 0032: text sealed, title and analysis in clear.
    const { paperKey, encryptionKey } = newPaperKey(serverKey, ids.paper);
    await db.execute(sql`insert into reflection_papers (id, student_id, title, content, encryption_key, file_name, analysis_status, semantic_analysis, keywords, analyzed_at)
      values (${ids.paper}, ${ids.student}, 'My grandmother in Kakamega', ${seal(paperKey, ids.paper, 'content', 'A paper.')}, ${encryptionKey}, 'kakamega.txt', 'complete',
              '{"summary": "My grandmother kept a shrine."}'::jsonb, '["grandmother", "shrine"]'::jsonb, now())`);
    await db.execute(
      sql`insert into activities (student_id, type, description) values (${ids.student}, 'reflection_paper', 'Submitted "My grandmother in Kakamega"')`,
    );
    await db.execute(sql`insert into idempotency_keys (scope, key, fingerprint, status_code, response) values
      (${ids.typed}, 'client-key-0000000001', 'f', 201, '{"title":"My grandmother in Kakamega"}'),
      (${ids.typed}, 'client-key-0000000002', 'f', null, null)`);

    await runMigrations(handle);

    expect(await one(sql`select staff_access from users where id = ${ids.educator}`)).toEqual({ staff_access: 'approved' });
    expect(await one(sql`select action from staff_access_events where user_id = ${ids.educator}`)).toEqual({ action: 'migrated' });
    // The applicant's address came from admissions; the other was typed and never confirmed.
    expect(await one(sql`select email, pending_email from users where id = ${ids.applicant}`)).toEqual({ email: 'esther@example.org', pending_email: null });
    expect(await one(sql`select email, pending_email, pending_email_token_hash from users where id = ${ids.typed}`)).toEqual({
      email: null,
      pending_email: 'someone.else@example.org',
      pending_email_token_hash: null,
    });

    const paper = await one<Record<string, unknown>>(sql`select * from reflection_papers where id = ${ids.paper}`);
    expect(paper).not.toHaveProperty('semantic_analysis');
    expect(paper).not.toHaveProperty('keywords');
    expect(paper.analysis_status).toBe('pending');
    expect(await one(sql`select count(*)::int as n from jobs where kind = 'papers.analyse' and payload->>'paperId' = ${ids.paper}`)).toEqual({ n: 1 });
    expect(await one(sql`select description from activities where student_id = ${ids.student}`)).toEqual({ description: 'Submitted a reflection paper' });

    const keys = rowsOf<{ key: string; response: string | null; status_code: number }>(
      await db.execute(sql`select key, response, status_code from idempotency_keys`),
    );
    expect(keys).toEqual([{ key: createHash('sha256').update('client-key-0000000001').digest('hex'), response: null, status_code: 201 }]);

    // The server, started with the key, seals the clear title and file name.
    expect(await sealLegacyPaperTitles(db, { key: serverKey, problem: null })).toBe(1);
    const sealed = await one<{ title: string | null; sealed_title: string; file_name: string }>(
      sql`select title, sealed_title, file_name from reflection_papers where id = ${ids.paper}`,
    );
    expect(sealed.title).toBeNull();
    const opened = openPaperKey(serverKey, ids.paper, encryptionKey);
    expect(open(opened, ids.paper, 'title', sealed.sealed_title)).toBe('My grandmother in Kakamega');
    expect(open(opened, ids.paper, 'file_name', sealed.file_name)).toBe('kakamega.txt');
  });
});
