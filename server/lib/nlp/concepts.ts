import { nameKey } from './entities.ts';
import { stem, TASHKEEL, type TextLanguage } from './text.ts';
import { THEOLOGY_TERMS } from './theology-terms.ts';

/**
 * The theological ideas a text names: the team's vocabulary (theology-terms.ts)
 * matched word for word on light stems, longest term first, and returned as the text writes it
 * ("justification by faith", "pauvreté anthropologique", "neema ya Mungu", "الخلاص").
 */

export interface ConceptMatch {
  /** The words as the text writes them. */
  text: string;
  /** Offset of the first character in the text. */
  start: number;
  /** Index of the first word in the text's word list. */
  at: number;
  words: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * A word as the vocabulary is matched: French loses an elided article or pronoun ("l'Évangile"),
 * Arabic its attached conjunction, preposition and article ("بالنعمة", "وللكنيسة"), then the light stem.
 */
function key(word: string, language: TextLanguage): string {
  let w = nameKey(word).replace(TASHKEEL, '');
  if (language === 'fr') w = w.replace(/^(?:l|d|qu|j|n|s|c|m|t|jusqu|lorsqu|puisqu)'(?=\p{L})/u, '');
  if (language === 'ar') {
    const bare = w.replace(/^[وف]?(?:[بكل](?=ال)|لل(?=\p{L}))?/u, (m) => (m.endsWith('لل') ? 'ال' : '')).replace(/^ال(?=\p{L}{3,})/u, '');
    return bare.length >= 3 ? bare : w;
  }
  return stem(w, language);
}

/** How many letters of "and", "so", "in", "as", "to" an Arabic word carries before a word of the vocabulary (0, 1 or 2). */
function fusedParticles(word: string): number {
  const plain = (w: string) => nameKey(w).replace(TASHKEEL, '');
  const words = arabicVocabularyWords();
  // "وصية", "فداء", "بركة" begin with those letters and are words of their own.
  if (words.has(plain(word))) return 0;
  for (const pattern of FUSED_PARTICLES) {
    const particles = pattern.exec(word)?.[0];
    if (!particles) continue;
    const rest = plain(word.slice(particles.length));
    // "الكنيسة" keeps its article: the article is handled where the idea is written.
    if (rest.length >= 3 && !rest.startsWith('ال') && words.has(rest)) return particles.length;
  }
  return 0;
}

/** Two letters of "and", "so", "in", "as", "to" fused onto a word, then one (each with any vowel mark on it). */
const FUSED_PARTICLES = [2, 1].map((count) => new RegExp(`^(?:[وفبلك][\\u064b-\\u0652]*){${count}}`, 'u'));

let arabicWords: Set<string> | undefined;
/** The first words of the Arabic vocabulary, as written and without their article. */
function arabicVocabularyWords(): Set<string> {
  if (!arabicWords) {
    arabicWords = new Set();
    for (const term of THEOLOGY_TERMS.ar) {
      const first = nameKey(term.match(WORD)?.[0] ?? '').replace(TASHKEEL, '');
      if (first) arabicWords.add(first).add(first.replace(/^ال(?=\p{L}{3,})/u, ''));
    }
  }
  return arabicWords;
}

const vocabularies = new Map<TextLanguage, Map<string, string[][]>>();

/** The vocabulary of a language as first-word stem -> the terms (as stem lists) starting with it, longest first. */
function vocabulary(language: TextLanguage): Map<string, string[][]> {
  let built = vocabularies.get(language);
  if (built) return built;
  built = new Map();
  for (const term of THEOLOGY_TERMS[language]) {
    const stems = (term.match(WORD) ?? []).map((w) => key(w, language));
    if (stems.length === 0) continue;
    const list = built.get(stems[0]!) ?? [];
    if (!list.some((s) => s.join(' ') === stems.join(' '))) list.push(stems);
    built.set(stems[0]!, list);
  }
  for (const list of built.values()) list.sort((a, b) => b.length - a.length);
  vocabularies.set(language, built);
  return built;
}

/** Every theological term of the vocabulary the text names, in order, longest match at each place. */
export function conceptsIn(text: string, language: TextLanguage): ConceptMatch[] {
  const words = [...text.matchAll(WORD)];
  const stems = words.map((w) => key(w[0], language));
  const vocab = vocabulary(language);
  const found: ConceptMatch[] = [];
  for (let i = 0; i < stems.length; i++) {
    let candidates = vocab.get(stems[i]!);
    // An Arabic word may also carry "and" or "in" without the article ("وبنعمة").
    if (!candidates && language === 'ar') candidates = vocab.get(stems[i]!.replace(/^[وفبلك]{1,2}(?=\p{L}{3,})/u, ''));
    if (!candidates) continue;
    const match = candidates.find((term) => term.every((s, j) => j === 0 || stems[i + j] === s));
    if (!match) continue;
    const first = words[i]!;
    const last = words[i + match.length - 1]!;
    // The elided article stays out of the idea: "l'Évangile" names "Évangile".
    const elided = language === 'fr' ? (/^(?:l|d|qu|j|n|s|c|m|t)['’](?=\p{L})/iu.exec(first[0])?.[0].length ?? 0) : 0;
    let written = text.slice(first.index! + elided, last.index! + last[0].length);
    // "وقداسة", "وبنعمة" name "قداسة", "نعمة": the letters of "and", "in" fused onto the word go when the word is the same without them.
    const fused = language === 'ar' ? fusedParticles(first[0]) : 0;
    if (fused) written = written.slice(fused);
    // Arabic: "بالنعمة" names "النعمة", "وللكنيسة" names "الكنيسة".
    if (language === 'ar') written = written.replace(/^[وف]?لل(?=\p{L})/u, 'ال').replace(/^[وف]?[بكل]?(?=ال)/u, '');
    found.push({ text: written, start: first.index! + elided + fused, at: i, words: match.length });
    i += match.length - 1;
  }
  return found;
}

/** How much theology a sentence carries: the number of distinct vocabulary terms it names. */
export function theologicalWeight(sentence: string, language: TextLanguage): number {
  return new Set(conceptsIn(sentence, language).map((c) => nameKey(c.text))).size;
}
