import { createHash } from 'node:crypto';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { nameKey } from '#server/lib/nlp/entities.ts';
import { contentWords, detectTextLanguage, splitSentences } from '#server/lib/nlp/text.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { foldedWords, foldForSearch, runShare, wordRuns } from '#server/lib/nlp/search-text.ts';
import nlp from 'compromise';
import { conceptsIn, theologicalWeight } from '#server/lib/nlp/concepts.ts';
import { FUNCTION_WORDS, functionWordSet } from '#server/lib/nlp/function-words.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import { cleanClause, CONDITION_OPENING, slotProblems } from '#server/lib/nlp/phrase-checks.ts';
import { isBroadWord, mainPerson, personMentions, type Claim, type PassageReading } from '#server/lib/nlp/passage.ts';
import { isLifeNotice, type Genre } from '#server/lib/nlp/genre.ts';
import { fillStem, slotsOf, STEMS, stemWordCount, type SlotName, type Stem } from './stems.ts';

/**
 * Overgenerate and rank: every stem of a level filled in every way the passage
 * allows, each candidate checked and scored, the best kept. Scores favour questions made mostly
 * of the passage's own words, on its key ideas and the educator's keywords, quoting a sentence of
 * a readable length; a small deterministic variation per passage and stem spreads the choice
 * over the stems of a level instead of always the same one.
 */

export interface Candidate {
  level: DifficultyLevel;
  stem: Stem;
  content: string;
  slots: Partial<Record<SlotName, string>>;
  /** The sentences of the passage the candidate quotes or asks about. */
  sentences: number[];
  stemWords: number;
  templateShare: number;
  score: number;
  /** The library text the question quotes, when it is one that sets the passage beside it. */
  source?: { id: string; title: string; author: string | null; quote: string };
}

/** An approved library text retrieved for the passage, as the engine may quote it. */
export interface SourceForQuestion {
  id: string;
  title: string;
  author: string | null;
  /** The part of it that matched: the sentences a question may quote. */
  passage: string;
}

/**
 * The sentence of a library text worth setting beside the passage: one it does not already hold
 * (so an extract's source adds what comes around it), of a readable length, sharing most of the
 * passage's content words.
 */
export function sourceLineOf(source: SourceForQuestion, reading: PassageReading): string | undefined {
  const language = reading.language;
  const passageRuns = wordRuns(foldedWords(reading.sentences.join(' ')));
  const passageContent = new Set(contentWords(reading.sentences.join(' '), LEXICONS[language], language).map(foldForSearch));
  return splitSentences(source.passage)
    .map((sentence) => sentence.replace(/[\s.!?؟…]+$/u, ''))
    .map((sentence) => {
      const words = foldedWords(sentence);
      const inPassage = runShare(words, passageRuns);
      const shared = new Set(words.filter((w) => passageContent.has(w))).size;
      return { sentence, words: words.length, inPassage, shared };
    })
    .filter(
      (s) =>
        s.words >= 8 &&
        s.words <= 28 &&
        s.inPassage < 0.5 &&
        s.shared >= 1 &&
        slotProblems(s.sentence, language, 'clause').every((p) => p === 'pronoun_subject' || p === 'too_long'),
    )
    .sort((a, b) => b.shared - a.shared || Math.abs(a.words - 16) - Math.abs(b.words - 16))[0]?.sentence;
}

/** The questions of each level that set the passage beside the best library text retrieved for it. */
function sourceCandidates(levels: DifficultyLevel[], reading: PassageReading, sources: SourceForQuestion[]): Candidate[] {
  const source = sources[0];
  if (!source) return [];
  const line = sourceLineOf(source, reading);
  if (!line) return [];
  const slots = { sourceLine: line, sourceTitle: source.title };
  return STEMS.filter((stem) => stem.requires?.source && levels.includes(stem.level)).map((stem) => {
    const content = fillStem(stem, reading.language, slots);
    const stemWords = stemWordCount(stem, reading.language);
    const templateShare = Math.min(1, stemWords / Math.max(1, wordsIn(content)));
    return {
      level: stem.level,
      stem,
      content,
      slots,
      sentences: [],
      stemWords,
      templateShare,
      score: 2 - TEMPLATE_WEIGHT * templateShare + 0.5,
      source: { id: source.id, title: source.title, author: source.author, quote: line },
    };
  });
}

/** Names of the Bible: two of them are one thing, not a connection to ask about. */
const SCRIPTURE_NAMES =
  /^(?:the )?(?:bible|scriptures?|word of god|holy scripture|écritures?|bible|parole de dieu|biblia|maandiko|neno la mungu|الكتاب المقدس|كلمة الله)$/iu;

/** Whether a sentence names a person, in full or by the last word of the name. */
const personNamedIn = (sentence: string, person: string) => personMentions(person, [sentence]) > 0;

/** Whether a sentence opens on a person doing something: "Joseph dreamed", "Zacchaeus was short", "he could not restrain himself" are not choices to weigh. */
function chooses(text: string, person: string, language: TextLanguage): boolean {
  return [person, person.split(/\s+/).pop()!].some((n) => text.startsWith(n) && !NOT_A_CHOICE[language].test(text.slice(n.length).trim()));
}

/**
 * Whether a narrated sentence has the person as its subject doing something: named near its
 * start ("In 1868 Lavigerie founded…", "The leader of the pages, Charles Lwanga, protected…"),
 * not as a state or something undergone; "a friendship between Joe Church and Nsibambi" is not.
 */
function actsIn(text: string, person: string, language: TextLanguage, { stateToo = false } = {}): boolean {
  for (const name of [person, person.split(/\s+/).pop()!]) {
    const at = text.indexOf(name);
    if (at < 0 || !SUBJECT_OPENING[language].test(text.slice(0, at))) continue;
    const after = text
      .slice(at + name.length)
      .replace(/^,[^,]{0,60},/u, '')
      .trim();
    if (stateToo || !NOT_A_CHOICE[language].test(after)) return true;
  }
  return false;
}

/**
 * Whether the passage tells of a person doing things, so that their choices can be weighed: a
 * person it comes back to, or the subject of a sentence it narrates.
 * "A friendship between Joe Church and Simeon Nsibambi" tells of no choice of his.
 */
function acts(person: string, reading: PassageReading): boolean {
  const mentions = personMentions(person, reading.sentences);
  return mentions >= 2 || reading.claims.some((c) => c.kind === 'event' && !c.reported && actsIn(c.text, person, reading.language, { stateToo: true }));
}

