import nlp from 'compromise';
import { franc } from 'franc-min';
import type { NlpMetadata } from '#shared/schemas/content.ts';
import { findEntities } from '#server/lib/nlp/entities.ts';
import { detectTextLanguage } from '#server/lib/nlp/text.ts';

/**
 * The NLP step of the admin pipeline, with compromise for sentences, noun
 * phrases and named entities and franc for the language. The approach follows the question
 * engine's excerpt reader (server/lib/nlp/passage.ts): entities must be written with a
 * capital, possessives are dropped, a lone given name at the start of a sentence is no evidence of
 * a person. Unlike it, this reads whole books, so it works chunk by chunk and counts instead of
 * searching the text once per phrase.
 */

const WORDS_PER_MINUTE = 200;
const KEY_PHRASES = 10;
const MAX_ENTITIES = 20;
const MAX_PHRASE_WORDS = 5;
/** compromise parses about 50 KB a second; chunks this size keep each slice of the event loop short. */
const CHUNK_CHARACTERS = 3_000;
/** franc reads this much; more does not change its answer. */
const LANGUAGE_SAMPLE = 4_000;
/** Sentences longer than this (tables, run-on PDF text) are poor summary material. */
const MAX_SUMMARY_SENTENCE = 400;

interface TermJson {
  text: string;
  normal: string;
  pre: string;
  post: string;
  tags: string[];
}
interface SentenceJson {
  text: string;
  terms: TermJson[];
}
/** The slice of compromise's views this module uses. */
interface View {
  json: (options?: object) => unknown;
  forEach: (fn: (m: View) => void) => unknown;
  text: (options?: string | object) => string;
}

const TERM_JSON = { terms: { text: true, normal: true, pre: true, post: true, tags: true } };
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const has = (term: TermJson, tag: string) => term.tags.includes(tag);
const capitalised = (word: string) => /^\p{Lu}/u.test(word);
/** Punctuation after a term (other than a hyphen or an apostrophe) ends a phrase there. */
const endsPhrase = (term: TermJson) => /[,;:.!?()[\]"“”]/.test(term.post);
const startsQuoteOrBracket = (term: TermJson) => /["“([]/.test(term.pre);

// compromise tags some prepositions as adjectives ("against"); these always split a noun phrase.
const SPLITTING_WORDS = new Set([
  'against',
  'about',
  'among',
  'between',
  'through',
  'toward',
  'towards',
  'within',
  'without',
  'upon',
  'into',
  'onto',
  'across',
  'beyond',
  'despite',
  'during',
  'over',
  'under',
  'versus',
  'via',
  'than',
]);
const LEADING_QUANTIFIERS = new Set(['many', 'most', 'some', 'several', 'few', 'all', 'each', 'every', 'such', 'other', 'any', 'both', 'more', 'much', 'own']);
/** Lower-case words allowed inside a title ("Theological Pitfalls in Africa", "The Cost of Discipleship"). */
const TITLE_JOINERS = new Set(['of', 'the', 'a', 'an', 'and', 'in', 'on', 'to', 'for', 'with', 'from', 'as', 'at', 'by', 'or']);
const WRITING_VERBS = new Set([
  'wrote',
  'write',
  'writes',
  'written',
  'writing',
  'published',
  'publish',
  'publishes',
  'authored',
  'penned',
  'composed',
  'translated',
  'edited',
]);
/** Names of God and the canon: capitalised, but not works in themselves. */
const NOT_WORKS = new Set([
  'god',
  'lord',
  'christ',
  'jesus',
  'jesus christ',
  'spirit',
  'holy spirit',
  'bible',
  'the bible',
  'scripture',
  'scriptures',
  'gospel',
  'the gospel',
]);
/** The head nouns of institutions: "Africa Inland Church" is an organization, "Church Dogmatics" is a work. */
const INSTITUTION_HEADS = new Set([
  'church',
  'churches',
  'university',
  'seminary',
  'college',
  'institute',
  'society',
  'council',
  'mission',
  'missions',
  'fellowship',
  'association',
  'convention',
  'union',
  'conference',
  'ministry',
  'ministries',
  'assembly',
  'assemblies',
  'board',
  'alliance',
  'movement',
  'school',
  'synod',
  'diocese',
]);
const ORGANIZATION_WORDS = new Set(['church', 'council', 'synod', 'seminary', 'university', 'society']);

interface Tally {
  /** Surface forms seen, with their counts; the most common one is shown. */
  forms: Map<string, number>;
  count: number;
  first: number;
}

const capitals = (text: string) => text.replace(/[^\p{Lu}]/gu, '').length;
/** The most frequent form; between equals, the one with fewer capitals ("grace", not the sentence-initial "Grace"). */
function preferredForm(forms: Map<string, number>): string {
  return [...forms.entries()].sort((a, b) => b[1] - a[1] || capitals(a[0]) - capitals(b[0]))[0]![0];
}

class Counter {
  private readonly tallies = new Map<string, Tally>();
  private order = 0;

  add(key: string, form: string, times = 1) {
    const tally = this.tallies.get(key) ?? { forms: new Map<string, number>(), count: 0, first: this.order++ };
    tally.count += times;
    tally.forms.set(form, (tally.forms.get(form) ?? 0) + times);
    this.tallies.set(key, tally);
  }

  /** Entries, most frequent first, ties in order of first appearance. */
  ranked(): { key: string; text: string; count: number }[] {
    return [...this.tallies.entries()]
      .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
      .map(([key, tally]) => ({ key, text: preferredForm(tally.forms), count: tally.count }));
  }

  /** Folds "church" into "churches" (or the reverse), keeping the form seen more often. */
  mergePlurals() {
    for (const key of [...this.tallies.keys()]) {
      for (const plural of [`${key}s`, `${key}es`]) {
        const singular = this.tallies.get(key);
        const other = this.tallies.get(plural);
        if (!singular || !other) continue;
        const [keep, drop, dropKey] = other.count > singular.count ? [other, singular, key] : [singular, other, plural];
        keep.count += drop.count;
        keep.first = Math.min(keep.first, drop.first);
        for (const [form, n] of drop.forms) keep.forms.set(form, (keep.forms.get(form) ?? 0) + n);
        this.tallies.delete(dropKey);
      }
    }
  }
}

/** Splits text into chunks of about `size` characters, at paragraph, else sentence, else word ends. */
export function chunksOf(text: string, size = CHUNK_CHARACTERS): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > size) {
    const window = rest.slice(0, size);
    const floor = Math.floor(size / 2);
    let cut = window.lastIndexOf('\n\n');
    if (cut < floor) cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! ')) + 1;
    if (cut < floor) cut = window.lastIndexOf(' ');
    if (cut < floor) cut = size;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.trim()) chunks.push(rest);
  return chunks;
}

