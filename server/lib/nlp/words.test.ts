import { describe, expect, it } from 'vitest';
import { dataFilesIn, readDataFile } from '#server/lib/data-file.ts';
import { FUNCTION_WORDS_FILE, functionWordsSchema } from './function-words.ts';
import { LEXICON_FILE, lexiconsSchema } from './lexicon.ts';
import { THEOLOGY_TERMS_FILE, theologyTermsSchema } from './theology-terms.ts';

describe('the word lists in nlp/words', () => {
  it('are the ones the modules read, and each fits its schema', () => {
    const files = [
      { file: FUNCTION_WORDS_FILE, schema: functionWordsSchema },
      { file: LEXICON_FILE, schema: lexiconsSchema },
      { file: THEOLOGY_TERMS_FILE, schema: theologyTermsSchema },
    ];
    expect(dataFilesIn(new URL('./', FUNCTION_WORDS_FILE))).toEqual(files.map(({ file }) => file.pathname.split('/').pop()).sort());
    for (const { file, schema } of files) expect(() => readDataFile(file, schema)).not.toThrow();
  });
});
