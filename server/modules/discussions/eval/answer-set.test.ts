import { describe, expect, it } from 'vitest';
import { readAnswerSet } from './answer-set.ts';
import { sameClaim } from './run-answers.ts';
import { spearman } from '#server/modules/assessments/eval/run-entry.ts';

describe('the labelled answers of issue 38', () => {
  it('holds answers at every level in four languages, half of each held out, every label written as the answer writes it', () => {
    const answers = readAnswerSet();
    for (const language of ['en', 'fr', 'sw', 'ar'])
      for (const part of ['tuning', 'held-out']) {
        const some = answers.filter((a) => a.language === language && a.part === part);
        expect(new Set(some.map((a) => a.question.level))).toEqual(new Set([1, 2, 3, 4]));
      }
  });

  it("counts a claim found when the sentence holds the lecturer's clause, and not when it is another sentence", () => {
    expect(sameClaim('Donc nous sommes justifiés par la grâce de Dieu.', 'nous sommes justifiés par la grâce de Dieu')).toBe(true);
    expect(sameClaim('Paul dit que tous ont péché.', 'Donc nous sommes justifiés par la grâce de Dieu.')).toBe(false);
  });

  it('ranks scores as Spearman does, ties sharing their rank', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [40, 30, 20, 10])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2], [5, 5, 9])).toBeCloseTo(1);
  });
});
