import type { Database } from '#server/db/client.ts';
import { readPassage } from '#server/lib/nlp/passage.ts';
import { rankSources, usedSources, type SourceFeatures } from '../retrieval.ts';
import { EVALUATION_SET } from './evaluation-set.ts';
import { readRetrievalSet, type RetrievalQuery } from './retrieval-set.ts';
import { storeApprovedSource } from './store-source.ts';

/**
 * Retrieval measured as the agent uses it: every library text of the retrieval set and every
 * source of the engine's evaluation set stored as approved training content (so each is a
 * distractor for the others), then each query read and searched. Precision at 1 counts every query
 * that was given a source (an unrelated passage given one is a miss); recall at 3 counts the
 * labelled queries whose text is among the sources used (at most three, above the threshold).
 */

export const RETRIEVAL_THRESHOLDS = { precisionAt1: 0.9, recallAt3: 0.9 } as const;

type Part = 'tuning' | 'held-out';

export interface RetrievalPartReport {
  queries: number;
  labelled: number;
  given: number;
  rightAtOne: number;
  foundInThree: number;
  unrelated: number;
  unrelatedGivenOne: number;
  precisionAt1: number;
  recallAt3: number;
  byKind: Record<string, { queries: number; right: number }>;
  misses: { query: string; kind: string; expected: string | null; got: string | null; confidence: number }[];
}

export interface RetrievalReport {
  parts: Record<Part, RetrievalPartReport>;
  /** Every candidate of every tuning query, with its features: what the model is fitted on. */
  tuningPairs: { queryId: string; features: SourceFeatures; correct: boolean }[];
  failures: string[];
}

/**
 * Sources of the engine's set and library texts of the retrieval set written on the same subject:
 * a passage labelled with one is rightly given the other.
 */
const SAME_SUBJECT = [
  ['fr-src-cyprien-unite', 'fr-lib-cyprien-lapsi'],
  ['sw-src-krapf-rebmann', 'sw-lib-krapf-rabai'],
];
const sameSubject = (a: string | null, b: string | null) => a === b || SAME_SUBJECT.some((pair) => pair.includes(a ?? '') && pair.includes(b ?? ''));

type EvalQuery = Pick<RetrievalQuery, 'id' | 'text' | 'sourceId' | 'heldOut'> & { kind: string };

const emptyPart = (): RetrievalPartReport => ({
  queries: 0,
  labelled: 0,
  given: 0,
  rightAtOne: 0,
  foundInThree: 0,
  unrelated: 0,
  unrelatedGivenOne: 0,
  precisionAt1: 1,
  recallAt3: 1,
  byKind: {},
  misses: [],
});

/** Runs retrieval over the retrieval set (and the engine set's passages, as tuning queries) on `db`, an empty migrated database. */
export async function runRetrievalEvaluation(db: Database): Promise<RetrievalReport> {
  const set = readRetrievalSet();
  const dbIds = new Map<string, string>();
  for (const source of set.sources) dbIds.set(source.id, await storeApprovedSource(db, source));
  for (const source of EVALUATION_SET.sources) dbIds.set(source.id, await storeApprovedSource(db, source));
  const setIdOf = new Map([...dbIds.entries()].map(([setId, dbId]) => [dbId, setId]));

  const queries: EvalQuery[] = [
    ...set.queries,
    // An engine passage the retrieval set labels with a library text is asked once, as the retrieval set labels it.
    ...EVALUATION_SET.passages
      .filter((p) => !set.queries.some((q) => q.text === p.text))
      .map((p) => ({ id: p.id, kind: p.sourceId ? 'summary' : 'unrelated', text: p.text, sourceId: p.sourceId, heldOut: false }) as EvalQuery),
  ];
  const parts: Record<Part, RetrievalPartReport> = { tuning: emptyPart(), 'held-out': emptyPart() };
  const tuningPairs: RetrievalReport['tuningPairs'] = [];
  for (const query of queries) {
    const part = parts[query.heldOut ? 'held-out' : 'tuning'];
    const ranked = await rankSources(db, { analysis: readPassage(query.text, []), keywords: [] });
    const expected = query.sourceId ? dbIds.get(query.sourceId)! : null;
    const isRight = (id: string | undefined) => id !== undefined && expected !== null && sameSubject(setIdOf.get(id) ?? null, query.sourceId);
    if (!query.heldOut) for (const c of ranked) tuningPairs.push({ queryId: query.id, features: c.features, correct: isRight(c.id) });
    const used = usedSources(ranked);
    const top = used[0];
    part.queries++;
    const kind = (part.byKind[query.kind] ??= { queries: 0, right: 0 });
    kind.queries++;
    if (top) part.given++;
    if (isRight(top?.id)) part.rightAtOne++;
    if (expected) {
      part.labelled++;
      if (used.some((c) => isRight(c.id))) part.foundInThree++;
    } else {
      part.unrelated++;
      if (top) part.unrelatedGivenOne++;
    }
    const right = expected === null ? !top : isRight(top?.id);
    if (right) kind.right++;
    else
      part.misses.push({
        query: query.id,
        kind: query.kind,
        expected: query.sourceId,
        got: setIdOf.get(top?.id ?? ranked[0]?.id ?? '') ?? null,
        confidence: top?.confidence ?? ranked[0]?.confidence ?? 0,
      });
  }
  const failures: string[] = [];
  for (const [name, part] of Object.entries(parts)) {
    part.precisionAt1 = part.given ? part.rightAtOne / part.given : 1;
    part.recallAt3 = part.labelled ? part.foundInThree / part.labelled : 1;
    if (part.precisionAt1 < RETRIEVAL_THRESHOLDS.precisionAt1)
      failures.push(`${name}: retrieval precision at 1 ${part.precisionAt1.toFixed(2)} (target at least 0.9)`);
    if (part.recallAt3 < RETRIEVAL_THRESHOLDS.recallAt3) failures.push(`${name}: retrieval recall at 3 ${part.recallAt3.toFixed(2)} (target at least 0.9)`);
  }
  return { parts, tuningPairs, failures };
}

export function formatRetrievalReport(report: RetrievalReport, verbose = false): string {
  const lines: string[] = [];
  for (const [name, p] of Object.entries(report.parts)) {
    lines.push(
      `Retrieval, ${name} part: ${p.queries} queries (${p.labelled} with a source, ${p.unrelated} without)`,
      `  precision at 1   ${p.precisionAt1.toFixed(2)}  (${p.rightAtOne} right of ${p.given} given a source; target at least 0.9)`,
      `  recall at 3      ${p.recallAt3.toFixed(2)}  (${p.foundInThree} of ${p.labelled}; target at least 0.9)`,
      `  unrelated given a source  ${p.unrelatedGivenOne} of ${p.unrelated}`,
      `  by kind: ${Object.entries(p.byKind)
        .map(([k, v]) => `${k} ${v.right}/${v.queries}`)
        .join(', ')}`,
    );
    if (verbose)
      for (const m of p.misses) lines.push(`    miss ${m.query} (${m.kind}): expected ${m.expected ?? 'none'}, got ${m.got ?? 'none'} (${m.confidence})`);
  }
  lines.push(report.failures.length ? `FAILED: ${report.failures.join('; ')}` : 'Retrieval targets met.');
  return lines.join('\n');
}
