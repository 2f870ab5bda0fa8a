import { z } from 'zod';
import { DIFFICULTY_LEVELS, type DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { completeJson, type ChatMessage, type LlmConfig } from '#server/integrations/llm/client.ts';
import { findEntities, nameKey } from '#server/lib/nlp/entities.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { contentWords, detectTextLanguage, splitSentences, words, type TextLanguage } from '#server/lib/nlp/text.ts';
import { slotProblems } from '#server/lib/nlp/phrase-checks.ts';
import type { SocraticQuestionType } from './engine/stems.ts';
import { keywordCoverage, phrasesNamedIn, questionConfidence, questionKeywords, type DraftQuestion, type GenerationContext } from './grounding.ts';

/**
 * The LLM path of the question engine, for institutions that run a model (a hosted
 * one, or Ollama or llama.cpp's server on the same machine, both OpenAI-compatible). One request
 * per level, each with that level's Bloom descriptor and an example, answered in a JSON schema;
 * then a second check of each question (its language, that it fits its level, that what it
 * quotes and names is in the passage). A question that fails is replaced by the built-in
 * engine's for that level, so one bad answer does not cost the other levels.
 */

/** The model answered, but not with a question we would ask; the built-in one is asked instead. */
export class LlmOutputError extends Error {
  readonly kind = 'invalid_output';
  constructor(message: string) {
    super(message);
    this.name = 'LlmOutputError';
  }
}

const LANGUAGE_NAMES: Record<TextLanguage, string> = { en: 'English', fr: 'French', sw: 'Swahili', ar: 'Arabic' };

/** Per level: the Bloom level, what a question there asks of the learner, its Socratic types, and an example. */
export const LEVEL_GUIDE: Record<DifficultyLevel, { bloom: string; asks: string; types: SocraticQuestionType[]; example: string }> = {
  1: {
    bloom: 'Remember and understand',
    asks: 'to recall and explain in their own words what the passage says. The question must not contain its own answer: never copy the sentence that answers it.',
    types: ['clarification'],
    example: 'In the words "cheap grace is the deadly enemy of the church", what does "cheap grace" mean?',
  },
  2: {
    bloom: 'Analyse',
    asks: 'to take the passage apart: what a statement of it takes for granted, what reasons or evidence it gives, how its ideas connect.',
    types: ['assumptions', 'evidence'],
    example: 'What does "time moves backward rather than forward" take for granted about how a community speaks of the future?',
  },
  3: {
    bloom: 'Apply',
    asks: 'to carry the passage into the life of their own congregation or ministry: what it would change, require or look like in practice.',
    types: ['implications'],
    example: 'If "the gospel is translatable into every language", what should change in how your church uses the mother tongue in worship?',
  },
  4: {
    bloom: 'Evaluate and create',
    asks: 'to judge the passage against other views and Scripture and defend a position of their own, or to propose a better formulation. Never ask whether Scripture itself is wrong.',
    types: ['viewpoints'],
    example: 'Is Kato right that "Scripture must judge every custom"? State the strongest objection, answer it, and defend your view.',
  },
};

/** The answer's JSON schema: one question of one level. Sent as the response format, so servers that support it constrain the model to it. */
export function questionSchema(level: DifficultyLevel) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['question', 'questionType', 'quote', 'reasoning'],
    properties: {
      question: { type: 'string', minLength: 10, maxLength: 400, description: 'One Socratic question, in the language of the passage.' },
      questionType: { type: 'string', enum: LEVEL_GUIDE[level].types },
      quote: { type: 'string', minLength: 2, maxLength: 300, description: 'The words of the passage the question builds on, copied exactly.' },
      reasoning: { type: 'string', maxLength: 600, description: 'Why this question fits the level, in one or two sentences, in English.' },
    },
  } as const;
}

const outputSchema = (level: DifficultyLevel) =>
  z.object({
    question: z.string().min(10).max(400),
    questionType: z.enum(LEVEL_GUIDE[level].types as [SocraticQuestionType, ...SocraticQuestionType[]]),
    quote: z.string().min(2).max(300),
    reasoning: z.string().max(600),
  });

function systemPrompt(level: DifficultyLevel, language: TextLanguage): string {
  const guide = LEVEL_GUIDE[level];
  const name = DIFFICULTY_LEVELS.find((l) => l.level === level)!.name;
  return [
    'You are the Socratic question engine of the Kato Theological Institute, which trains church leaders across Africa.',
    `Write ONE Socratic question at difficulty level ${level}, ${name} (Bloom: ${guide.bloom}).`,
    `At this level the question asks the learner ${guide.asks}`,
    `Socratic type: ${guide.types.join(' or ')}.`,
    `Write the question in ${LANGUAGE_NAMES[language]}, the language of the passage.`,
    'Build it on the passage itself: quote a phrase of the passage in the question, copied exactly, and name only people, places and works the passage names.',
    'Use the retrieved training passages only as background, never as the thing asked about.',
    `Example of a good level ${level} question (in English; yours must be about the given passage): ${guide.example}`,
    'Reply with one JSON object: {"question": "...", "questionType": "...", "quote": "<the words of the passage you build on, copied exactly>", "reasoning": "<why it fits the level>"}.',
  ].join('\n');
}

