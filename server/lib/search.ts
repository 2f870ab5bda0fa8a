import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '#server/db/client.ts';

/**
 * The ILIKE pattern for "contains `q`" (lists are searchable by name): `%`, `_`
 * and the backslash are escaped (backslash is ILIKE's default escape), so a person's `%` or `_`
 * is matched as itself, never as a wildcard.
 */
export function containsPattern(q: string): string {
  return `%${escapeLike(q)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search's words as drizzle/0028 splits the searched text: lower case, at anything not a letter or a digit. */
const wordsOf = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * What a trigram index should be asked for when `q` names a common word beside rarer ones: the
 * rarer words, in their order (`%4242%` for "bench 4242" where every name holds "Bench"). A word
 * on most rows has trigram lists as long as the table, and the index reads them all to intersect
 * them with the rare word's few rows (1 ms of PostgreSQL's time where the rare word alone takes
 * 0.06). The rows found are then checked against the whole search. A word counts as common when it
 * is part of one of `common` (a part of "bench" has its trigrams). Null when there is nothing to
 * leave out, or nothing left that an index could use (no word of three characters).
 */
export function narrowedPattern(q: string, common: readonly string[]): string | null {
  const words = wordsOf(q);
  const rarer = words.filter((word) => !common.some((known) => known.includes(word)));
  if (rarer.length === words.length || !rarer.some((word) => word.length >= 3)) return null;
  return `%${rarer.map(escapeLike).join('%')}%`;
}

/** A word held by at least this share of rows is left out of what a trigram index is asked for. */
const COMMON_SHARE = 0.05;
/** How long a process keeps what the statistics said: the words most names hold change slowly. */
const KEPT_MS = 10 * 60 * 1000;
const kept = new WeakMap<Database, Map<string, { at: number; words: Promise<string[]> }>>();

/**
 * The words at least one row in twenty holds, from the statistics object `statistics` (drizzle/0028:
 * the most common elements of the searched text's words, as ANALYZE last sampled them). Read once
 * per process every ten minutes; none before the table was first analysed.
 */
export function commonWords(db: Database, statistics: 'users_name_words' | 'applications_search_words'): Promise<string[]> {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  const known = byName.get(statistics);
  if (known && Date.now() - known.at < KEPT_MS) return known.words;
  const words = db
    .execute(
      sql`select e.word from pg_stats_ext_exprs s,
        unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, share)
        where s.statistics_name = ${statistics} and e.word <> '' and e.share >= ${COMMON_SHARE}`,
    )
    .then(
      (result) => rowsOf<{ word: string }>(result).map((row) => row.word),
      // Not kept: the next search asks again. This one asks the index for every word, as before.
      () => {
        byName.delete(statistics);
        return [];
      },
    );
  byName.set(statistics, { at: Date.now(), words });
  return words;
}

type SearchStatistics = Parameters<typeof commonWords>[1];

/**
 * A search's parameters for a statement written with indexedContains: the whole search's pattern,
 * its text, and the rarer words to ask the trigram index for, when `statistics` name common words
 * the search can leave out (null otherwise, or when `statistics` is null).
 */
export async function searchParameters(db: Database, q: string, statistics: SearchStatistics | null) {
  return { pattern: containsPattern(q), narrowed: statistics ? narrowedPattern(q, await commonWords(db, statistics)) : null, q };
}

/**
 * "Contains the search" on a lower-case column with a trigram index, from the placeholders
 * searchParameters fills. `narrowed`: the index is asked for the rarer words, and the whole search
 * is checked on the rows it finds with strpos, which no index serves (so the planner does not hand
 * the common words back to the index).
 */
export function indexedContains(lowered: AnyColumn, narrowed: boolean): SQL {
  return narrowed
    ? sql`${lowered} like lower(${sql.placeholder('narrowed')}) and strpos(${lowered}, lower(${sql.placeholder('q')})) > 0`
    : sql`${lowered} like lower(${sql.placeholder('pattern')})`;
}
