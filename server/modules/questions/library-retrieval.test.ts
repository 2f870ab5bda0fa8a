import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSuggestionListSchema, type QuestionSuggestion } from '#shared/schemas/questions.ts';
import { jobHandlers } from '#server/job-handlers.ts';
import { startJobWorker, type JobWorker } from '#server/lib/jobs.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { readRetrievalSet, type LibrarySource } from './eval/retrieval-set.ts';
import { eq } from 'drizzle-orm';
import { questions } from '#server/db/schema/index.ts';

// The library reaches the agent: an admin uploads a text, approves it once it is processed, and within 5 s
// an educator's questions on a passage drawn from it cite it and set the passage beside it; an unrelated passage gets none.
let t: TestApp;
let worker: JobWorker;
const cookies = { admin: '', educator: '' };
const set = readRetrievalSet();
const source = (id: string) => set.sources.find((s) => s.id === id)!;
const query = (id: string) => set.queries.find((q) => q.id === id)!.text;

beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  // The server's own job worker, at its own polling pace: the content job writes the chunks the library is searched by.
  worker = startJobWorker(t.db, { handlers: jobHandlers(t.app), log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function uploadAndApprove(text: LibrarySource): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/course-content',
    headers: { cookie: cookies.admin },
    payload: { course: text.course, type: 'book', title: text.title, author: text.author ?? undefined, content: text.text },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  // The admin validates a text the queue shows as processed (the content job starts at upload); the 5 s count from approval.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const item = (await t.app.inject({ method: 'GET', url: `/api/admin/course-content/${id}`, headers: { cookie: cookies.admin } })).json();
    if (item.processingStatus === 'complete') break;
    if (Date.now() > deadline) throw new Error(`not processed: ${JSON.stringify(item.processingStatus)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const approved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/course-content/${id}/validate`,
    headers: { cookie: cookies.admin },
    payload: { status: 'approved', score: 0.9 },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return Date.now();
}

async function suggest(contentSource: string, course?: string): Promise<QuestionSuggestion[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/questions/suggestions',
    headers: { cookie: cookies.educator },
    payload: { contentSource, levels: [1, 2, 3, 4], course },
  });
  expect(response.statusCode, response.body).toBe(200);
  return questionSuggestionListSchema.parse(response.json());
}

/** Asks again until a question cites the title, or 5 s after approval have passed. */
async function consultedWithin5s(approvedAt: number, passage: string, text: LibrarySource) {
  for (;;) {
    const suggestions = await suggest(passage, text.course);
    const cited = suggestions[0]!.clsaTransparency.contentSources.some((s) => s.source.startsWith(text.title));
    if (cited || Date.now() - approvedAt > 5_000) return { cited, after: Date.now() - approvedAt, suggestions };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('approved library texts reach the question engine', () => {
  const cases = [
    { name: 'an English line that names its author nowhere', source: 'en-lib-tertullian-persecution', passage: 'en-q-tertullian-line' },
    { name: 'an English text that names no one', source: 'en-lib-lament-psalm-13', passage: 'en-q-lament-extract-no-names' },
    { name: 'a French text that names no one', source: 'fr-lib-pardon', passage: 'fr-q-pardon-extract-no-names' },
    { name: 'a Swahili text that names no one', source: 'sw-lib-kufunga', passage: 'sw-q-kufunga-extract-no-names' },
    { name: 'an Arabic text that names no one', source: 'ar-lib-mazmur-23', passage: 'ar-q-mazmur-23-extract-no-names' },
  ];
  for (const c of cases)
    it(`cites ${c.name} within 5 s of approval, and one question sets the passage beside it`, async () => {
      const text = source(c.source);
      const approvedAt = await uploadAndApprove(text);
      const { cited, after, suggestions } = await consultedWithin5s(approvedAt, query(c.passage), text);
      expect(cited, `not cited ${after} ms after approval`).toBe(true);
      expect(after).toBeLessThanOrEqual(5_000);
      const beside = suggestions.filter((s) => s.librarySource?.title === text.title);
      expect(beside).toHaveLength(1);
      // The quoted words are the library text's own, and the question carries them.
      expect(text.text).toContain(beside[0]!.librarySource!.quote);
      expect(beside[0]!.content).toContain(beside[0]!.librarySource!.quote);
      // Stored with the question: the provenance outlives the suggestion card.
      const [row] = await t.db.select().from(questions).where(eq(questions.id, beside[0]!.id));
      expect(row!.clsaTransparency).toMatchObject({ librarySource: beside[0]!.librarySource });
    });

  it('gives a passage on another subject no source from any course, and no question quotes the library', async () => {
    const suggestions = await suggest(query('en-q-unrelated-stewardship'));
    expect(suggestions[0]!.clsaTransparency.contentSources).toEqual([]);
    expect(suggestions.some((s) => s.librarySource)).toBe(false);
  });
});
