import { describe, expect, it } from 'vitest';
import { containsPassageSentence, expectedCalibrationError, precisionRecallF1, sameEntity, scoreEntities, templateShare } from './metrics.ts';

describe('evaluation measures', () => {
  it('takes a short form for the full name, but not another given name', () => {
    expect(sameEntity('Kato', 'Byang Kato')).toBe(true);
    expect(sameEntity('Augustine', 'Augustine of Hippo')).toBe(true);
    expect(sameEntity('Henry Kato', 'Byang Kato')).toBe(false);
    expect(sameEntity('the Confessions', 'Confessions')).toBe(true);
    expect(sameEntity('Alexandria', 'Athanasius')).toBe(false);
  });

  it('counts each label once, and a wrong name as wrong', () => {
    const score = scoreEntities(['Kato', 'Byang Kato', 'Dallas'], ['Byang Kato', 'John Mbiti']);
    expect(score).toMatchObject({ truePositives: 1, falsePositives: 1, falseNegatives: 1, missed: ['John Mbiti'], wrong: ['Dallas'] });
    expect(precisionRecallF1(score)).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
  });

  it("measures a question's template share over its words", () => {
    expect(templateShare('What does “grace is costly” take for granted?', 5)).toBeCloseTo(5 / 8);
  });

  it('sees a level-1 question that quotes a whole sentence of its passage', () => {
    const passage = 'Augustine heard a child singing. He took up the book and read.';
    expect(containsPassageSentence('Why, when he took up the book and read, did he change?', passage)).toBe(true);
    expect(containsPassageSentence('What did Augustine hear in the garden?', passage)).toBe(false);
  });

  it('measures calibration: confidence that matches accuracy has no error', () => {
    const honest = [...Array(10)].map((_, i) => ({ confidence: 0.8, correct: i < 8 }));
    expect(expectedCalibrationError(honest)).toBeCloseTo(0);
    const overconfident = [...Array(10)].map((_, i) => ({ confidence: 0.95, correct: i < 5 }));
    expect(expectedCalibrationError(overconfident)).toBeCloseTo(0.45);
  });
});
