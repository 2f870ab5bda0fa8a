import { dateTimeFormat, numberFormat } from '#shared/constants/intl-locale.ts';
import { DIFFICULTY_LEVELS } from '#shared/constants/difficulty-levels.ts';

/** The four levels of spec point 9, as plain numbers for radios, rows and loops. */
export const LEVELS = DIFFICULTY_LEVELS.map((entry) => entry.level);

/** Translation key of a level's name (spec point 9), e.g. "Foundational Comprehension and Recall". */
export const levelNameKey = (level: number) => `dashboard.educator.levels.${level}`;

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

/** Splits the keywords input on commas, trims each and drops the empty ones. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/[,،]/) // Arabic keyboards type «،»
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Spec point 9: a suggestion without a usable confidence is shown at 0.8. */
export const CONFIDENCE_DISPLAY_FALLBACK = 0.8;

export function displayConfidence(confidence: number | null | undefined): number {
  return typeof confidence === 'number' && Number.isFinite(confidence) ? confidence : CONFIDENCE_DISPLAY_FALLBACK;
}
