import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { questionSuggestionListSchema, type QuestionSuggestion } from '#shared/schemas/questions.ts';
import { courseContent, questions } from '#server/db/schema/index.ts';
import { storeSearchChunks } from '#server/modules/content/index.ts';
import { completeJson, LlmError } from '#server/integrations/llm/client.ts';
import { chatCompletion, startFakeLlm, type FakeLlm, type FakeLlmRequest } from '#server/test/fake-llm.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

// The LLM path: one request per level held to a JSON schema, then a check of each
// question; a question that fails is the built-in engine's for that level only.

let fake: FakeLlm;
let t: TestApp;
let cookie: string;

const API_KEY = 'test-key-4f2a';
const MODEL = 'fake-socratic-1';

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL, LLM_TIMEOUT_MS: '1000' });
  cookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  const content =
    'Karl Barth taught in Church Dogmatics that the Word of God is revealed, written and proclaimed. Preaching is proclamation of the Word of God to a listening congregation: ' +
    'in East Africa, as elsewhere, God addresses the congregation through faithful preaching.';
  const [row] = await t.db
    .insert(courseContent)
    .values({
      course: 'Preaching',
      type: 'book',
      title: 'Homiletics for African Pulpits',
      content,
      validationStatus: 'approved',
      isTrainingData: true,
    })
    .returning({ id: courseContent.id });
  await storeSearchChunks(t.db, row!.id, content);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const EXCERPT =
  'Karl Barth argued in Church Dogmatics that the Word of God comes to us in three forms: revealed, written and proclaimed. ' +
  'For the churches of East Africa, this means preaching is not merely human speech but an event in which God addresses the congregation.';
const KEYWORDS = ['preaching', 'Word of God'];

/** Questions a careful model would write for EXCERPT, one per level. */
const GOOD: Record<number, { question: string; questionType: string; quote: string; reasoning: string }> = {
  1: {
    question: 'In the words "an event in which God addresses the congregation", what does the passage mean by "event"?',
    questionType: 'clarification',
    quote: 'an event in which God addresses the congregation',
    reasoning: 'Recall and explanation of a phrase.',
  },
  2: {
    question: 'What does "preaching is not merely human speech" take for granted about the Word of God?',
    questionType: 'assumptions',
    quote: 'preaching is not merely human speech',
    reasoning: 'Surfaces an assumption.',
  },
  3: {
    question: 'If "the Word of God comes to us in three forms", how should preaching change in your congregation?',
    questionType: 'implications',
    quote: 'the Word of God comes to us in three forms',
    reasoning: 'Carries the claim into practice.',
  },
  4: {
    question: 'Is Karl Barth right that "preaching is not merely human speech"? Defend your judgment against the strongest objection.',
    questionType: 'viewpoints',
    quote: 'preaching is not merely human speech',
    reasoning: 'Asks for a defended judgment.',
  },
};

const levelOf = (request: FakeLlmRequest) => Number(/Level: (\d)/.exec(request.body.messages?.[1]?.content ?? '')?.[1]);

/** Answers each level's request with `answers[level]` (default: the good question), as JSON in a chat completion. */
function answer(answers: Record<number, unknown> = {}) {
  fake.respondWith((request) => {
    const level = levelOf(request);
    return { body: chatCompletion(JSON.stringify(answers[level] ?? GOOD[level])) };
  });
}

