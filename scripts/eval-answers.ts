// npm run eval:answers — the built-in reading of students' answers against a lecturer's labels
// (server/modules/discussions/eval/sets, issue 38): the tuning part, then the held-out part, then
// the suggested entry-assessment scores against the lecturer's. Exits 1 when a figure misses its
// target. `--verbose` prints every miss and each follow-up beside the lecturer's, to grade by hand.
import { readAnswerSet } from '#server/modules/discussions/eval/answer-set.ts';
import { formatAnswerReport, meetsAnswerTargets, runAnswerEvaluation } from '#server/modules/discussions/eval/run-answers.ts';
import { ENTRY_SPEARMAN_TARGET, runEntryEvaluation } from '#server/modules/assessments/eval/run-entry.ts';
import { readEntrySet } from '#server/modules/assessments/eval/entry-set.ts';

const verbose = process.argv.includes('--verbose');
const answers = readAnswerSet();
const tuning = runAnswerEvaluation(
  answers.filter((a) => a.part === 'tuning'),
  'Tuning part',
);
const heldOut = runAnswerEvaluation(
  answers.filter((a) => a.part === 'held-out'),
  'Held-out part',
);
console.log(formatAnswerReport(tuning, verbose));
console.log(formatAnswerReport(heldOut, verbose));
const entry = runEntryEvaluation(readEntrySet());
console.log(`Entry assessment: ${entry.scored.length} answers, Spearman ${entry.spearman.toFixed(2)} (target at least ${ENTRY_SPEARMAN_TARGET})`);
if (verbose) for (const s of entry.scored) console.log(`  ${s.id}: lecturer ${s.lecturer}, suggested ${s.suggested}`);
const met = meetsAnswerTargets(tuning) && meetsAnswerTargets(heldOut) && entry.spearman >= ENTRY_SPEARMAN_TARGET;
console.log(met ? '\nAll targets met.' : '\nSome targets missed.');
process.exitCode = met ? 0 : 1;
