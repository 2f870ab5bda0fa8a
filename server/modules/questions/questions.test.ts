import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { DIFFICULTY_LEVELS } from '#shared/constants/difficulty-levels.ts';
import type { PerformanceGap } from '#shared/schemas/educator.ts';
import { questionSuggestionListSchema, type QuestionSuggestion } from '#shared/schemas/questions.ts';
import { assignments, courseContent, learningObjectives, questions, studentAssignments, studentProgress, studentResponses } from '#server/db/schema/index.ts';
import { refreshAnalytics } from '#server/modules/analytics/repo.ts';
import { storeSearchChunks } from '#server/modules/content/index.ts';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';

let t: TestApp;
let educatorCookie: string;
let adminCookie: string;
let studentCookie: string;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  educatorCookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  adminCookie = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  learner = await createUser(t.db, { role: 'student', name: 'Grace Achieng' });
  studentCookie = await loginAs(t.app, learner);
});
afterAll(() => t.close());

const EXCERPT =
  'Karl Barth argued in Church Dogmatics that the Word of God comes to us in three forms: revealed, written and proclaimed. ' +
  'For the churches of East Africa, this means preaching is not merely human speech but an event in which God addresses the congregation.';
const KEYWORDS = ['preaching', 'Word of God', 'revelation'];

function suggest(payload: unknown, cookie = educatorCookie) {
  return t.app.inject({ method: 'POST', url: '/api/questions/suggestions', headers: { cookie }, payload: payload as object });
}

