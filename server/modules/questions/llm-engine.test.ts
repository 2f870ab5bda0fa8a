import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { questionSuggestionListSchema, type QuestionSuggestion } from '#shared/schemas/questions.ts';
import { courseContent, questions } from '#server/db/schema/index.ts';
import { completeJson, LlmError } from '#server/integrations/llm/client.ts';
import { chatCompletion, startFakeLlm, type FakeLlm } from '#server/test/fake-llm.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

let fake: FakeLlm;
let t: TestApp;
let cookie: string;

const API_KEY = 'test-key-4f2a';
const MODEL = 'fake-socratic-1';

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: API_KEY, LLM_MODEL: MODEL, LLM_TIMEOUT_MS: '1000' });
  cookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  await t.db.insert(courseContent).values({
    course: 'Preaching',
    type: 'book',
    title: 'Homiletics for African Pulpits',
    content:
      'Karl Barth taught in Church Dogmatics that the Word of God is revealed, written and proclaimed. Preaching is proclamation of the Word of God to a listening congregation: ' +
      'in East Africa, as elsewhere, God addresses the congregation through faithful preaching.',
    validationStatus: 'approved',
    isTrainingData: true,
  });
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
const TYPES = ['clarification', 'evidence', 'implications', 'viewpoints'] as const;

const llmQuestion = (level: number, overrides: Record<string, unknown> = {}) => ({
  difficultyLevel: level,
  questionType: TYPES[level - 1],
  content: `FAKE-LLM level ${level}: what does the passage mean by "Word of God"?`,
  reasoning: `Level ${level} reasoning from the fake model.`,
  confidence: 0.9,
  ...overrides,
});

