import { analyseAnswer } from '#server/lib/nlp/answer-analysis.ts';
import { answerPoints } from '../service.ts';
import type { EntryAnswer } from './entry-set.ts';

/** The rank correlation the suggested entry scores must reach with a lecturer's (issue 38). */
export const ENTRY_SPEARMAN_TARGET = 0.8;

/** Spearman's rank correlation, ties given their mean rank. */
export function spearman(xs: number[], ys: number[]): number {
  const ranks = (values: number[]) => {
    const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
    const out = new Array<number>(values.length);
    for (let k = 0; k < order.length;) {
      let end = k;
      while (end + 1 < order.length && order[end + 1]!.v === order[k]!.v) end += 1;
      for (let m = k; m <= end; m += 1) out[order[m]!.i] = (k + end) / 2 + 1;
      k = end + 1;
    }
    return out;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (rx.length + 1) / 2;
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i += 1) {
    num += (rx[i]! - mean) * (ry[i]! - mean);
    dx += (rx[i]! - mean) ** 2;
    dy += (ry[i]! - mean) ** 2;
  }
  return dx === 0 || dy === 0 ? 0 : num / Math.sqrt(dx * dy);
}

/** The suggested entry scores against the lecturer's: Spearman's rank correlation, and each pair. */
export function runEntryEvaluation(items: EntryAnswer[]) {
  const scored = items.map((item) => {
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
    return { id: item.id, lecturer: item.lecturerScore, suggested: answerPoints(item.answer, analysis) };
  });
  return {
    scored,
    spearman: spearman(
      scored.map((s) => s.suggested),
      scored.map((s) => s.lecturer),
    ),
  };
}
