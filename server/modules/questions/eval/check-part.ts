// Checks one part of the evaluation set while it is written: node --import tsx server/modules/questions/eval/check-part.ts fr
// (the part's file is sets/<name>.json; reading it checks it, and names every problem).
import { dataFileName, DataFileError } from '#server/lib/data-file.ts';
import { readEvalSetPart } from './evaluation-set.ts';

const name = process.argv[2]?.replace(/^.*\//, '').replace(/\.json$/, '');
if (!name) throw new Error('Name the part, e.g. fr (for sets/fr.json)');
try {
  const part = readEvalSetPart(name);
  const pointed = new Set(part.passages.map((p) => p.sourceId));
  const distractors = part.sources.filter((s) => !pointed.has(s.id));
  console.log(
    `${part.passages.length} passages (${part.passages.filter((p) => p.sourceId).length} with a source), ${part.sources.length} sources (${distractors.length} no passage points to)`,
  );
  console.log('no problems');
} catch (error) {
  if (!(error instanceof DataFileError)) throw error;
  console.log(`${dataFileName(error.file)}:\n${error.problems.join('\n')}`);
  process.exitCode = 1;
}
