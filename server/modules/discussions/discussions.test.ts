import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  courseContent,
  discussionThreads,
  discussionTurns,
  jobs,
  learningObjectives,
  levelRecommendations,
  questionProposals,
  studentResponses,
  students,
} from '#server/db/schema/index.ts';
import { claimNextJob } from '#server/lib/jobs.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';
import { healthLatenciesWhile } from '#server/test/health-latency.ts';
import { eventLoopLagWhile } from '#server/test/event-loop-lag.ts';
import { idsByPage } from '#server/test/paging.ts';
import { discussionJobHandlers, DISCUSSION_ANALYSE_JOB } from './service.ts';
import { proposalJobHandlers } from './proposals.ts';
import { paperJobHandlers } from '#server/modules/papers/service.ts';

let t: TestApp;
let educator: TestUser;
let grace: TestUser;
let joseph: TestUser;
const cookies = { educator: '', admin: '', grace: '', joseph: '' };
const COURSE = 'Pastoral Theology';

beforeAll(async () => {
  t = await createTestApp();
  educator = await createUser(t.db, { role: 'educator', name: 'Rev. Otieno' });
  grace = await createUser(t.db, { role: 'student', name: 'Grace Wanjiru' });
  joseph = await createUser(t.db, { role: 'student', name: 'Joseph Mwangi' });
  await t.db
    .update(students)
    .set({ course: COURSE, currentDifficultyLevel: 2 })
    .where(inArray(students.id, [grace.studentId!, joseph.studentId!]));
  await t.db.insert(learningObjectives).values([
    {
      title: 'Servant Leadership',
      description: 'Lead the church as a servant after the example of Jesus washing the disciples feet.',
      category: 'ministry',
      course: COURSE,
    },
    { title: 'Church Discipline', description: 'Restore members who fall through gentle, biblical church discipline.', category: 'practice', course: COURSE },
  ]);
  cookies.educator = await loginAs(t.app, educator);
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  cookies.grace = await loginAs(t.app, grace);
  cookies.joseph = await loginAs(t.app, joseph);
});
afterAll(() => t.close());

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const handlers = () => ({
  ...discussionJobHandlers({ analyseAnswer: t.app.heavyWork.analyseAnswer, llm: null, log: quietLog }),
  ...proposalJobHandlers({
    analyseExcerpt: t.app.heavyWork.analyseExcerpt,
    writeQuestions: t.app.heavyWork.writeQuestions,
    llm: null,
    log: quietLog as never,
    paperKey: t.app.paperKey,
  }),
  ...paperJobHandlers({ key: t.app.paperKey, analysePaper: t.app.heavyWork.analysePaper }),
});

/** Runs the job queue as the server does, until nothing is left to do. */
const processQueue = () => runQueueUntilEmpty(t.db, handlers());

const QUESTION = {
  content: 'Why did Jesus wash the feet of his disciples, and what does it teach a pastor about leading the church?',
  difficultyLevel: 2,
  questionType: 'clarification',
  sourceExcerpt: 'Jesus rose from supper, laid aside his garments and washed the disciples feet. He said: I have given you an example.',
  keywords: ['servant', 'leadership'],
};

