import { franc } from 'franc-min';
import { LEXICONS, phraseMatcher, type AnswerLanguage, type Lexicon } from './lexicon.ts';

/**
 * Text tools shared by every reader of people's words (answers, papers, passages, course content)
 * in the four languages the platform works in: the language, sentences, words, a light stem,
 * content words, and the lexicon's markers.
 */

export type TextLanguage = AnswerLanguage;

/** Arabic vowel marks and the tatweel: a text is read the same with them or without. */
export const TASHKEEL = /[\u064b-\u065f\u0670\u0640]/g;

const FRANC_TO_LANGUAGE: Record<string, AnswerLanguage> = { eng: 'en', fra: 'fr', swh: 'sw', swa: 'sw', arb: 'ar', ara: 'ar' };
const ARABIC_SCRIPT = /[\u0600-\u06ff]/g;
const LETTERS = /[\p{L}\p{M}]/gu;

/** The text's language among the four we write in; Arabic by its script, the rest by franc, English when unsure. */
export function detectTextLanguage(text: string): AnswerLanguage {
  const letters = text.match(LETTERS)?.length ?? 0;
  if (letters > 0 && (text.match(ARABIC_SCRIPT)?.length ?? 0) / letters > 0.5) return 'ar';
  return FRANC_TO_LANGUAGE[franc(text, { minLength: 10, only: ['eng', 'fra', 'swh', 'arb'] })] ?? 'en';
}

/** Sentences: ends at . ! ? ؟ … (and a closing quotation mark after it) followed by space, or at a line break. */
export function splitSentences(text: string): string[] {
  return (
    text
      // A closing quote stays with its sentence, also after a French space: "…toutes les dîmes. » Mais".
      // The Union Version's "je!" asks a question that goes on: "je! Mungu hakuwachagua…" is one sentence.
      .split(/(?<=[.!?؟…](?:\s?['’"”»])?)(?<![Jj]e!)\s+(?=[^\p{Ll}»”])|\n+/u)
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter((s) => /[\p{L}\p{N}]/u.test(s))
  );
}

export const words = (text: string) => (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((w) => w.replace(/’/g, "'"));

/**
 * A light stem, enough to match "churches" with "church" or "servants" with "servant" without
 * taking "disciples" for "discipline": English and French lose their plural and common verb
 * endings; Arabic loses its article and a leading conjunction or preposition; Swahili words,
 * which change at the front, are compared whole.
 */
export function stem(word: string, language: AnswerLanguage): string {
  if (language === 'ar') return word.replace(/^(?:و?ال|و|ف|ب|ل)(?=\p{L}{3,})/u, '');
  if (language === 'sw') return word;
  let w = word.replace(/['’]s$/, '');
  if (language === 'fr') return w.length > 4 ? w.replace(/(?:s|x)$/, '') : w;
  if (w.length > 4)
    w = w
      .replace(/ies$/, 'y')
      .replace(/(ss|sh|ch|x)es$/, '$1')
      .replace(/([^s])s$/, '$1');
  if (w.length > 6) w = w.replace(/(?:ing|ed)$/, '');
  return w;
}

/** The words of a text that carry its meaning: no stop word, no marker, no number. */
export function contentWords(text: string, lexicon: Lexicon, language: AnswerLanguage): string[] {
  const stop = new Set(lexicon.stopwords);
  const minLength = language === 'ar' ? 3 : 4;
  return words(text).filter((w) => w.length >= minLength && !stop.has(w) && !/^\d+$/.test(w));
}

const matchers = new Map<string, RegExp>();
export function matcher(language: AnswerLanguage, category: keyof Lexicon): RegExp {
  const key = `${language}:${category}`;
  let found = matchers.get(key);
  if (!found) {
    found = phraseMatcher(LEXICONS[language][category]);
    matchers.set(key, found);
  }
  found.lastIndex = 0;
  return found;
}
export const mentions = (sentence: string, language: AnswerLanguage, category: keyof Lexicon) => matcher(language, category).test(sentence);

export const QUOTATION = /[“"«]\s*([^”"»]{3,240}?)\s*[”"»]/gu;

/** The sentence, shortened to at most `maxWords` words for quoting back. */
export function quote(sentence: string, maxWords = 16): string {
  const parts = sentence.replace(/[\s.!?؟…]+$/u, '').split(/\s+/);
  return parts.length <= maxWords ? parts.join(' ') : `${parts.slice(0, maxWords).join(' ')}…`;
}

/** Words a text shares with another, stem against stem. */
export function sharedWords(a: string[], b: string[], language: AnswerLanguage): string[] {
  const stems = new Map(b.map((w) => [stem(w, language), w]));
  const shared = new Set<string>();
  for (const word of a) if (stems.has(stem(word, language))) shared.add(word);
  return [...shared];
}
