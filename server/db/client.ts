import { mkdirSync } from 'node:fs';
import { Column, is, SQL, Subquery, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { startDatabaseThread, type DatabaseThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

/** The one database type every repo and service uses; the driver below it is PGlite or pg. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite in a directory: this process's lock on it, through which others may send commands. */
  lock?: DataDirLock;
}

/** `logger` sees every statement and its parameters (bench:api prints the plans of what requests run). */
export type DatabaseTarget = ({ url: string; poolSize?: number } | { dataDir: string } | { dataDir: null; snapshot?: string }) & { logger?: Logger };

/**
 * Opens PGlite (a directory, or memory when dataDir is null, starting from `snapshot`, a data
 * directory's tarball from PGlite's dumpDataDir, when given) or a PostgreSQL pool.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database: idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger: target.logger }) as unknown as Database;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (!target.dataDir) return pgliteHandle(await startDatabaseThread(null, 'snapshot' in target ? target.snapshot : undefined), target.logger);
  mkdirSync(target.dataDir, { recursive: true });
  // Before opening: a second process on the same directory would silently lose its writes.
  const lock = await lockDataDir(target.dataDir);
  let thread: DatabaseThread;
  try {
    thread = await startDatabaseThread(target.dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
  return pgliteHandle(thread, target.logger, lock);
}

/**
 * PGlite on its own thread (./pglite-thread.ts), behind node-postgres as a PostgreSQL server is:
 * the same driver, result types and named prepared statements, each statement parsed and planned
 * once. A few connections share PGlite's one session (./pglite-connection-sharing.ts):
 * while the main thread reads one statement's answer, the next is already waiting in the thread.
 */
const PGLITE_CONNECTIONS = 4;

function pgliteHandle(thread: DatabaseThread, logger: Logger | undefined, lock?: DataDirLock): DatabaseHandle {
  // Kept open: each connection's node-postgres remembers which statements it has prepared.
  const pool = new pg.Pool({ stream: thread.connect, user: 'postgres', database: 'postgres', max: PGLITE_CONNECTIONS, idleTimeoutMillis: 0 });
  pool.on('error', (error) => console.warn(`database: ${error.message}`));
  return {
    db: drizzlePg(pool, { schema, logger }) as unknown as Database,
    driver: 'pglite',
    ...(lock && { lock }),
    async close() {
      await pool.end();
      await thread.close();
      await lock?.release();
    },
  };
}

/** The rows of a raw `db.execute(sql...)`; both drivers return them under `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A statement built once per database handle (and per `shape`, for a list whose filters vary) and
 * executed as a prepared statement: the ORM does not rebuild its text on each request, and
 * PostgreSQL keeps its plan per connection (for the reads every request makes).
 * `build` names the statement with `.prepare(name)`, a name per shape.
 */
export function preparedPer<T, S extends string = ''>(build: (db: Database, shape: S) => T): (db: Database, shape?: S) => T {
  const kept = new WeakMap<Database, Map<string, T>>();
  return (db, shape = '' as S) => {
    let shapes = kept.get(db);
    if (!shapes) kept.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = withCompiledRows(build(db, shape))));
    return statement;
  };
}

/** What a prepared select keeps of its columns (drizzle-orm/node-postgres/session.js). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/**
 * Gives a prepared select a row mapper compiled once from its columns. The ORM's own mapper works
 * out each column's decoder and path again for every value of every row: on a 50-row page of 20
 * columns that was a third of what the server spent on the request, more than reading the rows
 * from the database's answer. The objects are the same: the same nesting, each
 * value through its column's decoder. A statement that nests the columns of a left-joined table
 * (an object that may be null as a whole) keeps the ORM's mapper.
 */
export function withCompiledRows<T>(statement: T): T {
  const prepared = statement as PreparedSelect;
  if (!prepared || !Array.isArray(prepared.fields) || prepared.customResultMapper) return statement;
  const columns = prepared.fields.map(({ path, field }) => ({ path, decoder: decoderOf(field) }));
  if (columns.some(({ path, decoder }) => !decoder || path.length === 0 || path.length > 2)) return statement;
  // The ORM turns a nested object of a left-joined table into null when its row is missing.
  const leftJoined = Object.values(prepared.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  if (leftJoined && columns.some(({ path }) => path.length === 2)) return statement;
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { path, decoder } = columns[i]!;
        const raw = row[i];
        const value = raw === null ? null : decoder!.mapFromDriverValue(raw);
        if (path.length === 1) result[path[0]!] = value;
        else ((result[path[0]!] ??= {}) as Record<string, unknown>)[path[1]!] = value;
      }
      return result;
    });
  return statement;
}

/** The decoder the ORM's mapResultRow picks for a selected field (a column, a fragment, an aliased fragment or a subquery). */
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
function decoderOf(field: unknown): Decoder | undefined {
  const decoderOfSql = (fragment: unknown) => (fragment as { decoder?: Decoder } | undefined)?.decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as { sql?: SQL }).sql);
}
