import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { openTestDatabase } from '#server/test/database.ts';
import { HELD_OUT_SET } from './evaluation-set.ts';
import { formatReport, runEvaluation, THRESHOLDS, type EvaluationReport } from './run-evaluation.ts';
import { formatRetrievalReport, RETRIEVAL_THRESHOLDS, runRetrievalEvaluation, type RetrievalReport } from './run-retrieval.ts';

// `npm run eval:engine` as a test: a figure on the wrong side of its target fails CI.
let databases: DatabaseHandle[];
let report: EvaluationReport;
let heldOut: EvaluationReport;
let retrieval: RetrievalReport;

beforeAll(async () => {
  // Each run stores its own sources: three databases, so no run sees another's.
  databases = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()]);
  report = await runEvaluation(databases[0]!.db);
  heldOut = await runEvaluation(databases[1]!.db, HELD_OUT_SET);
  retrieval = await runRetrievalEvaluation(databases[2]!.db);
  console.info(formatReport(report), '\n\nHeld-out part:\n', formatReport(heldOut), '\n\n', formatRetrievalReport(retrieval));
}, 600_000);
afterAll(() => Promise.all(databases.map((d) => d.close())));

describe('the question engine on the evaluation set', () => {
  it('covers the set: 40 passages, 10 African, 8 French, 8 Swahili, 4 Arabic, and a held-out part of every genre in four languages', () => {
    expect(report.passages).toBeGreaterThanOrEqual(40);
    expect(report.african).toBeGreaterThanOrEqual(10);
    expect(report.byLanguage.fr).toBeGreaterThanOrEqual(8);
    expect(report.byLanguage.sw).toBeGreaterThanOrEqual(8);
    expect(report.byLanguage.ar).toBeGreaterThanOrEqual(4);
    expect(heldOut.passages).toBeGreaterThanOrEqual(24);
    for (const language of ['en', 'fr', 'sw', 'ar']) expect(heldOut.byLanguage[language]).toBeGreaterThanOrEqual(6);
  });

  it("writes every question in its passage's language", () => {
    expect(report.questions.filter((q) => !q.languageMatches).map((q) => `${q.passageId} L${q.level}: ${q.question.content}`)).toEqual([]);
    expect(report.languageMatch).toBe(THRESHOLDS.languageMatch);
  });

  it("writes questions mostly in the passage's own words, over many stems", () => {
    expect(report.meanTemplateShare).toBeLessThan(THRESHOLDS.templateShare);
    expect(report.maxStemShare).toBeLessThanOrEqual(THRESHOLDS.maxStemShare);
  });

  it('slots no fragment into a question, and gives no level-1 answer away', () => {
    expect(report.questions.filter((q) => q.fragments.length > 0).map((q) => `${q.passageId} L${q.level}: ${q.fragments.join(' | ')}`)).toEqual([]);
    expect(report.questions.filter((q) => q.leaksAnswer).map((q) => `${q.passageId}: ${q.question.content}`)).toEqual([]);
  });

  it('finds the right source, uses none below the threshold, and says how sure it is truthfully', () => {
    expect(report.retrieval.precisionAt1).toBeGreaterThanOrEqual(THRESHOLDS.precisionAt1);
    expect(report.retrieval.calibrationError).toBeLessThanOrEqual(THRESHOLDS.calibrationError);
  });

  it('asks about the passage: at most one question in ten could be asked of any passage, no opening is a quarter of a level, on both parts', () => {
    for (const part of [report, heldOut]) {
      expect(part.questions.filter((q) => q.generic).length / part.questions.length).toBeLessThanOrEqual(THRESHOLDS.genericShare);
      expect(part.maxOpeningShare).toBeLessThanOrEqual(THRESHOLDS.maxOpeningShare);
      expect(part.languageMatch).toBe(THRESHOLDS.languageMatch);
      expect(part.fragments).toBe(0);
    }
  });

  it('reads the genre of most labelled passages as labelled', () => {
    expect(report.genres.labelled).toBeGreaterThanOrEqual(24);
    expect(report.genres.right / report.genres.labelled).toBeGreaterThanOrEqual(0.8);
  });

  it('finds the library text a passage comes from: precision at 1 and recall at 3 of 0.9 on both parts, every extract and line', () => {
    for (const part of Object.values(retrieval.parts)) {
      expect(part.precisionAt1).toBeGreaterThanOrEqual(RETRIEVAL_THRESHOLDS.precisionAt1);
      expect(part.recallAt3).toBeGreaterThanOrEqual(RETRIEVAL_THRESHOLDS.recallAt3);
      for (const kind of ['extract', 'extract-no-names', 'line']) expect(part.byKind[kind]!.right, kind).toBe(part.byKind[kind]!.queries);
    }
  });

  // Not yet none, as the issue asks: on the tuning part 5 of 41 passages with no labelled source are given one (two of them on
  // a subject a library text does treat: John's prologue and the incarnation, Chalcedon and Athanasius). This holds that ground.
  it('gives few passages on other subjects a source', () => {
    for (const part of Object.values(retrieval.parts)) expect(part.unrelatedGivenOne / part.unrelated).toBeLessThanOrEqual(0.15);
  });

  it('finds the people, places and works a passage names', () => {
    expect(report.entities.all.f1).toBeGreaterThanOrEqual(THRESHOLDS.entityF1);
    expect(report.entities.works.recall).toBeGreaterThanOrEqual(THRESHOLDS.worksRecall);
  });
});