async function suggest(payload: Record<string, unknown> = {}): Promise<QuestionSuggestion[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/questions/suggestions',
    headers: { cookie },
    payload: { contentSource: EXCERPT, targetKeywords: KEYWORDS, course: 'Preaching', ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return questionSuggestionListSchema.parse(response.json());
}

const engines = (suggestions: QuestionSuggestion[]) => suggestions.map((s) => s.engine);

describe('with an LLM configured', () => {
  it("asks once per level, with the level's Bloom descriptor, an example and a JSON schema, and uses questions that pass the check", async () => {
    answer();
    const suggestions = await suggest();
    expect(suggestions.map((s) => [s.difficultyLevel, s.engine, s.content])).toEqual([1, 2, 3, 4].map((level) => [level, 'llm', GOOD[level]!.question]));
    expect(suggestions.map((s) => s.questionType)).toEqual(['clarification', 'assumptions', 'implications', 'viewpoints']);
    expect(suggestions[0]!.reasoning).toContain(MODEL);
    expect(suggestions[0]!.clsaTransparency.contentSources.map((c) => c.source)).toEqual(['Homiletics for African Pulpits']);

    expect(fake.requests).toHaveLength(4);
    const byLevel = new Map(fake.requests.map((r) => [levelOf(r), r]));
    for (const [level, bloom] of [
      [1, 'Remember and understand'],
      [2, 'Analyse'],
      [3, 'Apply'],
      [4, 'Evaluate and create'],
    ] as const) {
      const request = byLevel.get(level)!;
      expect(request.url).toBe('/chat/completions');
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(request.body.model).toBe(MODEL);
      const format = request.body.response_format as { type: string; json_schema: { schema: { properties: { questionType: { enum: string[] } } } } };
      expect(format.type).toBe('json_schema');
      expect(format.json_schema.schema.properties.questionType.enum.length).toBeGreaterThan(0);
      const [system, user] = request.body.messages!;
      expect(system!.content).toContain(`Bloom: ${bloom}`);
      expect(system!.content).toContain('Example of a good level');
      expect(system!.content).toContain('in English, the language of the passage');
      expect(user!.content).toContain(EXCERPT);
      expect(user!.content).toContain('Keywords: preaching, Word of God');
      expect(user!.content).toContain('Homiletics for African Pulpits');
    }
  });

  it('stores each question with the engine that wrote it', async () => {
    answer({ 2: { ...GOOD[2], question: 'What does "preaching is the sale of indulgences" take for granted?' } });
    const suggestions = await suggest();
    expect(engines(suggestions)).toEqual(['llm', 'builtin', 'llm', 'llm']);
    const rows = await t.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          suggestions.map((s) => s.id),
        ),
      );
    for (const s of suggestions) expect(rows.find((r) => r.id === s.id)!.clsaTransparency).toMatchObject({ engine: s.engine });
  });

  it("asks in the passage's language: a French passage gets French instructions", async () => {
    fake.respondWith(() => ({ status: 500, body: '{}' }));
    await t.app.inject({
      method: 'POST',
      url: '/api/questions/suggestions',
      headers: { cookie },
      payload: { contentSource: "Pour Jean-Marc Ela, la théologie doit naître du cri des pauvres. L'Évangile annonce un Dieu qui libère.", levels: [1] },
    });
    expect(fake.requests[0]!.body.messages![0]!.content).toContain('in French, the language of the passage');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    fake.respondWith((request) => ({ body: chatCompletion('```json\n' + JSON.stringify(GOOD[levelOf(request)]) + '\n```') }));
    expect(engines(await suggest({ levels: [1] }))).toEqual(['llm']);
  });
});

describe("the check of each question: a failing one is the built-in engine's for that level only", () => {
  const cases: [string, Record<number, unknown>, number][] = [
    ['a level-4 question that only asks for recall', { 4: { ...GOOD[4], question: 'What does the passage say about "preaching"?' } }, 4],
    ['a quotation the passage does not have', { 2: { ...GOOD[2], question: 'What does "the sermon is a sacrament" take for granted about preaching?' } }, 2],
    ["a reported quote that is not the passage's", { 3: { ...GOOD[3], quote: 'sermons must be short' } }, 3],
    [
      'a question in another language',
      { 3: { ...GOOD[3], question: 'Si « la Parole de Dieu nous vient sous trois formes », que faudrait-il changer dans votre assemblée ?' } },
      3,
    ],
    [
      'a person the passage does not name',
      { 1: { ...GOOD[1], question: 'What did Augustine of Hippo mean by "an event in which God addresses the congregation"?' } },
      1,
    ],
    [
      'a level-1 question that contains the sentence answering it',
      {
        1: {
          ...GOOD[1],
          question:
            'Karl Barth argued in Church Dogmatics that the Word of God comes to us in three forms: revealed, written and proclaimed. What are the three forms?',
        },
      },
      1,
    ],
    ['an answer that misses a field of the schema', { 2: { question: GOOD[2]!.question, questionType: 'assumptions', reasoning: 'no quote' } }, 2],
    ['a question type of another level', { 1: { ...GOOD[1], questionType: 'viewpoints' } }, 1],
  ];

  it.each(cases)('%s', async (_label, answers, failing) => {
    answer(answers);
    const suggestions = await suggest();
    expect(engines(suggestions)).toEqual([1, 2, 3, 4].map((level) => (level === failing ? 'builtin' : 'llm')));
    expect(suggestions[failing - 1]!.content).not.toBe(GOOD[failing]!.question);
  });
});

