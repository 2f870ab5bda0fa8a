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
}
interface PhraseJson {
  terms?: TermJson[];
}

/** Longest key phrase kept: longer noun phrases are clauses, not names for an idea. */
const MAX_PHRASE_WORDS = 6;
const MAX_KEY_PHRASES = 12;

const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim();

type View = ReturnType<typeof nlp>;

/** Phrase text without punctuation or surrounding whitespace, as compromise prints it. */
function phraseText(view: View): string {
  return collapseWhitespace(view.text({ punctuation: false, whitespace: 'some' }));
}

/** Each match of a view as plain text. */
function matchTexts(view: View, transform: (m: View) => View = (m) => m): string[] {
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
}

/** Each term's normal form and root (lemma, or the normal form where compromise has none). */
function terms(text: string): Term[] {
  const doc = nlp(text);
  doc.compute('root');
  const phrases = doc.json({ terms: { normal: true, root: true } }) as PhraseJson[];
  return phrases
    .flatMap((p) => p.terms ?? [])
    .filter((t) => t.normal)
    .map((t) => ({ normal: t.normal!, root: t.root || t.normal! }));
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
 *   score = occurrences x (1 + 0.5 x (words - 1)) + 1 if a named entity + 2 if it shares a root with a keyword,
 * ties broken by first appearance, so repeated, specific, named and educator-chosen ideas come first.
 */
export function analyseExcerpt(excerpt: string, keywords: string[] = []): ExcerptAnalysis {
  const doc = nlp(excerpt);
  const flatExcerpt = collapseWhitespace(excerpt).toLowerCase();
  const occursVerbatim = (phrase: string) => flatExcerpt.includes(phrase.toLowerCase());

  const sentences = (doc.sentences().out('array') as string[]).map(collapseWhitespace).filter(Boolean);

  // A name is written with a capital in English; compromise sometimes tags a common noun ("grace") as a first name.
  const entityList = (view: View) =>
    uniqueCaseInsensitive(
      matchTexts(view, (m) => m.not('#Possessive')).filter((p) => p.length > 1 && p[0] !== p[0]!.toLowerCase() && occursVerbatim(p)),
    );
  const entities = {
    people: entityList(doc.people()),
    places: entityList(doc.places()),
    organizations: entityList(doc.organizations()),
  };
  const entityKeys = new Set([...entities.people, ...entities.places, ...entities.organizations].map((e) => e.toLowerCase()));

  const excerptTerms = terms(excerpt);
  const keywordTerms = keywords.map((k) => ({ keyword: k, terms: terms(k) }));
  const keywordsFound = keywordTerms.filter((k) => containsSequence(excerptTerms, k.terms)).map((k) => k.keyword);
  const keywordsMissing = keywords.filter((k) => !keywordsFound.includes(k));
  const allKeywordTerms = keywordTerms.flatMap((k) => k.terms);

  const nounPhrases = matchTexts(doc.nouns().not('#Pronoun'), (m) => m.not('^#Determiner'));

  const stats = new Map<string, { text: string; count: number; first: number }>();
  [...nounPhrases, ...entities.people, ...entities.places, ...entities.organizations].forEach((phrase, index) => {
    const words = phrase.split(' ').length;
    if (phrase.length < 3 || words > MAX_PHRASE_WORDS || !/\p{L}/u.test(phrase) || !occursVerbatim(phrase)) return;
    const key = phrase.toLowerCase();
    const entry = stats.get(key);
    if (entry) entry.count += 1;
    else stats.set(key, { text: phrase, count: 1, first: index });
  });

  const scored = [...stats.entries()].map(([key, entry]) => {
    const words = entry.text.split(' ').length;
    const sharesKeyword = terms(entry.text).some((term) => allKeywordTerms.some((k) => sameTerm(term, k)));
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