function replyWithQuestions(questionsJson: unknown, extra: { status?: number; delayMs?: number } = {}) {
  fake.respondWith(() => ({ body: chatCompletion(JSON.stringify(questionsJson)), ...extra }));
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

describe('with an LLM configured', () => {
  it('asks the endpoint with the key, the model, JSON mode and the retrieved context, and uses its questions', async () => {
    replyWithQuestions({ questions: [4, 3, 2, 1].map((level) => llmQuestion(level)) });
    const suggestions = await suggest();

    expect(suggestions.map((s) => [s.difficultyLevel, s.engine, s.content])).toEqual(
      [1, 2, 3, 4].map((level) => [level, 'llm', `FAKE-LLM level ${level}: what does the passage mean by "Word of God"?`]),
    );
    expect(suggestions.map((s) => s.questionType)).toEqual([...TYPES]);
    expect(suggestions[0]!.reasoning).toContain('Level 1 reasoning from the fake model.');
    expect(suggestions[0]!.reasoning).toContain(MODEL);
    // Sources and transparency come from the same retrieval as the built-in engine.
    expect(suggestions[0]!.clsaTransparency.contentSources.map((c) => c.source)).toEqual(['Homiletics for African Pulpits']);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.url).toBe('/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body.model).toBe(MODEL);
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = request!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Socratic');
    for (const word of ['Foundational Comprehension and Recall', 'Critical Engagement and Broader Understanding', 'clarification', 'assumptions', 'evidence', 'viewpoints', 'implications']) {
      expect(system!.content).toContain(word);
    }
    expect(user!.role).toBe('user');
    expect(user!.content).toContain(EXCERPT);
    expect(user!.content).toContain('Keywords: preaching, Word of God');
    expect(user!.content).toContain('Requested levels: 1, 2, 3, 4');
    expect(user!.content).toContain('Homiletics for African Pulpits');
  });

  it('stores the LLM\'s questions, marked as written by it', async () => {
    replyWithQuestions({ questions: [llmQuestion(2)] });
    const [suggestion] = await suggest({ levels: [2] });
    const [row] = await t.db.select().from(questions).where(inArray(questions.id, [suggestion!.id]));
    expect(row).toMatchObject({ content: suggestion!.content, difficultyLevel: 2, questionType: 'evidence', sourceContent: EXCERPT, course: 'Preaching' });
    expect(row!.clsaTransparency).toMatchObject({ engine: 'llm' });
  });

  it('caps the model\'s own confidence at the grounding score', async () => {
    replyWithQuestions({ questions: [llmQuestion(1, { confidence: 1 }), llmQuestion(2, { confidence: 0.55, content: 'A question that names nothing from the text at all.' })] });
    const [first, second] = await suggest({ levels: [1, 2] });
    expect(first!.confidence).toBeLessThanOrEqual(0.95);
    expect(first!.confidence).toBeGreaterThan(0.5);
    expect(second!.confidence).toBe(0.55);
    expect(second!.reasoning).toContain('Names no phrase');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    fake.respondWith(() => ({ body: chatCompletion('```json\n' + JSON.stringify({ questions: [llmQuestion(1)] }) + '\n```') }));
    const [suggestion] = await suggest({ levels: [1] });
    expect(suggestion!.engine).toBe('llm');
  });
});

describe('falling back to the built-in engine', () => {
  const failures: [string, () => void][] = [
    ['content that is not JSON', () => fake.respondWith(() => ({ body: chatCompletion('Here are four thoughtful questions about preaching...') }))],
    ['a body that is not a chat completion', () => fake.respondWith(() => ({ body: JSON.stringify({ result: 'ok' }) }))],
    ['a response body that is not JSON', () => fake.respondWith(() => ({ body: '<html>bad gateway</html>' }))],
    ['fewer levels than requested', () => replyWithQuestions({ questions: [llmQuestion(1), llmQuestion(2)] })],
    ['a level twice', () => replyWithQuestions({ questions: [llmQuestion(1), llmQuestion(1), llmQuestion(3), llmQuestion(4)] })],
    ['levels other than the requested ones', () => replyWithQuestions({ questions: [1, 2, 3, 3].map((l) => llmQuestion(l)) })],
    ['an unknown question type', () => replyWithQuestions({ questions: [1, 2, 3, 4].map((l) => llmQuestion(l, { questionType: 'rhetorical' })) })],
    ['a question too short', () => replyWithQuestions({ questions: [1, 2, 3, 4].map((l) => llmQuestion(l, { content: 'Why?' })) })],
    ['HTTP 500', () => fake.respondWith(() => ({ status: 500, body: JSON.stringify({ error: { message: 'overloaded' } }) }))],
    ['HTTP 401', () => fake.respondWith(() => ({ status: 401, body: JSON.stringify({ error: { message: 'bad key' } }) }))],
  ];

  it.each(failures)('on %s', async (_label, arrange) => {
    arrange();
    const suggestions = await suggest();
    expect(fake.requests).toHaveLength(1);
    expect(suggestions.map((s) => s.difficultyLevel)).toEqual([1, 2, 3, 4]);
    expect(suggestions.every((s) => s.engine === 'builtin')).toBe(true);
    expect(suggestions.some((s) => s.content.includes('FAKE-LLM'))).toBe(false);
    expect(suggestions[0]!.clsaTransparency.contentSources.map((c) => c.source)).toEqual(['Homiletics for African Pulpits']);
    const rows = await t.db.select().from(questions).where(inArray(questions.id, suggestions.map((s) => s.id)));
    expect(rows.every((r) => (r.clsaTransparency as { engine?: string }).engine === 'builtin')).toBe(true);
  });

  it('when the endpoint answers after the timeout', async () => {
    replyWithQuestions({ questions: [1, 2, 3, 4].map((l) => llmQuestion(l)) }, { delayMs: 4000 });
    const started = Date.now();
    const suggestions = await suggest();
    const elapsed = Date.now() - started;
    expect(suggestions.every((s) => s.engine === 'builtin')).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('when the endpoint cannot be reached (the client reports a network failure)', async () => {
    const closed = await startFakeLlm();
    await closed.close();
    const failure = await completeJson({ baseUrl: closed.url, model: MODEL, timeoutMs: 1000 }, [{ role: 'user', content: 'hello' }]).catch((error: unknown) => error);
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
