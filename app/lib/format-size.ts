import { numberFormat } from '#shared/constants/intl-locale.ts';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * Spec point 9: file sizes (assets, course materials, storage) in bytes, KB, MB or GB with 2 decimals, written by Intl in the
 * reader's language ("1.50 MB", "1,50 Mo") like the other sizes in the app.
 */
export function formatAssetSize(bytes: number, language: string): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit === 0 ? 0 : 2;
  return numberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
