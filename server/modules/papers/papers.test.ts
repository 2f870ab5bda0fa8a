import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { jobs, learningObjectives, reflectionPapers } from '#server/db/schema/index.ts';
import { decryptToken, parseTokenKey } from '#server/lib/crypto.ts';
import { claimNextJob } from '#server/lib/jobs.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { createTestApp, createUser, loginAs, TEST_PAPER_KEY, type TestApp, type TestUser } from '#server/test/app.ts';
import { multipart } from '#server/test/multipart.ts';
import { buildPdf } from '#server/test/pdf-builder.ts';
import { PAPER_ANALYSE_JOB, paperJobHandlers, sealLegacyPaperTitles } from './service.ts';

let t: TestApp;
let grace: TestUser;
let joseph: TestUser;
const cookies = { grace: '', joseph: '', educator: '', admin: '' };
const COURSE = 'Pastoral Theology';

const PAPER =
  'Servant leadership is the heart of pastoral ministry. I believe the pastor must serve the flock as Jesus served his disciples, because he washed their feet in John 13. ' +
  'In my church the elders expected me to lead like a chief. However, some would say that a strong leader protects the weak. I learned to listen before I speak.';

beforeAll(async () => {
  t = await createTestApp();
  grace = await createUser(t.db, { role: 'student', name: 'Grace Wanjiru' });
  joseph = await createUser(t.db, { role: 'student', name: 'Joseph Mwangi' });
  cookies.grace = await loginAs(t.app, grace);
  cookies.joseph = await loginAs(t.app, joseph);
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  await t.db.insert(learningObjectives).values([
    {
      title: 'Servant Leadership',
      description: 'Lead the church as a servant after the example of Jesus washing the disciples feet.',
      category: 'ministry',
      course: COURSE,
    },
    { title: 'Church Discipline', description: 'Restore members who fall through gentle, biblical church discipline.', category: 'practice', course: COURSE },
  ]);
});
afterAll(() => t.close());

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const handlers = () => paperJobHandlers({ key: t.app.paperKey, analysePaper: t.app.heavyWork.analysePaper });
const processQueue = () => runQueueUntilEmpty(t.db, handlers());

const submit = (cookie: string, studentId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/students/${studentId}/reflection-papers`, headers: { cookie }, payload });
const upload = (cookie: string, studentId: string, fields: Record<string, string>, file: { name: string; data: Buffer | string }) => {
  const form = multipart(fields, file);
  return t.app.inject({ method: 'POST', url: `/api/students/${studentId}/reflection-papers`, headers: { cookie, ...form.headers }, payload: form.payload });
};

/** A minimal Word document holding `paragraphs`. */
function docx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</w:t></w:r></w:p>`).join('');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'word/document.xml': strToU8(
        `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    }),
  );
}

describe('who may submit and read papers', () => {
  it("lets a student submit their own paper, not another's; staff do not submit; strangers are refused", async () => {
    const payload = { course: COURSE, title: 'On servant leadership', content: PAPER };
    expect((await t.app.inject({ method: 'POST', url: `/api/students/${grace.studentId}/reflection-papers`, payload })).statusCode).toBe(401);
    const forOther = await submit(cookies.joseph, grace.studentId!, payload);
    expect([forOther.statusCode, forOther.json().code]).toEqual([403, 'NOT_OWNER']);
    const byEducator = await submit(cookies.educator, grace.studentId!, payload);
    expect([byEducator.statusCode, byEducator.json().code]).toEqual([403, 'FORBIDDEN']);
    const own = await submit(cookies.grace, grace.studentId!, payload);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({
      title: 'On servant leadership',
      course: COURSE,
      analysisStatus: 'pending',
      mimeType: 'text/plain',
      fileSize: Buffer.byteLength(PAPER),
    });
  });

  it('lets the student, educators and admins read a paper; another student may not', async () => {
    const { id } = (await submit(cookies.grace, grace.studentId!, { course: COURSE, title: 'Readable', content: PAPER })).json();
    for (const cookie of [cookies.grace, cookies.educator, cookies.admin]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers/${id}`, headers: { cookie } });
      expect(read.statusCode).toBe(200);
      expect(read.json().content).toBe(PAPER);
    }
    const other = await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers/${id}`, headers: { cookie: cookies.joseph } });
    expect([other.statusCode, other.json().code]).toEqual([403, 'NOT_OWNER']);
    const list = await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers`, headers: { cookie: cookies.joseph } });
    expect(list.statusCode).toBe(403);
  });
});

