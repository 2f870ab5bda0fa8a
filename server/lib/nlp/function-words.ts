import type { TextLanguage } from './text.ts';

/**
 * Function words by kind, in the four languages, written by the team: a phrase that ends on one of
 * these ("the Word of", "noble that") or is only one of these ("art", "he") is a fragment, not a
 * name for an idea (issue 12). Lower case; Arabic without diacritics.
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

export const FUNCTION_WORDS: Record<TextLanguage, FunctionWords> = {
  en: {
    articles: ['a', 'an', 'the'],
    prepositions: [
      'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'about', 'into', 'onto', 'upon', 'over', 'under', 'after', 'before',
      'between', 'among', 'against', 'through', 'toward', 'towards', 'within', 'without', 'unto', 'as', 'like', 'than', 'per', 'via', 'during',
    ],
    conjunctions: ['and', 'or', 'but', 'nor', 'yet', 'so', 'because', 'since', 'although', 'though', 'while', 'whereas', 'if', 'unless', 'that', 'whether', 'when', 'where', 'then', 'therefore', 'thus', 'now'],
    pronouns: [
      'i', 'me', 'my', 'mine', 'you', 'your', 'yours', 'he', 'him', 'his', 'she', 'her', 'hers', 'it', 'its', 'we', 'us', 'our', 'ours', 'they', 'them', 'their',
      'theirs', 'this', 'that', 'these', 'those', 'who', 'whom', 'whose', 'which', 'what', 'thou', 'thee', 'thy', 'thine', 'ye', 'himself', 'herself', 'itself',
      'themselves', 'ourselves', 'myself', 'yourself', 'one', 'someone', 'anyone', 'everyone', 'something', 'anything', 'everything', 'nothing',
    ],
    auxiliaries: [
      'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'art', 'wast', 'hath', 'hast', 'doth', 'dost', 'shall', 'shalt', 'will', 'wilt', 'would', 'should',
      'could', 'can', 'may', 'might', 'must', 'do', 'does', 'did', 'has', 'have', 'had', 'let', 'made', 'said', 'saith', 'came', 'went',
    ],
  },
  fr: {
    articles: ['le', 'la', 'les', "l'", 'un', 'une', 'des', 'du', "d'", 'de'],
    prepositions: ['à', 'au', 'aux', 'de', 'du', 'des', 'en', 'dans', 'par', 'pour', 'sur', 'sous', 'avec', 'sans', 'chez', 'vers', 'entre', 'contre', 'selon', 'depuis', 'pendant', 'avant', 'après', 'devant', 'derrière', 'parmi'],
    conjunctions: ['et', 'ou', 'mais', 'donc', 'or', 'ni', 'car', 'que', "qu'", 'quand', 'lorsque', 'puisque', 'parce', 'comme', 'si', "s'", 'tandis', 'alors', 'ainsi'],
    pronouns: [
      'je', "j'", 'me', "m'", 'moi', 'tu', 'te', "t'", 'toi', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'le', 'la', 'les', 'lui', 'leur', 'leurs', 'se', "s'",
      'son', 'sa', 'ses', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'notre', 'nos', 'votre', 'vos', 'ce', 'cet', 'cette', 'ces', 'celui', 'celle', 'ceux', 'celles',
      'qui', 'que', 'quoi', 'dont', 'où', 'lequel', 'laquelle', 'lesquels', 'y', 'en', 'cela', 'ceci', 'ça',
    ],
    auxiliaries: ['est', 'sont', 'était', 'étaient', 'être', 'été', 'fut', 'furent', 'a', 'ont', 'avait', 'avaient', 'avoir', 'eu', 'sera', 'seront', 'peut', 'doit', 'faut', 'fait'],
  },
  sw: {
    articles: [],
    prepositions: ['katika', 'kwa', 'na', 'kwenye', 'kutoka', 'hadi', 'mpaka', 'juu', 'chini', 'ndani', 'nje', 'karibu', 'mbele', 'nyuma', 'kati', 'pamoja', 'bila', 'kama', 'kuhusu', 'ya', 'wa', 'za', 'la', 'cha', 'vya', 'pa', 'kwa ajili'],
    conjunctions: ['na', 'au', 'lakini', 'ila', 'bali', 'kwa sababu', 'kwa kuwa', 'kwamba', 'kuwa', 'ili', 'kama', 'ingawa', 'japo', 'hivyo', 'kwa hiyo', 'basi', 'halafu', 'kisha', 'wala', 'ama'],
    pronouns: ['mimi', 'wewe', 'yeye', 'sisi', 'ninyi', 'nyinyi', 'wao', 'huyu', 'huyo', 'yule', 'hawa', 'hao', 'wale', 'hii', 'hiyo', 'ile', 'hizi', 'hizo', 'zile', 'hiki', 'hicho', 'kile', 'hili', 'hilo', 'lile', 'ambaye', 'ambao', 'ambayo', 'ambacho', 'ambalo', 'ambazo', 'wake', 'yake', 'zake', 'chake', 'lake', 'vyake', 'wangu', 'yangu', 'wetu', 'yetu', 'wao', 'yao'],
    auxiliaries: ['ni', 'si', 'alikuwa', 'walikuwa', 'kulikuwa', 'ilikuwa', 'yuko', 'iko', 'wako', 'kuna', 'ana', 'wana', 'alisema', 'akasema'],
  },
  ar: {
    articles: ['ال'],
    prepositions: ['في', 'من', 'إلى', 'الى', 'على', 'عن', 'مع', 'ب', 'ل', 'ك', 'حتى', 'منذ', 'عند', 'لدى', 'بين', 'نحو', 'خلال', 'بعد', 'قبل', 'فوق', 'تحت', 'ضد'],
    conjunctions: ['و', 'أو', 'ف', 'ثم', 'لكن', 'لكنّ', 'بل', 'أن', 'أنّ', 'إن', 'إنّ', 'لأن', 'لأنّ', 'إذا', 'إذ', 'لما', 'كي', 'حيث', 'بينما', 'حين'],
    pronouns: ['أنا', 'أنت', 'هو', 'هي', 'نحن', 'أنتم', 'هم', 'هن', 'هذا', 'هذه', 'ذلك', 'تلك', 'هؤلاء', 'أولئك', 'الذي', 'التي', 'الذين', 'اللواتي', 'ما', 'من', 'ماذا'],
    auxiliaries: ['كان', 'كانت', 'كانوا', 'يكون', 'تكون', 'ليس', 'ليست', 'قد', 'لقد', 'قال', 'قالت'],
  },
};

/** Every function word of a language, for "does this phrase end on a function word". */
export function functionWordSet(language: TextLanguage): Set<string> {
  const f = FUNCTION_WORDS[language];
  return new Set([...f.articles, ...f.prepositions, ...f.conjunctions, ...f.pronouns, ...f.auxiliaries]);
}
