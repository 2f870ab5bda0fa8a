import nlp from 'compromise';

/** What the engine knows about an excerpt after reading it with compromise (issue 4, item 4). */
export interface ExcerptAnalysis {
  /** The excerpt's sentences, as compromise splits them. */
  sentences: string[];
  /** Noun phrases and named entities, best first; every one occurs verbatim in the excerpt. */
  keyPhrases: string[];
  entities: { people: string[]; places: string[]; organizations: string[] };
  /** Target keywords that occur in the excerpt (matched on word roots, so "churches" finds "church"). */
  keywordsFound: string[];
  /** Target keywords the excerpt never mentions. */
  keywordsMissing: string[];
}

interface TermJson {
  normal?: string;
  root?: string;
  tags?: string[];
}
interface PhraseJson {
  terms?: TermJson[];
}

/** Longest key phrase kept: longer noun phrases are clauses, not names for an idea. */
const MAX_PHRASE_WORDS = 6;
const MAX_KEY_PHRASES = 12;

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The slice of compromise's views this module uses; people(), places() and nouns() all fit it. */
interface Phrase {
  text: (options?: string | object) => string;
  not: (match: string) => Phrase;
  json: (options?: string | object) => unknown;
}
interface Matches {
  forEach: (fn: (m: Phrase) => void) => unknown;
}

/** Phrase text without punctuation or surrounding whitespace, as compromise prints it. */
function phraseText(view: Phrase): string {
  return collapseWhitespace(view.text({ punctuation: false, whitespace: 'some' }));
}

/** Each match of a view as plain text. */
function matchTexts(view: Matches, transform: (m: Phrase) => Phrase = (m) => m): string[] {
  const out: string[] = [];
  view.forEach((m) => out.push(phraseText(transform(m))));
  return out;
}