/** What may come before a name that is its sentence's subject: nothing, an opening phrase set off by a comma, or "later", "then". */
const SUBJECT_OPENING: Record<TextLanguage, RegExp> = {
  en: /^(?:[^,]{1,80},\s*){0,4}(?:(?:but|and|so|yet)\s+)?(?:(?:later|then|soon|afterwards|there|at last|finally)\s+)?$/iu,
  fr: /^(?:[^,]{1,80},\s*){0,4}(?:(?:mais|et|donc|or)\s+)?(?:(?:ensuite|puis|alors|plus tard|enfin|là)\s+)?$/iu,
  sw: /^(?:[^,]{1,80},\s*){0,4}(?:(?:lakini|na|hivyo)\s+)?(?:(?:baadaye|kisha|hatimaye|huko)\s+)?$/iu,
  // Arabic puts the verb first: "ذهب أنطونيوس إلى البرية".
  ar: /^(?:[^،,]{1,80}[،,]\s*){0,4}(?:(?:ثم|لكن|و)\s*)?(?:(?:بعد ذلك|أخيرًا)\s+)?(?:(?!(?:كان|وكان|وُلد|ولد|مات|توفي)\s)[\p{L}\p{M}]+\s+)?$/u,
};

/** What follows a name when it tells of a state or something undergone, not a choice made. */
const NOT_A_CHOICE: Record<TextLanguage, RegExp> = {
  en: /^(?:\p{Ll}+ly\s+)?(?:was|were|is|are|had|has|became|become|rose|grew|wanted|longed|wished|dreamed|dreamt|felt|could|can|did not|never|remained|seemed|lived|died|suffered|received|heard|saw|fell)(?![\p{L}])/u,
  fr: /^(?:était|fut|est|avait|a été|devint|devient|voulait|rêva|rêve|naquit|mourut|meurt|reçut|entendit|vit|put|pouvait|ne)(?![\p{L}])/u,
  sw: /^(?:alikuwa|ni|alitamani|aliota|hakuweza|hakuwa|alizaliwa|akawa|alikua|alipokea|alisikia|aliona|alikufa|alifariki|anakumbukwa|alikumbukwa|\p{Ll}+wa)(?![\p{L}])/u,
  ar: /^(?:كان|كانت|وُلد|ولد|مات|توفي|رأى|سمع)(?![\p{L}])/u,
};

/** What names a person without bringing them into the passage: "the God of Jacob", "reading the prophet Isaiah". */
const NAMED_ONLY: Record<TextLanguage, RegExp> = {
  en: /(?:(?<![\p{L}])God of|(?<![\p{L}])read(?:ing|s)?(?: the prophet| the book of)?)\s*$/u,
  fr: /(?:(?<![\p{L}])Dieu d['’]|(?<![\p{L}])(?:lisait|lit|lire|lisant)(?: le prophète| le livre d['’])?)\s*$/u,
  sw: /(?:(?<![\p{L}])Mungu wa|(?<![\p{L}])(?:akisoma|anasoma|alisoma|kusoma|akasoma)(?: nabii| kitabu cha)?)\s*$/u,
  ar: /(?:(?<![\p{L}])إله|(?<![\p{L}])(?:يقرأ|قرأ|يقرا)(?: النبي| سفر)?)\s*$/u,
};

/** Whether every time the passage names a person, it names them as "the God of Jacob" or as a book being read: no one to ask about. */
export function namedOnly(person: string, reading: PassageReading): boolean {
  const names = [person, person.split(/\s+/).pop()!];
  let mentions = 0;
  for (const sentence of reading.sentences)
    for (const name of names)
      for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + name.length)) {
        mentions += 1;
        if (!NAMED_ONLY[reading.language].test(sentence.slice(0, at))) return false;
      }
  return mentions > 0;
}

/** The passage's people, most named first; "Book Eight" is a part of a book, not a person; "the God of Jacob" is not Jacob in the passage. */
function byMentionsOf(reading: PassageReading): string[] {
  return reading.entities.people
    .filter((p) => slotProblems(p, reading.language, 'name').length === 0 && !/\s(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve)$/u.test(p))
    .filter((p) => !namedOnly(p, reading))
    .sort((a, b) => personMentions(b, reading.sentences) - personMentions(a, reading.sentences));
}

/** Where a person is the one who orders deaths or persecutes: "on the orders of Kabaka Mwanga II", "Mwanga turned on the pages". */
const PERSECUTES: Record<TextLanguage, (name: string) => RegExp> = {
  en: (n) =>
    new RegExp(
      `(?:orders? of|command of) (?:\\p{Lu}\\p{L}+ )*${n}|${n} (?:\\p{Ll}+ )?(?:ordered|persecuted|killed|executed|burned|burnt|beheaded|tortured|massacred|turned on|had \\p{Ll}+ (?:killed|executed|burned|beheaded))`,
      'u',
    ),
  fr: (n) =>
    new RegExp(
      `(?:ordre|ordres) d[eu']\\s?(?:\\p{Lu}\\p{L}+ )*${n}|${n} (?:\\p{Ll}+ )?(?:ordonna|persécuta|fit (?:exécuter|tuer|brûler|décapiter)|massacra|tua)`,
      'u',
    ),
  sw: (n) => new RegExp(`amri ya (?:\\p{Lu}\\p{L}+ )*${n}|${n} (?:\\p{Ll}+ )?(?:aliamuru|aliwatesa|aliwaua|aliua|aliwachoma)`, 'u'),
  ar: (n) => new RegExp(`بأمر (?:من )?${n}|(?:أمر|اضطهد|قتل|أعدم) ${n}`, 'u'),
};
/** Whether the passage tells of a person ordering deaths or persecuting, by full name or last word. */
function persecutes(person: string, sentences: string[], language: TextLanguage): boolean {
  const names = [person, person.split(/\s+/).pop()!].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return names.some((n) => {
    const pattern = PERSECUTES[language](n);
    return sentences.some((s) => pattern.test(s));
  });
}

/** A sentence that goes back in time ("had already been beheaded") or sums up a life ("All his life he kept…"): not what followed. */
const LOOKS_BACK: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:had (?:already |earlier |previously |once )?\p{Ll}+|earlier|previously|before that|years before|all (?:his|her|their) li(?:fe|ves)|throughout|for the rest of|kept \p{Ll}+ing|always)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:avait|avaient|auparavant|plus tôt|déjà été|toute sa vie|tout au long|jusqu['’]à sa mort|toujours)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alikuwa amekwisha|walikuwa wamekwisha|alikuwa ame\p{Ll}+|walikuwa wame\p{Ll}+|hapo awali|kabla ya hapo|awali|maisha yake yote|siku zote|daima)(?![\p{L}])/iu,
  ar: /(?:كان قد|كانوا قد|سبق أن|قبل ذلك|طوال حياته|طيلة حياته|دائمًا)/u,
};

