const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** Spec point 9: asset sizes in bytes, KB, MB or GB with 2 decimals. */
export function formatAssetSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(2)} ${UNITS[unit]}`;
}
