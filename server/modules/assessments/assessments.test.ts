import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, entryAssessments, jobs } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';
import { mailJobHandlers } from '#server/modules/mail/service.ts';
import { analyseAnswer } from '#server/lib/nlp/answer-analysis.ts';
import { answerPoints, assessmentJobHandlers } from './service.ts';

let smtp: LocalSmtp;
let t: TestApp;
let admin: string;
let ip = 0;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://apply.kti.test' });
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
/** Runs every queued job now, deadlines included (the close job waits for the deadline otherwise). */
async function drain() {
  await t.db.update(jobs).set({ runAt: new Date() });
  await runQueueUntilEmpty(t.db, { ...mailJobHandlers({ mailer: t.app.mailer }), ...assessmentJobHandlers({ analyseAnswer: t.app.heavyWork.analyseAnswer }) });
}
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function scheduled(language = 'en') {
  const application = validApplication({ firstName: 'Daudi' });
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: application,
    headers: { cookie: `i18nextLng=${language}`, 'x-forwarded-for': `100.64.0.${++ip}` },
  });
  const { id } = submitted.json();
  const response = await post(`/api/admin/applications/${id}/assessment`, { scheduledAt: inMinutes(30), durationMinutes: 40 }, admin);
  expect(response.statusCode, response.body).toBe(200);
  await drain();
  const mail = smtp.received.filter((item) => item.to.includes(application.email as string)).at(-1)!.parsed;
  const token = /\/assessment#token=([\w-]+)/.exec(mail.text ?? '')![1]!;
  /** The scheduled time comes. */
  const open = () =>
    t.db
      .update(entryAssessments)
      .set({ scheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(entryAssessments.applicationId, id));
  return { id, token, mail, open };
}