/** Third-person pronouns, and in Swahili a verb whose subject is only its prefix ("aliongoza", "akajitambulisha"). */
const UNPLACED: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:he|she|him|her|his|hers)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:il|elle|lui)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:ali|ana|ame|ata|aka|alipo|hakuwa|hakuweza)\p{Ll}{3,}/u,
  ar: /^(?:كان|وكان|وُلد|ولد|تتلمذ|خدم|عاش|مات|توفي|رأى|قال|كتب|أسس|ذهب|عاد)(?![\p{L}])/u,
};
const DIVINE_NAMED = /(?<![\p{L}])(?:God|Lord|Christ|Jesus|Dieu|Seigneur|Jésus|Mungu|Bwana|Yesu|Kristo|الله|الرب|يسوع|المسيح)(?![\p{L}])/u;

/**
 * Whether a sentence speaks of someone it does not name before: "he", "his", or (in Swahili) a
 * verb's prefix, with no person or name of God ahead of it for it to stand for.
 */
function unplacedSubject(text: string, language: TextLanguage, people: string[]): boolean {
  const at = text.search(UNPLACED[language]);
  if (at < 0) return false;
  const before = language === 'sw' || language === 'ar' ? text : text.slice(0, at);
  return !DIVINE_NAMED.test(before) && !people.some((p) => personNamedIn(before, p));
}

const ENGLISH_FUNCTION_WORDS = functionWordSet('en');

/** A singular person named only by a pronoun inside the sentence. */
const OBJECT_PRONOUN: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:him|her)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:lui)(?![\p{L}])/iu,
  sw: /^(?!)/u,
  ar: /^(?!)/u,
};
/**
 * Whether "him" or "her" in a sentence can be placed without the sentences around it: none is
 * there, or God is named before it ("Sin robs God of the honour owed to him"), or two people are
 * (one acts on the other). "Ambrose baptized him" names one person, who cannot be "him".
 */
function pronounHasAntecedent(claim: Claim, language: TextLanguage): boolean {
  // "with her mistress" is hers, not someone else: "her" before a word of content is a possessive, which the named person owns.
  const objects = [...claim.text.matchAll(new RegExp(OBJECT_PRONOUN[language].source, 'giu'))].filter((m) => {
    if (language !== 'en' || m[0].toLowerCase() !== 'her') return true;
    const next = /^\s+([\p{L}'’]+)/u.exec(claim.text.slice(m.index + m[0].length))?.[1]?.toLowerCase();
    return !next || ENGLISH_FUNCTION_WORDS.has(next);
  });
  const at = objects[0]?.index ?? -1;
  if (at < 0) return true;
  const before = claim.text.slice(0, at);
  return DIVINE_NAMED.test(before) || claim.names.filter((n) => before.includes(n.split(/\s+/).pop()!)).length >= 2;
}

/** A sentence whose subject is God: "God could neither let his creatures perish…". */
const DIVINE_SUBJECT =
  /^(?:god|the lord|christ|jesus|the word|dieu|le seigneur|le christ|jésus|la parole|mungu|bwana|yesu|kristo|الله|الرب|يسوع|المسيح)(?![\p{L}])/iu;

const DIVINE_WORDS = /^(?:god|lord|christ|jesus|dieu|seigneur|christ|jésus|mungu|bwana|yesu|kristo|الله|الرب|يسوع|المسيح)$/iu;

/** A clause with a subject and a verb of its own ("the righteousness of God is a gift"), not a phrase ("died the death owed by all"). */
function standsAlone(clause: string, language: TextLanguage): boolean {
  if (language !== 'en') {
    const first = clause.toLowerCase().split(/\s+/)[0]!;
    const { prepositions, conjunctions } = FUNCTION_WORDS[language];
    // "between" without its second half: the clause was cut at a comma.
    const between = {
      fr: [/(?<![\p{L}])entre(?![\p{L}])/u, /(?<![\p{L}])et(?![\p{L}])/u],
      sw: [/kati ya/u, /(?<![\p{L}])na(?![\p{L}])/u],
      ar: [/(?<![\p{L}])بين(?![\p{L}])/u, /\sو(?:بين|ال)/u],
    }[language];
    if (between[0]!.test(clause) && !between[1]!.test(clause.slice(clause.search(between[0]!)))) return false;
    return (language === 'ar' || /^\p{Lu}/u.test(clause)) && !prepositions.includes(first) && !conjunctions.includes(first);
  }
  const doc = nlp(clause);
  const first = (doc.terms().json()[0] as { terms?: { tags?: string[] }[] } | undefined)?.terms?.[0]?.tags ?? [];
  // "Sanneh replied that by translating the Bible": a "that" whose clause has no verb of its own is cut short.
  const that = / that (.+)$/i.exec(clause);
  if (that && !nlp(that[1]!).has('#Verb')) return false;
  // "distinguished between the worship due to God alone": the second half of "between" was cut off.
  if (/(?<![\p{L}])between(?![\p{L}])/iu.test(clause) && !/(?<![\p{L}])and(?![\p{L}])/iu.test(clause)) return false;
  return doc.has('#Verb') && !first.includes('Verb') && !first.includes('Preposition') && !first.includes('Conjunction');
}

type Filling = { slots: Partial<Record<SlotName, string>>; sentences: number[]; claim?: Claim };

const wordsIn = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const jitter = (passage: string, stemId: string) => createHash('sha1').update(`${stemId}\u0000${passage}`).digest().readUInt16BE(0) / 65_536;

/** The ways a passage can fill a stem's slots: each claim, name and key phrase it offers, and pairs found in one sentence. */
/** Claims a long passage offers beyond this many are not tried: the most theological, readable ones are. */
const MAX_CLAIMS = 30;

const fillingCache = new WeakMap<PassageReading, Map<string, Filling[]>>();

/** The fillings of a stem, computed once per reading for every stem with the same slots and requirements. */
function fillingsOf(stem: Stem, reading: PassageReading): Filling[] {
  let cache = fillingCache.get(reading);
  if (!cache) fillingCache.set(reading, (cache = new Map()));
  const key = `${slotsOf(stem).sort().join('+')}|${JSON.stringify(stem.requires ?? {})}|${(stem.claimKinds ?? []).join(',')}|${stem.level === 1 ? 'recall' : stem.level >= 3 ? 'long' : 'short'}`;
  let found = cache.get(key);
  if (!found) cache.set(key, (found = fillings(stem, reading)));
  return found;
}

/** A long passage's claims worth trying: the most theological first, then those of a readable length, in passage order. */
function claimsToTry(reading: PassageReading): Claim[] {
  if (reading.claims.length <= MAX_CLAIMS) return reading.claims;
  const words = (c: Claim) => c.text.split(/\s+/).length;
  return [...reading.claims]
    .sort((a, b) => b.weight - a.weight || Number(words(a) > 24) - Number(words(b) > 24) || a.sentenceIndex - b.sentenceIndex)
    .slice(0, MAX_CLAIMS)
    .sort((a, b) => a.sentenceIndex - b.sentenceIndex);
}

const sentenceKeyCache = new WeakMap<PassageReading, string[]>();
/** Each sentence in the form names are compared in, once per reading. */
function sentenceKeys(reading: PassageReading): string[] {
  let keys = sentenceKeyCache.get(reading);
  if (!keys) sentenceKeyCache.set(reading, (keys = reading.sentences.map(nameKey)));
  return keys;
}

/** Genres that speak in their own first or second person: a creed's "We believe", a law's "You shall", a psalm's "I lift up my eyes". */
const VOICED: Genre[] = ['confession', 'law', 'poetry', 'prophecy', 'sermon', 'epistle'];
/** The speaking "I", "we" and the "you" spoken to: in a voiced genre, the sentence's own voice, not someone it fails to name. */
const SPEAKING: Record<TextLanguage, RegExp> = {
  en: /^(?:i|we|you|thou|ye)(?![\p{L}])/iu,
  fr: /^(?:je|j['’]|nous|tu|vous)(?![\p{L}])/iu,
  sw: /^(?:mimi|sisi|wewe|ninyi)(?![\p{L}])/iu,
  ar: /^و?(?:أنا|نحن|أنت|أنتم|إننا|إنني)(?![\p{L}])/u,
};
/** God or Jesus speaking in the sentence: "Jesus said unto her", "l'Éternel dit", "Yesu akamwambia", "فقال يسوع". */
const DIVINE_SPEECH: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:Jesus|the LORD|the Lord|God)\s+(?:\p{Ll}+\s+){0,3}(?:said|saith|answered|spake|says)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:Jésus|l['’]Éternel|le Seigneur|Dieu)\s*(?:,\s*)?(?:\p{Ll}+\s+){0,3}(?:dit|répondit|parla|déclara)(?![\p{L}])/u,
  sw: /(?<![\p{L}])(?:Yesu|BWANA|Bwana|Mungu)\s+(?:\p{Ll}+\s+){0,2}(?:akasema|akamwambia|akawaambia|akajibu|asema|alisema)(?![\p{L}])/u,
  ar: /(?:(?:قال|فقال|وقال|أجاب|فأجاب)\s+(?:لها\s+|له\s+|لهم\s+)?(?:يسوع|الرب|الله)|(?:يسوع|الرب)\s+(?:قال|فقال))/u,
};
/** What a sentence in which God or Jesus speaks gains. */
const CRUX_BONUS = 0.4;

/**
 * A sentence in someone's own voice to someone: "I would have kept him", "Some of you are worried",
 * "make me a cake". It asks or tells; it is not a thesis that must "hold" or could be "right".
 */
const PERSONAL: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:I|[Mm]e|[Mm]y|[Mm]ine|[Yy]ou|[Yy]our|[Tt]hee|[Tt]hou|[Tt]hy|[Tt]hine|[Yy]e)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:je|j['’]|me|m['’]|moi|mon|ma|mes|tu|te|t['’]|toi|ton|ta|tes|vous|votre|vos)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:mimi|wewe|ninyi|nime\p{L}{2,}|nili\p{L}{2,}|nina\p{L}{2,}|nita\p{L}{2,}|mme\p{L}{2,}|mna\p{L}{3,})(?![\p{L}])/iu,
  ar: /(?:(?<![\p{L}])(?:أنا|أنت|أنتم|إني|إنني|إنكم)(?![\p{L}])|\p{L}{3,}كم(?![\p{L}]))/u,
};

/** A sentence that looks ahead: "shall", "il viendra", "atakuja", "سيأتي". A prophecy's fulfilment is asked only of one. */
const FUTURE: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:shall|shalt|will|wilt|the days come|the days are coming|is coming)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:\p{L}{2,}(?:erai|eras|era|erons|erez|eront|irai|iras|ira|irons|irez|iront|rai|ras|ra|rons|rez|ront)|voici,? les jours viennent|en ce jour-là)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:(?:a|wa|ki|vi|li|ya|u|i|zi|tu|ni|m|ku|ham|hawa|hatu|si)ta(?!katifu|bu(?![\p{L}]))\p{Ll}{2,}|siku zinakuja)/iu,
  ar: /(?:(?<![\p{L}])(?:[وف]?س[يتنأ](?!يد|يف|تة|تر)\p{L}{2,}|سوف)|ها أيام تأتي|حينئذ)/u,
};

