import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client.ts';
import { maintainTable, nextTableToMaintain } from '#server/lib/housekeeping.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/app.ts';

/** Issue 16, item 1: the embedded database has no autovacuum; the server maintains its tables in turn. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintaining the embedded database', () => {
  it('takes every table in turn, in name order, and starts again after the last', async () => {
    const tables = rowsOf<{ tablename: string }>(await t.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((row) => row.tablename);
    expect(tables).toEqual(expect.arrayContaining(['users', 'students', 'sessions']));
    const visited: string[] = [];
    let last: string | null = null;
    for (let turn = 0; turn <= tables.length; turn++) visited.push((last = await nextTableToMaintain(t.db, last))!);
    expect(visited).toEqual([...tables, tables[0]]);
  });

  it('leaves a table with its statistics recorded', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, i) => createUser(t.db, { role: 'educator', name: `Maintained ${i}` })));
    await maintainTable(t.db, 'users');
    expect(await stateOfUsers()).toMatchObject({ statistics: 1 });
  });

  // The server maintains the embedded database only (PostgreSQL's autovacuum does it on a server),
  // and only there is the outcome exact: on a server the suite's other databases run transactions
  // meanwhile, and VACUUM leaves pages that one of them might not yet see as they are.
  if (!process.env.TEST_DATABASE_URL) {
    it('leaves every page of a written table visible to index-only scans', async () => {
      await Promise.all(Array.from({ length: 200 }, (_, i) => createUser(t.db, { role: 'educator', name: `Visible ${i}` })));
      // Written and never vacuumed since: pages not known to be all-visible, so an index-only scan reads the table too.
      const before = await stateOfUsers();
      await maintainTable(t.db, 'users');
      const after = await stateOfUsers();
      expect(after.visible).toBeGreaterThan(before.visible);
      expect(after.visible).toBe(after.pages);
    });
  }
});

const stateOfUsers = async () =>
  rowsOf<{ pages: number; visible: number; statistics: number }>(
    await t.db.execute(sql`select c.relpages as pages, c.relallvisible as visible,
      (select count(*)::int from pg_stats where schemaname = 'public' and tablename = 'users' and attname = 'name') as statistics
      from pg_class c where c.oid = 'public.users'::regclass`),
  )[0]!;
