import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { validationFailed } from '#server/errors.ts';

/**
 * Keyset pagination cursors: the sort key of the last row a page showed, opaque to
 * clients (base64url JSON), tagged with the list it belongs to so that a cursor from another
 * query is refused instead of silently paging the wrong list.
 */
export function encodeCursor(list: string, key: (string | number)[]): string {
  return Buffer.from(JSON.stringify([list, ...key]), 'utf8').toString('base64url');
}

/** The sort key a cursor carries, or a 400 naming `cursor` when it is not one of this list's. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL writes it as text ('2026-03-01 10:00:00.123456+00') or as toISOString() does. */
const TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?)$/;

/**
 * True for a real instant in one of TIME's forms: a forged time (month 13, 30 February, an offset
 * of 99 hours) would otherwise fail PostgreSQL's `::timestamptz` cast, a 500 instead of a 400.
 */
function isTime(value: string): boolean {
  const match = TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

type KeyKind = 'string' | 'number' | 'uuid' | 'time';
const fits = (value: unknown, kind: KeyKind) =>
  kind === 'uuid'
    ? typeof value === 'string' && UUID.test(value)
    : kind === 'time'
      ? typeof value === 'string' && isTime(value)
      : typeof value === kind && (typeof value !== 'string' || value.length <= 100);

/** `shape` names each part of the key: 'time' for a timestamp the query casts (see isTime), 'uuid' for an id. */
export function decodeCursor(list: string, cursor: string, shape: readonly KeyKind[]): (string | number)[] {
  const invalid = () => validationFailed({ cursor: 'validation.cursor_invalid' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== list || parsed.length !== shape.length + 1) throw invalid();
  const key = parsed.slice(1);
  if (!key.every((value, i) => fits(value, shape[i]!))) throw invalid();
  return key as (string | number)[];
}

/** A page of `limit` rows from a query that fetched `limit + 1`: the rows, and the cursor to the next page if there is one. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => string): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? keyOf(items[items.length - 1]!) : null };
}

/**
 * The rows after a cursor's (time, id) key in a list ordered by (time, id) ascending, or before it
 * in one ordered descending: one row comparison, which PostgreSQL answers from the (time, id) index.
 * The key may be placeholders, for a prepared statement.
 */
export function afterTimeAndId(
  time: AnyColumn | SQL,
  id: AnyColumn,
  key: (string | number | Placeholder)[] | null | undefined,
  order: 'asc' | 'desc' = 'asc',
): SQL | undefined {
  if (!key) return undefined;
  return order === 'asc'
    ? sql`(${time}, ${id}) > (${key[0]}::timestamptz, ${key[1]}::uuid)`
    : sql`(${time}, ${id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)`;
}

/**
 * The LIMIT of a prepared page statement named `statementName`, from its `limit` placeholder, as a
 * subquery. With a bare parameter PostgreSQL plans a named statement again on every execution
 * once its table is large: the plan for the page size it is given always looks cheaper than the
 * kept plan, which assumes a tenth of the rows. A subquery's value is unknown to both plans alike,
 * so the kept one is used from the sixth execution on. An unnamed statement (a
 * search, planned for its own pattern each time) keeps the bare parameter: its plan knows the size.
 */
export const pageLimit = (statementName?: string): Placeholder =>
  statementName === '' ? sql.placeholder('limit') : (sql`(select ${sql.placeholder('limit')}::int)` as unknown as Placeholder);