/** The user message: the passage, the keywords, and the same retrieved context the built-in engine uses. */
export function buildUserMessage(context: GenerationContext, level: DifficultyLevel): string {
  const passages = context.sources.length
    ? context.sources.map((s, i) => `[${i + 1}] "${s.title}"${s.author ? ` by ${s.author}` : ''} (${s.course}): ${s.passage}`).join('\n')
    : 'none';
  return [
    `Level: ${level}`,
    `Course: ${context.course ?? 'not specified'}`,
    `Keywords: ${context.keywords.length ? context.keywords.join(', ') : 'none'}`,
    `Key ideas found in the passage: ${context.analysis.keyPhrases.slice(0, 8).join('; ') || 'none'}`,
    '',
    'Passage:',
    '"""',
    context.excerpt,
    '"""',
    '',
    'Retrieved approved training passages:',
    passages,
  ].join('\n');
}

/** Words that show what a level asks, per language: a level-3 question speaks of practice, a level-4 one asks for a judgment. */
const LEVEL_CUES: Record<2 | 3 | 4, Record<TextLanguage, RegExp>> = {
  2: {
    en: /\b(?:why|assume|assumes|assumption|take for granted|takes for granted|evidence|support|supports|reason|reasons|connect|connects|relate|relates|how does|what leads|argument|because)\b/i,
    fr: /(?<![\p{L}])(?:pourquoi|présuppose|présupposé|tient pour acquis|preuve|preuves|appuie|raison|raisons|relie|lien|argument|comment)(?![\p{L}])/iu,
    sw: /(?<![\p{L}])(?:kwa nini|inachukulia|ushahidi|inaunga mkono|sababu|inaunganisha|inahusianaje|hoja|vipi|namna gani)(?![\p{L}])/iu,
    ar: /(?:لماذا|يفترض|دليل|أدلة|يدعم|سبب|أسباب|يربط|علاقة|حجة|كيف)/u,
  },
  3: {
    en: /\b(?:church|churches|congregation|ministry|practice|today|your|community|lead|teach|preach|live|pastor|family|apply|change)\b/i,
    fr: /(?<![\p{L}])(?:église|assemblée|ministère|pratique|aujourd['’]hui|votre|vos|communauté|conduire|enseigner|prêcher|vivre|pasteur|famille|appliquer|changer)(?![\p{L}])/iu,
    sw: /(?<![\p{L}])(?:kanisa|kanisani|huduma|leo|lako|yako|jamii|kuongoza|kufundisha|kuhubiri|kuishi|mchungaji|familia|kutumia|kubadilisha)(?![\p{L}])/iu,
    ar: /(?:الكنيسة|كنيستك|خدمة|اليوم|مجتمعك|تقود|تعلّم|تعظ|تعيش|الراعي|العائلة|تطبّق|يتغيّر)/u,
  },
  4: {
    en: /\b(?:agree|disagree|right|wrong|convincing|defend|judge|judgment|judgement|weigh|faithful|objection|better|best|stronger|strongest|evaluate|should|critic|critique)\b/i,
    fr: /(?<![\p{L}])(?:accord|raison|tort|convaincant|convaincante|défendez|défendriez|jugez|jugement|pesez|fidèle|objection|meilleure|meilleur|évaluez|critique)(?![\p{L}])/iu,
    sw: /(?<![\p{L}])(?:unakubaliana|kukubaliana|sahihi|kosa|unashawishi|tetea|uamuzi|pima|mwaminifu|pingamizi|bora|mkosoaji)(?![\p{L}])/iu,
    ar: /(?:تتفق|محقّ|محق|خطأ|مقنع|مقنعة|دافع|حكم|وازن|أمين|اعتراض|أفضل|الناقد)/u,
  },
};

/** A request for a judgment, out of place at level 1. */
const JUDGMENT: Record<TextLanguage, RegExp> = {
  en: /\b(?:do you agree|disagree|defend|convincing|is (?:the passage|he|she|it) right)\b/i,
  fr: /(?<![\p{L}])(?:êtes-vous d['’]accord|défendez|convaincant|convaincante|a-t-il raison)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:unakubaliana|tetea|unashawishi|yuko sahihi|kiko sahihi)(?![\p{L}])/iu,
  ar: /(?:هل تتفق|دافع عن|مقنع|محقّ|محق)/u,
};

const quotedIn = (text: string) => [...text.matchAll(/[“"«]\s*([^”"»]{3,300}?)\s*[”"»]/gu)].map((m) => m[1]!);

/**
 * The second check: the reasons a model's question is not used, or an empty list.
 * It must be in the passage's language; what it quotes (and the quote it reports) must be the
 * passage's words, not a fragment; the people it names must be the passage's; a level-1
 * question must not contain the sentence that answers it; a level-2, -3 or -4 question must ask
 * what its level asks (by the words it uses), and a level-1 question must not ask for a judgment.
 */
export function problemsWith(candidate: { question: string; quote: string }, level: DifficultyLevel, context: GenerationContext): string[] {
  const language = context.analysis.language;
  const passageKey = ` ${words(context.excerpt).join(' ')} `;
  const inPassage = (text: string) => passageKey.includes(` ${words(text).join(' ')} `);
  const problems: string[] = [];
  if (detectTextLanguage(candidate.question) !== language) problems.push(`not in ${LANGUAGE_NAMES[language]}`);
  if (!inPassage(candidate.quote)) problems.push('its quote is not in the passage');
  else if (
    slotProblems(candidate.quote, language, words(candidate.quote).length >= 4 ? 'clause' : 'concept').some(
      (p) => !['too_long', 'too_short', 'pronoun_subject', 'nested_quotes'].includes(p),
    )
  ) {
    problems.push('its quote is a fragment');
  }
  for (const quoted of quotedIn(candidate.question)) if (!inPassage(quoted)) problems.push(`it quotes words the passage does not have: "${quoted}"`);
  const named = findEntities(candidate.question, language).people;
  const passagePeople = context.analysis.entities.people.map(nameKey);
  for (const person of named) {
    const key = nameKey(person);
    if (!passagePeople.some((p) => p.includes(key) || key.includes(p))) problems.push(`it names ${person}, whom the passage does not`);
  }
  const shared = contentWords(candidate.question, LEXICONS[language], language).filter((w) => passageKey.includes(` ${w} `));
  if (shared.length === 0) problems.push('it shares no word of substance with the passage');
  if (level === 1) {
    const leaks = splitSentences(context.excerpt).some(
      (s) => words(s).length >= 5 && ` ${words(candidate.question).join(' ')} `.includes(` ${words(s).join(' ')} `),
    );
    if (leaks) problems.push('a level-1 question that contains the sentence answering it');
    if (JUDGMENT[language].test(candidate.question)) problems.push('a level-1 question that asks for a judgment');
  } else if (!LEVEL_CUES[level][language].test(candidate.question)) {
    problems.push(`it does not ask what level ${level} asks (${LEVEL_GUIDE[level].bloom.toLowerCase()})`);
  }
  return problems;
}

/** A question of one level from the model, checked; throws when the model fails or the question does not pass. */
async function writeOne(config: LlmConfig, context: GenerationContext, level: DifficultyLevel): Promise<DraftQuestion> {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(level, context.analysis.language) },
    { role: 'user', content: buildUserMessage(context, level) },
  ];
  const parsed = outputSchema(level).safeParse(
    await completeJson(config, messages, { schema: { name: `socratic_question_level_${level}`, schema: questionSchema(level) } }),
  );
  if (!parsed.success) throw new LlmOutputError(`Level ${level}: the answer does not match the schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const answer = parsed.data;
  const problems = problemsWith(answer, level, context);
  if (problems.length > 0) throw new LlmOutputError(`Level ${level}: ${problems.join('; ')}`);
  const named = phrasesNamedIn(answer.question, context);
  const templateShare = 1 - Math.min(1, words(answer.quote).length / Math.max(1, words(answer.question).length));
  return {
    difficultyLevel: level,
    questionType: answer.questionType,
    content: answer.question,
    reasoning: `Written by ${config.model} and checked (language, level, quotes and names against the passage): ${answer.reasoning} It builds on "${answer.quote}".`,
    confidence: questionConfidence({ level, templateShare, keywordCoverage: keywordCoverage(context), sources: context.sources, fallback: false }),
    keywords: questionKeywords(named, context),
    engine: 'llm',
  };
}

/**
 * Asks the model for each level at once and checks each answer; a level whose request fails or
 * whose question does not pass is marked for the built-in engine (`null`), with the reason.
 */
export async function writeLlmQuestions(
  config: LlmConfig,
  context: GenerationContext,
  levels: DifficultyLevel[],
): Promise<{ level: DifficultyLevel; draft: DraftQuestion | null; failure?: { kind: string; message: string } }[]> {
  return Promise.all(
    [...levels]
      .sort((a, b) => a - b)
      .map(async (level) => {
        try {
          return { level, draft: await writeOne(config, context, level) };
        } catch (error) {
          return { level, draft: null, failure: { kind: (error as { kind?: string }).kind ?? 'unexpected', message: (error as Error).message } };
        }
      }),
  );
}
