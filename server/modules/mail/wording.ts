import { z } from 'zod';
import { COURSES, courseSlug } from '#shared/constants/courses.ts';
import { DIFFICULTY_LEVELS } from '#shared/constants/difficulty-levels.ts';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import { DECISION_REASONS } from '#shared/schemas/content.ts';
import { DataFileError, readDataFile } from '#server/lib/data-file.ts';

/**
 * The words of every message, written by the team in each interface language (not translated at
 * run time), one file per language in ./wording. A `{name}` in a sentence is filled from the
 * message's data, `{institute}` with the institute's name, and `{days:counted}` with the number
 * and its noun in the form the language's plural rules ask for (Arabic: يومان، 3 أيام، 14 يومًا).
 * Course and level names are the ones the portal shows (copied from the client's strings, and
 * checked by a test to stay the same), so a message names them exactly as the student sees them.
 */

const sentence = z.string().min(1);
const letter = { subject: sentence, greeting: sentence, closing: sentence, signature: sentence };
const paragraphs = (count: number) => z.array(sentence).length(count, `${count} paragraphs: the code places a note or list between given ones`);
const notified = z.strictObject({ subject: sentence, text: sentence, action: sentence });

/** Each message's words. How they are laid out (where the reasons, a note or the button go) is templates.ts's. */
const messages = z.strictObject({
  'application-received': z.strictObject({ ...letter, paragraphs: paragraphs(3), highlight: sentence }),
  'application-accepted': z.strictObject({ ...letter, paragraphs: paragraphs(3), highlight: sentence, action: sentence }),
  'application-declined': z.strictObject({ ...letter, paragraphs: paragraphs(2), highlight: sentence }),
  'application-draft': z.strictObject({ ...letter, greetingWithoutName: sentence, paragraphs: paragraphs(2), action: sentence }),
  'assessment-scheduled': z.strictObject({ ...letter, greetingWithoutName: sentence, paragraphs: paragraphs(2), action: sentence }),
  'login-failures': z.strictObject({ ...letter, paragraphs: paragraphs(4), list: z.array(sentence).length(3) }),
  'staff-invitation': z.strictObject({ ...letter, paragraphs: paragraphs(3), action: sentence }),
  'email-confirmation': z.strictObject({ ...letter, paragraphs: paragraphs(2), action: sentence }),
  notification: z.strictObject({
    greeting: sentence,
    settings: sentence,
    closing: sentence,
    signature: sentence,
    socratic_question: notified,
    educator_comment: notified,
    assignment_graded: notified,
    application_received: notified,
    assessment_submitted: notified,
  }),
});
export type MessageWords = z.output<typeof messages>;

/** The data each message's sentences may name. */
const PLACEHOLDERS: { [K in keyof MessageWords]: readonly string[] } = {
  'application-received': ['firstName', 'reference'],
  'application-accepted': ['firstName', 'reference', 'course', 'level', 'levelName', 'intakeStart', 'username', 'days'],
  'application-declined': ['firstName', 'reference'],
  'application-draft': ['firstName', 'days'],
  'assessment-scheduled': ['firstName', 'when', 'minutes', 'hours'],
  'login-failures': ['name', 'username', 'failures', 'networks', 'minutes'],
  'staff-invitation': ['name', 'username', 'invitedBy', 'days'],
  'email-confirmation': ['name', 'days'],
  notification: ['name', 'course', 'educator', 'assignment', 'grade', 'max', 'applicant', 'reference'],
};

/** `{name}`, or `{name:counted}` for a number written with its noun. */
export const PLACEHOLDER = /\{(\w+)(?::(counted))?\}/g;

const levelKeys = DIFFICULTY_LEVELS.map((l) => String(l.level)) as [string, ...string[]];
const courseKeys = COURSES.map(courseSlug) as [string, ...string[]];

export const wordingSchema = z.strictObject({
  /** The foot of every message: how to reach the institute, and who sent it. */
  footer: z.strictObject({ contactLine: sentence, automatic: sentence, automaticPortal: sentence }),
  /** The reviewer's structured reasons, as the applicant reads them. */
  reasons: z.record(z.enum([...DECISION_REASONS.accepted, ...DECISION_REASONS.declined]), sentence),
  courses: z.record(z.enum(courseKeys), sentence),
  levels: z.record(z.enum(levelKeys), sentence),
  /** A counted noun's form for each plural category of the language, `#` standing for the number. */
  counted: z.record(z.string(), z.record(z.string(), sentence)).optional(),
  messages,
});
export type MailWording = z.output<typeof wordingSchema>;

/** Every sentence of a message's words with its path in the file. */
function sentencesOf(value: unknown, path: (string | number)[]): { path: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => sentencesOf(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => sentencesOf(item, [...path, key]));
  return [];
}

/**
 * The file's words checked against what the code fills in: a placeholder that names data the
 * message does not have would be written out as "undefined", and a counted noun needs a form
 * for every plural category of the language.
 */
export function wordingProblems(wording: MailWording, language: LanguageCode): string[] {
  const problems: string[] = [];
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const [noun, forms] of Object.entries(wording.counted ?? {})) {
    for (const category of categories) if (!(category in forms)) problems.push(`counted.${noun}: no form for "${category}"`);
  }
  for (const kind of Object.keys(PLACEHOLDERS) as (keyof MessageWords)[]) {
    for (const { path, text } of sentencesOf(wording.messages[kind], ['messages', kind])) {
      for (const [, name, counted] of text.matchAll(PLACEHOLDER)) {
        if (name !== 'institute' && !PLACEHOLDERS[kind].includes(name!)) problems.push(`${path.join('.')}: {${name}} is not something this message knows`);
        if (counted && !wording.counted?.[name!]) problems.push(`${path.join('.')}: {${name}:counted} has no forms under counted.${name}`);
      }
    }
  }
  return problems;
}

/** The file of a language's wording. */
export const wordingFile = (language: LanguageCode) => new URL(`./wording/${language}.json`, import.meta.url);

/** Reads one language's wording and checks its placeholders. */
export function readWording(language: LanguageCode): MailWording {
  const file = wordingFile(language);
  const wording = readDataFile(file, wordingSchema);
  const problems = wordingProblems(wording, language);
  if (problems.length) throw new DataFileError(file, problems);
  return wording;
}

/** Every language's mail wording. */
export const MAIL_WORDING = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, readWording(language)])) as Record<LanguageCode, MailWording>;

/**
 * Fills a sentence's placeholders from `values` in one pass (a value is never read as a
 * placeholder itself). `{institute}` must be among the values.
 */
export function fillWords(text: string, values: Record<string, unknown>, language: LanguageCode): string {
  return text.replace(PLACEHOLDER, (_, name: string, counted?: string) => {
    if (!counted) return String(values[name]);
    const forms = MAIL_WORDING[language].counted?.[name] ?? {};
    const count = Number(values[name]);
    return (forms[new Intl.PluralRules(language).select(count)] ?? '#').replace('#', String(values[name]));
  });
}