/** A deed with a turn in it: a refusal, a choice, a "despite" or a "rather": what a life or a history gives a reader to weigh. */
const MORAL_TURN: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:refused|chose|decided|would not|rather than|instead|despite|although|yet|but|stayed|remained|forgave|resisted|gave up)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:refusa|refuse|refusent|choisit|décida|décide|ne voulut|plutôt que|au lieu de|malgré|pourtant|mais|resta|reste|demeura|pardonna|pardonne|résista)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:alikataa|akakataa|walikataa|wakakataa|alichagua|aliamua|akaamua|hakutaka|badala ya|ingawa|lakini|bali|alibaki|akabaki|alisamehe|akasamehe)(?![\p{L}])/iu,
  ar: /(?:رفض|رفضوا|اختار|قرر|قرّر|لم يدع|بدلا من|بدلًا من|رغم|لكن|(?<![\p{L}])بل(?![\p{L}])|بقي|ظل|غفر|سامح)/u,
};
/** How much such a deed gains, and a birth, death or honour notice (or the opening that sets the scene) loses, in a life or a history. */
const TURN_IN_A_STORY = 0.8;
const FRAME_OF_A_STORY = 0.8;

/** The names of the kinds of text, alone: "law", "loi", "sheria", "الشريعة". */
const KIND_WORD: Record<TextLanguage, RegExp> = {
  en: /^(?:the )?(?:law|laws|psalm|prophet|prophecy|letter|epistle|sermon|confession|creed|passage|text)$/iu,
  fr: /^(?:la |le |l['’])?(?:loi|lois|psaume|prophète|prophétie|lettre|épître|sermon|prédication|confession|passage|texte)$/iu,
  sw: /^(?:sheria|zaburi|nabii|unabii|barua|waraka|mahubiri|ungamo|kifungu)$/iu,
  ar: /^(?:ال)?(?:شريعة|ناموس|مزمور|نبي|نبوة|رسالة|عظة|اعتراف|نص)$/u,
};

/** "For example", as a law or a sermon brings in a case. */
const ILLUSTRATION: Record<TextLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:for example|for instance|suppose)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:par exemple|supposons)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:kwa mfano|tuseme)(?![\p{L}])/iu,
  ar: /(?:مثلا|مثلًا|على سبيل المثال)/u,
};

