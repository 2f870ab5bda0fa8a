import { describe, expect, it } from 'vitest';
import { dataFilesIn, readDataFile } from '#server/lib/data-file.ts';
import { EVAL_SET_PARTS, evalSetPartFile, evalSetPartSchema, EVALUATION_SET, HELD_OUT_PARTS, HELD_OUT_SET } from './evaluation-set.ts';

describe('the evaluation set files', () => {
  it('are the parts the evaluation reads, and each fits the schema', () => {
    const parts = [...EVAL_SET_PARTS, ...HELD_OUT_PARTS];
    expect(dataFilesIn(new URL('./', evalSetPartFile('fr')))).toEqual(parts.map((name) => `${name}.json`).sort());
    for (const name of parts) expect(() => readDataFile(evalSetPartFile(name), evalSetPartSchema)).not.toThrow();
    expect(EVALUATION_SET.passages.length).toBeGreaterThanOrEqual(40);
    // No passage is in both parts.
    const tuning = new Set(EVALUATION_SET.passages.map((p) => p.text));
    expect(HELD_OUT_SET.passages.filter((p) => tuning.has(p.text))).toEqual([]);
  });

  it('refuse a label the passage does not write, and a source the part does not have', () => {
    const part = readDataFile(evalSetPartFile('fr'), evalSetPartSchema);
    const passage = part.passages[0]!;
    const broken = { ...part, passages: [{ ...passage, labels: { ...passage.labels, people: ['Nobody Named'] }, sourceId: 'fr-src-missing' }] };
    const result = evalSetPartSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['passages.0.labels.people.0', 'passages.0.sourceId']);
  });
});
