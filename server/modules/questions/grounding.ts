import type { Course } from '#shared/constants/courses.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { PerformanceGap } from '#shared/schemas/educator.ts';
import type { SOCRATIC_QUESTION_TYPES } from '#shared/schemas/questions.ts';
import type { PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';

export type SocraticQuestionType = (typeof SOCRATIC_QUESTION_TYPES)[number];

/** An approved training item that full-text search found for this request. */
export interface RetrievedContent {
  id: string;
  title: string;
  author: string | null;
  course: Course;
  /** `ts_rank` of the item against the request's terms. */
  rank: number;
  /** Rank-derived, see `rankConfidences`. */
  confidence: number;
  /** The most relevant fragment of its text (`ts_headline`). */
  passage: string;
}

/** Everything either engine writes from: the excerpt read by compromise, and what the database knows. */
export interface GenerationContext {
  excerpt: string;
  keywords: string[];
  course?: Course;
  analysis: ExcerptAnalysis;
  sources: RetrievedContent[];
  gaps: PerformanceGap[];
}

/** One question before it is stored: what either engine produces. */
export interface DraftQuestion {
  difficultyLevel: DifficultyLevel;
  questionType: SocraticQuestionType;
  content: string;
  reasoning: string;
  confidence: number;
  keywords: string[];
  /** Which engine wrote it (the LLM's questions that fail the check are the built-in engine's). */
  engine?: 'llm' | 'builtin';
  /** The approved library text the question sets the passage beside, and the words it quotes from it. */
  librarySource?: { title: string; author: string | null; quote: string };
  /** The built-in engine's stem and the words it wrote itself (for `npm run eval:engine`); not stored or sent. */
  stem?: { id: string; words: number; slots: { text: string; kind: 'name' | 'concept' | 'clause' }[] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Confidence of retrieved items from their `ts_rank`: each rank normalised against the best one
 * and scaled into 0.5-0.95, so the best match is 0.95 and a match half as strong is 0.725:
 *   confidence = 0.5 + 0.45 x rank / bestRank
 * ts_rank is only comparable within one query, hence relative to the best rather than absolute.
 */
export function rankConfidences(ranks: number[]): number[] {
  const best = Math.max(0, ...ranks);
  return ranks.map((rank) => (best > 0 ? round2(0.5 + 0.45 * (rank / best)) : 0.5));
}

/**
 * How far a built-in question can be trusted, in 0.5-0.95: it starts from 0.55, gains up to
 * 0.2 as more of its words are the passage's own (1 - template share), up to 0.1 as the target
 * keywords are found in the excerpt, and up to 0.1 from the best approved source's (calibrated)
 * relevance; it loses 0.02 a level. A question about the passage as a whole (no slot filled: a
 * last resort for a passage with nothing to hold on to) could be asked of any passage, and says so
 * with 0.3.
 */
const GENERIC_CONFIDENCE = 0.3;
export function questionConfidence(input: {
  level: number;
  templateShare: number;
  keywordCoverage: number;
  sources: { confidence: number }[];
  fallback: boolean;
}): number {
  if (input.fallback) return GENERIC_CONFIDENCE;
  const best = Math.max(0, ...input.sources.map((s) => s.confidence));
  const score = 0.55 + 0.2 * clamp(1 - input.templateShare, 0, 1) + 0.1 * clamp(input.keywordCoverage, 0, 1) + 0.1 * best - 0.02 * (input.level - 1);
  return round2(clamp(score, 0.5, 0.95));
}

/** Share of target keywords the excerpt mentions. */
export function keywordCoverage(context: GenerationContext): number {
  return context.keywords.length ? context.analysis.keywordsFound.length / context.keywords.length : 0;
}

const wordsOf = (phrase: string) => phrase.toLowerCase().split(' ');

/** Drops a phrase already inside an earlier one ("God" after "Word of God"): it names nothing new. */
export function withoutContainedPhrases(ranked: string[]): string[] {
  const kept: string[] = [];
  for (const phrase of ranked) {
    const words = wordsOf(phrase);
    const inside = kept.some((k) => {
      const outer = wordsOf(k);
      return outer.some((_, i) => words.every((w, j) => outer[i + j] === w));
    });
    if (!inside) kept.push(phrase);
  }
  return kept;
}

/**
 * The excerpt's key phrases and the keywords that a question's text names (case-insensitive),
 * longest first, without phrases that only repeat part of a longer one.
 */
export function phrasesNamedIn(text: string, context: GenerationContext): string[] {
  const haystack = text.toLowerCase();
  const seen = new Set<string>();
  const named: string[] = [];
  for (const phrase of [...context.keywords, ...context.analysis.keyPhrases]) {
    const key = phrase.toLowerCase();
    if (seen.has(key) || !haystack.includes(key)) continue;
    seen.add(key);
    named.push(phrase);
  }
  return withoutContainedPhrases(named.sort((a, b) => wordsOf(b).length - wordsOf(a).length));
}

/** A question's keywords: the educator's target keywords, then the excerpt phrases it names. */
export function questionKeywords(named: string[], context: GenerationContext): string[] {
  const out = [...context.keywords];
  const seen = new Set(out.map((k) => k.toLowerCase()));
  for (const phrase of named) {
    if (seen.has(phrase.toLowerCase())) continue;
    seen.add(phrase.toLowerCase());
    out.push(phrase);
  }
  return out;
}