/** The longest a quoted sentence may be in a genre's question; a longer one is quoted by its first clause that stands alone. */
const QUOTE_WORDS = 24;

/**
 * The claims a genre's stem can quote: itself when short enough, else each of its parts between
 * semicolons and colons that has six words or more ("If you lend money to any of my people who is
 * poor, you shall not be to him as a creditor; neither…" quotes up to the semicolon).
 */
function quotableClaims(claim: Claim, language: TextLanguage): Claim[] {
  const words = (t: string) => t.split(/\s+/).filter(Boolean).length;
  // "Mais qu'il n'ait pas…" is quoted from its clause: "Qu'il n'ait pas…".
  const text = cleanClause(claim.text, language);
  if (words(text) <= QUOTE_WORDS) return [text === claim.text ? claim : { ...claim, text }];
  // Each of its members that reads alone, so a verse's promise can be asked about as well as its opening ("a time to plant, and a time to pluck up").
  // Not at the colon of a reference: "Mwanzo 2:24" is one quotation.
  const parts = text.split(/\s*(?<!\d)[;:؛](?!\d)\s*/u).filter((p) => words(p) >= 6 && words(p) <= QUOTE_WORDS);
  // A verse with no semicolon ("Thine eyes and thine heart are not but for thy covetousness, and for to shed…") is quoted to its first comma when that reads whole.
  const opening = text.split(/\s*[,،]\s*/u)[0]!;
  if (
    parts.length === 0 &&
    words(opening) >= 6 &&
    words(opening) <= QUOTE_WORDS &&
    slotProblems(opening, language, 'clause').every((p) => p === 'pronoun_subject')
  )
    parts.push(opening);
  return parts.map((part) => ({ ...claim, text: part, main: undefined, reason: undefined }));
}

