/**
 * The ILIKE pattern for "contains `q`" (issue 16, item 1: lists are searchable by name): `%`, `_`
 * and the backslash are escaped (backslash is ILIKE's default escape), so a person's `%` or `_`
 * is matched as itself, never as a wildcard.
 */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
