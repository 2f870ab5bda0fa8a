import { z } from 'zod';
import type { ResponseAnalysis } from '#shared/schemas/discussions.ts';
import { completeJson, type LlmConfig } from '#server/integrations/llm/client.ts';
import { detectTextLanguage, splitSentences } from '#server/lib/nlp/text.ts';
import type { FollowUp } from './follow-up.ts';

const LANGUAGE_NAMES = { en: 'English', fr: 'French', sw: 'Swahili', ar: 'Arabic' } as const;

/** The model answered, but not with a follow-up we would ask (wrong language, a statement, the answer given away). */
export class LlmFollowUpError extends Error {
  readonly kind = 'invalid_output';
}

const outputSchema = z.object({ question: z.string().min(10).max(600) });

/** True when `question` repeats eight or more words of `source` in a row: it would hand the student the passage's answer. */
export function givesAwayThePassage(question: string, source: string | null): boolean {
  if (!source) return false;
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const sourceText = ` ${words(source).join(' ')} `;
  const q = words(question);
  for (let i = 0; i + 8 <= q.length; i++) if (sourceText.includes(` ${q.slice(i, i + 8).join(' ')} `)) return true;
  return false;
}

/**
 * The follow-up from an OpenAI-compatible model, checked before use: one
 * question, in the answer's language, probing the part the built-in analysis found weakest,
 * not quoting the passage at length. Any failure throws; the caller asks the built-in question.
 */
export async function writeLlmFollowUp(
  config: LlmConfig,
  context: { question: string; answer: string; sourceExcerpt: string | null; analysis: ResponseAnalysis },
  builtin: FollowUp,
): Promise<FollowUp> {
  const language = builtin.language;
  const system = [
    'You are the Socratic Discussion Agent of a theological institute that trains church leaders across Africa.',
    'A student has answered a question. Ask exactly one follow-up question that helps them think further for themselves.',
    `Write the question in ${LANGUAGE_NAMES[language]}, the language of the student's answer.`,
    `Probe this part of the answer: ${builtin.target} (the built-in analysis found it weakest).`,
    "Quote a few of the student's own words. Do not give the answer, do not praise or grade, do not quote the passage at length.",
    'Reply with one JSON object and nothing else: {"question":"..."}',
  ].join('\n');
  const user = [
    `Question: ${context.question}`,
    context.sourceExcerpt ? `Passage: ${context.sourceExcerpt}` : 'Passage: none',
    `Student's answer: ${context.answer}`,
    `Analysis: level ${context.analysis.analysisData.levelFit.questionLevel} expects ${context.analysis.analysisData.levelFit.expected}; the answer shows ${context.analysis.analysisData.levelFit.observed}.`,
  ].join('\n');
  const parsed = outputSchema.safeParse(
    await completeJson(
      config,
      [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      { temperature: 0.3 },
    ),
  );
  if (!parsed.success) throw new LlmFollowUpError('The model did not return {"question": "..."}');
  const question = parsed.data.question.trim();
  if (!/[?؟]$/.test(question) || splitSentences(question).filter((s) => /[?؟]$/.test(s)).length !== 1)
    throw new LlmFollowUpError('The model did not return exactly one question');
  if (detectTextLanguage(question) !== language) throw new LlmFollowUpError(`The question is not in ${LANGUAGE_NAMES[language]}`);
  if (givesAwayThePassage(question, context.sourceExcerpt)) throw new LlmFollowUpError('The question quotes the passage at length');
  return { ...builtin, content: question, reasoning: `${builtin.reasoning} Worded by the configured model.` };
}
