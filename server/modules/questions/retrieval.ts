import { sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import { courseContent, courseContentChunks } from '#server/db/schema/index.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { contentWords, splitSentences } from '#server/lib/nlp/text.ts';
import { foldForSearch, foldedWords, runShare, SEARCH_CONFIG, sequenceOverlap, wordRuns } from '#server/lib/nlp/search-text.ts';
import type { PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';
import type { RetrievedContent } from './grounding.ts';

/**
 * Finding the approved library text a passage comes from or is about. The library is searched by
 * its chunks (a paragraph or a few, in their own language: course_content_chunks), with the
 * passage folded the same way. Full-text search in the passage's language proposes candidates;
 * each source is then judged on what a reader would check: does it hold the passage's words in
 * the same order (an extract, a quoted line), does it read like the passage (trigrams: a
 * paraphrase), does it share the passage's ideas and names. Those features become a confidence by
 * a logistic model fitted on the evaluation sets (server/modules/questions/eval), and a source below
 * the relevance threshold is not used. A passage that names no one is judged on the rest.
 */

/**
 * A source is used from this calibrated confidence up. Not the model's 0.5: most candidates are
 * wrong, so a right one rarely reaches 0.5 without the passage's names or words in order. 0.2 is
 * the operating point chosen on the tuning part (precision at 1 0.93, recall at 3 0.93; at 0.5,
 * 0.93 and 0.84); the held-out part was measured after, at 0.2.
 */
export const RELEVANCE_THRESHOLD = 0.2;
/** Chunks proposed by full-text search, before they are judged. */
const CANDIDATE_CHUNKS = 40;
const MAX_NAMES = 10;
const MAX_TERMS = 14;
const MAX_QUERY_WORDS = 60;
/** Content words of the passage whose rarity in the library is weighed. */
const MAX_CONTENT_TERMS = 40;
const SOURCES_USED = 3;
/** The fragment shown with a source: its sentences that share most with the passage, up to about this many words. */
const FRAGMENT_WORDS = 60;

/** What retrieval measures of one candidate source; each in 0-1. */
export interface SourceFeatures {
  /** Share of the passage's three-word runs found in the source's matching chunks: 1 for an extract. */
  sequence: number;
  /** Trigram word similarity of the passage to its best chunk (pg_trgm `word_similarity`): high for a paraphrase. */
  trigram: number;
  /** Share of the passage's key terms (up to 14) the best chunk contains, stemmed in the passage's language. */
  termShare: number;
  /** Share of the passage's names (up to 10) the source contains; 0 when the passage names no one. */
  nameShare: number;
  /** The best chunk's full-text rank relative to the best candidate's. */
  relativeRank: number;
  /**
   * The passage's content words the source holds anywhere, each weighted by how rare it is in the
   * library (inverse document frequency over the chunks): a paraphrase shares the rare words of
   * its subject ("fasting", "Athanasius"), an unrelated passage only the common ones ("God", "church").
   */
  rareShare: number;
  /** How far this source's rareShare stands above the next best candidate's (0 for all but the first). */
  rareLead: number;
}

export const SOURCE_FEATURES = [
  'sequence',
  'trigram',
  'termShare',
  'nameShare',
  'relativeRank',
  'rareShare',
  'rareLead',
] as const satisfies readonly (keyof SourceFeatures)[];

/**
 * The calibrated model: confidence = 1 / (1 + e^-(bias + Σ weight × feature)). Fitted by logistic
 * regression, weights kept at 0 or above, on each query's three likeliest candidates in the tuning
 * part of the retrieval set and the engine's set (`node --import tsx
 * server/modules/questions/eval/fit-retrieval.ts` prints the fit; FIT_FEATURES compares subsets).
 * Trigram similarity and the share of key terms are measured but weigh nothing: on the tuning set
 * they added nothing the rare-word share and the full-text rank did not already say.
 */
export const RETRIEVAL_MODEL = {
  bias: -8.6,
  sequence: 0.4,
  trigram: 0,
  termShare: 0,
  nameShare: 2.9,
  relativeRank: 5.5,
  rareShare: 4.8,
  rareLead: 6.3,
} as const;

export type RetrievalModel = Record<keyof SourceFeatures | 'bias', number>;

/** A source that holds most of the passage word for word is where it comes from, whatever else the model weighs. */
const VERBATIM = 0.6;
const VERBATIM_CONFIDENCE = 0.95;

export function sourceConfidence(features: SourceFeatures, model: RetrievalModel = RETRIEVAL_MODEL): number {
  let z = model.bias;
  for (const feature of SOURCE_FEATURES) z += model[feature] * features[feature];
  const confidence = Math.round((1 / (1 + Math.exp(-z))) * 1000) / 1000;
  return features.sequence >= VERBATIM ? Math.max(confidence, VERBATIM_CONFIDENCE) : confidence;
}

export interface RankedSource {
  id: string;
  title: string;
  author: string | null;
  course: Course;
  rank: number;
  features: SourceFeatures;
  confidence: number;
  /** The source's sentences that share most with the passage: what a question quotes and the screen shows. */
  fragment: string;
}

/** A `to_tsquery` string that ORs the given words; only letters and digits reach the parser. */
function orQuery(words: string[]): string | null {
  const unique = [...new Set(words.flatMap((w) => foldedWords(w)))].filter((w) => /\p{L}/u.test(w)).slice(0, MAX_QUERY_WORDS);
  return unique.length ? unique.join(' | ') : null;
}

/** The names and the key terms a source must share with the passage to be about it, and the words it is searched by. */
export function passageSignals(analysis: ExcerptAnalysis, keywords: string[]) {
  const names = [...new Set([...analysis.entities.people, ...analysis.entities.works, ...analysis.entities.places])].slice(0, MAX_NAMES);
  const lexicon = LEXICONS[analysis.language];
  const counts = new Map<string, number>();
  const content = contentWords(analysis.sentences.join(' '), lexicon, analysis.language);
  for (const word of content) counts.set(word, (counts.get(word) ?? 0) + 1);
  const frequent = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length).map(([w]) => w);
  const terms = [...new Set([...keywords, ...analysis.keyPhrases, ...frequent].map((t) => t.toLowerCase()))].slice(0, MAX_TERMS);
  // Searched by every content word (a paraphrase shares few of the most frequent), names and keywords first.
  const searchWords = [...names, ...keywords, ...frequent];
  const contentTerms = [...new Set(content.map(foldForSearch))].slice(0, MAX_CONTENT_TERMS);
  return { names, terms, searchWords, contentTerms };
}

interface ChunkRow {
  content_id: string;
  ordinal: number;
  text: string;
  folded: string;
  title: string;
  author: string | null;
  course: Course;
  rank: number;
  trigram: number;
  term_hits: number;
  name_hits: number;
}

/**
 * What the source says beside the passage: the sentences of its best chunk that share most words
 * with the passage, in their order, up to about FRAGMENT_WORDS words, leaving out those the passage
 * already holds word for word (for an extract, what comes around it).
 */
function fragmentOf(chunk: string, passageWords: Set<string>, passageRuns: Set<string>): string {
  const all = splitSentences(chunk);
  const beyond = all.filter((sentence) => runShare(foldedWords(sentence), passageRuns) < 0.5);
  const sentences = beyond.length ? beyond : all;
  const scored = sentences.map((sentence, index) => {
    const words = foldedWords(sentence);
    return { index, sentence, words: words.length, shared: words.filter((w) => w.length > 3 && passageWords.has(w)).length };
  });
  const chosen = new Set<number>();
  let size = 0;
  for (const s of [...scored].sort((a, b) => b.shared - a.shared || a.index - b.index)) {
    if (size > 0 && size + s.words > FRAGMENT_WORDS) break;
    chosen.add(s.index);
    size += s.words;
  }
  return scored
    .filter((s) => chosen.has(s.index))
    .map((s) => s.sentence)
    .join(' ');
}

/** Every candidate source for a passage, judged and calibrated, most likely first. */
export async function rankSources(db: Database, input: { analysis: ExcerptAnalysis; keywords: string[]; course?: Course }): Promise<RankedSource[]> {
  const { analysis } = input;
  const { names, terms, searchWords, contentTerms } = passageSignals(analysis, input.keywords);
  const query = orQuery(searchWords);
  if (!query) return [];
  const config = SEARCH_CONFIG[analysis.language];
  const passage = analysis.sentences.join(' ');
  const folded = foldForSearch(passage);
  const tsquery = sql`to_tsquery(${config}::regconfig, ${query})`;
  const course = input.course ? sql`and ${courseContent.course} = ${input.course}` : sql``;
  const rows = rowsOf<ChunkRow>(
    await db.execute(sql`
      with candidates as (
        select ${courseContentChunks.contentId} as content_id, ${courseContentChunks.ordinal} as ordinal, ${courseContentChunks.text} as text,
               ${courseContentChunks.folded} as folded, ${courseContentChunks.searchVector} as vector,
               ${courseContent.title} as title, ${courseContent.author} as author, ${courseContent.course} as course,
               ts_rank_cd(${courseContentChunks.searchVector}, ${tsquery}, 32) as rank
        from ${courseContentChunks} join ${courseContent} on ${courseContent.id} = ${courseContentChunks.contentId}
        where ${courseContent.validationStatus} = 'approved' and ${courseContent.isTrainingData} ${course}
          and ${courseContentChunks.language} = ${analysis.language}
          and ${courseContentChunks.searchVector} @@ ${tsquery}
        order by rank desc, content_id, ordinal
        limit ${CANDIDATE_CHUNKS}
      )
      select content_id, ordinal, text, folded, title, author, course, rank::float8 as rank,
        word_similarity(${folded}, folded)::float8 as trigram,
        (select count(*) from jsonb_array_elements_text(${JSON.stringify(terms.map(foldForSearch))}::jsonb) t where vector @@ plainto_tsquery(${config}::regconfig, t))::int as term_hits,
        (select count(*) from jsonb_array_elements_text(${JSON.stringify(names.map(foldForSearch))}::jsonb) n where vector @@ phraseto_tsquery(${config}::regconfig, n))::int as name_hits
      from candidates
    `),
  );
  const best = Math.max(0, ...rows.map((r) => Number(r.rank)));
  const rare = await rareWordShares(db, {
    language: analysis.language,
    terms: contentTerms,
    sourceIds: [...new Set(rows.map((r) => r.content_id))],
  });
  const passageWords = foldedWords(passage);
  const passageWordSet = new Set(passageWords);
  const passageRuns = wordRuns(passageWords);
  const bySource = new Map<string, ChunkRow[]>();
  for (const row of rows) bySource.set(row.content_id, [...(bySource.get(row.content_id) ?? []), row]);
  const judged = [...bySource.values()].map((chunks) => {
    // An extract may run over two chunks: its words are looked for in the source's matching chunks read in order.
    const inOrder = [...chunks].sort((a, b) => a.ordinal - b.ordinal);
    const sourceWords = inOrder.flatMap((c) => c.folded.match(/[\p{L}\p{N}]+/gu) ?? []);
    const top = [...chunks].sort((a, b) => Number(b.trigram) - Number(a.trigram) || Number(b.rank) - Number(a.rank))[0]!;
    const features: SourceFeatures = {
      sequence: Math.round(sequenceOverlap(passageWords, sourceWords) * 1000) / 1000,
      trigram: Math.max(...chunks.map((c) => Number(c.trigram))),
      termShare: terms.length ? Math.max(...chunks.map((c) => c.term_hits)) / terms.length : 0,
      nameShare: names.length ? Math.max(...chunks.map((c) => c.name_hits)) / names.length : 0,
      relativeRank: best > 0 ? Math.max(...chunks.map((c) => Number(c.rank))) / best : 0,
      rareShare: rare.get(top.content_id) ?? 0,
      rareLead: 0,
    };
    return {
      id: top.content_id,
      title: top.title,
      author: top.author,
      course: top.course,
      rank: Math.max(...chunks.map((c) => Number(c.rank))),
      features,
      confidence: 0,
      fragment: fragmentOf(top.text, passageWordSet, passageRuns),
    };
  });
  // The lead over the runner-up: a passage about one text stands out from the rest; an unrelated one is as near to several.
  const shares = judged.map((s) => s.features.rareShare).sort((a, b) => b - a);
  for (const source of judged) {
    const others = source.features.rareShare === shares[0] ? (shares[1] ?? 0) : shares[0]!;
    source.features.rareLead = Math.round(Math.max(0, source.features.rareShare - others) * 1000) / 1000;
    source.confidence = sourceConfidence(source.features);
  }
  return judged.sort((a, b) => b.confidence - a.confidence || b.rank - a.rank);
}

/**
 * For each candidate source, the share of the passage's content words it holds, each weighted by
 * its inverse document frequency among the approved chunks of the passage's language.
 */
async function rareWordShares(
  db: Database,
  input: { language: ExcerptAnalysis['language']; terms: string[]; sourceIds: string[] },
): Promise<Map<string, number>> {
  if (input.terms.length === 0 || input.sourceIds.length === 0) return new Map();
  const config = SEARCH_CONFIG[input.language];
  const approvedChunk = sql`${courseContentChunks.language} = ${input.language} and exists (select 1 from ${courseContent} where ${courseContent.id} = ${courseContentChunks.contentId} and ${courseContent.validationStatus} = 'approved' and ${courseContent.isTrainingData})`;
  const rows = rowsOf<{ ord: number; df: number; total: number; holders: string[] }>(
    await db.execute(sql`
      with terms as (
        select ord::int as ord, plainto_tsquery(${config}::regconfig, t) as tq
        from jsonb_array_elements_text(${JSON.stringify(input.terms)}::jsonb) with ordinality as x(t, ord)
      ),
      usable as (select ord, tq from terms where numnode(tq) > 0)
      select u.ord,
        (select count(*) from ${courseContentChunks} where ${approvedChunk} and ${courseContentChunks.searchVector} @@ u.tq)::int as df,
        (select count(*) from ${courseContentChunks} where ${approvedChunk})::int as total,
        array(select distinct ${courseContentChunks.contentId}::text from ${courseContentChunks}
              where ${courseContentChunks.contentId} in (${sql.join(
                input.sourceIds.map((id) => sql`${id}::uuid`),
                sql`, `,
              )}) and ${courseContentChunks.searchVector} @@ u.tq) as holders
      from usable u
    `),
  );
  const idf = (df: number, total: number) => Math.log((total + 1) / (df + 0.5));
  const weightOf = rows.map((r) => ({ weight: Math.max(0, idf(Number(r.df), Number(r.total))), holders: r.holders }));
  const all = weightOf.reduce((sum, w) => sum + w.weight, 0);
  const shares = new Map<string, number>();
  for (const id of input.sourceIds) {
    const held = weightOf.filter((w) => w.holders.includes(id)).reduce((sum, w) => sum + w.weight, 0);
    shares.set(id, all > 0 ? Math.round((held / all) * 1000) / 1000 : 0);
  }
  return shares;
}

/** The sources a question may draw on: at most three, each above the relevance threshold, with its most relevant fragment. */
export async function retrieveSources(db: Database, input: { analysis: ExcerptAnalysis; keywords: string[]; course?: Course }): Promise<RetrievedContent[]> {
  return usedSources(await rankSources(db, input));
}

/** Of the ranked candidates, those a question may draw on. */
export function usedSources(ranked: RankedSource[]): RetrievedContent[] {
  return ranked
    .filter((s) => s.confidence >= RELEVANCE_THRESHOLD)
    .slice(0, SOURCES_USED)
    .map((s) => ({
      id: s.id,
      title: s.title,
      author: s.author,
      course: s.course,
      rank: s.rank,
      confidence: Math.round(s.confidence * 100) / 100,
      passage: s.fragment,
    }));
}
