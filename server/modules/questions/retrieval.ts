import { and, eq, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import { courseContent } from '#server/db/schema/index.ts';
import { LEXICONS } from '#server/lib/nlp/lexicon.ts';
import { contentWords } from '#server/lib/nlp/text.ts';
import type { PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';
import type { RetrievedContent } from './grounding.ts';

/**
 * Finding the approved training content a passage belongs with. Full-text search
 * proposes candidates; each is then judged on what a reader would check: does it name the
 * passage's people, places and works, and does it share its ideas, not just one common word.
 * Those features become a confidence by a logistic model calibrated on the evaluation set
 * (server/modules/questions/eval), and a source below the relevance threshold is not used.
 */

/** A source used only from this calibrated confidence up (the model's 0.5: as likely right as wrong). */
export const RELEVANCE_THRESHOLD = 0.5;
const CANDIDATES = 10;
const MAX_NAMES = 10;
const MAX_TERMS = 14;
const SOURCES_USED = 3;

// ts_headline's default <b></b> markers would end up inside prompts and reference labels.
const HEADLINE_OPTIONS = 'MaxWords=40, MinWords=15, MaxFragments=2, StartSel="", StopSel=""';

/** What retrieval measures of one candidate; each in 0-1. */
export interface SourceFeatures {
  /** Share of the passage's names (up to 10) the source contains. */
  nameShare: number;
  /** The source names at least two of the passage's names. */
  twoNames: number;
  /** Share of the passage's key terms (up to 14) the source contains. */
  termShare: number;
  /** The candidate's full-text rank relative to the best candidate's. */
  relativeRank: number;
}

/**
 * The calibrated model: confidence = 1 / (1 + e^-(bias + Σ weight × feature)). Fitted by logistic
 * regression on each passage's three best candidates in the evaluation set
 * (`node --import tsx server/modules/questions/eval/fit-retrieval.ts` prints the fit).
 */
export const RETRIEVAL_MODEL = { bias: -6.4, nameShare: 5.6, twoNames: 2.2, termShare: 2.8, relativeRank: 0.6 } as const;

export function sourceConfidence(features: SourceFeatures, model: Record<keyof SourceFeatures | 'bias', number> = RETRIEVAL_MODEL): number {
  const z =
    model.bias +
    model.nameShare * features.nameShare +
    model.twoNames * features.twoNames +
    model.termShare * features.termShare +
    model.relativeRank * features.relativeRank;
  return Math.round((1 / (1 + Math.exp(-z))) * 1000) / 1000;
}

export interface RankedSource {
  id: string;
  title: string;
  author: string | null;
  course: Course;
  rank: number;
  features: SourceFeatures;
  confidence: number;
}

/** A `to_tsquery` string that ORs the given words; sanitized so no operator reaches the parser. */
function orQuery(terms: string[]): string | null {
  const words = new Set<string>();
  for (const term of terms)
    for (const word of term
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u))
      if (/[\p{L}\p{N}]/u.test(word)) words.add(word);
  const lexemes = [...words].slice(0, 40);
  return lexemes.length ? lexemes.join(' | ') : null;
}

/** The names and the key terms a source must share with the passage to be about it. */
export function passageSignals(analysis: ExcerptAnalysis, keywords: string[]) {
  const names = [...new Set([...analysis.entities.people, ...analysis.entities.works, ...analysis.entities.places])].slice(0, MAX_NAMES);
  const lexicon = LEXICONS[analysis.language];
  const counts = new Map<string, number>();
  for (const word of contentWords(analysis.sentences.join(' '), lexicon, analysis.language)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const frequent = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length).map(([w]) => w);
  const terms = [...new Set([...keywords, ...analysis.keyPhrases, ...frequent].map((t) => t.toLowerCase()))].slice(0, MAX_TERMS);
  return { names, terms };
}

/** Every candidate source for a passage, judged and calibrated, most likely first. */
export async function rankSources(db: Database, input: { analysis: ExcerptAnalysis; keywords: string[]; course?: Course }): Promise<RankedSource[]> {
  const { names, terms } = passageSignals(input.analysis, input.keywords);
  const query = orQuery([...names, ...terms]);
  if (!query) return [];
  const tsquery = sql`to_tsquery('english', ${query})`;
  const course = input.course ? sql`and ${courseContent.course} = ${input.course}` : sql``;
  const rows = rowsOf<{ id: string; title: string; author: string | null; course: Course; rank: number; name_hits: number; term_hits: number }>(
    await db.execute(sql`
      with candidates as (
        select ${courseContent.id} as id, ${courseContent.title} as title, ${courseContent.author} as author, ${courseContent.course} as course,
               ${courseContent.searchVector} as vector, ts_rank_cd(${courseContent.searchVector}, ${tsquery}, 32) as rank
        from ${courseContent}
        where ${courseContent.validationStatus} = 'approved' and ${courseContent.isTrainingData} ${course}
          and ${courseContent.searchVector} @@ ${tsquery}
        order by rank desc, id
        limit ${CANDIDATES}
      )
      select id, title, author, course, rank::float8 as rank,
        (select count(*) from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) n where vector @@ plainto_tsquery('english', n))::int as name_hits,
        (select count(*) from jsonb_array_elements_text(${JSON.stringify(terms)}::jsonb) t where vector @@ plainto_tsquery('english', t))::int as term_hits
      from candidates
    `),
  );
  const best = Math.max(0, ...rows.map((r) => Number(r.rank)));
  return rows
    .map((row) => {
      const features: SourceFeatures = {
        nameShare: names.length ? row.name_hits / names.length : 0,
        twoNames: row.name_hits >= 2 ? 1 : 0,
        termShare: terms.length ? row.term_hits / terms.length : 0,
        relativeRank: best > 0 ? Number(row.rank) / best : 0,
      };
      return { id: row.id, title: row.title, author: row.author, course: row.course, rank: Number(row.rank), features, confidence: sourceConfidence(features) };
    })
    .sort((a, b) => b.confidence - a.confidence || b.rank - a.rank);
}

/** The sources a question may draw on: at most three, each above the relevance threshold, with its most relevant fragment. */
export async function retrieveSources(db: Database, input: { analysis: ExcerptAnalysis; keywords: string[]; course?: Course }): Promise<RetrievedContent[]> {
  const used = (await rankSources(db, input)).filter((s) => s.confidence >= RELEVANCE_THRESHOLD).slice(0, SOURCES_USED);
  if (used.length === 0) return [];
  const { names, terms } = passageSignals(input.analysis, input.keywords);
  const query = sql`to_tsquery('english', ${orQuery([...names, ...terms])})`;
  const fragments = await db
    .select({ id: courseContent.id, passage: sql<string>`ts_headline('english', ${courseContent.content}, ${query}, ${HEADLINE_OPTIONS})` })
    .from(courseContent)
    .where(
      and(
        sql`${courseContent.id} in (${sql.join(
          used.map((u) => sql`${u.id}`),
          sql`, `,
        )})`,
        eq(courseContent.isTrainingData, true),
      ),
    );
  const passageOf = new Map(fragments.map((f) => [f.id, f.passage]));
  return used.map((s) => ({
    id: s.id,
    title: s.title,
    author: s.author,
    course: s.course,
    rank: s.rank,
    confidence: Math.round(s.confidence * 100) / 100,
    passage: passageOf.get(s.id) ?? '',
  }));
}
