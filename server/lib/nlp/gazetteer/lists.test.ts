import { describe, expect, it } from 'vitest';
import { dataFilesIn, readDataFile } from '#server/lib/data-file.ts';
import { GAZETTEER_FILES, gazetteerFile } from './lists.ts';

describe('the gazetteer files', () => {
  it('are the ones the recogniser reads, and each fits its schema', () => {
    const folder = new URL('./', gazetteerFile('people.json'));
    expect(dataFilesIn(folder)).toEqual(Object.keys(GAZETTEER_FILES).sort());
    for (const [name, schema] of Object.entries(GAZETTEER_FILES)) {
      expect(() => readDataFile(gazetteerFile(name as keyof typeof GAZETTEER_FILES), schema)).not.toThrow();
    }
  });
});
