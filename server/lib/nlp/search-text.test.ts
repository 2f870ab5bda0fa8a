import { describe, expect, it } from 'vitest';
import { chunkForSearch, foldedWords, foldForSearch, sequenceOverlap } from './search-text.ts';

describe('folding for search', () => {
  it('drops accents and Arabic vowel marks, folds Arabic letters, and brings a fused preposition back to the article', () => {
    expect(foldForSearch('Église Grâce')).toBe('eglise grace');
    expect(foldForSearch('اَلسَّمَاوَاتُ')).toBe(foldForSearch('السماوات'));
    expect(foldForSearch('أحمد إيمان آمن')).toBe('احمد ايمان امن');
    expect(foldForSearch('مدرسة على')).toBe('مدرسه علي');
    expect(foldedWords('بالمسيح والكنيسة للكنيسة')).toEqual(['المسيح', 'الكنيسه', 'الكنيسه']);
    // "الله" is left whole: the rule needs three letters after the article.
    expect(foldedWords('والله')).toEqual(['والله']);
  });
});

describe('chunks', () => {
  const paragraph = (n: number, word: string) => Array.from({ length: n }, () => word).join(' ') + '.';
  it('joins short paragraphs, splits long ones between sentences, and reads each chunk’s language', () => {
    const text = [paragraph(20, 'grace'), paragraph(50, 'faith'), 'Mungu ni mwema. '.repeat(40), paragraph(30, 'hope')].join('\n\n');
    const chunks = chunkForSearch(text);
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
    // 20 + 50 words join to one chunk; the Swahili paragraph (120 words) stands alone; the short tail joins it.
    expect(chunks[0]!.text).toContain('grace');
    expect(chunks[0]!.text).toContain('faith');
    expect(chunks.some((c) => c.language === 'sw')).toBe(true);
    const long = chunkForSearch(Array.from({ length: 40 }, (_, i) => `Sentence number ${i} speaks of the mercy of God to sinners.`).join(' '));
    expect(long.length).toBeGreaterThan(1);
    for (const chunk of long) expect(chunk.text.split(/\s+/).length).toBeLessThanOrEqual(220);
    expect(long.every((c) => /\.$/.test(c.text))).toBe(true);
  });
});

describe('sequence overlap', () => {
  const source = foldedWords('The blood of the martyrs is seed for the church, and persecution only spread the faith further.');
  it('is 1 for words the source holds in order, low for the same words shuffled, 0 for another text', () => {
    expect(sequenceOverlap(foldedWords('The blood of the martyrs is seed for the church.'), source)).toBe(1);
    expect(sequenceOverlap(foldedWords('Seed for the church is the blood of martyrs.'), source)).toBeLessThan(0.6);
    expect(sequenceOverlap(foldedWords('Give thanks in every circumstance of life.'), source)).toBe(0);
  });
});
