import { analyseAnswer } from '#server/lib/nlp/answer-analysis.ts';
import { functionWordSet } from '#server/lib/nlp/function-words.ts';
import { findScriptureReferences } from '#server/lib/nlp/scripture-references.ts';
import type { TextLanguage } from '#server/lib/nlp/text.ts';
import { writeFollowUp } from '../follow-up.ts';
import type { LabelledAnswer } from './answer-set.ts';

/**
 * How the built-in reading of an answer compares with a lecturer's labels (issue 38): the central
 * claim found, Scripture references found (by book, chapter and verse) and no function word among
 * the keywords. Follow-ups are printed beside the lecturer's for grading by hand. (The entry
 * assessment's scores are judged in the assessments module: eval/run-entry.ts.)
 */

export const ANSWER_TARGETS = { claimFound: 0.9, referenceF1: 0.95, functionWordKeywords: 0 } as const;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];

/** Whether the claim the engine found is the lecturer's: one holds the other, or they share most of their words. */
export function sameClaim(found: string | null, labelled: string): boolean {
  if (!found) return false;
  const a = found.toLowerCase();
  const b = labelled.toLowerCase();
  if (a.includes(b) || b.includes(a)) return true;
  const mine = new Set(words(found));
  const theirs = words(labelled);
  const shared = theirs.filter((w) => mine.has(w)).length;
  return shared / Math.max(1, Math.max(mine.size, theirs.length)) >= 0.6;
}

const referenceKey = (r: { book: string; chapter: number; verse?: number | null }) => `${r.book} ${r.chapter}${r.verse ? `:${r.verse}` : ''}`;

export interface AnswerReport {
  part: string;
  answers: number;
  claims: { labelled: number; found: number };
  references: { truePositives: number; falsePositives: number; falseNegatives: number; precision: number; recall: number; f1: number };
  functionWordKeywords: { answer: string; keyword: string }[];
  claimMisses: { id: string; labelled: string; found: string | null }[];
  referenceErrors: { id: string; missed: string[]; wrong: string[] }[];
  followUps: { id: string; strength: string; answer: string; engine: string; lecturer: string }[];
}

/** Reads each answer as the discussion does and scores the reading against its labels. */
export function runAnswerEvaluation(items: LabelledAnswer[], part: string): AnswerReport {
  let labelled = 0;
  let found = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const functionWordKeywords: AnswerReport['functionWordKeywords'] = [];
  const claimMisses: AnswerReport['claimMisses'] = [];
  const referenceErrors: AnswerReport['referenceErrors'] = [];
  const followUps: AnswerReport['followUps'] = [];
  for (const item of items) {
    const analysis = analyseAnswer({
      answer: item.answer,
      question: {
        content: item.question.content,
        difficultyLevel: item.question.level,
        keywords: item.question.keywords,
        sourceExcerpt: item.question.passage,
      },
      objectives: [],
    });
    if (item.labels.claim) {
      labelled += 1;
      if (sameClaim(analysis.argumentStructure.claim, item.labels.claim)) found += 1;
      else claimMisses.push({ id: item.id, labelled: item.labels.claim, found: analysis.argumentStructure.claim });
    }
    const expected = new Set(item.labels.scriptureReferences.map(referenceKey));
    const got = new Set(findScriptureReferences(item.answer).map(referenceKey));
    const missed = [...expected].filter((k) => !got.has(k));
    const wrong = [...got].filter((k) => !expected.has(k));
    tp += [...got].filter((k) => expected.has(k)).length;
    fp += wrong.length;
    fn += missed.length;
    if (missed.length || wrong.length) referenceErrors.push({ id: item.id, missed, wrong });
    const functionWords = functionWordSet(item.language as TextLanguage);
    for (const keyword of analysis.keywords) if (words(keyword).every((w) => functionWords.has(w))) functionWordKeywords.push({ answer: item.id, keyword });
    followUps.push({
      id: item.id,
      strength: item.strength,
      answer: item.answer,
      engine: writeFollowUp(item.answer, analysis).content,
      lecturer: item.labels.followUp,
    });
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  return {
    part,
    answers: items.length,
    claims: { labelled, found },
    references: {
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision,
      recall,
      f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    },
    functionWordKeywords,
    claimMisses,
    referenceErrors,
    followUps,
  };
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(0)}%`;

/** The report as the script prints it, each figure beside its target. */
export function formatAnswerReport(report: AnswerReport, verbose: boolean): string {
  const lines = [
    `${report.part}: ${report.answers} answers`,
    `  central claim found        ${report.claims.found} of ${report.claims.labelled} (${pct(report.claims.found, report.claims.labelled)}; target at least ${ANSWER_TARGETS.claimFound * 100}%)`,
    `  Scripture references       P ${report.references.precision.toFixed(2)}  R ${report.references.recall.toFixed(2)}  F1 ${report.references.f1.toFixed(2)}  (tp ${report.references.truePositives}, fp ${report.references.falsePositives}, fn ${report.references.falseNegatives}; F1 target at least ${ANSWER_TARGETS.referenceF1})`,
    `  function words as keywords ${report.functionWordKeywords.length}  (target ${ANSWER_TARGETS.functionWordKeywords})${report.functionWordKeywords.length ? `: ${report.functionWordKeywords.map((k) => `${k.answer} "${k.keyword}"`).join(', ')}` : ''}`,
  ];
  if (verbose) {
    for (const miss of report.claimMisses) lines.push(`  claim missed ${miss.id}: lecturer "${miss.labelled}" / engine "${miss.found ?? '(none)'}"`);
    for (const error of report.referenceErrors) lines.push(`  references ${error.id}: missed [${error.missed.join('; ')}] wrong [${error.wrong.join('; ')}]`);
    for (const f of report.followUps) lines.push(`  follow-up ${f.id} (${f.strength}):\n    engine:   ${f.engine}\n    lecturer: ${f.lecturer}`);
  }
  return lines.join('\n');
}

/** Whether a part meets the automatic targets (the follow-ups are graded by hand). */
export const meetsAnswerTargets = (report: AnswerReport) =>
  report.claims.found / Math.max(1, report.claims.labelled) >= ANSWER_TARGETS.claimFound &&
  report.references.f1 >= ANSWER_TARGETS.referenceF1 &&
  report.functionWordKeywords.length <= ANSWER_TARGETS.functionWordKeywords;