const send = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/discussions', headers: { cookie }, payload });
const threadsOf = (cookie: string, studentId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/students/${studentId}/discussions${query}`, headers: { cookie } });
const answer = (cookie: string, studentId: string, threadId: string, response: string) =>
  t.app.inject({ method: 'POST', url: `/api/students/${studentId}/discussions/${threadId}/responses`, headers: { cookie }, payload: { response } });

async function openThreadFor(student: TestUser, question = QUESTION) {
  const sent = await send(cookies.educator, { course: COURSE, question, studentIds: [student.studentId] });
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().threads[0].id as string;
}

describe('who may do what', () => {
  it('lets educators and admins send questions, not students or strangers', async () => {
    const payload = { course: COURSE, question: QUESTION, studentIds: [grace.studentId] };
    expect((await t.app.inject({ method: 'POST', url: '/api/discussions', payload })).statusCode).toBe(401);
    const asStudent = await send(cookies.grace, payload);
    expect([asStudent.statusCode, asStudent.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await send(cookies.admin, payload)).statusCode).toBe(201);
  });

  it("lets a student read only their own threads; staff read anyone's", async () => {
    await openThreadFor(grace);
    expect((await threadsOf(cookies.grace, grace.studentId!)).statusCode).toBe(200);
    const other = await threadsOf(cookies.joseph, grace.studentId!);
    expect([other.statusCode, other.json().code]).toEqual([403, 'NOT_OWNER']);
    expect((await threadsOf(cookies.educator, grace.studentId!)).json().items.length).toBeGreaterThan(0);
  });

  it("lets only the thread's student answer it; staff may not answer for them", async () => {
    const threadId = await openThreadFor(grace);
    const text = 'Jesus washed their feet because he came to serve, and so a pastor must lead by serving.';
    const byJoseph = await answer(cookies.joseph, grace.studentId!, threadId, text);
    expect([byJoseph.statusCode, byJoseph.json().code]).toEqual([403, 'NOT_OWNER']);
    const josephOwnUrl = await answer(cookies.joseph, joseph.studentId!, threadId, text);
    expect([josephOwnUrl.statusCode, josephOwnUrl.json().code]).toEqual([403, 'NOT_OWNER']);
    const byEducator = await answer(cookies.educator, grace.studentId!, threadId, text);
    expect(byEducator.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('names the field: a short answer, an unknown student, a bad level, a bad cursor', async () => {
    const threadId = await openThreadFor(grace);
    const short = await answer(cookies.grace, grace.studentId!, threadId, 'Too short.');
    expect([short.statusCode, short.json().fields]).toEqual([400, { response: 'validation.response_min' }]);
    const long = await answer(cookies.grace, grace.studentId!, threadId, 'x'.repeat(10_001));
    expect(long.json().fields).toEqual({ response: 'validation.too_long' });
    const unknown = await send(cookies.educator, { course: COURSE, question: QUESTION, studentIds: ['00000000-0000-4000-8000-000000000009'] });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { studentIds: 'validation.student_unknown' }]);
    const level = await send(cookies.educator, { course: COURSE, question: { ...QUESTION, difficultyLevel: 5 } });
    expect(level.json().fields).toEqual({ 'question.difficultyLevel': 'validation.level_invalid' });
    const cursor = await threadsOf(cookies.grace, grace.studentId!, '?cursor=bm90LWEtY3Vyc29y');
    expect([cursor.statusCode, cursor.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    expect(await t.db.select({ n: count() }).from(studentResponses).where(eq(studentResponses.studentId, grace.studentId!))).toEqual([{ n: 0 }]);
  });
});

describe('the loop: question, answer, analysis, follow-up', () => {
  it('sends a question to every student of the course at its level when no one is chosen', async () => {
    const level3 = await createUser(t.db, { role: 'student', name: 'Ruth Nyambura' });
    await t.db.update(students).set({ course: COURSE, currentDifficultyLevel: 3 }).where(eq(students.id, level3.studentId!));
    const sent = await send(cookies.educator, { course: COURSE, question: { ...QUESTION, difficultyLevel: 2 } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().count).toBe(2);
    expect(
      sent
        .json()
        .threads.map((th: { studentName: string }) => th.studentName)
        .sort(),
    ).toEqual(['Grace Wanjiru', 'Joseph Mwangi']);
  });

  it("analyses an answer, fills every field, and asks one follow-up in the answer's language", async () => {
    const threadId = await openThreadFor(joseph);
    const text =
      'Jesus washed the feet of his disciples because he came not to be served but to serve. For example, in John 13:15 he says "I have given you an example". ' +
      'However, some would say that in our villages people expect a strong chief. I believe a pastor must lead as a servant, and in my church this means visiting the sick.';
    const accepted = await answer(cookies.joseph, joseph.studentId!, threadId, text);
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toMatchObject({ threadId, analysisStatus: 'pending' });
    const twice = await answer(cookies.joseph, joseph.studentId!, threadId, text);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'TURN_ALREADY_ANSWERED']);

    const pending = (await threadsOf(cookies.joseph, joseph.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    expect(pending.awaiting).toBe('analysis');

    await processQueue();
    const thread = (await threadsOf(cookies.joseph, joseph.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    expect(thread.awaiting).toBe('response');
    expect(thread.turns).toHaveLength(2);
    const { analysis } = thread.turns[0].response;
    expect(thread.turns[0].response.analysisStatus).toBe('complete');
    expect(analysis.keywords.length).toBeGreaterThan(0);
    expect(analysis.rhetoricalDevices).toEqual(expect.arrayContaining(['scripture_reference', 'quotation', 'contrast']));
    expect(analysis.argumentStructure.claim).toContain('I believe a pastor must lead as a servant');
    expect(analysis.argumentStructure.reasons.join(' ')).toContain('because he came not to be served');
    expect(analysis.argumentStructure.evidence.join(' ')).toContain('John 13:15');
    expect(analysis.argumentStructure.objections.join(' ')).toContain('some would say');
    expect(analysis.conceptualHierarchy.length).toBeGreaterThan(0);
    expect(analysis.entityRelationships.length).toBeGreaterThan(0);
    expect(analysis.analysisData).toMatchObject({ language: 'en', levelFit: { questionLevel: 2, expected: 'analyse', meets: true }, engine: 'builtin' });
    expect(analysis.analysisData.objectivesShown.map((o: { title: string }) => o.title)).toContain('Servant Leadership');

    const followUp = thread.turns[1].question;
    expect(followUp.isFollowUp).toBe(true);
    expect(followUp.content).toMatch(/\?$/);
    expect(thread.turns[1].response).toBeNull();
  });

  it('asks back in Swahili when the answer is in Swahili', async () => {
    const threadId = await openThreadFor(grace);
    await answer(cookies.grace, grace.studentId!, threadId, 'Yesu aliosha miguu ya wanafunzi wake. Mchungaji anapaswa kuwa mtumishi wa kanisa lake kila siku.');
    await processQueue();
    const thread = (await threadsOf(cookies.grace, grace.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    expect(thread.turns[0].response.analysis.analysisData.language).toBe('sw');
    expect(thread.turns[1].question.content).toMatch(/(Uliandika|Kwa nini|Ni nini|Kama|Tuseme)/);
  });

  it('closes the thread after its last turn and refuses another answer with 409', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/discussions/settings/${encodeURIComponent(COURSE)}`,
      headers: { cookie: cookies.educator },
      payload: { autoSend: false, maxTurns: 2 },
    });
    const threadId = await openThreadFor(grace);
    await answer(cookies.grace, grace.studentId!, threadId, 'A pastor serves because Jesus served his disciples and washed their feet.');
    await processQueue();
    let thread = (await threadsOf(cookies.grace, grace.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    expect(thread.maxTurns).toBe(2);
    expect((await answer(cookies.grace, grace.studentId!, threadId, 'In John 13:15 Jesus says he has given us an example to follow.')).statusCode).toBe(202);
    await processQueue();
    thread = (await threadsOf(cookies.grace, grace.studentId!, '?status=closed')).json().items.find((th: { id: string }) => th.id === threadId);
    expect(thread).toMatchObject({ status: 'closed', awaiting: 'nothing' });
    expect(thread.turns).toHaveLength(2);
    const late = await answer(cookies.grace, grace.studentId!, threadId, 'One more thought about servant leadership in the church.');
    expect([late.statusCode, late.json().code]).toEqual([409, 'DISCUSSION_CLOSED']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/discussions/settings/${encodeURIComponent(COURSE)}`,
      headers: { cookie: cookies.educator },
      payload: { autoSend: false, maxTurns: 4 },
    });
  });
});

describe('the educator in the loop', () => {
  it('comments on a turn; the student reads the comment', async () => {
    const threadId = await openThreadFor(joseph);
    const thread = (await threadsOf(cookies.educator, joseph.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/students/${joseph.studentId}/discussions/${threadId}/comments`,
      headers: { cookie: cookies.educator },
      payload: { body: 'Think of a pastor you admire.', turnId: thread.turns[0].id },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ authorName: 'Rev. Otieno', body: 'Think of a pastor you admire.' });
    const seen = (await threadsOf(cookies.joseph, joseph.studentId!)).json().items.find((th: { id: string }) => th.id === threadId);
    expect(seen.comments).toEqual([expect.objectContaining({ body: 'Think of a pastor you admire.', turnId: thread.turns[0].id })]);
    const byStudent = await t.app.inject({
      method: 'POST',
      url: `/api/students/${joseph.studentId}/discussions/${threadId}/comments`,
      headers: { cookie: cookies.joseph },
      payload: { body: 'Me too' },
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it('records a missed objective as a learning gap the cohort analysis shows', async () => {
    const threadId = await openThreadFor(grace, {
      ...QUESTION,
      content: 'How should the church restore a member who has fallen, through gentle church discipline?',
      keywords: ['discipline'],
    });
    await answer(cookies.grace, grace.studentId!, threadId, 'The passage tells a story about supper and the disciples being together at a meal.');
    await processQueue();
    const gaps = await t.app.inject({ method: 'GET', url: `/api/analytics/gaps?course=${encodeURIComponent(COURSE)}`, headers: { cookie: cookies.educator } });
    expect(gaps.json().map((g: { objectiveTitle: string }) => g.objectiveTitle)).toContain('Church Discipline');
  });

  it("grounds question suggestions for a student in that student's own answers, papers and gaps", async () => {
    // Her paper is sealed at rest: it is found by its blind index and opened for the educator.
    const paper = await t.app.inject({
      method: 'POST',
      url: `/api/students/${grace.studentId}/reflection-papers`,
      headers: { cookie: cookies.grace },
      payload: {
        course: COURSE,
        title: 'Servant leaders in my village',
        content:
          'In my village the elders lead by serving. Servant leadership is what Jesus showed when he washed the feet of his disciples. Our village elders listen before they speak, and a pastor should learn from them to serve first and to lead by example.',
      },
    });
    expect(paper.statusCode, paper.body).toBe(201);
    await processQueue();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/questions/suggestions',
      headers: { cookie: cookies.educator },
      payload: { contentSource: QUESTION.sourceExcerpt, targetKeywords: ['servant'], levels: [2], course: COURSE, studentId: grace.studentId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { performanceData, studentArtifactReferences } = response.json()[0].clsaTransparency;
    // Grace missed "Church Discipline" in an earlier answer: her own gap, not the course's.
    expect(performanceData.map((p: { source: string }) => p.source)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Church Discipline \(practice\): this student's progress \d+%/)]),
    );
    expect(performanceData.every((p: { source: string }) => !/students affected/.test(p.source))).toBe(true);
    const sources = studentArtifactReferences.map((a: { source: string }) => a.source);
    expect(sources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Response by Grace Wanjiru/),
        expect.stringMatching(/^Reflection paper by Grace Wanjiru, "Servant leaders in my village"/),
      ]),
    );
    expect(sources.every((source: string) => source.includes('Grace Wanjiru'))).toBe(true);
  });

  it('recommends a level change with its evidence when three answers in a row meet the level', async () => {
    const student = await createUser(t.db, { role: 'student', name: 'Tesfaye Bekele' });
    await t.db.update(students).set({ course: COURSE, currentDifficultyLevel: 2 }).where(eq(students.id, student.studentId!));
    const cookie = await loginAs(t.app, student);
    for (let i = 0; i < 3; i++) {
      const threadId = await openThreadFor(student);
      await answer(
        cookie,
        student.studentId!,
        threadId,
        `Jesus washed their feet because he came to serve, so a pastor leads by serving; answer ${i + 1} of three.`,
      );
      await processQueue();
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/discussions/recommendations?course=${encodeURIComponent(COURSE)}`,
      headers: { cookie: cookies.educator },
    });
    const recommendation = page.json().items.find((r: { studentId: string }) => r.studentId === student.studentId);
    expect(recommendation).toMatchObject({ fromLevel: 2, toLevel: 3, direction: 'up', studentName: 'Tesfaye Bekele' });
    expect(recommendation.evidence).toHaveLength(3);
    expect(recommendation.evidence.every((e: { meets: boolean }) => e.meets)).toBe(true);
    // The level itself moves only through the educator's Apply, which also settles the recommendation.
    expect((await t.db.select({ level: students.currentDifficultyLevel }).from(students).where(eq(students.id, student.studentId!)))[0]!.level).toBe(2);
    await t.app.inject({ method: 'PATCH', url: `/api/students/${student.studentId}/difficulty`, headers: { cookie: cookies.educator }, payload: { level: 3 } });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/discussions/recommendations?course=${encodeURIComponent(COURSE)}`,
      headers: { cookie: cookies.educator },
    });
    expect(after.json().items.find((r: { studentId: string }) => r.studentId === student.studentId)).toBeUndefined();
  });

  it('pages the recommendations newest first, of one course or of all, each once', async () => {
    const made: { studentId: string; course: string; createdAt: Date }[] = [];
    for (let i = 0; i < 5; i++) {
      const student = await createUser(t.db, { role: 'student', name: `Paged Student ${i}` });
      const course = i % 2 === 0 ? COURSE : 'Church History';
      await t.db.update(students).set({ course }).where(eq(students.id, student.studentId!));
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, i));
      await t.db.insert(levelRecommendations).values({ studentId: student.studentId!, fromLevel: 1, toLevel: 2, createdAt });
      made.push({ studentId: student.studentId!, course, createdAt });
    }
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/discussions/recommendations?${query}`, headers: { cookie: cookies.educator } });
    const pagesOf = (query: string) => idsByPage(get, query, 'studentId');
    const newestFirst = (rows: typeof made) => [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((row) => row.studentId);
    const mine = new Set(made.map((row) => row.studentId));
    const inCourse = (await pagesOf(`course=${encodeURIComponent(COURSE)}&limit=2`)).flat().filter((id) => mine.has(id));
    expect(inCourse).toEqual(newestFirst(made.filter((row) => row.course === COURSE)));
    const everyCourse = await pagesOf('limit=2');
    expect(everyCourse.every((page) => page.length <= 2)).toBe(true);
    expect(everyCourse.flat().filter((id) => mine.has(id))).toEqual(newestFirst(made));
    expect(new Set(everyCourse.flat()).size).toBe(everyCourse.flat().length);
  });
});

describe("the agent's proposals", () => {
  const PROPOSAL_COURSE = 'Missions';
  let ruth: TestUser;
  let ruthCookie: string;
  beforeAll(async () => {
    ruth = await createUser(t.db, { role: 'student', name: 'Ruth Achieng' });
    await t.db.update(students).set({ course: PROPOSAL_COURSE, currentDifficultyLevel: 3 }).where(eq(students.id, ruth.studentId!));
    ruthCookie = await loginAs(t.app, ruth);
    await t.db.insert(courseContent).values({
      course: PROPOSAL_COURSE,
      type: 'book',
      title: 'Translating the Message',
      author: 'Lamin Sanneh',
      content:
        'Lamin Sanneh argued that the gospel is translatable. When missionaries translated the Bible into African languages, they gave African Christians the means to read Scripture in their mother tongue and to judge the missionaries by it. Translation made Christianity at home in Africa.',
      validationStatus: 'approved',
      isTrainingData: true,
    });
  });

  const generate = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/discussions/proposals/generate', headers: { cookie }, payload: { course: PROPOSAL_COURSE } });
  const list = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/discussions/proposals?course=${PROPOSAL_COURSE}`, headers: { cookie } });

  it('says so when the course has no approved content to draw on, and queues nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(jobs))[0]!.n;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/discussions/proposals/generate',
      headers: { cookie: cookies.educator },
      payload: { course: 'Old Testament Theology' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'NO_APPROVED_CONTENT']);
    expect((await t.db.select({ n: count() }).from(jobs))[0]!.n).toBe(before);
  });

  it("proposes a question at each waiting student's level from approved content, for an educator to approve", async () => {
    expect((await generate(ruthCookie)).statusCode).toBe(403);
    expect((await generate(cookies.educator)).statusCode).toBe(202);
    await processQueue();
    expect((await list(ruthCookie)).statusCode).toBe(403);
    const page = (await list(cookies.educator)).json();
    const proposal = page.items.find((p: { studentId: string }) => p.studentId === ruth.studentId);
    expect(proposal).toMatchObject({
      studentName: 'Ruth Achieng',
      difficultyLevel: 3,
      sourceTitle: 'Translating the Message',
      content: expect.stringContaining('?'),
    });
    // Nothing reaches the student before the educator approves.
    expect((await threadsOf(ruthCookie, ruth.studentId!)).json().items).toEqual([]);
    // A second request does not pile up a second proposal.
    await generate(cookies.educator);
    await processQueue();
    expect((await t.db.select({ n: count() }).from(questionProposals).where(eq(questionProposals.studentId, ruth.studentId!)))[0]!.n).toBe(1);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/discussions/proposals/${proposal.id}/approve`,
      headers: { cookie: cookies.educator },
      payload: { content: 'How did translating the Bible change who could judge the missionaries?' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const threads = (await threadsOf(ruthCookie, ruth.studentId!)).json().items;
    expect(threads).toHaveLength(1);
    expect(threads[0].turns[0].question).toMatchObject({
      content: 'How did translating the Bible change who could judge the missionaries?',
      difficultyLevel: 3,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/discussions/proposals/${proposal.id}/approve`,
      headers: { cookie: cookies.educator },
      payload: {},
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    expect((await list(cookies.educator)).json().items.find((p: { id: string }) => p.id === proposal.id)).toBeUndefined();
  });

  it('sends the next question straight away when the course sends automatically, after a thread closes', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/discussions/settings/${PROPOSAL_COURSE}`,
      headers: { cookie: cookies.educator },
      payload: { autoSend: true, maxTurns: 1 },
    });
    const student = await createUser(t.db, { role: 'student', name: 'Daniel Kiprop' });
    await t.db.update(students).set({ course: PROPOSAL_COURSE, currentDifficultyLevel: 1 }).where(eq(students.id, student.studentId!));
    const cookie = await loginAs(t.app, student);
    await generate(cookies.educator);
    await processQueue();
    let threads = (await threadsOf(cookie, student.studentId!)).json().items;
    expect(threads).toHaveLength(1);
    expect(await t.db.select({ n: count() }).from(questionProposals).where(eq(questionProposals.studentId, student.studentId!))).toEqual([{ n: 0 }]);
    // One turn: the answer closes the thread, and the agent sends the next question by itself.
    await answer(cookie, student.studentId!, threads[0].id, 'Sanneh says translation let Africans read the Bible in their own languages.');
    await processQueue();
    threads = (await threadsOf(cookie, student.studentId!)).json().items;
    expect(threads.map((th: { status: string }) => th.status).sort()).toEqual(['closed', 'open']);
    expect((await t.db.select({ n: count() }).from(discussionThreads).where(eq(discussionThreads.studentId, student.studentId!)))[0]!.n).toBe(2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/discussions/settings/${PROPOSAL_COURSE}`,
      headers: { cookie: cookies.educator },
      payload: { autoSend: false, maxTurns: 4 },
    });
  });

  it('rejects a proposal: it leaves the list and never reaches the student', async () => {
    const student = await createUser(t.db, { role: 'student', name: 'Esther Mumbi' });
    await t.db.update(students).set({ course: PROPOSAL_COURSE, currentDifficultyLevel: 2 }).where(eq(students.id, student.studentId!));
    await generate(cookies.educator);
    await processQueue();
    const proposal = (await list(cookies.educator)).json().items.find((p: { studentId: string }) => p.studentId === student.studentId);
    const rejected = await t.app.inject({ method: 'POST', url: `/api/discussions/proposals/${proposal.id}/reject`, headers: { cookie: cookies.educator } });
    expect([rejected.statusCode, rejected.json()]).toEqual([200, { ok: true }]);
    expect((await list(cookies.educator)).json().items.find((p: { id: string }) => p.id === proposal.id)).toBeUndefined();
    expect(await t.db.select({ n: count() }).from(discussionThreads).where(eq(discussionThreads.studentId, student.studentId!))).toEqual([{ n: 0 }]);
  });
});

