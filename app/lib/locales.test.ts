import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/constants/error-codes.ts';
import { ANALYSIS_STATUSES, BLOOM_LEVELS, OBSERVATION_CODES, RHETORICAL_DEVICES } from '#shared/schemas/discussions.ts';
import { LANGUAGE_CODES } from '#shared/constants/languages.ts';

type Tree = { [key: string]: string | Tree };
const load = (lng: string): Tree => JSON.parse(readFileSync(`app/public/locales/${lng}/common.json`, 'utf8'));
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
const locales = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(load(lng))]));
const english = locales.en!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Keys with plural forms folded into their base key (`count_one`, `count_other` -> `count`). */
const baseKeys = (strings: Record<string, string>) => [...new Set(Object.keys(strings).map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
const pluralBases = (strings: Record<string, string>) =>
  new Set(
    Object.keys(strings)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, '')),
  );

describe('translations', () => {
  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    expect(baseKeys(locales[lng]!)).toEqual(baseKeys(english));
  });

  it.each(LANGUAGE_CODES)('%s has every plural form its grammar needs', (lng) => {
    // i18next picks the form with Intl.PluralRules; Arabic, for one, needs six.
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const base of pluralBases(english)) {
      for (const category of categories) expect(locales[lng]!, `${lng} ${base}_${category}`).toHaveProperty([`${base}_${category}`]);
    }
  });

  // Proper names spelled the same in that language as in English.
  // Names of file formats are the same in every language.
  const FILE_FORMAT_NAMES = ['dashboard.materials.formats.epub', 'dashboard.materials.formats.markdown'];
  const SAME_AS_ENGLISH: Record<string, string[]> = {
    fr: [
      // French words spelled as in English (the localisation review asked for them).
      'common.notifications',
      'dashboard.shell.notifications',
      'nav.admissions',
      'pages.admissions.title',
      'nav.menu',
      'dashboard.educator.table.actions',
      'dashboard.student.assignments.type_label',
      'dashboard.admin.item.type',
      'dashboard.admin.training.total',
      'dashboard.student.meetings.duration_one',
      'dashboard.student.meetings.duration_other',
      'dashboard.student.values.assignment_type.quiz',
      'pages.canva_designs.cards.certificate_name',
      'dashboard.student.books.pages_one',
      'dashboard.student.books.pages_other',
      'dashboard.reader.pages',
      'dashboard.materials.fields.type',
      'dashboard.materials.fields.description',
      'dashboard.materials.formats.audio',
      ...FILE_FORMAT_NAMES,
    ],
    ar: [...FILE_FORMAT_NAMES],
    sw: ['pages.canva_designs.cards.certificate_name', ...FILE_FORMAT_NAMES],
  };

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s keeps every placeholder and translates every text', (lng) => {
    for (const [key, value] of Object.entries(locales[lng]!)) {
      const placeholders = (s: string) => [...new Set(s.match(/{{\s*\w+\s*}}/g) ?? [])].sort();
      const englishKey = key in english ? key : `${key.replace(PLURAL_SUFFIX, '')}_other`;
      // A singular form may spell the number out ("one student") instead of using {{count}}.
      const expected = placeholders(english[englishKey] ?? '').filter((p) => !(PLURAL_SUFFIX.test(key) && p.includes('count')));
      expect(
        placeholders(value).filter((p) => !(PLURAL_SUFFIX.test(key) && p.includes('count'))),
        key,
      ).toEqual(expected);
      if (!(key in english)) continue;
      expect(value.trim(), key).not.toBe('');
      if (/[A-Za-z]{4,}/.test(english[key]!.replace(/{{\s*\w+\s*}}/g, '')) && !SAME_AS_ENGLISH[lng]?.includes(key))
        expect(value, `${lng} ${key} is still English`).not.toBe(english[key]);
    }
  });

  it.each(LANGUAGE_CODES)('%s gives every string with {{count}} its plural forms', (lng) => {
    // i18next picks a plural form only where one exists; a lone "{{count}} files" reads wrongly for 1.
    const lonely = Object.entries(locales[lng]!).filter(([key, value]) => /{{\s*count\s*}}/.test(value) && !PLURAL_SUFFIX.test(key));
    expect(lonely.map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGE_CODES)('%s names every error code the API can send', (lng) => {
    const missing = ERROR_CODES.filter((code) => !locales[lng]![`errors.codes.${code}`]);
    expect(missing).toEqual([]);
  });

  // The analysis of an answer names its findings by stable codes; the dialogue tab shows each in words.
  const ANALYSIS_VALUE_KEYS = [
    ...OBSERVATION_CODES.map((code) => `dashboard.student.dialogue.observations.${code}`),
    ...RHETORICAL_DEVICES.map((device) => `dashboard.student.dialogue.devices.${device}`),
    ...BLOOM_LEVELS.map((level) => `dashboard.student.dialogue.bloom.${level}`),
    ...ANALYSIS_STATUSES.map((status) => `dashboard.student.papers.status.${status}`),
    'dashboard.student.dialogue.status.open',
    'dashboard.student.dialogue.status.closed',
  ];
  it.each(LANGUAGE_CODES)('%s names every finding the answer analysis can report', (lng) => {
    expect(ANALYSIS_VALUE_KEYS.filter((key) => !locales[lng]![key])).toEqual([]);
  });

  it('has every key the code asks for', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('shared')];
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*['"]([a-z_]+(?:\.[a-z0-9_]+)+)['"]/g)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:titleKey|key)[=:]\s*['"]([a-z_]+(?:\.[a-z0-9_]+)+)['"]/g)) used.add(match[1]!);
      // zod messages in shared schemas are translation keys (spec point 5).
      for (const match of text.matchAll(/['"](validation\.[a-z0-9_]+)['"]/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !(key in english) && !(`${key}_other` in english));
    expect(missing).toEqual([]);
  });
});
