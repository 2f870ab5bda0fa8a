import { splitSentences, words } from '#server/lib/nlp/text.ts';

/**
 * The measures `npm run eval:engine` prints. Pure functions over the
 * engine's output and the hand labels, so each one is unit-tested on its own.
 */

const normalise = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/^(?:the|le|la|les|l'|al-|ال)\s*/u, '')
    .replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a predicted name stands for a labelled one: the same name, or a shorter form made of
 * its first or last words ("Kato" for "Byang Kato", "Augustine" for "Augustine of Hippo"). A
 * different given name is another person ("Henry Kato" is not "Byang Kato").
 */
export function sameEntity(predicted: string, gold: string): boolean {
  const p = normalise(predicted);
  const g = normalise(gold);
  if (!p || !g) return false;
  if (p === g) return true;
  const pw = p.split(' ');
  const gw = g.split(' ');
  const [shorter, longer] = pw.length <= gw.length ? [pw, gw] : [gw, pw];
  if (shorter.length === longer.length) return false;
  const prefix = shorter.every((w, i) => longer[i] === w);
  const suffix = shorter.every((w, i) => longer[longer.length - shorter.length + i] === w);
  return prefix || suffix;
}

export interface Counts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/**
 * Scores one passage's predictions of one kind against its labels. Each label is found at most
 * once; a second prediction of the same label (a short and a long form) is neither right nor wrong.
 */
export function scoreEntities(predicted: string[], gold: string[]): Counts & { missed: string[]; wrong: string[] } {
  const found = new Set<number>();
  const wrong: string[] = [];
  for (const guess of predicted) {
    const index = gold.findIndex((label) => sameEntity(guess, label));
    if (index < 0) wrong.push(guess);
    else found.add(index);
  }
  const missed = gold.filter((_, i) => !found.has(i));
  return { truePositives: found.size, falsePositives: wrong.length, falseNegatives: missed.length, missed, wrong };
}

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    truePositives: a.truePositives + b.truePositives,
    falsePositives: a.falsePositives + b.falsePositives,
    falseNegatives: a.falseNegatives + b.falseNegatives,
  };
}

export const ZERO: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };

export function precisionRecallF1(counts: Counts) {
  const precision = counts.truePositives + counts.falsePositives === 0 ? 1 : counts.truePositives / (counts.truePositives + counts.falsePositives);
  const recall = counts.truePositives + counts.falseNegatives === 0 ? 1 : counts.truePositives / (counts.truePositives + counts.falseNegatives);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The share of a question's words that its stem wrote rather than the passage: stem words / all words. */
export function templateShare(question: string, stemWords: number): number {
  const total = wordCount(question);
  return total === 0 ? 1 : Math.min(1, stemWords / total);
}

/**
 * Whether a level-1 question contains the sentence that answers it: any sentence of the passage
 * (of five words or more) whose words all appear, in order and together, in the question.
 */
export function containsPassageSentence(question: string, passage: string): boolean {
  const asked = ` ${words(question).join(' ')} `;
  return splitSentences(passage).some((sentence) => {
    const sentenceWords = words(sentence);
    return sentenceWords.length >= 5 && asked.includes(` ${sentenceWords.join(' ')} `);
  });
}

/**
 * Expected calibration error over equal-width confidence bins: the gap between the confidence
 * claimed and the share actually right, weighted by how many predictions fall in each bin.
 */
export function expectedCalibrationError(predictions: { confidence: number; correct: boolean }[], bins = 10): number {
  if (predictions.length === 0) return 0;
  let error = 0;
  for (let b = 0; b < bins; b++) {
    const low = b / bins;
    const high = (b + 1) / bins;
    const inBin = predictions.filter((p) => (b === bins - 1 ? p.confidence >= low && p.confidence <= high : p.confidence >= low && p.confidence < high));
    if (inBin.length === 0) continue;
    const accuracy = inBin.filter((p) => p.correct).length / inBin.length;
    const confidence = inBin.reduce((sum, p) => sum + p.confidence, 0) / inBin.length;
    error += (inBin.length / predictions.length) * Math.abs(accuracy - confidence);
  }
  return error;
}
