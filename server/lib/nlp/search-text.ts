import { detectTextLanguage, splitSentences, type TextLanguage } from './text.ts';

/**
 * Text made ready for the library's search: the same folding on both sides (what is stored and
 * what is asked), so that "Église" finds "eglise", "الكنيسة" finds "للكنيسة" and "بالكنيسة", and
 * a passage typed without accents or vowel marks finds the text that has them.
 */

/** The PostgreSQL text-search configuration each language is indexed and searched with. Swahili has no stemmer: its words are compared whole. */
export const SEARCH_CONFIG = { en: 'english', fr: 'french', ar: 'arabic', sw: 'simple' } as const satisfies Record<TextLanguage, string>;

const ARABIC_DIGITS = /[\u0660-\u0669]/g;

/**
 * Lower case without accents or Arabic vowel marks; Arabic letters folded (alef forms to ا, ى to
 * ي, ة to ه, no tatweel) and a preposition or conjunction fused before the article brought back
 * to the article ("بالمسيح", "والكنيسة", "للكنيسة" → "المسيح", "الكنيسة"), which the Arabic
 * stemmer then removes.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0671\u0672\u0673\u0675]/g, '\u0627')
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/(?<![\p{L}])(?:[وفبك]ال|لل)(?=\p{L}{3,})/gu, 'ال')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

/** The words of a folded text, in order. */
export const foldedWords = (text: string) => foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A stored text's pieces: one to a few paragraphs each, the unit the library is searched and quoted by. */
export interface SearchChunk {
  ordinal: number;
  language: TextLanguage;
  text: string;
  folded: string;
}

/** A chunk is at least this long (short paragraphs join the next) and at most about this long (long ones split between sentences). */
const MIN_WORDS = 60;
const MAX_WORDS = 220;
const TARGET_WORDS = 140;

const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** A paragraph longer than a chunk, cut between sentences into pieces of about TARGET_WORDS. */
function splitLong(paragraph: string): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const sentence of splitSentences(paragraph)) {
    const n = countWords(sentence);
    if (size > 0 && size + n > TARGET_WORDS) {
      pieces.push(current.join(' '));
      current = [];
      size = 0;
    }
    current.push(sentence);
    size += n;
  }
  if (current.length) pieces.push(current.join(' '));
  return pieces;
}

/**
 * A text cut into chunks at its paragraphs (blank lines, or single line breaks when it has no
 * blank line), short paragraphs joined and long ones split, each with its own language (a book
 * may quote another language at length).
 */
export function chunkForSearch(text: string): SearchChunk[] {
  const byBlankLine = text.split(/\n\s*\n/);
  const paragraphs = (byBlankLine.length > 1 ? byBlankLine : text.split(/\n/)).map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => /[\p{L}\p{N}]/u.test(p));
  const pieces = paragraphs.flatMap((p) => (countWords(p) > MAX_WORDS ? splitLong(p) : [p]));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    current = current ? `${current}\n\n${piece}` : piece;
    if (countWords(current) >= MIN_WORDS) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) {
    // A short tail belongs with the chunk before it, unless that would make it too long.
    if (chunks.length && countWords(chunks.at(-1)!) + countWords(current) <= MAX_WORDS) chunks[chunks.length - 1] = `${chunks.at(-1)}\n\n${current}`;
    else chunks.push(current);
  }
  return chunks.map((chunk, ordinal) => ({ ordinal, language: detectTextLanguage(chunk), text: chunk, folded: foldForSearch(chunk) }));
}

/** Runs of `size` consecutive words of a folded text. */
export function wordRuns(words: string[], size = 3): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(' '));
  return runs;
}

/**
 * How much of a passage a source holds in the passage's own word order: the share of the passage's
 * three-word runs found in the source. A verbatim extract scores 1, a paraphrase little, an
 * unrelated text almost nothing; a passage of fewer than three words counts whole or not at all.
 */
export function sequenceOverlap(passageWords: string[], sourceWords: string[]): number {
  if (passageWords.length === 0) return 0;
  if (passageWords.length < 3) return ` ${sourceWords.join(' ')} `.includes(` ${passageWords.join(' ')} `) ? 1 : 0;
  return runShare(passageWords, wordRuns(sourceWords));
}

/** The share of a text's three-word runs found among `runs` (another text's); 0 for a text too short to have any. */
export function runShare(words: string[], runs: Set<string>): number {
  const own = wordRuns(words);
  if (own.size === 0) return 0;
  let found = 0;
  for (const run of own) if (runs.has(run)) found++;
  return found / own.size;
}