describe('the analysis job', () => {
  it('is taken up again after its worker died, and asks the follow-up exactly once', async () => {
    const threadId = await openThreadFor(joseph);
    await processQueue(); // the question's e-mail copies
    await answer(cookies.joseph, joseph.studentId!, threadId, 'A pastor serves the flock because Christ served his disciples first.');
    // A worker claims the job and dies: its lease runs out with the job still "running".
    const claimed = await claimNextJob(t.db, 60_000);
    expect(claimed?.kind).toBe(DISCUSSION_ANALYSE_JOB);
    await t.db
      .update(jobs)
      .set({ lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, claimed!.id));
    await processQueue();
    // Run the handler once more for good measure, as a duplicate delivery would.
    await handlers()[DISCUSSION_ANALYSE_JOB]!.run(claimed!.payload, { db: t.db, job: claimed!, log: quietLog });
    const turns = await t.db.select({ n: count() }).from(discussionTurns).where(eq(discussionTurns.threadId, threadId));
    expect(turns[0]!.n).toBe(2);
    const [row] = await t.db
      .select({ status: studentResponses.analysisStatus })
      .from(studentResponses)
      .where(and(eq(studentResponses.studentId, joseph.studentId!), eq(studentResponses.id, claimed!.payload.responseId as string)));
    expect(row!.status).toBe('complete');
  });

  it('analyses twenty answers in a worker thread: the event loop is never held 100 ms, and /api/health answers throughout', async () => {
    const paragraph = 'I believe Jesus washed the feet of his disciples because he came to serve, and a pastor must do the same in his church. ';
    for (let i = 0; i < 20; i++) {
      const student = await createUser(t.db, { role: 'student' });
      const cookie = await loginAs(t.app, student);
      const threadId = await openThreadFor(student);
      expect((await answer(cookie, student.studentId!, threadId, paragraph.repeat(20))).statusCode).toBe(202);
    }
    const work = processQueue();
    const [{ latenciesMs }, lag] = await Promise.all([healthLatenciesWhile(t.app, work), eventLoopLagWhile(work)]);
    expect(latenciesMs.length).toBeGreaterThan(5);
    // Timed on the event loop: a health poll's `select 1` waits its turn on the embedded
    // database's thread behind the job's writes, and one poll took 117 ms in CI beside the other
    // test files. An analysis on the event loop would hold the loop for each answer it reads.
    expect(lag).toBeLessThan(100);
    expect(Math.max(...latenciesMs)).toBeLessThan(250);
  });
});
