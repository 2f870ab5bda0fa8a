import { dateTimeFormat, numberFormat } from '#shared/constants/intl-locale.ts';

/** Formats a 0-1 fraction as a whole percentage in the reader's language ("87%", "87 %"). */
export function formatPercent(fraction: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** A date and time in the reader's language, or null when the value is missing or unreadable. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
