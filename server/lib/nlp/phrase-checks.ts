import nlp from 'compromise';
import { FUNCTION_WORDS, functionWordSet } from '#server/lib/nlp/function-words.ts';
import { TASHKEEL, type TextLanguage } from '#server/lib/nlp/text.ts';

/**
 * The checks every piece of a passage must pass before a question may quote it: no
 * brackets, no unbalanced quotation marks, no digits glued to punctuation ("8). Now love",
 * "Philosophy (1969"), no phrase that starts or ends on a function word ("noble that lead
 * many", "the Word of"), no lone verb or pronoun ("art", "he"), and a clause that opens with a
 * name or a noun, not "He" or "It" that the reader cannot resolve out of context.
 */

export type SlotKind = 'name' | 'concept' | 'clause';

export type SlotProblem =
  | 'empty'
  | 'brackets'
  | 'unbalanced_quotes'
  | 'nested_quotes'
  | 'digits_with_punctuation'
  | 'starts_with_function_word'
  | 'ends_with_function_word'
  | 'lone_function_word'
  | 'lone_verb'
  | 'clause_inside'
  | 'pronoun_subject'
  | 'too_short'
  | 'too_long'
  | 'question';

const BRACKETS = /[()[\]{}]/;
const QUOTE_PAIRS: [RegExp, RegExp][] = [
  [/“/g, /”/g],
  [/«/g, /»/g],
  [/‘/g, /’/g],
];
const DIGITS_WITH_PUNCTUATION = /\d\s*[)\]]|[([]\s*\d|^\s*\d+[.):]|\d[.,;:]\s*$/u;
/** Words that open a clause: never inside a name or an idea ("and", "of" and their like may be). */
const CLAUSE_WORDS: Record<TextLanguage, Set<string>> = {
  en: new Set([
    'that',
    'which',
    'who',
    'whom',
    'whose',
    'because',
    'since',
    'although',
    'if',
    'when',
    'where',
    'while',
    'is',
    'are',
    'was',
    'were',
    'he',
    'she',
    'they',
    'it',
    'we',
  ]),
  fr: new Set(['que', "qu'", 'qui', 'dont', 'lorsque', 'quand', 'parce', 'puisque', 'si', 'il', 'elle', 'ils', 'elles', 'est', 'sont']),
  sw: new Set(['ambaye', 'ambao', 'ambayo', 'ambacho', 'ambalo', 'kwamba', 'kwa sababu', 'ingawa', 'kama', 'ni', 'yeye', 'wao']),
  ar: new Set(['الذي', 'التي', 'الذين', 'لأن', 'لأنّ', 'إذا', 'عندما', 'هو', 'هي', 'هم']),
};

const wordsOf = (text: string) =>
  text
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    // French elision: "d'avoir" is "de" then "avoir", "l'Église" is "le" then "Église".
    .replace(/(?<![\p{L}])([ldjnmtsc]|qu)['’](?=\p{L})/giu, '$1e ')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*/gu) ?? [];

function unbalancedQuotes(text: string): boolean {
  for (const [open, close] of QUOTE_PAIRS) if ((text.match(open)?.length ?? 0) !== (text.match(close)?.length ?? 0)) return true;
  // Straight double quotes come in pairs; a straight single quote opens before a word and closes after one (an apostrophe inside a word is neither).
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) return true;
  const opening = text.match(/(?:^|[\s(])'(?=\p{L})/gu)?.length ?? 0;
  const closing = text.match(/(?<=[\p{L}.,!?])'(?=[\s,.;:!?)]|$)/gu)?.length ?? 0;
  return opening !== closing;
}

/** English words that are only verbs: a slot of one such word names no idea ("art", "hath", "believed"). */
function isLoneVerb(word: string, language: TextLanguage): boolean {
  if (language !== 'en') return FUNCTION_WORDS[language].auxiliaries.includes(word);
  // A gerund names an act as an idea: "preaching", "suffering", "fasting".
  if (/ing$/.test(word)) return false;
  const term = nlp(word);
  return term.has('#Verb') && !term.has('#Noun');
}

/** What is wrong with a piece of passage text as a slot of a question, or an empty list. */
/** A sentence that opens on its condition: "If you lend money…", "Si tu vois…", "Kama mtu…", "إذا…". */
export const CONDITION_OPENING: Record<TextLanguage, RegExp> = {
  en: /^(?:if|when|whoever)(?![\p{L}])/iu,
  fr: /^(?:si|quand|lorsque|quiconque)(?![\p{L}])/iu,
  sw: /^(?:kama|ikiwa|endapo|mtu akiwa|ye yote)(?![\p{L}])/iu,
  ar: /^و?(?:إذا|إن|لو|متى|مَن|من)(?![\p{L}])/u,
};

export function slotProblems(slot: string, language: TextLanguage, kind: SlotKind): SlotProblem[] {
  const text = slot.trim();
  const problems: SlotProblem[] = [];
  const words = wordsOf(text);
  if (words.length === 0) return ['empty'];
  if (BRACKETS.test(text)) problems.push('brackets');
  if (unbalancedQuotes(text)) problems.push('unbalanced_quotes');
  // A quotation inside a clause the question itself quotes reads as a tangle of marks on a phone.
  else if (kind === 'clause' && /[“”«»"]/.test(text)) problems.push('nested_quotes');
  if (DIGITS_WITH_PUNCTUATION.test(text)) problems.push('digits_with_punctuation');
  if (/[?؟]\s*$/.test(text)) problems.push('question');
  const functionWords = functionWordSet(language);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if (words.length === 1) {
    if (functionWords.has(first)) problems.push('lone_function_word');
    else if (kind !== 'name' && isLoneVerb(first, language)) problems.push('lone_verb');
  } else {
    if (kind !== 'clause' && functionWords.has(first) && !FUNCTION_WORDS[language].articles.includes(first)) problems.push('starts_with_function_word');
    // "If you see your brother's ox go astray, you shall bring it back": a condition with its main clause after the comma is a whole sentence.
    if (
      kind === 'clause' &&
      FUNCTION_WORDS[language].conjunctions.includes(first) &&
      !(CONDITION_OPENING[language].test(text.replace(TASHKEEL, '')) && /[,،]\s*\S+\s+\S+/u.test(text))
    )
      problems.push('starts_with_function_word');
    if (functionWords.has(last) || /[,;:–-]\s*$/.test(text)) problems.push('ends_with_function_word');
    // "noble that lead many": a relative or a subordinating word inside makes a phrase a piece of a clause.
    if (kind !== 'clause' && words.slice(1, -1).some((w) => CLAUSE_WORDS[language].has(w))) problems.push('clause_inside');
  }
  if (kind === 'clause') {
    // "Il y a un temps pour tout", "It is good to give thanks": an impersonal subject stands for no one left behind.
    if (FUNCTION_WORDS[language].pronouns.includes(first) && !FUNCTION_WORDS[language].articles.includes(first) && !IMPERSONAL_OPENING[language].test(text))
      problems.push('pronoun_subject');
    if (words.length < 4) problems.push('too_short');
    if (words.length > 26) problems.push('too_long');
  } else if (words.length > 6) {
    problems.push('too_long');
  }
  return problems;
}

/** The impersonal openings: "il y a", "il faut", "it is good to", "there is". */
const IMPERSONAL_OPENING: Record<TextLanguage, RegExp> = {
  en: /^(?:it is (?:good|better|vain|a \p{L}+ thing) (?:to|that)|there (?:is|are|was|were))(?![\p{L}])/iu,
  fr: /^(?:il y a|il faut|il est (?:bon|meilleur|vain|juste) de)(?![\p{L}])/iu,
  sw: /^(?:kuna|pana|ni vema|ni heri)(?![\p{L}])/iu,
  ar: /^(?:هناك|يوجد|حسن أن|خير أن)(?![\p{L}])/u,
};

/** A clause ready to quote: outer quotes, final punctuation and a leading "And" gone, capitalised again. */
export function cleanClause(clause: string, language: TextLanguage): string {
  // A list item's marker ("- ", "3. ", "b) ") is layout, not words.
  const unlisted = clause
    .trim()
    .replace(/^(?:[-–•*]|\d{1,2}[.)]|[a-z][.)])\s+/u, '')
    // "Third, …", "Tatu, …", "ثالثًا: …", "1878 : …": the steps of a list or a chronology, not the sentence's words.
    .replace(
      /^(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|finally|premièrement|deuxièmement|troisièmement|enfin|kwanza|pili|tatu|mwisho|أولًا|أولا|ثانيًا|ثانيا|ثالثًا|ثالثا|رابعًا|رابعا|\d{3,4})\s?[,:،]\s+/iu,
      '',
    )
    // A catechism's labels: "Réponse : C'est le repas…", "Jibu: Mara moja", "ج: …".
    .replace(/^(?:answer|réponse|jibu|الجواب|جواب|ج)\s?[:.]\s*/iu, '');
  let text = (unlisted !== clause.trim() ? unlisted.charAt(0).toUpperCase() + unlisted.slice(1) : unlisted).replace(/^[“"«‘']+|[”"»’']+$/gu, '').trim();
  text = text.replace(/[\s.;:,!…]+$/u, '');
  // Only "and" and "but" go: "For Calvin, ..." or "So the elders ..." would lose their sense.
  // Arabic writes "and" onto the next word: "ويرى", "وكان", "وحين" lose it when what remains is a common opening word.
  // A connective that ties the sentence to the one before ("Ainsi le corps…", "Therefore, being justified…") goes too: quoted alone it points at nothing.
  const leading = {
    en: /^(?:and|but|therefore,?|so,|wherefore,?|moreover,|furthermore,)\s+/i,
    fr: /^(?:et|mais|ainsi,?|car,?|or,?|donc,?|c['’]est pourquoi,?|de plus,|en outre,)\s+/i,
    sw: /^(?:na|lakini|basi,?|kwa hiyo,?|zaidi ya hayo,)\s+/i,
    ar: /^(?:(?:و|ثم)\s+|و(?=(?:يرى|رأى|كان|كانت|قد|لقد|حين|عندما|في|من|إن|إنّ|لم|لا|ما|هذا|هذه|بعد|قبل|لذلك|بهذا|بهذه|إلى|على|مع|يعلّم|يعلم|ما\s)))/u,
  }[language];
  const stripped = text.replace(leading, '');
  if (stripped !== text && language !== 'ar') text = stripped.charAt(0).toUpperCase() + stripped.slice(1);
  else text = stripped;
  return text.trim();
}
