import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#server/db/client.ts';
import { maintainTable, nextTableToMaintain } from './service.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/app.ts';

/** The embedded database has no autovacuum; the server maintains its tables in turn. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintaining the embedded database', () => {
  it('leaves a table with its statistics recorded', async () => {
    await Promise.all(Array.from({ length: 200 }, (_, i) => createUser(t.db, { role: 'educator', name: `Maintained ${i}` })));
    await maintainTable(t.db, { table: 'users', analyze: true });
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
      await maintainTable(t.db, { table: 'users', analyze: false });
      const after = await stateOfUsers();
      expect(after.visible).toBeGreaterThan(before.visible);
      expect(after.visible).toBe(after.pages);
    });

    it('takes the tables that need it in turn, in name order, and leaves an unchanged table alone', async () => {
      const maintainAll = async () => {
        const visited: string[] = [];
        for (let next = await nextTableToMaintain(t.db, null); next; next = await nextTableToMaintain(t.db, next.table)) {
          expect(visited).not.toContain(next.table);
          visited.push(next.table);
          await maintainTable(t.db, next);
        }
        return visited;
      };
      await maintainAll();
      expect(await nextTableToMaintain(t.db, null)).toBeNull();

      // Changed since: far more than a tenth of the rows of users and of students (each student is both).
      await Promise.all(Array.from({ length: 300 }, (_, i) => createUser(t.db, { role: 'student', name: `Changed ${i}` })));
      expect(await nextTableToMaintain(t.db, null)).toMatchObject({ table: 'students', analyze: true });
      expect(await nextTableToMaintain(t.db, 'students')).toMatchObject({ table: 'users', analyze: true });
      // After the last, the first again.
      expect(await nextTableToMaintain(t.db, 'users')).toMatchObject({ table: 'students' });
      expect(await maintainAll()).toEqual(['students', 'users']);
      expect(await nextTableToMaintain(t.db, null)).toBeNull();
    });
  }
});

const stateOfUsers = async () =>
  rowsOf<{ pages: number; visible: number; statistics: number }>(
    await t.db.execute(sql`select c.relpages as pages, c.relallvisible as visible,
      (select count(*)::int from pg_stats where schemaname = 'public' and tablename = 'users' and attname = 'name') as statistics
      from pg_class c where c.oid = 'public.users'::regclass`),
  )[0]!;