describe('encryption at rest', () => {
  it("stores neither the text nor the paper's key in the clear, and binds both to the paper", async () => {
    const { id } = (await submit(cookies.grace, grace.studentId!, { course: COURSE, title: 'Secret reflection', content: PAPER })).json();
    const [row] = await t.db.select().from(reflectionPapers).where(eq(reflectionPapers.id, id));
    expect(row!.content).not.toContain('Servant leadership');
    expect(row!.content).toMatch(/^v1:/);
    expect(row!.encryptionKey).toMatch(/^v1:/);
    const dump = JSON.stringify(await t.db.execute(sql`select * from reflection_papers where id = ${id}`));
    expect(dump).not.toContain('washed their feet');
    // The paper's key opens only with the server key and this paper's id.
    const serverKey = parseTokenKey(TEST_PAPER_KEY)!;
    const paperKey = Buffer.from(decryptToken(serverKey, row!.encryptionKey!, `reflection_papers.key:${id}`), 'base64');
    expect(decryptToken(paperKey, row!.content, `reflection_papers:${id}`)).toBe(PAPER);
    expect(() => decryptToken(paperKey, row!.content, 'reflection_papers:another-paper')).toThrow();
  });

  it('seals the clear title of a paper from before, once, and still shows it to its reader', async () => {
    const { id } = (await submit(cookies.grace, grace.studentId!, { course: COURSE, title: 'Placeholder', content: PAPER })).json();
    // As a paper submitted before titles were sealed was stored.
    await t.db.update(reflectionPapers).set({ legacyTitle: 'My first reflection', sealedTitle: null }).where(eq(reflectionPapers.id, id));
    expect(await sealLegacyPaperTitles(t.db, t.app.paperKey)).toBe(1);
    expect(await sealLegacyPaperTitles(t.db, t.app.paperKey)).toBe(0);
    const [row] = await t.db.select().from(reflectionPapers).where(eq(reflectionPapers.id, id));
    expect(row!.legacyTitle).toBeNull();
    expect(row!.sealedTitle).toMatch(/^v1:/);
    const read = await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers/${id}`, headers: { cookie: cookies.grace } });
    expect(read.json().title).toBe('My first reflection');
  });

  it('refuses papers, saying so, when the server has no key', async () => {
    const keyless = await createTestApp({ PAPER_ENCRYPTION_KEY: undefined as unknown as string });
    try {
      const student = await createUser(keyless.db, { role: 'student' });
      const cookie = await loginAs(keyless.app, student);
      const refused = await keyless.app.inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/reflection-papers`,
        headers: { cookie },
        payload: { course: COURSE, title: 'x', content: PAPER },
      });
      expect([refused.statusCode, refused.json().code]).toEqual([503, 'PAPERS_NOT_CONFIGURED']);
      expect(await keyless.db.select({ n: count() }).from(reflectionPapers)).toEqual([{ n: 0 }]);
    } finally {
      await keyless.close();
    }
  });
});

describe('bad input', () => {
  it('names the field, and stores nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(reflectionPapers);
    const short = await submit(cookies.grace, grace.studentId!, { course: COURSE, title: 'Short', content: 'Too short to reflect.' });
    expect([short.statusCode, short.json().fields]).toEqual([400, { content: 'validation.paper_min' }]);
    const noCourse = await submit(cookies.grace, grace.studentId!, { title: 'No course', content: PAPER });
    expect(noCourse.json().fields).toEqual({ course: 'validation.course_invalid' });
    const exe = await upload(cookies.grace, grace.studentId!, { course: COURSE, title: 'Program' }, { name: 'paper.exe', data: 'MZ' });
    expect([exe.statusCode, exe.json().code]).toEqual([400, 'UNSUPPORTED_FILE_TYPE']);
    const srt = await upload(
      cookies.grace,
      grace.studentId!,
      { course: COURSE, title: 'Subtitles' },
      { name: 'talk.srt', data: '1\n00:00:01,000 --> 00:00:02,000\nHello\n' },
    );
    expect(srt.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    const fakeDocx = await upload(cookies.grace, grace.studentId!, { course: COURSE, title: 'Fake' }, { name: 'paper.docx', data: 'not a zip at all' });
    expect(fakeDocx.json().code).toBe('FILE_CONTENT_MISMATCH');
    const [after] = await t.db.select({ n: count() }).from(reflectionPapers);
    expect(after!.n).toBe(before!.n);
  });
});