function fillings(stem: Stem, readingIn: PassageReading): Filling[] {
  // Stems written for a kind of passage, and the last resorts that must serve any: they quote a
  // text's own voice ("We believe…") and a long law to its semicolon; the older stems keep their checks.
  const forGenre = stem.requires?.genres !== undefined || stem.requires?.lastResort === true;
  const tried = claimsToTry(readingIn);
  const reading = { ...readingIn, claims: forGenre ? tried.flatMap((c) => quotableClaims(c, readingIn.language)) : tried };
  const keys = sentenceKeys(readingIn);
  const needs = slotsOf(stem);
  const language = reading.language;
  const voiced = forGenre && VOICED.includes(reading.genre);
  const clean = (text: string, kind: 'name' | 'concept' | 'clause') =>
    slotProblems(text, language, kind).every(
      (problem) =>
        // Scripture is quoted as it is written ("So he turned and went away in a rage"): the student reads it with the passage.
        (reading.scripture && kind === 'clause' && problem === 'pronoun_subject') ||
        (voiced &&
          kind === 'clause' &&
          ((problem === 'pronoun_subject' && SPEAKING[language].test(text)) ||
            (problem === 'starts_with_function_word' && reading.genre === 'law' && CONDITION_OPENING[language].test(text)))),
    );
  const sentenceWith = (...names: string[]) => keys.findIndex((key) => names.every((n) => key.includes(nameKey(n))));
  const has = (slot: SlotName) => needs.includes(slot);

  const requires = stem.requires ?? {};
  if (requires.source) return [];
  if (requires.genres && !requires.genres.includes(reading.genre)) return [];
  if (requires.notScripture && reading.scripture) return [];
  if (requires.scriptureOnly && !reading.scripture) return [];
  const ideas = requires.strongConcept ? reading.keyPhrases.slice(0, reading.strongConceptCount) : reading.keyPhrases.slice(0, reading.conceptCount);
  // A sentence quoted in a question of application or judgment must be readable at a glance.
  const quotable = (c: Claim) => stem.level < 3 || c.text.split(/\s+/).length <= 24;
  const minWeight = requires.minWeight ?? (requires.theology ? 1 : 0);
  const claimFits = (c: Claim) =>
    // Quoted alone, "with this saying" or "Many were pages" says nothing the reader can place.
    !c.deictic &&
    !c.vagueSubject &&
    // "Ambrose baptized him": quoted alone, "him" is nobody; unless the sentence names two people, one of whom it must be.
    (stem.level === 1 || reading.scripture || voiced || pronounHasAntecedent(c, language)) &&
    // One does not ask whether God was right.
    // …nor how to weigh what Jesus said ("Yesu akasema, Huyu mjane ametoa zaidi ya wote").
    (stem.level < 4 ||
      requires.scriptureOnly === true ||
      requires.aboutGod === true ||
      (!DIVINE_SUBJECT.test(c.text) && !DIVINE_SPEECH[language].test(c.text))) &&
    // Beyond recall, a question about a quoted sentence treats it as the passage's word: someone else's view is asked about through its holder (the speaker stems).
    (stem.level === 1 || !c.reported || requires.reportedOk === true) &&
    (!requires.personChooses || (!c.reported && reading.entities.people.some((p) => chooses(c.text, p, language)))) &&
    (!requires.general || !reading.entities.people.some((p) => personNamedIn(c.text, p))) &&
    // "Later that year he was confronted by Farel": quoted alone, "he" is nobody (Scripture is quoted as written).
    (reading.scripture || voiced || !unplacedSubject(c.text, language, reading.entities.people)) &&
    // "What happened next?" needs a next sentence that tells what happened.
    // …and not the passage's last, which so often looks back ("Augustine tells the story…") rather than on.
    (stem.answeredBy !== 'next-sentence' ||
      (c.sentenceIndex + 2 < reading.sentences.length &&
        reading.claims.some((k) => k.sentenceIndex === c.sentenceIndex + 1 && k.kind === 'event' && !k.reported && !LOOKS_BACK[language].test(k.text)))) &&
    // Scripture tells its story in plain words: a parable's turn carries its teaching without a theological term.
    // To be applied or judged (levels 3 and 4), even a scene of Scripture must carry one: "Jacob took a stone for his pillow" teaches nothing alone.
    c.weight >= (reading.scripture && c.kind === 'event' && stem.level < 3 ? 0 : minWeight) &&
    // "A man goes to the forest to cut wood, for example": an illustration of a law, not a word to defend or judge.
    (stem.level < 4 || !ILLUSTRATION[language].test(c.text)) &&
    quotable(c) &&
    (!requires.notFactual || !c.factual) &&
    (!requires.ownVoice || !c.reported) &&
    (!requires.impersonal || (!PERSONAL[language].test(c.text) && !/[?؟]\s*$/u.test(c.text))) &&
    (!requires.future || FUTURE[language].test(c.text)) &&
    (!requires.middle || (c.sentenceIndex > 0 && c.sentenceIndex < reading.sentences.length - 1)) &&
    (!requires.narrative || reading.claims.filter((k) => k.kind === 'event').length * 2 >= reading.claims.length);
  // A sentence's two halves, a turn ("A, but B") or an end ("A so that B"): the second is quoted only where the stem asks for it.
  const halves = (pick: (c: Claim) => [string, string] | undefined, first: SlotName, second: SlotName, fit: (a: string, b: string) => boolean) =>
    reading.claims.flatMap((c) => {
      const pair = pick(c);
      if (!pair || !fit(pair[0], pair[1]) || !claimFits(c)) return [];
      return [{ slots: has(second) ? { [first]: pair[0], [second]: pair[1] } : { [first]: pair[0] }, sentences: [c.sentenceIndex], claim: c }];
    });
  if (has('first')) {
    // The second half of a turn may lean on the first for its subject ("…, but he gives grace"): quoted beside it, it reads whole.
    const leans = (text: string) => slotProblems(text, language, 'clause').every((p) => p === 'pronoun_subject');
    // "We are not saved by our works": a "we" or "you" speaks for every believer, whatever the genre.
    const opens = (text: string) => clean(text, 'clause') || (SPEAKING[language].test(text) && leans(text));
    return halves(
      (c) => c.contrast && [c.contrast.first, c.contrast.second],
      'first',
      'second',
      (a, b) => opens(a) && (!has('second') || leans(b)),
    );
  }
  if (has('action'))
    return halves(
      (c) => c.purpose && [c.purpose.main, c.purpose.end],
      'action',
      'purpose',
      (a) => clean(a, 'clause'),
    );
  if (has('main')) {
    return reading.claims
      .filter((c) => c.main && c.reason && clean(c.reason, 'clause') && claimFits(c))
      .map((c) => ({ slots: { main: c.main!, reason: c.reason! }, sentences: [c.sentenceIndex], claim: c }));
  }
  if (has('blanked')) {
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .flatMap((c) => {
        // The sentence's strongest idea (by the passage's own ranking), never its first or last word nor a word of a name.
        const ideas = reading.keyPhrases.map(nameKey);
        const rank = (t: { text: string }) => {
          const at = ideas.indexOf(nameKey(t.text));
          return at < 0 ? ideas.length : at;
        };
        const names = [...reading.entities.people, ...reading.entities.works, ...reading.entities.places, ...reading.entities.organizations].map(nameKey);
        const term = conceptsIn(c.text, language)
          .filter((t) => language !== 'en' || nlp(t.text).has('#Noun'))
          .filter((t) => !requires.strongConcept || ideas.some((k) => nameKey(k) === nameKey(t.text)))
          .filter(
            (t) =>
              t.start > 0 &&
              t.start + t.text.length < c.text.length - 1 &&
              !DIVINE_WORDS.test(t.text.replace(/[\u064b-\u065f\u0670]/gu, '')) &&
              !isBroadWord(t.text, language) &&
              !names.some((n) => n.includes(nameKey(t.text))),
          )
          // "Cheap ____ is …; it is grace without discipleship": a word the sentence says again gives the gap away.
          .filter((t) => nameKey(c.text).split(nameKey(t.text)).length === 2)
          // …and so does one the sentences just before have named ("How often is one baptised? … one faith, one ____").
          .filter((t) => [1, 2].every((back) => !nameKey(reading.sentences[c.sentenceIndex - back] ?? '').includes(nameKey(t.text))))
          .sort((a, b) => rank(a) - rank(b))[0];
        if (!term) return [];
        const blanked = `${c.text.slice(0, term.start)}____${c.text.slice(term.start + term.text.length)}`;
        return [{ slots: { blanked }, sentences: [c.sentenceIndex], claim: c }];
      });
  }
  if (has('speaker') || (has('proposition') && !has('speaker'))) {
    return (
      reading.claims
        .filter(
          (c) =>
            c.speaker &&
            c.proposition &&
            // "Elijah said unto her, Fear not; make me a cake": a command or a request is no view someone held.
            c.kind !== 'command' &&
            !PERSONAL[language].test(c.proposition) &&
            clean(c.speaker, 'name') &&
            slotProblems(c.proposition, language, 'clause').every((p) => p === 'pronoun_subject'),
        )
        // Weighing or applying a view needs a view: what is or ought to be, about God or the church, not "Valentinus had borrowed from Plato".
        .filter((c) => stem.level === 1 || (c.propositionIsView === true && theologicalWeight(c.proposition!, language) >= 1))
        .map((c) => ({
          slots: has('speaker') ? { speaker: c.speaker!, proposition: c.proposition! } : { proposition: c.proposition! },
          sentences: [c.sentenceIndex],
          claim: c,
        }))
    );
  }
  if (has('clause')) {
    // A clause of a sentence that can stand on its own (its opening, or what follows a semicolon or colon)
    // and names one of the passage's ideas: never the whole sentence, never a piece without its subject.
    const out: Filling[] = [];
    for (const c of reading.claims.filter((k) => !k.deictic && !k.vagueSubject)) {
      const parts = c.text.split(/\s*([,;:،؛])\s*/u);
      if (parts.length < 3) continue;
      const standing: string[] = [parts[0]!];
      for (let k = 1; k + 1 < parts.length; k += 2) if (/[;:؛]/u.test(parts[k]!)) standing.push(parts[k + 1]!);
      for (const raw of standing) {
        const part = cleanClause(raw, language);
        if (part.split(/\s+/).length < 4 || !clean(part, 'clause') || !standsAlone(part, language)) continue;
        const concept = ideas.find((k) => nameKey(part).includes(nameKey(k)));
        if (concept) out.push({ slots: { clause: part, concept }, sentences: [c.sentenceIndex], claim: c });
      }
    }
    return out;
  }
  if (has('event') && has('person')) {
    // A sentence that tells what the passage's main person did: the person is named in it.
    const kinds = stem.claimKinds ?? ['event'];
    const named = mainPerson(reading.entities, reading.sentences);
    const first = named && !namedOnly(named, reading) ? named : undefined;
    // A passage about a persecution is about its victims too: the one whose choices are weighed is the next most named.
    const main =
      requires.exemplary && first && persecutes(first, reading.sentences, language)
        ? byMentionsOf(reading).find((p) => !persecutes(p, reading.sentences, language))
        : first;
    if (!main) return [];
    // The person must be the one acting: the sentence opens on their name ("Zacchaeus stood and promised…").
    const acting = (c: Claim) => actsIn(c.text, main, language);
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c) && acting(c) && !c.reported)
      .map((c) => ({ slots: { event: c.text, person: main }, sentences: [c.sentenceIndex], claim: c }));
  }
  if (has('claim') && has('concept')) {
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .flatMap((c) => {
        const concept = ideas.find((k) => nameKey(c.text).includes(nameKey(k)) && !nameKey(c.text).startsWith(nameKey(k)));
        return concept ? [{ slots: { claim: c.text, concept }, sentences: [c.sentenceIndex], claim: c }] : [];
      });
  }
  if (has('claim') || has('event')) {
    const slot: SlotName = has('claim') ? 'claim' : 'event';
    const kinds = stem.claimKinds ?? ['statement', 'event', 'command'];
    return reading.claims
      .filter((c) => kinds.includes(c.kind) && clean(c.text, 'clause') && claimFits(c))
      .map((c) => ({ slots: { [slot]: c.text }, sentences: [c.sentenceIndex], claim: c }));
  }
  const byMentions = byMentionsOf(reading);
  const main = requires.exemplary ? byMentions.find((p) => !persecutes(p, reading.sentences, language)) : byMentions[0];
  const narrative = reading.claims.filter((k) => k.kind === 'event').length * 2 >= reading.claims.length;
  // "Which choices of X would you defend" asks about a life told, not about a thinker's ideas.
  if (requires.narrative && !narrative) return [];
  const people = byMentions.filter(
    (p) => (!requires.mainPerson || p === main) && (!requires.secondaryPerson || p !== main) && (!requires.acts || acts(p, reading)),
  );
  // "The passage's view of X" needs a statement of the passage's own that names X.
  const ownStatements = reading.claims.filter((c) => c.kind === 'statement' && !c.reported && !c.deictic).map((c) => nameKey(c.text));
  const concepts = (
    requires.strongConcept
      ? reading.keyPhrases.slice(0, reading.strongConceptCount)
      : requires.theologicalConcept
        ? reading.keyPhrases.slice(0, reading.conceptCount)
        : reading.keyPhrases
  )
    .filter((concept) => !requires.ownVoiceConcept || ownStatements.some((text) => text.includes(nameKey(concept))))
    .filter((concept) => !requires.phrase || /\s/u.test(concept.trim()))
    .filter((concept) => !requires.dwelt || keys.filter((key) => key.includes(nameKey(concept))).length >= 2)
    .slice(0, 6);
  if (has('work')) {
    const out: Filling[] = [];
    for (const work of reading.entities.works.filter((w) => clean(w, 'name'))) {
      for (const person of people) {
        const at = sentenceWith(work, person);
        if (at >= 0) out.push({ slots: { work, person }, sentences: [at] });
      }
    }
    return out;
  }
  if (has('person') && has('concept')) {
    const out: Filling[] = [];
    for (const person of people) {
      for (const concept of concepts) {
        const at = sentenceWith(person, concept);
        if (at >= 0) out.push({ slots: { person, concept }, sentences: [at] });
      }
    }
    return out;
  }
  if (has('person')) return people.map((person) => ({ slots: { person }, sentences: [Math.max(0, sentenceWith(person))] }));
  if (has('concept2')) {
    const out: Filling[] = [];
    concepts.forEach((a, i) =>
      concepts.slice(i + 1).forEach((b) => {
        if (nameKey(a).includes(nameKey(b)) || nameKey(b).includes(nameKey(a)) || (SCRIPTURE_NAMES.test(a) && SCRIPTURE_NAMES.test(b))) return;
        const at = sentenceWith(a, b);
        if (at >= 0) out.push({ slots: { concept: a, concept2: b }, sentences: [at] });
      }),
    );
    return out;
  }
  if (has('concept')) return concepts.map((concept) => ({ slots: { concept }, sentences: [Math.max(0, sentenceWith(concept))] }));
  return [];
}

