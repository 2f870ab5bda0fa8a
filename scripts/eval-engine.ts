// npm run eval:engine — runs the Socratic question engine over the evaluation set
// (server/modules/questions/eval) and prints each figure beside its target (THRESHOLDS in
// run-evaluation.ts). Exits 1 when one misses its target. `--verbose` prints every question,
// retrieval miss and entity error.
import { openTestDatabase } from '#server/test/database.ts';
import { formatReport, runEvaluation } from '#server/modules/questions/eval/run-evaluation.ts';

const database = await openTestDatabase();
try {
  const report = await runEvaluation(database.db);
  console.log(formatReport(report, process.argv.includes('--verbose')));
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await database.close();
}
