import { describe, expect, it } from 'vitest';
import { COURSE_CATEGORY, COURSES, DEFAULT_COURSE } from './courses.ts';
import { levelForIntakeScore } from './difficulty-levels.ts';
import { directionOf, sanitizeLanguage } from './languages.ts';

describe('intake score to difficulty level (spec point 9)', () => {
  it.each([
    [0, 1],
    [50, 1],
    [50.5, 2],
    [51, 2],
    [70, 2],
    [71, 3],
    [85, 3],
    [86, 4],
    [100, 4],
  ])('%d%% -> level %d', (score, level) => expect(levelForIntakeScore(score)).toBe(level));

  it('refuses a negative or non-numeric score', () => {
    expect(() => levelForIntakeScore(-1)).toThrow(RangeError);
    expect(() => levelForIntakeScore(Number.NaN)).toThrow(RangeError);
  });
});

describe('courses', () => {
  it('are the 11 of spec point 3, each with a category, defaulting to Systematic Theology', () => {
    expect(COURSES).toHaveLength(11);
    expect(Object.keys(COURSE_CATEGORY).sort()).toEqual([...COURSES].sort());
    expect(DEFAULT_COURSE).toBe('Systematic Theology');
  });
});

describe('languages (spec points 4 and 5)', () => {
  it('runs right-to-left for ar, he, fa and ur only', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr', 'sw'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
  });

  it('accepts language tags and discards script-like or injection-like values', () => {
    expect(sanitizeLanguage('fr-CA')).toBe('fr');
    expect(sanitizeLanguage('sw')).toBe('sw');
    expect(sanitizeLanguage('de')).toBeNull();
    expect(sanitizeLanguage('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeLanguage('en"; drop table')).toBeNull();
    expect(sanitizeLanguage('javascript:alert(1)')).toBeNull();
  });
});
