import { z } from 'zod';

/**
 * The building blocks every request schema uses for what people type and for dates, so that no
 * field can let through a value the database cannot store. A new field built
 * from these cannot forget the checks; the route-table fuzz test (server/modules/fuzz.test.ts)
 * sends every write route the values that used to answer 500.
 */

// Zod compiles fast object parsers with `new Function`, which the Content-Security-Policy forbids
// in the browser. This module is imported by every schema module, so the
// setting is in force before any schema is built.
if (typeof document !== 'undefined') z.config({ jitless: true });

// PostgreSQL text cannot hold NUL, and the other C0 controls (tab and line breaks aside) are never typed by a person.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Half of a UTF-16 pair: JSON can carry one, UTF-8 cannot encode it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text has no character that cannot be stored or was never typed. */
export function isStorableText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Text a person typed: trimmed, refused with `validation.invalid_characters` when it holds NUL,
 * another control character or a broken surrogate. Chain `.min()` and `.max()` as on any string.
 * `requiredMessage` is the message when the value is missing or not a string.
 */
export function text(requiredMessage = 'validation.required') {
  return z.string({ message: requiredMessage }).trim().refine(isStorableText, 'validation.invalid_characters');
}

/**
 * The secret of a mailed link (set a password, resume an application, open the entry assessment,
 * confirm an address), sent in a request body so it never lands in a URL log: a malformed one is
 * refused as a link that is not valid.
 */
export function linkSecret() {
  return z.string({ message: 'validation.invitation_invalid' }).min(20, 'validation.invitation_invalid').max(100, 'validation.invitation_invalid');
}

/** An optional text of at most `max` characters; empty becomes undefined. */
export function optionalText(max: number) {
  return text()
    .max(max, 'validation.too_long')
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** A short identifier from another system (a Canva design or job id): no spaces inside, printable. */
export function externalId(message = 'validation.id_invalid') {
  return text(message).min(1, message).max(200, message);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD: 2027-02-30 and 1990-02-31 are not. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 30 February over into March; a real date survives the round trip.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1;
}

/** A required date, YYYY-MM-DD, that exists in the calendar. */
export function calendarDate(requiredMessage = 'validation.required') {
  return z.string({ message: requiredMessage }).trim().min(1, requiredMessage).refine(isCalendarDate, 'validation.date_invalid');
}

/**
 * A point in time in an API answer, as ISO 8601: a Date from the database is
 * written with toISOString (coercing one to a string gives "Sun Nov 22 2026 23:21:22 GMT+0000"),
 * a string (a date column, already YYYY-MM-DD) passes as it is.
 */
export function isoTimestamp() {
  return z.union([z.date(), z.string()]).transform((value) => (value instanceof Date ? value.toISOString() : value));
}

/** Keyset pagination: a page of at most `limit`, and an opaque cursor to the next. */
export const pageQuerySchema = z.object({
  cursor: text().max(200).optional(),
  limit: z.coerce
    .number({ message: 'validation.page_size_invalid' })
    .int('validation.page_size_invalid')
    .min(1, 'validation.page_size_invalid')
    .max(200, 'validation.page_size_invalid')
    .default(50),
});
