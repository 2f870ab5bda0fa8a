import { intlLocale, dateTimeFormat, numberFormat } from '#shared/constants/intl-locale.ts';

/** Spec point 9: 200 characters of text in the validation queue, 150 in the library. */
export const QUEUE_EXCERPT_LENGTH = 200;
export const LIBRARY_EXCERPT_LENGTH = 150;
/** Spec point 9: the admin id is shown shortened to 8 characters. */
export const SHORT_ID_LENGTH = 8;

/**
 * The first `length` characters of a text, with an ellipsis when there is more. Counts code
 * points, so a character outside the basic plane is never cut in half.
 */
export function excerpt(text: string, length: number, fullLength = text.length): string {
  const characters = Array.from(text.slice(0, length * 2));
  const cut = characters.slice(0, length).join('').trimEnd();
  return characters.length > length || fullLength > cut.length ? `${cut}…` : cut;
}

export function shortenId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/**
 * Spec point 9, file size display: below 1024 KB in KB with one decimal, otherwise in MB
 * (one decimal as well). Returns the number in the reader's language and the unit.
 */
export function fileSizeParts(bytes: number, language: string): { value: string; unit: 'kb' | 'mb' } {
  const number = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return { value: number.format(kilobytes), unit: 'kb' };
  return { value: number.format(kilobytes / 1024), unit: 'mb' };
}

/** A 0-100 figure as a percent in the reader's language ("87.5%"). */
export function formatPercentFigure(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

export function formatCount(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** A stored instant as a medium date in the reader's language, or null when missing or unreadable. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // A bare date (YYYY-MM-DD) names a calendar day: format it in UTC so it never shifts a day.
  const options: Intl.DateTimeFormatOptions = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium' };
  return dateTimeFormat(language, options).format(date);
}

export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return formatDate(iso, language);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A country's name in the reader's language, from its ISO code (applications store the code). */
export function countryName(code: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return code === 'ZZ' ? '—' : code;
  try {
    return new Intl.DisplayNames([intlLocale(language) ?? 'en', 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
