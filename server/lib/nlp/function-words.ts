import { z } from 'zod';
import { readDataFile } from '#server/lib/data-file.ts';
import type { TextLanguage } from './text.ts';

/**
 * Function words by kind, in the four languages, written by the team: a phrase that ends on one of
 * these ("the Word of", "noble that") or is only one of these ("art", "he") is a fragment, not a
 * name for an idea. Lower case; Arabic without diacritics. The lists are
 * words/function-words.json.
 */
export interface FunctionWords {
  articles: readonly string[];
  prepositions: readonly string[];
  conjunctions: readonly string[];
  /** Personal, demonstrative and relative pronouns. */
  pronouns: readonly string[];
  /** Auxiliaries, copulas and archaic verb forms that are never a topic on their own. */
  auxiliaries: readonly string[];
}

const word = z
  .string()
  .min(1)
  .refine((text) => text === text.toLowerCase(), 'function words are written in lower case');
const words = z.array(word);
const ofLanguage = z.strictObject({ articles: words, prepositions: words, conjunctions: words, pronouns: words, auxiliaries: words });

/** The function words' file and its shape: one set of lists per language. */
export const FUNCTION_WORDS_FILE = new URL('./words/function-words.json', import.meta.url);
export const functionWordsSchema = z.strictObject({ en: ofLanguage, fr: ofLanguage, sw: ofLanguage, ar: ofLanguage });

export const FUNCTION_WORDS: Record<TextLanguage, FunctionWords> = readDataFile(FUNCTION_WORDS_FILE, functionWordsSchema);

/** Every function word of a language, for "does this phrase end on a function word". */
export function functionWordSet(language: TextLanguage): Set<string> {
  const f = FUNCTION_WORDS[language];
  return new Set([...f.articles, ...f.prepositions, ...f.conjunctions, ...f.pronouns, ...f.auxiliaries]);
}
