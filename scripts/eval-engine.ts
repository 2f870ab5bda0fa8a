// npm run eval:engine — runs the Socratic question engine over the evaluation set
// (server/modules/questions/eval): the tuning part, then the held-out part (passages the engine's
// rules were not written against), then retrieval over the library set, each figure beside its
// target. Exits 1 when one misses its target. `--verbose` prints every question, retrieval miss
// and entity error.
import { openTestDatabase } from '#server/test/database.ts';
import { HELD_OUT_SET } from '#server/modules/questions/eval/evaluation-set.ts';
import { formatReport, runEvaluation } from '#server/modules/questions/eval/run-evaluation.ts';
import { formatRetrievalReport, runRetrievalEvaluation } from '#server/modules/questions/eval/run-retrieval.ts';

const verbose = process.argv.includes('--verbose');
const databases = await Promise.all([openTestDatabase(), openTestDatabase(), openTestDatabase()]);
try {
  const tuning = await runEvaluation(databases[0]!.db);
  console.log('== Tuning part\n' + formatReport(tuning, verbose));
  const heldOut = await runEvaluation(databases[1]!.db, HELD_OUT_SET);
  console.log('\n== Held-out part\n' + formatReport(heldOut, verbose));
  const retrieval = await runRetrievalEvaluation(databases[2]!.db);
  console.log('\n== Retrieval\n' + formatRetrievalReport(retrieval, verbose));
  process.exitCode = tuning.failures.length || heldOut.failures.length || retrieval.failures.length ? 1 : 0;
} finally {
  await Promise.all(databases.map((d) => d.close()));
}