describe('falling back to the built-in engine for every level', () => {
  const failures: [string, () => void][] = [
    ['content that is not JSON', () => fake.respondWith(() => ({ body: chatCompletion('Here are four thoughtful questions about preaching...') }))],
    ['a body that is not a chat completion', () => fake.respondWith(() => ({ body: JSON.stringify({ result: 'ok' }) }))],
    ['a response body that is not JSON', () => fake.respondWith(() => ({ body: '<html>bad gateway</html>' }))],
    ['HTTP 500', () => fake.respondWith(() => ({ status: 500, body: JSON.stringify({ error: { message: 'overloaded' } }) }))],
    ['HTTP 401', () => fake.respondWith(() => ({ status: 401, body: JSON.stringify({ error: { message: 'bad key' } }) }))],
  ];

  it.each(failures)('on %s', async (_label, arrange) => {
    arrange();
    const suggestions = await suggest();
    expect(fake.requests).toHaveLength(4);
    expect(suggestions.map((s) => s.difficultyLevel)).toEqual([1, 2, 3, 4]);
    expect(engines(suggestions)).toEqual(['builtin', 'builtin', 'builtin', 'builtin']);
    const rows = await t.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          suggestions.map((s) => s.id),
        ),
      );
    expect(rows.every((r) => (r.clsaTransparency as { engine?: string }).engine === 'builtin')).toBe(true);
  });

  it('when the endpoint answers after the timeout', async () => {
    fake.respondWith((request) => ({ body: chatCompletion(JSON.stringify(GOOD[levelOf(request)])), delayMs: 4000 }));
    const started = Date.now();
    const suggestions = await suggest();
    const elapsed = Date.now() - started;
    expect(engines(suggestions).every((e) => e === 'builtin')).toBe(true);
    // The four requests run at once: the whole wait is one timeout, not four.
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('when the endpoint cannot be reached (the client reports a network failure)', async () => {
    const closed = await startFakeLlm();
    await closed.close();
    const failure = await completeJson({ baseUrl: closed.url, model: MODEL, timeoutMs: 1000 }, [{ role: 'user', content: 'hello' }]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(LlmError);
    expect((failure as LlmError).kind).toBe('network');
  });

  it('classifies each failure for the warning it logs', async () => {
    const config = { baseUrl: `${fake.url}/`, apiKey: API_KEY, model: MODEL, timeoutMs: 1000 };
    const kindOf = (error: unknown) => (error as LlmError).kind;
    fake.respondWith(() => ({ status: 503, body: 'busy' }));
    expect(kindOf(await completeJson(config, []).catch((e: unknown) => e))).toBe('http');
    fake.respondWith(() => ({ body: chatCompletion('not json') }));
    expect(kindOf(await completeJson(config, []).catch((e: unknown) => e))).toBe('invalid_json');
    fake.respondWith(() => ({ body: '{}' }));
    expect(kindOf(await completeJson(config, []).catch((e: unknown) => e))).toBe('invalid_response');
    fake.respondWith(() => ({ body: chatCompletion('{}'), delayMs: 3000 }));
    expect(kindOf(await completeJson(config, []).catch((e: unknown) => e))).toBe('timeout');
    // A trailing slash on the base URL still reaches /chat/completions.
    expect(fake.requests.every((r) => r.url === '/chat/completions')).toBe(true);
  });
});