describe('the entry assessment', () => {
  it("is scheduled with a personal link in the applicant's language, taken online, and read by the engine for a suggested score", async () => {
    const { id, token, mail, open } = await scheduled('sw');
    expect(mail.subject).toBe('Tathmini yako ya kujiunga');
    expect(mail.text).toContain('una dakika 40');
    const [application] = await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
    expect(application!.status).toBe('assessment_scheduled');

    // Before the time: the page says when; nothing to read yet, and it cannot be started.
    const early = (await post('/api/assessments/open', { token })).json();
    expect(early).toMatchObject({ status: 'scheduled', durationMinutes: 40, passage: null, questions: null, firstName: 'Daudi' });
    const tooEarly = await post('/api/assessments/start', { token });
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([409, 'ASSESSMENT_NOT_OPEN']);

    await open();
    const started = (await post('/api/assessments/start', { token })).json();
    expect(started.passage).toContain('Byang Kato');
    expect(started.passage).toContain('Maandiko');
    expect(started.questions.map((q: { level: number }) => q.level)).toEqual([1, 2, 3, 4]);
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(40 * 60_000);
    // Starting again (a reload) keeps the clock where it was.
    expect((await post('/api/assessments/start', { token })).json().startedAt).toBe(started.startedAt);

    const answers: Record<number, string> = {
      1: 'Kato alionya kuhusu sinkretisimo, yaani kuchanganya injili na dini ya jadi.',
      2: 'Kwa sababu Biblia ndiyo mamlaka ya mwisho, desturi zote zinapimwa kwa Maandiko. Kwa mfano, Matendo 17:11 inaonyesha Waberoya wakipima mafundisho kwa Maandiko.',
      3: 'Katika kanisa langu ningefundisha Biblia kwa Kiswahili na kupima desturi za mazishi kwa Neno la Mungu, kwa sababu watu wanahitaji kuelewa.',
      4: '',
    };
    for (const [level, answer] of Object.entries(answers)) {
      expect((await post('/api/assessments/answer', { token, level: Number(level), answer })).statusCode).toBe(200);
    }
    expect((await post('/api/assessments/open', { token })).json().answers['2']).toBe(answers[2]);

    const [before] = await t.db.select({ completed: applications.assessmentCompleted }).from(applications).where(eq(applications.id, id));
    expect(before!.completed).toBe(false);
    expect((await post('/api/assessments/submit', { token })).json().status).toBe('submitted');
    // Handed in is completed: the admin's dossier says so without a status set by hand.
    const [after] = await t.db.select({ completed: applications.assessmentCompleted }).from(applications).where(eq(applications.id, id));
    expect(after!.completed).toBe(true);
    const late = await post('/api/assessments/answer', { token, level: 4, answer: 'too late' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'ASSESSMENT_CLOSED']);

    await drain();
    const review = (await t.app.inject({ method: 'GET', url: `/api/admin/applications/${id}/assessment`, headers: { cookie: admin } })).json();
    expect(review.status).toBe('analysed');
    expect(review.answers.map((a: { level: number }) => a.level)).toEqual([1, 2, 3, 4]);
    expect(review.answers[3]).toMatchObject({ answer: '', points: 0, wordCount: 0 });
    expect(review.answers[1].points).toBeGreaterThan(review.answers[3].points);
    expect(review.suggestedScore).toBe(Math.round(review.answers.reduce((sum: number, a: { points: number }) => sum + a.points, 0)));
    expect(review.suggestedScore).toBeGreaterThan(0);
    expect(review.suggestedScore).toBeLessThanOrEqual(100);
  });

  it('closes at the time limit: later answers are refused, and what was saved is handed in', async () => {
    const { id, token, open } = await scheduled();
    await open();
    await post('/api/assessments/start', { token });
    await post('/api/assessments/answer', { token, level: 1, answer: 'Syncretism: mixing the gospel with traditional religion.' });
    // Forty minutes and the grace pass.
    await t.db
      .update(entryAssessments)
      .set({ startedAt: new Date(Date.now() - 42 * 60_000) })
      .where(eq(entryAssessments.applicationId, id));
    const late = await post('/api/assessments/answer', { token, level: 2, answer: 'after the time' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'ASSESSMENT_CLOSED']);
    await drain();
    const review = (await t.app.inject({ method: 'GET', url: `/api/admin/applications/${id}/assessment`, headers: { cookie: admin } })).json();
    expect(review.status).toBe('analysed');
    expect(review.answers[0].answer).toBe('Syncretism: mixing the gospel with traditional religion.');
    expect(review.answers[1].answer).toBe('');
  });

  it('is scheduled only by an admin, for a time to come, for an application that is waiting for it', async () => {
    const application = validApplication();
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/applications', payload: application, headers: { 'x-forwarded-for': `100.64.1.${++ip}` } })
    ).json();
    const body = { scheduledAt: inMinutes(60) };
    const educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    expect((await post(`/api/admin/applications/${id}/assessment`, body, educator)).statusCode).toBe(403);
    expect((await post(`/api/admin/applications/${id}/assessment`, body)).statusCode).toBe(401);
    const past = await post(`/api/admin/applications/${id}/assessment`, { scheduledAt: inMinutes(-60) }, admin);
    expect([past.statusCode, past.json().fields]).toEqual([400, { scheduledAt: 'validation.datetime_past' }]);
    const long = await post(`/api/admin/applications/${id}/assessment`, { ...body, durationMinutes: 600 }, admin);
    expect([long.statusCode, long.json().fields]).toEqual([400, { durationMinutes: 'validation.duration_range' }]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/applications/${id}/status`,
      headers: { cookie: admin },
      payload: { status: 'declined', reasons: ['programme_full'] },
    });
    expect((await post(`/api/admin/applications/${id}/assessment`, body, admin)).statusCode).toBe(409);
    expect((await post('/api/assessments/open', { token: 'q'.repeat(43) })).statusCode).toBe(404);
    // None scheduled for it: the admin reads "none", not an error.
    const none = await t.app.inject({ method: 'GET', url: `/api/admin/applications/${id}/assessment`, headers: { cookie: admin } });
    expect([none.statusCode, none.json()]).toEqual([200, null]);
  });

  it('gives no points to an empty answer', () => {
    expect(answerPoints('   ', null)).toBe(0);
  });

  it('suggests more for an answer that reasons, cites Scripture and applies it than for a short one beside the question, in Swahili', () => {
    const question = {
      content: 'Ungetumiaje kifungu hiki katika mahubiri ya mazishi?',
      difficultyLevel: 3,
      keywords: ['tumaini', 'ufufuo'],
      sourceExcerpt: 'Kristo amefufuka katika wafu, limbuko lao waliolala.',
    };
    const points = (answer: string) => answerPoints(answer, analyseAnswer({ answer, question, objectives: [] }));
    const developed =
      'Katika mazishi ningeanza na huzuni ya familia, kwa sababu Yesu mwenyewe alilia kaburini pa Lazaro (Yohana 11:35). ' +
      'Kisha ningehubiri tumaini la ufufuo: kwa kuwa Kristo amefufuka, kifo si neno la mwisho (1 Wakorintho 15:20). ' +
      'Katika kanisa letu watu wengi wanaogopa mizimu ya marehemu, kwa hiyo ningewaambia wazi kwamba wafu walio katika Kristo wamelala, hawawindi walio hai. ' +
      'Wengine watasema kwamba tunapaswa kutoa sadaka kwa marehemu, lakini Maandiko yanatufundisha kumtegemea Mungu peke yake.';
    // Two sentences beside the question that only drop its key words in.
    const beside =
      'Mazishi ni jambo la kawaida katika kijiji chetu. Watu wanakuja wengi na kula chakula pamoja, na tumaini ni muhimu sana kwa kila mtu katika ufufuo.';
    expect(points(developed)).toBeGreaterThanOrEqual(18);
    expect(points(beside)).toBeLessThanOrEqual(25 / 4);
  });
});