/** A readable length for a quoted sentence: long enough to say something, short enough to read on a phone. */
function lengthFit(slots: Partial<Record<SlotName, string>>): number {
  const clause = slots.claim ?? slots.clause ?? slots.blanked ?? slots.event ?? slots.main ?? slots.proposition ?? slots.first ?? slots.action;
  if (!clause) return 0;
  const n = wordsIn(clause);
  if (n < 6) return -0.3;
  if (n <= 18) return 0.4;
  if (n <= 24) return 0;
  return -0.5;
}

/** Every candidate question of one level, scored, best first. */
export function candidatesFor(level: DifficultyLevel, reading: PassageReading, passage: string, keywords: string[]): Candidate[] {
  const language = reading.language;
  const keywordKeys = keywords.map(nameKey);
  const topConcepts = reading.keyPhrases.slice(0, 3).map(nameKey);
  const out: Candidate[] = [];
  for (const stem of STEMS.filter((s) => s.level === level)) {
    for (const filling of fillingsOf(stem, reading)) {
      // "What does the law require concerning “law”?": the name of the kind of text is never the idea asked about.
      if ([filling.slots.concept, filling.slots.concept2].some((c) => c && KIND_WORD[language].test(c))) continue;
      const content = fillStem(stem, language, filling.slots);
      const stemWords = stemWordCount(stem, language);
      const templateShare = Math.min(1, stemWords / Math.max(1, wordsIn(content)));
      const slotText = nameKey(Object.values(filling.slots).join(' '));
      let score = 2 - TEMPLATE_WEIGHT * templateShare + lengthFit(filling.slots) + 0.5 * jitter(passage, stem.id);
      // A sentence that carries theology makes a better question than one that tells a story or a date.
      if (filling.claim) score += 0.25 * Math.min(3, filling.claim.weight) - (filling.claim.factual ? 0.4 : 0);
      // What God or Jesus says in a story is most often its turning point ("Daughter, thy faith hath made thee whole").
      if (filling.claim && DIVINE_SPEECH[language].test(filling.claim.text)) score += CRUX_BONUS;
      // A life or a history is weighed at its turns (Bakhita staying when she was free), not at its dates of birth and death.
      if ((filling.slots.event || filling.slots.claim) && filling.claim && (reading.genre === 'biography' || reading.genre === 'history')) {
        if (MORAL_TURN[language].test(filling.claim.text)) score += TURN_IN_A_STORY;
        if (isLifeNotice(filling.claim.text, language) || filling.claim.sentenceIndex === 0) score -= FRAME_OF_A_STORY;
      }
      const theological = reading.keyPhrases.slice(0, reading.conceptCount).map(nameKey);
      if (filling.slots.concept) score += (theological.includes(nameKey(filling.slots.concept)) ? 0.5 : -0.3) - (level > 1 ? 0.3 : 0);
      // A question on how the passage's own statements hang together (what it opposes, what for, why) reads it more closely than one on a sentence alone.
      // At recall, the other half is in the same sentence: asking for it is a look-up, not a reading.
      if (level > 1 && (filling.slots.first || filling.slots.action || filling.slots.main)) score += RELATION_BONUS;
      // A frame with only a word of the passage in it ("What does the passage say about “joy”?") reads as a template to a lecturer: a sentence of the passage wins when there is one.
      if (!Object.keys(filling.slots).some((slot) => SLOT_OF_A_SENTENCE.has(slot as SlotName))) score -= WORD_ONLY;
      if (stem.requires?.lastResort) score -= LAST_RESORT;
      if (keywordKeys.some((k) => k && slotText.includes(k))) score += 0.6;
      if (topConcepts.some((c) => slotText.includes(c))) score += 0.4;
      out.push({ level, stem, content, slots: filling.slots, sentences: filling.sentences, stemWords, templateShare, score });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * One question per level, chosen together: each level's best candidates (at most one per stem
 * and sentence), and of all their combinations the one that scores best when a sentence quoted
 * twice or the same kind of question asked twice counts against it, so the four questions ask
 * about different things in different ways. A stable hash of the passage tilts each level
 * towards one kind of question, so across passages a level's questions use many stems.
 */
export function chooseQuestions(
  levels: DifficultyLevel[],
  reading: PassageReading,
  passage: string,
  keywords: string[],
  sources: SourceForQuestion[] = [],
): Map<DifficultyLevel, Candidate> {
  const familyOf = (c: Candidate) => slotsOf(c.stem).sort().join('+');
  const subjectOf = (c: Candidate) =>
    [c.slots.concept, c.slots.concept2, c.slots.person]
      .filter(Boolean)
      .map((v) => nameKey(v!))
      .sort()
      .join('|');
  const options = [...levels]
    .sort((a, b) => a - b)
    .map((level) => {
      const seen = new Set<string>();
      // The stem is in the passage's language, but a question made mostly of names can read as another.
      const all = candidatesFor(level, reading, passage, keywords).filter((c) => detectTextLanguage(c.content) === reading.language);
      const ranked = all
        .map((c) => ({ candidate: c, score: c.score + FAMILY_TILT * jitter(passage, `level-${level}-${familyOf(c)}`) }))
        .sort((a, b) => b.score - a.score)
        .filter(({ candidate: c }) => {
          const key = `${c.stem.id}|${c.sentences.join(',')}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, OPTIONS_PER_LEVEL);
      return { level, ranked, all };
    })
    .filter((o) => o.ranked.length > 0);

  let best: { total: number; picks: Candidate[] } = { total: -Infinity, picks: [] };
  const search = (depth: number, picks: Candidate[], total: number) => {
    if (depth === options.length) {
      if (total > best.total) best = { total, picks: [...picks] };
      return;
    }
    for (const { candidate, score } of options[depth]!.ranked) {
      const reused = picks.filter((p) => p.sentences.some((s) => candidate.sentences.includes(s))).length;
      const sameKind = picks.filter((p) => familyOf(p) === familyOf(candidate)).length;
      // The same idea, pair of ideas or person asked about twice ("how are A and B related?", then "how does it connect A with B?").
      const sameSubject = picks.filter((p) => subjectOf(p) !== '' && subjectOf(p) === subjectOf(candidate)).length;
      picks.push(candidate);
      // A third question on one sentence reads as the same question again: only when nothing else is left.
      const crowded = reused >= 2 ? THIRD_USE : 0;
      search(depth + 1, picks, total + score - REUSED_SENTENCE * reused - crowded - SAME_KIND * sameKind - REUSED_SENTENCE * sameSubject);
      picks.pop();
    }
  };
  search(0, [], 0);
  const sourced = sourceCandidates(levels, reading, sources);
  // A library text that belongs with the passage is set beside it in one question: at the level where that costs the set least.
  if (sourced.length && best.picks.length) {
    const swaps = sourced
      .map((candidate) => {
        const at = best.picks.findIndex((p) => p.level === candidate.level);
        return { candidate, at, loss: at < 0 ? Infinity : best.picks[at]!.score - candidate.score };
      })
      .filter((s) => s.at >= 0)
      .sort((a, b) => a.loss - b.loss);
    const swap = swaps[0];
    if (swap) best.picks[swap.at] = swap.candidate;
  }
  // The same question in another of its kind's wordings, chosen by the passage's hash: a level's questions spread over all of them.
  const sameSlots = (a: Candidate, b: Candidate) => familyOf(a) === familyOf(b) && JSON.stringify(a.slots) === JSON.stringify(b.slots);
  // A level with nothing of the passage to ask about still gets the library's question when there is one.
  for (const candidate of sourced) if (!best.picks.some((p) => p.level === candidate.level) && !best.picks.some((p) => p.source)) best.picks.push(candidate);
  return new Map(
    best.picks.map((pick) => {
      if (pick.source) return [pick.level, pick];
      const wordings = options
        .find((o) => o.level === pick.level)!
        .all.filter((c) => sameSlots(c, pick))
        .sort((a, b) => a.stem.id.localeCompare(b.stem.id));
      return [pick.level, wordings[Math.floor(jitter(passage, `wording-${pick.level}`) * wordings.length)] ?? pick];
    }),
  );
}

/** How much a sentence already quoted at another level, or a kind of question already asked, costs a candidate. */
const REUSED_SENTENCE = 8;
const THIRD_USE = 2;
const SAME_KIND = 0.8;
/** How far the passage's hash may tilt a level towards one kind of question among good ones. */
const FAMILY_TILT = 0.7;
/** Candidates per level weighed together (8⁴ combinations at most). */
const OPTIONS_PER_LEVEL = 8;
/** What a question on a turn, a purpose or a reason of the passage gains over one on a sentence alone. */
const RELATION_BONUS = 0.5;
/** The slots that quote a sentence or a clause of the passage, rather than a word or a name. */
const SLOT_OF_A_SENTENCE = new Set<SlotName>(['claim', 'clause', 'blanked', 'main', 'reason', 'proposition', 'event', 'first', 'action']);
/** What a question on a word or a name alone gives up against one on a sentence. */
const WORD_ONLY = 1;
/** What a last-resort stem gives up against any other that fits. */
const LAST_RESORT = 3;
/** How much a question made of the stem's words rather than the passage's loses against one that quotes the passage. */
const TEMPLATE_WEIGHT = 5.5;