describe('uploads and analysis', () => {
  it('takes a Word document and a PDF, reading their text', async () => {
    const word = await upload(
      cookies.grace,
      grace.studentId!,
      { course: COURSE, title: 'From Word' },
      { name: 'reflection.docx', data: docx(PAPER.split('. ')) },
    );
    expect(word.statusCode, word.body).toBe(201);
    expect(word.json()).toMatchObject({ fileName: 'reflection.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const text = (
      await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers/${word.json().id}`, headers: { cookie: cookies.grace } })
    ).json().content;
    expect(text).toContain('Servant leadership is the heart of pastoral ministry');
    expect(text.split('\n').length).toBeGreaterThan(3);

    const pdf = await upload(
      cookies.grace,
      grace.studentId!,
      { course: COURSE, title: 'From PDF' },
      { name: 'reflection.pdf', data: buildPdf(PAPER.match(/.{1,80}(\s|$)/g)!) },
    );
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json().mimeType).toBe('application/pdf');
  });

  it("fills semanticAnalysis, keywords and knowledge gaps against the course's objectives, and sets analyzedAt", async () => {
    const { id } = (await submit(cookies.joseph, joseph.studentId!, { course: COURSE, title: 'Analysed', content: PAPER })).json();
    await processQueue();
    const paper = (
      await t.app.inject({ method: 'GET', url: `/api/students/${joseph.studentId}/reflection-papers/${id}`, headers: { cookie: cookies.joseph } })
    ).json();
    expect(paper.analysisStatus).toBe('complete');
    expect(paper.analyzedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(paper.keywords.length).toBeGreaterThan(2);
    expect(paper.knowledgeGaps).toEqual(['Church Discipline']);
    expect(paper.semanticAnalysis).toMatchObject({
      language: 'en',
      objectivesShown: [{ title: 'Servant Leadership' }],
      rhetoricalDevices: expect.arrayContaining(['contrast']),
    });
    expect(paper.semanticAnalysis.argumentStructure.claim).toContain('I believe the pastor must serve the flock');
    // Sentences of the paper itself, each ending as a sentence does.
    const summarySentences = paper.semanticAnalysis.summary.split(/(?<=[.!?])\s+/);
    expect(summarySentences.length).toBeGreaterThanOrEqual(2);
    for (const sentence of summarySentences) expect(PAPER).toContain(sentence);
  });

  it('is taken up again after its worker died, and analyses once', async () => {
    const { id } = (await submit(cookies.joseph, joseph.studentId!, { course: COURSE, title: 'Crash', content: PAPER })).json();
    const claimed = await claimNextJob(t.db, 60_000);
    expect(claimed?.kind).toBe(PAPER_ANALYSE_JOB);
    await t.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, claimed!.id));
    await processQueue();
    const [row] = await t.db
      .select({ status: reflectionPapers.analysisStatus, at: reflectionPapers.analyzedAt })
      .from(reflectionPapers)
      .where(eq(reflectionPapers.id, id));
    expect(row!.status).toBe('complete');
    await handlers()[PAPER_ANALYSE_JOB]!.run({ paperId: id }, { db: t.db, job: claimed!, log: quietLog });
    const [again] = await t.db.select({ at: reflectionPapers.analyzedAt }).from(reflectionPapers).where(eq(reflectionPapers.id, id));
    expect(again!.at).toEqual(row!.at);
  });

  it("pages a student's papers newest first", async () => {
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/reflection-papers?limit=2`, headers: { cookie: cookies.grace } })
    ).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/students/${grace.studentId}/reflection-papers?limit=2&cursor=${first.nextCursor}`,
        headers: { cookie: cookies.grace },
      })
    ).json();
    expect(second.items.map((p: { id: string }) => p.id)).not.toContain(first.items[0].id);
    expect(new Date(first.items[1].submittedAt).getTime()).toBeGreaterThanOrEqual(new Date(second.items[0].submittedAt).getTime());
  });
});