function uniqueCaseInsensitive(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

interface Term {
  normal: string;
  root: string;
  /** False for function words (the, of, in, and...), which say nothing about a topic. */
  content: boolean;
}

const FUNCTION_WORD_TAGS = new Set(['Determiner', 'Preposition', 'Conjunction', 'Pronoun', 'Copula', 'Auxiliary', 'QuestionWord']);

// `root` is a term field compromise fills after compute('root'), missing from its JsonProps type.
const TERM_JSON = { terms: { normal: true, root: true, tags: true } };

/** Each term's normal form and root (lemma, or the normal form where compromise has none). */
function terms(text: string): Term[] {
  const doc = nlp(text);
  doc.compute('root');
  const phrases = doc.json(TERM_JSON) as PhraseJson[];
  return phrases
    .flatMap((p) => p.terms ?? [])
    .filter((t) => t.normal)
    .map((t) => ({ normal: t.normal!, root: t.root || t.normal!, content: !(t.tags ?? []).some((tag) => FUNCTION_WORD_TAGS.has(tag)) }));
}

// compromise may tag the same word as a noun in a sentence and as a verb alone ("preaching"), so either form matching counts.
const sameTerm = (a: Term, b: Term) => a.normal === b.normal || a.root === b.root;

function containsSequence(haystack: Term[], needle: Term[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (!sameTerm(haystack[i + j]!, needle[j]!)) continue outer;
    return true;
  }
  return false;
}

/**
 * Reads an excerpt: sentences, noun phrases (leading determiners dropped, pronouns skipped),
 * people, places and organizations. Key phrases are ranked by
 *   score = occurrences x (1 + 0.5 x (words - 1)) + 1 if a named entity + 2 if it shares a content word with a keyword,
 * ties broken by first appearance, so repeated, specific, named and educator-chosen ideas come first.
 */
export function analyseExcerpt(excerpt: string, keywords: string[] = []): ExcerptAnalysis {
  const doc = nlp(excerpt);
  const flatExcerpt = collapseWhitespace(excerpt).toLowerCase();
  const occursVerbatim = (phrase: string) => flatExcerpt.includes(phrase.toLowerCase());

  const sentences = (doc.sentences().out('array') as string[]).map(collapseWhitespace).filter(Boolean);

  // A name is written with a capital in English; compromise sometimes tags a common noun ("grace") as a first name.
  const entityList = (view: Matches, keep: (m: Phrase, text: string) => boolean = () => true) => {
    const texts: string[] = [];
    view.forEach((match) => {
      const m = match.not('#Possessive');
      const text = phraseText(m);
      if (text.length > 1 && text[0] !== text[0]!.toLowerCase() && occursVerbatim(text) && keep(m, text)) texts.push(text);
    });
    return uniqueCaseInsensitive(texts);
  };
  // A capital at the start of a sentence is no evidence of a name: compromise reads "Grace is received
  // through faith" as a person. A lone given name counts only where it is also capitalised mid-sentence.
  const notSentenceInitialGivenName = (m: Phrase, text: string) => {
    const tokens = (m.json(TERM_JSON) as PhraseJson[]).flatMap((p) => p.terms ?? []);
    const loneGivenName = tokens.length === 1 && tokens[0]!.tags?.includes('FirstName') && !tokens[0]!.tags.includes('LastName');
    return !loneGivenName || sentences.some((sentence) => sentence.indexOf(text) > 0);
  };
  const entities = {
    people: entityList(doc.people(), notSentenceInitialGivenName),
    places: entityList(doc.places()),
    organizations: entityList(doc.organizations()),
  };
  const entityKeys = new Set([...entities.people, ...entities.places, ...entities.organizations].map((e) => e.toLowerCase()));

  const excerptTerms = terms(excerpt);
  const keywordTerms = keywords.map((k) => ({ keyword: k, terms: terms(k) }));
  const keywordsFound = keywordTerms.filter((k) => containsSequence(excerptTerms, k.terms)).map((k) => k.keyword);
  const keywordsMissing = keywords.filter((k) => !keywordsFound.includes(k));
  const keywordContentTerms = keywordTerms.flatMap((k) => k.terms).filter((term) => term.content);

  const nounPhrases = matchTexts(doc.nouns().not('#Pronoun'), (m) => m.not('^#Conjunction').not('^#Determiner'));

  const stats = new Map<string, { text: string; count: number; first: number }>();
  // Occurrences are counted over noun phrases; an entity compromise did not also chunk as one joins once.
  const entityPhrases = [...entities.people, ...entities.places, ...entities.organizations];
  [...nounPhrases, ...entityPhrases].forEach((phrase, index) => {
    const words = phrase.split(' ').length;
    if (phrase.length < 3 || words > MAX_PHRASE_WORDS || !/\p{L}/u.test(phrase) || !occursVerbatim(phrase)) return;
    const key = phrase.toLowerCase();
    const entry = stats.get(key);
    if (!entry) stats.set(key, { text: phrase, count: 1, first: index });
    else if (index < nounPhrases.length) entry.count += 1;
  });

  const scored = [...stats.entries()].map(([key, entry]) => {
    const words = entry.text.split(' ').length;
    const sharesKeyword = terms(entry.text).some((term) => term.content && keywordContentTerms.some((k) => sameTerm(term, k)));
    const score = entry.count * (1 + 0.5 * (words - 1)) + (entityKeys.has(key) ? 1 : 0) + (sharesKeyword ? 2 : 0);
    return { text: entry.text, score, first: entry.first };
  });
  scored.sort((a, b) => b.score - a.score || a.first - b.first);

  return {
    sentences,
    keyPhrases: scored.slice(0, MAX_KEY_PHRASES).map((s) => s.text),
    entities,
    keywordsFound,
    keywordsMissing,
  };
}

/** The sentence that first mentions `phrase`, if any. */
export function sentenceMentioning(analysis: ExcerptAnalysis, phrase: string): string | undefined {
  const needle = phrase.toLowerCase();
  return analysis.sentences.find((s) => s.toLowerCase().includes(needle));
}
