// Fits the retrieval model (server/modules/questions/retrieval.ts, RETRIEVAL_MODEL) on the tuning
// part of the retrieval set and the engine set's passages: logistic regression over every candidate
// source of every query, label "this is the query's source". The held-out part is never seen here.
// Prints the weights to copy into RETRIEVAL_MODEL, and the calibration error on the same pairs.
//   node --import tsx server/modules/questions/eval/fit-retrieval.ts
import { openTestDatabase } from '#server/test/database.ts';
import { SOURCE_FEATURES, sourceConfidence } from '../retrieval.ts';
import { expectedCalibrationError } from './metrics.ts';
import { runRetrievalEvaluation } from './run-retrieval.ts';

// FIT_FEATURES=a,b,c fits on those features only (the others keep weight 0), to compare subsets.
const FEATURES = process.env.FIT_FEATURES ? SOURCE_FEATURES.filter((f) => process.env.FIT_FEATURES!.split(',').includes(f)) : SOURCE_FEATURES;

const database = await openTestDatabase();
try {
  const { tuningPairs: all } = await runRetrievalEvaluation(database.db);
  // The model decides which of a query's likeliest sources to show (at most three), so it is fitted on
  // each query's three best candidates by full-text rank and rare-word share, not on the long tail no one sees.
  const byQuery = new Map<string, typeof all>();
  for (const pair of all) byQuery.set(pair.queryId, [...(byQuery.get(pair.queryId) ?? []), pair]);
  const likeliness = (p: (typeof all)[number]) => p.features.relativeRank + p.features.rareShare + p.features.sequence;
  const retrievalPairs = [...byQuery.values()].flatMap((pairs) => [...pairs].sort((a, b) => likeliness(b) - likeliness(a)).slice(0, 3));
  const weights: Record<string, number> = { bias: 0, ...Object.fromEntries(SOURCE_FEATURES.map((f) => [f, 0])) };
  // Plain gradient descent with a little L2, which keeps the weights of rare features sensible.
  const rate = 2;
  const l2 = 0.001;
  for (let epoch = 0; epoch < 60_000; epoch++) {
    const gradient: Record<string, number> = Object.fromEntries(Object.keys(weights).map((k) => [k, 0]));
    for (const pair of retrievalPairs) {
      const p = sourceConfidence(pair.features, weights as never);
      const error = p - (pair.correct ? 1 : 0);
      gradient.bias! += error;
      for (const f of FEATURES) gradient[f]! += error * pair.features[f];
    }
    for (const k of Object.keys(weights)) weights[k]! -= (rate * gradient[k]!) / retrievalPairs.length + (k === 'bias' ? 0 : l2 * weights[k]!);
    // Each feature is evidence for a source, never against it: a weight that would turn negative stays at 0.
    for (const f of FEATURES) weights[f] = Math.max(0, weights[f]!);
  }
  const rounded = Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  const ece = expectedCalibrationError(retrievalPairs.map((p) => ({ confidence: sourceConfidence(p.features, rounded as never), correct: p.correct })));
  console.log(`${retrievalPairs.length} pairs (${retrievalPairs.filter((p) => p.correct).length} right)`);
  console.log(`RETRIEVAL_MODEL = ${JSON.stringify(rounded)}`);
  console.log(`calibration error over all pairs with these weights: ${ece.toFixed(3)}`);
} finally {
  await database.close();
}