/**
 * Noun phrases from compromise's noun chunks, cut into the units a reader would name: split at
 * conjunctions, at prepositions other than "of" ("doctrine of grace" stays whole), at pronouns
 * and at punctuation; leading determiners, quantifiers, numbers and possessives dropped.
 */
function nounPhrases(matches: { terms: TermJson[] }[]): { key: string; text: string }[] {
  const phrases: { key: string; text: string }[] = [];
  const flush = (terms: TermJson[]) => {
    // "Karl Barth's Church Dogmatics" names the dogmatics: drop everything up to a possessive.
    const lastPossessive = terms.findLastIndex((t, i) => i < terms.length - 1 && has(t, 'Possessive'));
    let start = lastPossessive + 1;
    while (
      start < terms.length &&
      (has(terms[start]!, 'Determiner') || has(terms[start]!, 'Possessive') || has(terms[start]!, 'Value') || LEADING_QUANTIFIERS.has(terms[start]!.normal))
    ) {
      start++;
    }
    const kept = terms.slice(start);
    if (kept.length === 0 || kept.length > MAX_PHRASE_WORDS) return;
    const text = kept.map((t) => t.text).join(' ');
    const key = kept.map((t) => t.normal).join(' ');
    if (key.length < 3 || !/\p{L}/u.test(key) || kept.every((t) => has(t, 'Value') || has(t, 'Date'))) return;
    phrases.push({ key, text });
  };
  for (const match of matches) {
    let current: TermJson[] = [];
    for (const term of match.terms) {
      const splits = has(term, 'Conjunction') || has(term, 'Pronoun') || (has(term, 'Preposition') && term.normal !== 'of') || SPLITTING_WORDS.has(term.normal);
      if (splits) {
        flush(current);
        current = [];
        continue;
      }
      current.push(term);
      if (endsPhrase(term)) {
        flush(current);
        current = [];
      }
    }
    flush(current);
  }
  return phrases;
}

/**
 * A title-cased run starting at `from`: capitalised words, with lower-case joiners ("of",
 * "in", "the") allowed between them, ending at punctuation or at the first word that is neither.
 */
