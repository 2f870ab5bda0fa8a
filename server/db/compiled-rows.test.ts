import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/database.ts';
import { createUser } from '#server/test/app.ts';
import type { DatabaseHandle } from './client.ts';
import { preparedPer } from './client.ts';
import { students, users } from './schema/index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await createUser(database.db, { role: 'student', name: 'Neema Compiled' });
  await createUser(database.db, { role: 'admin', name: 'Admin Compiled' });
});
afterAll(() => database.close());

/** The same select, as the ORM maps its rows and as a prepared statement of preparedPer does. */
async function bothWays(name: string, build: (db: DatabaseHandle['db']) => { prepare: (name: string) => { execute: () => Promise<unknown[]> } }) {
  const statement = preparedPer((db) => build(db).prepare(name))(database.db);
  const [orm, kept] = await Promise.all([build(database.db).prepare(`${name}_orm`).execute(), statement.execute()]);
  return { orm, kept, compiled: typeof (statement as { customResultMapper?: unknown }).customResultMapper === 'function' };
}

describe('prepared statements with compiled row mappers', () => {
  it('give the objects the ORM gives: nesting, dates, numbers, fragments and nulls', async () => {
    const {
      orm,
      kept: compiled,
      compiled: installed,
    } = await bothWays('compiled_inner', (db) =>
      db
        .select({
          id: students.id,
          level: students.currentDifficultyLevel,
          progress: students.overallProgress,
          createdAt: students.createdAt,
          lastActivityAt: students.lastActivityAt,
          named: sql<string>`upper(${users.name})`,
          count: sql<number>`${students.literacyScore} + 1`.mapWith(Number),
          user: { id: users.id, name: users.name, role: users.role },
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(users.name, 'Neema Compiled')),
    );
    expect(installed).toBe(true);
    expect(compiled).toEqual(orm);
    expect(compiled).toHaveLength(1);
    const [row] = compiled as { createdAt: unknown; lastActivityAt: unknown; named: string; user: { name: string } }[];
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.lastActivityAt).toBeNull();
    expect([row!.named, row!.user.name]).toEqual(['NEEMA COMPILED', 'Neema Compiled']);
  });

  it("keeps the ORM's mapping where a left join may leave a nested object null, and compiles a flat one", async () => {
    const { orm, kept, compiled } = await bothWays('compiled_left', (db) =>
      db
        .select({ id: users.id, student: { id: students.id, course: students.course } })
        .from(users)
        .leftJoin(students, eq(students.userId, users.id))
        .where(eq(users.role, 'admin')),
    );
    expect(compiled).toBe(false);
    expect(kept).toEqual(orm);
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept as { student: unknown }[]) expect(row.student).toBeNull();
    const flat = await bothWays('compiled_left_flat', (db) =>
      db.select({ id: users.id, course: students.course }).from(users).leftJoin(students, eq(students.userId, users.id)).where(eq(users.role, 'admin')),
    );
    expect(flat.compiled).toBe(true);
    expect(flat.kept).toEqual(flat.orm);
    expect(flat.kept.length).toBeGreaterThan(0);
  });
});
