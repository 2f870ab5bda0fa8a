import { describe, expect, it } from 'vitest';
import { dataFilesIn, readDataFile } from '#server/lib/data-file.ts';
import { STEM_LEVELS, stemFile, stemFileSchema, STEMS } from './stems.ts';

describe('the stem files', () => {
  it('are one per level, and each fits the schema', () => {
    expect(dataFilesIn(new URL('./', stemFile(1)))).toEqual(STEM_LEVELS.map((level) => `level-${level}.json`));
    for (const level of STEM_LEVELS) expect(readDataFile(stemFile(level), stemFileSchema).level).toBe(level);
  });

  it("give every stem its file's level and its own id", () => {
    expect(STEMS.every((stem) => stem.id.startsWith(`l${stem.level}-`))).toBe(true);
    expect(new Set(STEMS.map((stem) => stem.id)).size).toBe(STEMS.length);
  });

  it('refuse a stem whose translation leaves out a slot', () => {
    const level = readDataFile(stemFile(1), stemFileSchema);
    const stem = level.stems.find((s) => s.text.en.includes('{main}'))!;
    const broken = { ...level, stems: [{ ...stem, text: { ...stem.text, fr: 'Quelle raison le passage en donne-t-il ?' } }] };
    const result = stemFileSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['stems.0.text.fr']);
  });
});
