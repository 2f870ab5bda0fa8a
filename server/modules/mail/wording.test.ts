import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COURSES, courseSlug } from '#shared/constants/courses.ts';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import { dataFilesIn } from '#server/lib/data-file.ts';
import { MAIL_WORDING, readWording, wordingFile, wordingProblems } from './wording.ts';

/** Every key path of a value, arrays by position (a translation has as many paragraphs as the English). */
function keysOf(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [path];
  return Object.entries(value).flatMap(([key, item]) => keysOf(item, path ? `${path}.${key}` : key));
}

describe('the mail wording files', () => {
  it('are one per interface language, and each fits the schema and its placeholders', () => {
    expect(dataFilesIn(new URL('./', wordingFile('en')))).toEqual(LANGUAGE_CODES.map((language) => `${language}.json`).sort());
    for (const language of LANGUAGE_CODES) expect(() => readWording(language)).not.toThrow();
  });

  it("have the same keys in every language (counted nouns follow each language's own plural rules)", () => {
    const keys = (language: LanguageCode) =>
      keysOf({ ...MAIL_WORDING[language], counted: undefined })
        .filter((key) => !key.startsWith('counted'))
        .sort();
    for (const language of LANGUAGE_CODES) expect(keys(language), language).toEqual(keys('en'));
  });

  it('name courses and levels exactly as the portal does', () => {
    for (const language of LANGUAGE_CODES) {
      const client = JSON.parse(readFileSync(new URL(`../../../app/public/locales/${language}/common.json`, import.meta.url), 'utf8'));
      for (const course of COURSES)
        expect(MAIL_WORDING[language].courses[courseSlug(course)], `${language} ${course}`).toBe(client.courses[courseSlug(course)].title);
      expect(MAIL_WORDING[language].levels, language).toEqual(client.dashboard.admin.levels);
    }
  });

  it('refuse a placeholder the message does not know and a counted noun without its forms', () => {
    const wording = structuredClone(MAIL_WORDING.ar);
    wording.messages['application-received'].subject = 'تم استلام طلبك: {referense}';
    delete wording.counted!.days;
    expect(wordingProblems(wording, 'ar')).toEqual([
      'messages.application-received.subject: {referense} is not something this message knows',
      'messages.staff-invitation.paragraphs.1: {days:counted} has no forms under counted.days',
      'messages.email-confirmation.paragraphs.1: {days:counted} has no forms under counted.days',
    ]);
    wording.counted!.minutes = { one: 'دقيقة', other: '# دقيقة' };
    expect(wordingProblems(wording, 'ar')).toContain('counted.minutes: no form for "zero"');
  });
});
