import { DIFFICULTY_LEVELS, type DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { llmQuestionOutputSchema } from '#shared/schemas/questions.ts';
import { completeJson, type ChatMessage, type LlmConfig } from '#server/integrations/llm/client.ts';
import { groundingConfidence, keywordCoverage, phrasesNamedIn, questionKeywords, type DraftQuestion, type GenerationContext } from './grounding.ts';

/** The model answered, but not with what was asked (bad shape, wrong or repeated levels). */
export class LlmOutputError extends Error {
  readonly kind = 'invalid_output';
  constructor(message: string) {
    super(message);
    this.name = 'LlmOutputError';
  }
}

const SYSTEM_PROMPT = [
  'You are the Socratic question engine of the Kato Theological Institute, which trains church leaders across Africa.',
  'You write Socratic questions that lead a learner to think through a passage of theological training content for themselves.',
  '',
  'Difficulty levels:',
  ...DIFFICULTY_LEVELS.map((l) => `${l.level}. ${l.name}`),
  'Level 1 checks what the text says; level 2 connects its ideas and tests its reasoning; level 3 applies it to ministry; level 4 weighs it against other views and asks for a defended position.',
  '',
  'Socratic question types (use exactly these names):',
  '- clarification: what does the text mean, in the learner\'s own words',
  '- assumptions: what the argument takes for granted',
  '- evidence: what in the text supports a claim or connection',
  '- viewpoints: how others would see it, and where the learner stands',
  '- implications: what follows for belief and ministry practice',
  '',
  'Rules:',
  '- Write exactly one question for each requested level, no more and no fewer.',
  '- Ground every question in the excerpt: quote at least one of its own phrases in double quotes, and use the keywords where they fit.',
  '- Use the retrieved passages only as supporting context and never invent sources.',
  '- In reasoning, say in one or two sentences why this question and type suit the level, naming the phrases used.',
  '- confidence is your estimate from 0 to 1 that the question is faithful to the excerpt.',
  '',
  'Reply with one JSON object and nothing else:',
  '{"questions":[{"difficultyLevel":1,"questionType":"clarification","content":"...","reasoning":"...","confidence":0.8}]}',
].join('\n');

/** The user message: the request and the same retrieved context the built-in engine uses. */
export function buildUserMessage(context: GenerationContext, levels: DifficultyLevel[]): string {
  const passages = context.sources.length
    ? context.sources.map((s, i) => `[${i + 1}] "${s.title}"${s.author ? ` by ${s.author}` : ''} (${s.course}): ${s.passage}`).join('\n')
    : 'none';
  const gaps = context.gaps.length ? context.gaps.slice(0, 3).map((g) => `${g.objectiveTitle} (${g.studentsAffected} students affected)`).join('; ') : 'none recorded';
  return [
    `Requested levels: ${levels.join(', ')}`,
    `Course: ${context.course ?? 'not specified'}`,
    `Keywords: ${context.keywords.length ? context.keywords.join(', ') : 'none'}`,
    `Key phrases found in the excerpt: ${context.analysis.keyPhrases.join('; ') || 'none'}`,
    `Learning gaps in this course: ${gaps}`,
    '',
    'Excerpt:',
    '"""',
    context.excerpt,
    '"""',
    '',
    'Retrieved approved training passages:',
    passages,
  ].join('\n');
}

/**
 * Asks the configured LLM for the questions. Throws (LlmError from the client, LlmOutputError
 * here) on any failure, so the caller can fall back to the built-in engine. The model's own
 * confidence is capped by the grounding score, so an unverifiable self-estimate never inflates it.
 */
export async function writeLlmQuestions(config: LlmConfig, context: GenerationContext, levels: DifficultyLevel[]): Promise<DraftQuestion[]> {
  const sorted = [...levels].sort((a, b) => a - b);
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: buildUserMessage(context, sorted) },
  ];
  const parsed = llmQuestionOutputSchema.safeParse(await completeJson(config, messages));
  if (!parsed.success) throw new LlmOutputError(`LLM output does not match the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const returned = parsed.data.questions.map((q) => q.difficultyLevel).sort((a, b) => a - b);
  if (returned.join(',') !== sorted.join(',')) throw new LlmOutputError(`LLM returned levels [${returned.join(', ')}] for requested [${sorted.join(', ')}]`);

  const coverage = keywordCoverage(context);
  return parsed.data.questions
    .sort((a, b) => a.difficultyLevel - b.difficultyLevel)
    .map((q) => {
      const level = q.difficultyLevel as DifficultyLevel;
      const named = phrasesNamedIn(q.content, context);
      const grounded = groundingConfidence({ level, keywordCoverage: coverage, phrasesNamed: named.length, sourceCount: context.sources.length });
      const note = named.length ? `Names ${named.map((p) => `"${p}"`).join(', ')} from the excerpt and keywords.` : 'Names no phrase of the excerpt or keywords.';
      return {
        difficultyLevel: level,
        questionType: q.questionType,
        content: q.content,
        reasoning: `Written by ${config.model}: ${q.reasoning} ${note}`,
        confidence: Math.min(q.confidence ?? 1, grounded),
        keywords: questionKeywords(named, context),
      };
    });
}