function titleRun(terms: TermJson[], from: number): { text: string; terms: TermJson[] } | null {
  let i = from;
  // "In the Church Dogmatics": a function word capitalised only because it starts the sentence.
  const functionWord = (t: TermJson) => ['Preposition', 'Conjunction', 'Pronoun', 'Adverb', 'QuestionWord'].some((tag) => has(t, tag));
  if (terms[i] && functionWord(terms[i]!) && !endsPhrase(terms[i]!)) i++;
  // "wrote the Institutes": a lower-case article before the title is not part of it.
  if (terms[i] && (terms[i]!.normal === 'the' || terms[i]!.normal === 'a') && !capitalised(terms[i]!.text)) i++;
  if (!terms[i] || !capitalised(terms[i]!.text) || has(terms[i]!, 'Possessive')) return null;
  const run: TermJson[] = [];
  while (i < terms.length) {
    const term = terms[i]!;
    // A possessive belongs to the owner, not the title ("Karl Barth's Church Dogmatics").
    if (has(term, 'Possessive')) break;
    if (capitalised(term.text)) {
      run.push(term);
      i++;
      if (endsPhrase(term)) break;
      continue;
    }
    // A joiner counts only when a capitalised word follows it.
    let j = i;
    while (j < terms.length && TITLE_JOINERS.has(terms[j]!.normal) && !endsPhrase(terms[j]!)) j++;
    if (j === i || j >= terms.length || !capitalised(terms[j]!.text)) break;
    run.push(...terms.slice(i, j));
    i = j;
  }
  if (run.length === 0) return null;
  return { text: run.map((t) => t.text).join(' '), terms: run };
}

/** Sentence-case words beyond the first are the mark of a title rather than of quoted speech. */
function looksLikeTitle(text: string): boolean {
  const words = text.split(' ');
  if (words.length > 12 || !capitalised(words[0]!) || /[.!?]\s/.test(text)) return false;
  return words.every((word) => word.length <= 3 || capitalised(word) || TITLE_JOINERS.has(word.toLowerCase()));
}

const workKey = (title: string) => title.toLowerCase().replace(/^(the|a|an) /, '');

/**
 * Works (books, confessions, treatises) by four heuristics, since compromise has no "work" tag:
 * 1. quoted titles: a quotation whose words are title-cased ("The Humanity of God", not "Jesus loves me");
 * 2. italics markers: *Title* or _Title_ (Markdown, and how many PDFs and transcripts mark titles);
 * 3. the title-cased run after a verb of writing ("Kato wrote Theological Pitfalls in Africa") or
 *    after a person's possessive ("Calvin's Institutes of the Christian Religion");
 * 4. organization-like names that are not institutions: a run of two or more capitalised words that
 *    compromise tags as an organization or that contains an institution word, but does not end in an
 *    institution noun or a place ("Church Dogmatics" yes, "Africa Inland Church" and "Church of England" no).
 * Names of God and the canon are never works.
 */
