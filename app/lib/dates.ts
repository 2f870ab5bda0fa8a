const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Parses an ISO string; a bare date ("2026-05-01") is read as that calendar day in UTC. */
export function parseIsoDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/** The local calendar day of a date as YYYY-MM-DD, the value format of `<input type="date">`. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight at the start of today, local time. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
