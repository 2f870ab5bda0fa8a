import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.ts';

/**
 * The words by which an answer shows its reasoning, in the four languages students write in.
 * Written by the team, not translated at run time: each list names the
 * markers a reader of that language would recognise. Matching is on whole words, case-folded.
 * The lists are words/lexicon.json.
 */

export const ANSWER_LANGUAGES = ['en', 'fr', 'sw', 'ar'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

export interface Lexicon {
  /** "I believe", "in my view": the sentence states the writer's position. */
  claim: string[];
  /** "because", "therefore": a reason is given. */
  reason: string[];
  /** "for example", "the passage says": evidence is brought. */
  evidence: string[];
  /** "however", "some may argue": another view is weighed. */
  objection: string[];
  /** Bloom level 4: judging, weighing, defending a position. */
  evaluation: string[];
  /** Bloom level 3: carrying the idea into ministry and context. */
  application: string[];
  /** Bloom level 2: comparing, relating, tracing causes. */
  analysis: string[];
  /** "just as", "like a": an analogy. */
  analogy: string[];
  /** "first", "finally": an ordered list of points. */
  enumeration: string[];
  /** "in my experience", "I have seen": the writer's own testimony. */
  testimony: string[];
  /** Words too common to be a keyword. */
  stopwords: string[];
}

const phrase = z
  .string()
  .min(1)
  .refine((text) => text === text.toLowerCase(), 'markers are matched case-folded, so they are written in lower case');
const phrases = z.array(phrase);
const lexiconSchema = z.strictObject({
  claim: phrases,
  reason: phrases,
  evidence: phrases,
  objection: phrases,
  evaluation: phrases,
  application: phrases,
  analysis: phrases,
  analogy: phrases,
  enumeration: phrases,
  testimony: phrases,
  stopwords: phrases,
}) satisfies z.ZodType<Lexicon>;

/** The lexicons' file and its shape: one lexicon per language. */
export const LEXICON_FILE = new URL('./words/lexicon.json', import.meta.url);
export const lexiconsSchema = z.strictObject({ en: lexiconSchema, fr: lexiconSchema, sw: lexiconSchema, ar: lexiconSchema });

const written = readDataFile(LEXICON_FILE, lexiconsSchema);

/** A marker word ("however", "naamini") says how an answer argues, not what it is about: never a keyword. */
function withMarkersAsStopwords(lexicon: Lexicon): Lexicon {
  const markers = (Object.keys(lexicon) as (keyof Lexicon)[]).filter((k) => k !== 'stopwords').flatMap((k) => lexicon[k]);
  const singleWords = markers.filter((m) => !/\s/.test(m)).map((m) => m.toLowerCase());
  return { ...lexicon, stopwords: [...new Set([...lexicon.stopwords, ...singleWords])] };
}

export const LEXICONS: Record<AnswerLanguage, Lexicon> = {
  en: withMarkersAsStopwords(written.en),
  fr: withMarkersAsStopwords(written.fr),
  sw: withMarkersAsStopwords(written.sw),
  ar: withMarkersAsStopwords(written.ar),
};

const LETTER = '[\\p{L}\\p{M}\\p{N}]';

/** A whole-word, case-insensitive matcher for any of `phrases` (Arabic and Swahili words have no capitals; letters on either side break a match). */
export function phraseMatcher(phrases: string[]): RegExp {
  const escaped = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"));
  return new RegExp(`(?<!${LETTER})(?:${escaped.join('|')})(?!${LETTER})`, 'giu');
}