function findWorks(sentences: SentenceJson[], quotations: string[], rawText: string, works: Counter) {
  const addWork = (raw: string) => {
    const title = collapse(raw).replace(/^["“'‘*_]+|["”'’*_.,;:!?]+$/g, '');
    if (title.length < 3 || NOT_WORKS.has(title.toLowerCase())) return;
    works.add(workKey(title), title);
  };
  for (const quote of quotations) {
    const inner = collapse(quote).replace(/^["“]+|["”.,;:!?]+$/g, '');
    if (looksLikeTitle(inner)) addWork(inner);
  }
  for (const match of rawText.matchAll(/(?<![\p{L}\p{N}*_])([*_]{1,2})(\p{Lu}[^*_\n]{1,150}?)\1(?![\p{L}\p{N}*_])/gu)) {
    if (match[2]!.split(' ').length <= 15) addWork(match[2]!);
  }
  for (const { terms } of sentences) {
    for (let i = 0; i < terms.length; i++) {
      const term = terms[i]!;
      const afterWriting = has(term, 'Verb') && WRITING_VERBS.has(term.normal) && !endsPhrase(term);
      const afterPossessive = has(term, 'Possessive') && capitalised(term.text) && (has(term, 'Person') || has(term, 'ProperNoun')) && !endsPhrase(term);
      if (afterWriting || afterPossessive) {
        const run = titleRun(terms, i + 1);
        if (run && !run.terms.every((t) => has(t, 'Place'))) addWork(run.text);
        continue;
      }
      // Runs starting here (not inside a run already considered): organization-like names.
      if (!capitalised(term.text) || (i > 0 && capitalised(terms[i - 1]!.text) && !endsPhrase(terms[i - 1]!))) continue;
      const run = titleRun(terms, i);
      if (!run || run.terms.length < 2) continue;
      const last = run.terms[run.terms.length - 1]!;
      const organizationLike = run.terms.some((t) => has(t, 'Organization') || ORGANIZATION_WORDS.has(t.normal));
      if (organizationLike && !INSTITUTION_HEADS.has(last.normal) && !has(last, 'Place') && !startsQuoteOrBracket(term)) addWork(run.text);
    }
  }
}

/** Folds a one-word name into the longer name it belongs to ("Kato" into "Byang Kato"), adding its mentions. */
function foldShortNames(ranked: { key: string; text: string; count: number }[]) {
  const entries = ranked.map((e) => ({ ...e }));
  const long = entries.filter((e) => e.key.includes(' '));
  const kept: typeof entries = [];
  for (const entry of entries) {
    const owner = entry.key.includes(' ') ? undefined : long.find((l) => l.key.split(' ').includes(entry.key));
    if (owner) owner.count += entry.count;
    else kept.push(entry);
  }
  // A stable sort: ties keep their order of first appearance.
  return kept.sort((a, b) => b.count - a.count);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The ISO 639-3 code franc detects, or 'und' when the text is too short or unclear to tell. */
export function detectLanguage(text: string): string {
  const sample = text
    .slice(0, LANGUAGE_SAMPLE * 2)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[#*_>`|[\]()-]+/g, ' ')
    .slice(0, LANGUAGE_SAMPLE);
  return franc(sample, { minLength: 20 });
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a text and returns its `nlpMetadata`: language, word and sentence
 * counts, reading time (words / 200, at least 1 minute), the ten most frequent noun phrases,
 * people, places and works, and an extractive summary: the two or three sentences that carry the
 * most key-phrase occurrences (each key phrase weighted by its frequency), in their original order.
 * It yields to the event loop between chunks, so a book does not stall the server.
 */
export async function analyseContent(text: string, now: Date = new Date()): Promise<NlpMetadata> {
  const phrases = new Counter();
  const people = new Counter();
  const places = new Counter();
  const works = new Counter();
  const sentences: string[] = [];
  let wordCount = 0;

  const language = detectTextLanguage(text.slice(0, LANGUAGE_SAMPLE));
  for (const chunk of chunksOf(text)) {
    const doc = nlp(chunk);
    const sentenceJson = doc.json(TERM_JSON) as SentenceJson[];
    for (const sentence of sentenceJson) {
      wordCount += sentence.terms.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).length;
      const sentenceText = collapse(sentence.text);
      if (sentenceText) sentences.push(sentenceText);
    }
    for (const phrase of nounPhrases(doc.nouns().json(TERM_JSON) as { terms: TermJson[] }[])) phrases.add(phrase.key, phrase.text);

    // People, places and works by the platform's recogniser (gazetteer and the marks of a name),
    // plus the works only a long text marks: quoted or italic titles, titles after "wrote".
    const found = findEntities(chunk, language);
    for (const person of found.people) people.add(person.toLowerCase(), person);
    for (const place of found.places) places.add(place.toLowerCase(), place);
    for (const work of found.works) works.add(workKey(work), work);
    findWorks(sentenceJson, doc.quotations().out('array') as string[], chunk, works);
    await nextTick();
  }

  phrases.mergePlurals();
  const keyPhrases = phrases.ranked().slice(0, KEY_PHRASES);
  const workList = works.ranked().map((w) => w.text);
  const workKeys = workList.map((w) => w.toLowerCase());
  // A "person" found inside a title ("Christian Religion" in "Institutes of the Christian Religion") is part of the title.
  const personList = foldShortNames(people.ranked())
    .filter((p) => !workKeys.some((w) => w.includes(p.key) && !w.startsWith(`${p.key}'s`) && !w.startsWith(`${p.key}’s`)))
    .map((p) => p.text);

  return {
    language: detectLanguage(text),
    wordCount,
    readingTimeMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    sentenceCount: sentences.length,
    keyPhrases: keyPhrases.map((p) => p.text),
    entities: {
      people: personList.slice(0, MAX_ENTITIES),
      places: places
        .ranked()
        .map((p) => p.text)
        .slice(0, MAX_ENTITIES),
      works: workList.slice(0, MAX_ENTITIES),
    },
    summary: summarise(sentences, keyPhrases),
    processedAt: now.toISOString(),
  };
}

/** The 2-3 sentences with the highest key-phrase score, in the order they appear. */
export function summarise(sentences: string[], keyPhrases: { text: string; count: number }[]): string {
  if (sentences.length <= 2) return sentences.join(' ');
  const take = sentences.length <= 5 ? 2 : 3;
  const patterns = keyPhrases.map((p) => ({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(p.text)}(?![\\p{L}\\p{N}])`, 'giu'), weight: p.count }));
  const scored = sentences.map((sentence, index) => {
    const eligible = sentence.length <= MAX_SUMMARY_SENTENCE && sentence.split(' ').length >= 4;
    const score = eligible ? patterns.reduce((total, { pattern, weight }) => total + (sentence.match(pattern)?.length ?? 0) * weight, 0) : -1;
    return { sentence, index, score };
  });
  // A text that repeats itself (a refrain, a PDF running header) should not fill the summary with copies.
  const seen = new Set<string>();
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter((s) => !seen.has(s.sentence) && Boolean(seen.add(s.sentence)))
    .slice(0, take)
    .sort((a, b) => a.index - b.index)
    .map((s) => s.sentence)
    .join(' ');
}
