// Fits the retrieval model (server/modules/questions/retrieval.ts, RETRIEVAL_MODEL) on the
// evaluation set: logistic regression over each passage's three best candidate sources, label
// "this is the passage's source". Prints the weights to copy into RETRIEVAL_MODEL, and the calibration
// error of the fitted model on the same pairs.
//   node --import tsx server/modules/questions/eval/fit-retrieval.ts
import { openTestDatabase } from '#server/test/database.ts';
import { sourceConfidence, type SourceFeatures } from '../retrieval.ts';
import { expectedCalibrationError } from './metrics.ts';
import { runEvaluation } from './run-evaluation.ts';

const FEATURES: (keyof SourceFeatures)[] = ['nameShare', 'twoNames', 'termShare', 'relativeRank'];

const database = await openTestDatabase();
try {
  const { retrievalPairs: all } = await runEvaluation(database.db);
  // The model is judged on the sources a question may show (at most three per passage), so it is fitted on
  // each passage's three best candidates by full-text rank, not on the long tail no one sees.
  const byPassage = new Map<string, typeof all>();
  for (const pair of all) byPassage.set(pair.passageId, [...(byPassage.get(pair.passageId) ?? []), pair]);
  const retrievalPairs = [...byPassage.values()].flatMap((pairs) => [...pairs].sort((a, b) => b.features.relativeRank - a.features.relativeRank).slice(0, 3));
  const weights: Record<string, number> = { bias: 0, ...Object.fromEntries(FEATURES.map((f) => [f, 0])) };
  // Plain gradient descent with a little L2, which keeps the weights of rare features sensible.
  const rate = 0.5;
  const l2 = 0.001;
  for (let epoch = 0; epoch < 20_000; epoch++) {
    const gradient: Record<string, number> = Object.fromEntries(Object.keys(weights).map((k) => [k, 0]));
    for (const pair of retrievalPairs) {
      const p = sourceConfidence(pair.features, weights as never);
      const error = p - (pair.correct ? 1 : 0);
      gradient.bias! += error;
      for (const f of FEATURES) gradient[f]! += error * pair.features[f];
    }
    for (const k of Object.keys(weights)) weights[k]! -= (rate * gradient[k]!) / retrievalPairs.length + (k === 'bias' ? 0 : l2 * weights[k]!);
  }
  const rounded = Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  const ece = expectedCalibrationError(retrievalPairs.map((p) => ({ confidence: sourceConfidence(p.features, rounded as never), correct: p.correct })));
  console.log(`${retrievalPairs.length} pairs (${retrievalPairs.filter((p) => p.correct).length} right)`);
  console.log(`RETRIEVAL_MODEL = ${JSON.stringify(rounded)}`);
  console.log(`calibration error over all pairs with these weights: ${ece.toFixed(3)}`);
} finally {
  await database.close();
}