async function suggestOk(payload: Record<string, unknown>): Promise<QuestionSuggestion[]> {
  const response = await suggest({ contentSource: EXCERPT, targetKeywords: KEYWORDS, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return questionSuggestionListSchema.parse(response.json());
}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();
/** The quoted segments of a question (curly quotes, as the stems write them). */
const quotedIn = (content: string) => [...content.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
/** A quoted segment is the excerpt's own words; a gap ("____") stands for the one word left out. */
const inExcerpt = (quoted: string, excerpt: string) => {
  const [before, after] = flat(quoted).split('____');
  return after === undefined ? excerpt.includes(flat(quoted)) : excerpt.includes(before!) && excerpt.includes(after);
};

async function addContent(values: {
  course: Course;
  title: string;
  content: string;
  validationStatus?: 'pending' | 'approved' | 'rejected';
  isTrainingData?: boolean;
  author?: string;
}) {
  const [row] = await t.db
    .insert(courseContent)
    .values({ type: 'book', validationStatus: 'pending', isTrainingData: false, ...values })
    .returning({ id: courseContent.id });
  // What the content job writes once the text is processed: the chunks the library is searched by.
  await storeSearchChunks(t.db, row!.id, values.content);
}

describe('POST /api/questions/suggestions: the built-in engine', () => {
  it('returns one suggestion per level, sorted, each different and shaped by its level', async () => {
    const suggestions = await suggestOk({ levels: [1, 2, 3, 4], course: 'Systematic Theology' });
    expect(suggestions.map((s) => s.difficultyLevel)).toEqual([1, 2, 3, 4]);
    expect(new Set(suggestions.map((s) => s.content)).size).toBe(4);
    expect(suggestions.every((s) => s.engine === 'builtin')).toBe(true);
    // Level 1 recalls and clarifies, 2 analyses assumptions or evidence, 3 applies, 4 engages other viewpoints (spec point 9 names).
    expect(suggestions[0]!.questionType).toBe('clarification');
    expect(['assumptions', 'evidence']).toContain(suggestions[1]!.questionType);
    expect(suggestions[2]!.questionType).toBe('implications');
    expect(suggestions[3]!.questionType).toBe('viewpoints');
    suggestions.forEach((s) => expect(s.reasoning).toContain(DIFFICULTY_LEVELS[s.difficultyLevel - 1]!.name));
  });

  it("grounds every question in the excerpt's own phrases or the keywords", async () => {
    const suggestions = await suggestOk({});
    const excerpt = flat(EXCERPT);
    for (const s of suggestions) {
      // A quoted phrase of the excerpt or a keyword, or a person the excerpt names ("What can church leaders learn from Karl Barth here?").
      const quoted = quotedIn(s.content);
      const grounded = quoted.filter((q) => inExcerpt(q, excerpt) || KEYWORDS.some((k) => flat(k) === flat(q)));
      const names = (s.content.match(/\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)+/gu) ?? []).filter((name) => excerpt.includes(flat(name)));
      // Or a view the excerpt reports, restated ("Karl Barth held that the Word of God comes to us…"): six words in a row of the excerpt.
      const words = flat(s.content).split(' ');
      const restated = words.some((_, i) => i + 6 <= words.length && excerpt.includes(words.slice(i, i + 6).join(' ')));
      expect(grounded.length + names.length + Number(restated), s.content).toBeGreaterThan(0);
      expect(s.reasoning).toMatch(/"[^"]+"/);
    }
    expect(suggestions.some((s) => /Word of God|preaching|congregation/.test(s.content))).toBe(true);
    expect(suggestions[0]!.keywords.slice(0, 3)).toEqual(KEYWORDS);
  });

  it('writes from the excerpt it is given, not from a fixed script', async () => {
    const other = await suggest({
      contentSource:
        'Justification by faith alone, as Martin Luther taught, is the article by which the church stands or falls. The Reformers held that grace is received through faith, not earned by works.',
      targetKeywords: ['grace'],
    });
    expect(other.statusCode).toBe(200);
    const contents = other
      .json()
      .map((s: QuestionSuggestion) => s.content)
      .join(' ');
    expect(contents).not.toContain('Word of God');
    expect(contents).toMatch(/faith|grace|Justification/);
  });

  it('answers only the requested levels, in level order', async () => {
    const suggestions = await suggestOk({ levels: [3, 1] });
    expect(suggestions.map((s) => s.difficultyLevel)).toEqual([1, 3]);
  });

  it('derives confidence from grounding, within 0.5-0.95 and not one fixed figure', async () => {
    const grounded = await suggestOk({});
    for (const s of grounded) {
      expect(s.confidence).toBeGreaterThanOrEqual(0.5);
      expect(s.confidence).toBeLessThanOrEqual(0.95);
    }
    expect(new Set(grounded.map((s) => s.confidence)).size).toBeGreaterThan(1);
    // Keywords the excerpt never mentions lower it.
    const offTopic = await suggestOk({ targetKeywords: ['eschatology', 'pneumatology'] });
    const mean = (list: QuestionSuggestion[]) => list.reduce((sum, s) => sum + s.confidence, 0) / list.length;
    expect(mean(offTopic)).toBeLessThan(mean(grounded));
  });

  it('stores each suggestion in questions with its excerpt, keywords, type, reasoning and transparency', async () => {
    const before = (await t.db.select({ n: count() }).from(questions))[0]!.n;
    const suggestions = await suggestOk({ course: 'Ecclesiology' });
    const after = (await t.db.select({ n: count() }).from(questions))[0]!.n;
    expect(after - before).toBe(4);
    const rows = await t.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          suggestions.map((s) => s.id),
        ),
      );
    expect(rows).toHaveLength(4);
    for (const s of suggestions) {
      const row = rows.find((r) => r.id === s.id)!;
      expect(row).toMatchObject({
        content: s.content,
        difficultyLevel: s.difficultyLevel,
        keywords: s.keywords,
        sourceContent: EXCERPT,
        course: 'Ecclesiology',
        questionType: s.questionType,
        reasoning: s.reasoning,
      });
      expect(row.confidence).toBeCloseTo(s.confidence, 5);
      expect(row.clsaTransparency).toMatchObject({ ...s.clsaTransparency, engine: 'builtin' });
    }
  });

  it("reports the course's real performance gaps", async () => {
    const [objective] = await t.db
      .insert(learningObjectives)
      .values({ title: 'Three forms of the Word', description: 'Revealed, written, proclaimed', category: 'doctrine', course: 'Systematic Theology' })
      .returning();
    await t.db.insert(studentProgress).values({ studentId: learner.studentId!, objectiveId: objective!.id, progress: 0.2 });
    await refreshAnalytics(t.db);
    const gaps = (
      await t.app.inject({ method: 'GET', url: '/api/analytics/gaps?course=Systematic%20Theology', headers: { cookie: educatorCookie } })
    ).json() as PerformanceGap[];
    expect(gaps.map((gap) => gap.objectiveTitle)).toContain('Three forms of the Word');
    const [suggestion] = await suggestOk({ course: 'Systematic Theology', levels: [2] });
    const data = suggestion!.clsaTransparency.performanceData;
    expect(data).toHaveLength(Math.min(3, gaps.length));
    data.forEach((entry, i) => {
      expect(entry.source).toContain(gaps[i]!.objectiveTitle);
      expect(entry.confidence).toBeCloseTo(1 - gaps[i]!.averageProgress, 2);
    });
  });

  it('never lets keyword text reach the SQL as syntax', async () => {
    const response = await suggest({
      contentSource: EXCERPT,
      targetKeywords: ["'); drop table questions; --", 'grace & !works:*', '"quoted" (phrase) <-> |', 'the of and'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.db.select({ n: count() }).from(questions))[0]!.n).toBeGreaterThan(0);
  });
});

describe('content sources: approved training content only', () => {
  const preachingKeywords = ['preaching', 'proclamation'];

  it('are empty when the course has no approved training content', async () => {
    const suggestions = await suggestOk({ course: 'Preaching', targetKeywords: preachingKeywords });
    suggestions.forEach((s) => expect(s.clsaTransparency.contentSources).toEqual([]));
    expect(suggestions[0]!.reasoning).toContain('No approved training content');
  });

  it("never cite pending, unapproved or non-training items, nor another course's", async () => {
    await addContent({ course: 'Preaching', title: 'Pending Homiletics Draft', content: 'Preaching as proclamation of the Word of God.' });
    await addContent({
      course: 'Preaching',
      title: 'Rejected Sermon Notes',
      content: 'Preaching and proclamation.',
      validationStatus: 'rejected',
      isTrainingData: true,
    });
    await addContent({
      course: 'Preaching',
      title: 'Approved Reference Only',
      content: 'Preaching and proclamation.',
      validationStatus: 'approved',
      isTrainingData: false,
    });
    await addContent({
      course: 'Missions',
      title: 'Proclamation Across Cultures',
      content: 'Preaching the gospel and proclamation in new cultures.',
      validationStatus: 'approved',
      isTrainingData: true,
    });
    const suggestions = await suggestOk({ course: 'Preaching', targetKeywords: preachingKeywords });
    suggestions.forEach((s) => expect(s.clsaTransparency.contentSources).toEqual([]));
  });

  it('cite approved training content of the course that is about the passage, not one that shares a word', async () => {
    await addContent({
      course: 'Preaching',
      title: 'Barth on the Threefold Word of God',
      author: 'Kato Faculty',
      content:
        'In Church Dogmatics Karl Barth taught that the Word of God is revealed in Jesus Christ, written in Scripture and proclaimed in preaching. ' +
        'Preaching is therefore not merely human speech: when the congregation hears the Word proclaimed, God addresses it. East African preachers have found in this a call to faithful proclamation.',
      validationStatus: 'approved',
      isTrainingData: true,
    });
    await addContent({
      course: 'Preaching',
      title: 'Church Music in Africa',
      content: 'Congregational singing shapes worship in African churches; choirs, drums and call-and-response carry the hymn.',
      validationStatus: 'approved',
      isTrainingData: true,
    });
    const suggestions = await suggestOk({ course: 'Preaching', targetKeywords: preachingKeywords });
    const sources = suggestions[0]!.clsaTransparency.contentSources;
    expect(sources.map((s) => s.source)).toEqual(['Barth on the Threefold Word of God (Kato Faculty)']);
    // The calibrated relevance: a source is used only from the threshold up.
    expect(sources[0]!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(sources[0]!.confidence).toBeLessThanOrEqual(1);
    const titles = JSON.stringify(suggestions);
    expect(titles).not.toMatch(/Church Music in Africa|Pending Homiletics Draft|Rejected Sermon Notes|Approved Reference Only|Proclamation Across Cultures/);
    expect(suggestions[0]!.reasoning).toContain('Barth on the Threefold Word of God');
  });

  it('search every course when none is given, still only approved training content', async () => {
    await addContent({
      course: 'Missions',
      title: 'Karl Barth and Mission Preaching',
      content:
        'Karl Barth held that Church Dogmatics serves the church that proclaims: the Word of God revealed, written and proclaimed sends the congregation into mission. Preaching in East Africa is such an event of the Word.',
      validationStatus: 'approved',
      isTrainingData: true,
    });
    const suggestions = await suggestOk({ targetKeywords: preachingKeywords });
    const sources = suggestions[0]!.clsaTransparency.contentSources.map((s) => s.source);
    expect(sources).toContain('Karl Barth and Mission Preaching');
    expect(sources.join()).not.toMatch(/Pending|Rejected|Reference Only/);
    expect(sources.length).toBeLessThanOrEqual(3);
  });
});

describe('student artifact references', () => {
  let writer: TestUser;
  let otherStudent: TestUser;

  beforeAll(async () => {
    writer = await createUser(t.db, { role: 'student', name: 'Daniel Otieno' });
    otherStudent = await createUser(t.db, { role: 'student', name: 'Esther Wanjiru' });
    const [assignment] = await t.db
      .insert(assignments)
      .values({
        course: 'Systematic Theology',
        title: 'Reflection on revelation',
        description: 'Reflect',
        type: 'essay',
        dueDate: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await t.db.insert(studentAssignments).values({
      studentId: writer.studentId!,
      assignmentId: assignment!.id,
      status: 'submitted',
      submittedAt: new Date(),
      submissionContent: 'In my congregation, preaching became an event of revelation when we read the Word of God aloud together.',
    });
  });

  it('are empty when no student work matches the keywords', async () => {
    const suggestions = await suggestOk({ targetKeywords: ['eschatology'], levels: [1] });
    expect(suggestions[0]!.clsaTransparency.studentArtifactReferences).toEqual([]);
  });

  it('cite a real submission that matches a keyword', async () => {
    const suggestions = await suggestOk({ levels: [1, 2], course: 'Systematic Theology' });
    for (const s of suggestions) {
      const refs = s.clsaTransparency.studentArtifactReferences;
      expect(refs.length).toBeGreaterThan(0);
      expect(refs[0]!.source).toMatch(/^Submission by Daniel Otieno for "Reflection on revelation": .*preaching/i);
      expect(refs[0]!.confidence).toBe(0.95);
    }
  });

  it("with a studentId, cite only that student's work, responses included", async () => {
    const [answered] = await suggestOk({ levels: [1] });
    await t.db.insert(studentResponses).values({
      studentId: otherStudent.studentId!,
      questionId: answered!.id,
      response: 'Revelation is God speaking; the written Word of God witnesses to it.',
    });
    const forOther = await suggestOk({ levels: [2], studentId: otherStudent.studentId });
    const refs = forOther[0]!.clsaTransparency.studentArtifactReferences;
    expect(refs).toHaveLength(1);
    expect(refs[0]!.source).toMatch(/^Response by Esther Wanjiru to ".+": .*Revelation/);
    const forWriter = await suggestOk({ levels: [2], studentId: writer.studentId });
    expect(forWriter[0]!.clsaTransparency.studentArtifactReferences.map((r) => r.source)).toEqual([expect.stringMatching(/^Submission by Daniel Otieno/)]);
  });

  it('answer 404 for a student who does not exist', async () => {
    const response = await suggest({ contentSource: EXCERPT, studentId: '00000000-0000-4000-8000-00000000beef' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('who may ask', () => {
  const body = { contentSource: EXCERPT, targetKeywords: KEYWORDS, levels: [1] };

  it('refuses anonymous callers with 401 and students with 403', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/questions/suggestions', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const student = await suggest(body, studentCookie);
    expect([student.statusCode, student.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('lets educators and admins generate questions', async () => {
    for (const cookie of [educatorCookie, adminCookie]) {
      const response = await suggest(body, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(1);
    }
  });

  it('only ever writes rows for permitted callers', async () => {
    const before = (await t.db.select({ n: count() }).from(questions))[0]!.n;
    await suggest(body, studentCookie);
    await t.app.inject({ method: 'POST', url: '/api/questions/suggestions', payload: body });
    expect((await t.db.select({ n: count() }).from(questions))[0]!.n).toBe(before);
  });
});

describe('bad input', () => {
  it('answers 400 for a missing body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/questions/suggestions', headers: { cookie: educatorCookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('body');
  });

  it.each([
    [{ contentSource: 'too short' }, 'contentSource'],
    [{ levels: [0] }, 'levels.0'],
    [{ levels: [5] }, 'levels.0'],
    [{ levels: ['2'] }, 'levels.0'],
    [{ levels: [1.5] }, 'levels.0'],
    [{ levels: [] }, 'levels'],
    [{ levels: [2, 2] }, 'levels'],
    [{ course: 'Astrology' }, 'course'],
    [{ targetKeywords: 'preaching' }, 'targetKeywords'],
    [{ studentId: 'not-a-uuid' }, 'studentId'],
  ])('answers 400 naming the field for %j', async (override, field) => {
    const before = (await t.db.select({ n: count() }).from(questions))[0]!.n;
    const response = await suggest({ contentSource: EXCERPT, targetKeywords: KEYWORDS, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().fields).toHaveProperty([field]);
    expect((await t.db.select({ n: count() }).from(questions))[0]!.n).toBe(before);
  });

  it("uses the spec's defaults: all four levels, no keywords", async () => {
    const response = await suggest({ contentSource: EXCERPT });
    expect(response.statusCode).toBe(200);
    const suggestions = response.json() as QuestionSuggestion[];
    expect(suggestions.map((s) => s.difficultyLevel)).toEqual([1, 2, 3, 4]);
    suggestions.forEach((s) => expect(s.clsaTransparency.studentArtifactReferences).toEqual([]));
    const [row] = await t.db.select().from(questions).where(eq(questions.id, suggestions[0]!.id));
    expect(row!.course).toBeNull();
  });
});
