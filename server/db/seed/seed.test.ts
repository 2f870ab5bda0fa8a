import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { COURSES } from '#shared/constants/courses.ts';
import { openTestDatabase } from '#server/test/database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { calendarEvents, certifications, cohortMeetings, courseUnits, students, users } from '#server/db/schema/index.ts';
import { verifyPassword } from '#server/modules/accounts/index.ts';
import { DEMO_EDUCATOR, DEMO_STUDENTS, seedDemoData } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('writes every course, four students at levels 1-4 and one educator, once', async () => {
    const { db } = database;
    expect(await seedDemoData(db, { demoPassword: 'demo password 1' })).toBe(true);
    expect(await seedDemoData(db, { demoPassword: 'demo password 1' })).toBe(false);

    const unitsPerCourse = await db.select({ course: courseUnits.course, n: count() }).from(courseUnits).groupBy(courseUnits.course);
    expect(unitsPerCourse.map((r) => r.course).sort()).toEqual([...COURSES].sort());
    expect(unitsPerCourse.every((r) => r.n >= 3)).toBe(true);
    expect((await db.select({ n: count() }).from(certifications))[0]!.n).toBe(COURSES.length);

    const levels = await db
      .select({ username: users.username, level: students.currentDifficultyLevel, progress: students.overallProgress })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId));
    expect(levels.map((r) => r.level).sort()).toEqual([1, 2, 3, 4]);
    expect(levels.every((r) => r.progress > 0 && r.progress < 1)).toBe(true);
    expect(new Set(levels.map((r) => r.username))).toEqual(new Set(DEMO_STUDENTS.map((s) => s.username)));

    const [educator] = await db.select().from(users).where(eq(users.username, DEMO_EDUCATOR.username));
    expect(educator!.role).toBe('educator');
    expect(await verifyPassword(educator!.password, 'demo password 1')).toBe(true);
  });

  it('schedules upcoming events and joinable meetings', async () => {
    const { db } = database;
    const [upcoming] = await db
      .select({ n: count() })
      .from(calendarEvents)
      .where(sql`${calendarEvents.startTime} > now()`);
    expect(upcoming!.n).toBeGreaterThanOrEqual(COURSES.length);
    const byStatus = await db.select({ status: cohortMeetings.status, n: count() }).from(cohortMeetings).groupBy(cohortMeetings.status);
    expect(byStatus.find((r) => r.status === 'scheduled')?.n).toBeGreaterThan(0);
  });
});
