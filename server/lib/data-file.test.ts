import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DataFileError, entriesOf, parseDataFile, sectionedList } from './data-file.ts';

const file = new URL('./nlp/words/example.json', import.meta.url);
const schema = z.strictObject({ words: z.array(z.string().min(1)) });

describe('a data file read against its schema', () => {
  it('names the file and every field that does not fit', () => {
    const read = () => parseDataFile(file, '{ "words": ["grace", ""], "extra": 1 }', schema);
    expect(read).toThrow(DataFileError);
    try {
      read();
    } catch (error) {
      const failure = error as DataFileError;
      expect(failure.message).toMatch(/^server\/lib\/nlp\/words\/example\.json: /);
      expect(failure.problems).toEqual([expect.stringMatching(/^words\.1: /), expect.stringMatching(/^\(the whole file\): .*extra/)]);
    }
  });

  it('names the file when it is not JSON', () => {
    expect(() => parseDataFile(file, '{ "words": [ "grace", ] }', schema)).toThrow(/^server\/lib\/nlp\/words\/example\.json: not valid JSON/);
  });

  it('reads a sectioned list as its entries in order, and refuses an empty section', () => {
    const list = sectionedList(z.string());
    const sections = parseDataFile(file, '[{ "title": "A", "entries": ["a", "b"] }, { "title": "B", "entries": ["c"] }]', list);
    expect(entriesOf(sections)).toEqual(['a', 'b', 'c']);
    expect(() => parseDataFile(file, '[{ "title": "A", "entries": [] }]', list)).toThrow(/0\.entries: /);
  });
});
