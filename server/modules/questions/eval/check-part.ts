// Checks one part of the evaluation set while it is written: node --import tsx server/modules/questions/eval/check-part.ts set-en-fathers.ts
import type { EvalSetPart } from './types.ts';

const file = process.argv[2];
if (!file) throw new Error('Name the part file, e.g. set-en-fathers.ts');
const { part } = (await import(`./${file.replace(/^.*\//, '')}`)) as { part: EvalSetPart };
const problems: string[] = [];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const ids = new Set<string>();
for (const item of [...part.passages, ...part.sources]) {
  if (ids.has(item.id)) problems.push(`duplicate id ${item.id}`);
  ids.add(item.id);
}
const sourceIds = new Set(part.sources.map((s) => s.id));
for (const p of part.passages) {
  const n = words(p.text);
  if (n < 60 || n > 200) problems.push(`${p.id}: ${n} words (60-200)`);
  for (const kind of ['people', 'places', 'works', 'concepts'] as const) {
    for (const label of p.labels[kind]) if (!p.text.includes(label)) problems.push(`${p.id}: ${kind} label "${label}" is not in the text verbatim`);
  }
  if (p.labels.concepts.length < 2 || p.labels.concepts.length > 6) problems.push(`${p.id}: ${p.labels.concepts.length} concepts (2-6)`);
  if (p.sourceId !== null && !sourceIds.has(p.sourceId)) problems.push(`${p.id}: sourceId ${p.sourceId} is not a source of this part`);
}
for (const s of part.sources) {
  const n = words(s.text);
  if (n < 150 || n > 350) problems.push(`${s.id}: source has ${n} words (150-350)`);
}
const pointed = new Set(part.passages.map((p) => p.sourceId));
const distractors = part.sources.filter((s) => !pointed.has(s.id));
console.log(`${part.passages.length} passages (${part.passages.filter((p) => p.sourceId).length} with a source), ${part.sources.length} sources (${distractors.length} no passage points to)`);
console.log(problems.length ? problems.join('\n') : 'no problems');
process.exitCode = problems.length ? 1 : 0;
