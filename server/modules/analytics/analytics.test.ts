import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSES } from '#shared/constants/courses.ts';
import { activities, learningObjectives, studentProgress, students } from '#server/db/schema/index.ts';
import { createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { analyticsJobHandlers } from './service.ts';
import { recomputeCohortAnalytics, recomputePerformanceGaps } from './repo.ts';

let t: TestApp;
let educator: string;
// Every read finds the kept figures stale, so each read queues a refresh that the test runs.
beforeAll(async () => {
  t = await createDemoApp({ ANALYTICS_MAX_AGE_SECONDS: '0' });
  educator = await demoEducatorCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie = educator) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const refresh = () => runQueueUntilEmpty(t.db, analyticsJobHandlers);

describe('GET /api/analytics/cohort', () => {
  it('counts students, averages engagement and distributes levels, with the time they were computed', async () => {
    const before = Date.now();
    const body = (await get('/api/analytics/cohort')).json();
    expect(body.totalStudents).toBe(4);
    expect(body.difficultyDistribution).toEqual({ '1': 1, '2': 1, '3': 1, '4': 1 });
    expect(body.averageEngagement).toBeGreaterThan(0);
    expect(body.averageEngagement).toBeLessThanOrEqual(100);
    expect(Date.parse(body.computedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers the kept figures at once, then the refreshed ones once the queued refresh has run', async () => {
    expect((await get('/api/analytics/cohort?course=Missions')).json()).toMatchObject({ totalStudents: 0, averageEngagement: 0 });
    const first = (await get('/api/analytics/cohort?course=Systematic%20Theology')).json();
    await createUser(t.db, { role: 'student' });
    const stale = (await get('/api/analytics/cohort?course=Systematic%20Theology')).json();
    expect(stale).toEqual(first);
    await refresh();
    const fresh = (await get('/api/analytics/cohort?course=Systematic%20Theology')).json();
    expect(fresh.totalStudents).toBe(first.totalStudents + 1);
    expect(fresh.difficultyDistribution['1']).toBe(first.difficultyDistribution['1'] + 1);
    expect(Date.parse(fresh.computedAt)).toBeGreaterThan(Date.parse(first.computedAt));
  });

  it('equals a full recomputation, for every course and for all, after a burst of concurrent writes', async () => {
    const objectives = await t.db.select({ id: learningObjectives.id, course: learningObjectives.course }).from(learningObjectives);
    const made = await Promise.all(Array.from({ length: 24 }, (_, i) => createUser(t.db, { role: 'student', name: `Burst ${i}` })));
    const writes: Promise<unknown>[] = [];
    made.forEach((student, i) => {
      const course = COURSES[i % COURSES.length]!;
      const mine = objectives.filter((o) => o.course === course);
      writes.push(
        (async () => {
          await t.db
            .update(students)
            .set({ course, currentDifficultyLevel: 1 + (i % 4), overallProgress: (i % 10) / 10 })
            .where(eq(students.id, student.studentId!));
          if (mine.length)
            await t.db.insert(studentProgress).values(mine.map((o, k) => ({ studentId: student.studentId!, objectiveId: o.id, progress: ((i + k) % 7) / 7 })));
          await t.db.insert(activities).values(
            Array.from({ length: 1 + (i % 12) }, (_, d) => ({
              studentId: student.studentId!,
              type: 'login',
              description: 'Signed in',
              createdAt: new Date(Date.now() - d * 86_400_000),
            })),
          );
        })(),
      );
      // Educators change levels through the API while the rows are written, and a refresh runs in the middle.
      if (i % 3 === 0)
        writes.push(
          t.app.inject({ method: 'PATCH', url: `/api/students/${student.studentId}/difficulty`, headers: { cookie: educator }, payload: { level: 4 } }),
        );
      if (i === 12) writes.push(get('/api/analytics/gaps').then(refresh));
    });
    await Promise.all(writes);
    await t.db.execute(sql`update student_progress set progress = least(1, progress + 0.05) where progress < 0.3`);
    await get('/api/analytics/cohort');
    await refresh();

    for (const course of [undefined, ...COURSES]) {
      const query = course ? `?course=${encodeURIComponent(course)}` : '';
      const cohort = (await get(`/api/analytics/cohort${query}`)).json();
      const { computedAt, ...figures } = cohort;
      expect(typeof computedAt).toBe('string');
      expect(figures).toEqual(await recomputeCohortAnalytics(t.db, course));
      expect((await get(`/api/analytics/gaps${query}`)).json()).toEqual(await recomputePerformanceGaps(t.db, course));
    }
    expect((await get('/api/analytics/cohort')).json().totalStudents).toBe(4 + 1 + 24);
  });

  it('counts once each student whose id lies on an edge of the parts the refresh reads, with their progress', async () => {
    const before = (await get('/api/analytics/cohort?course=Missions')).json();
    const [objective] = await t.db.select({ id: learningObjectives.id }).from(learningObjectives).where(eq(learningObjectives.course, 'Missions'));
    expect(objective, 'a Missions objective to record progress on').toBeDefined();
    // The refresh reads the students by the first hex digit of their id: the first and last ids there are, and either side of a part's edge.
    const edges = [
      '00000000-0000-0000-0000-000000000000',
      '7fffffff-ffff-ffff-ffff-ffffffffffff',
      '80000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    ];
    for (const id of edges) {
      const student = await createUser(t.db, { role: 'student' });
      await t.db.update(students).set({ id, course: 'Missions', currentDifficultyLevel: 2 }).where(eq(students.id, student.studentId!));
      await t.db.insert(studentProgress).values({ studentId: id, objectiveId: objective!.id, progress: 0.1 });
      await t.db.insert(activities).values({ studentId: id, type: 'login', description: 'Signed in' });
    }
    await get('/api/analytics/cohort?course=Missions');
    await refresh();

    const after = (await get('/api/analytics/cohort?course=Missions')).json();
    expect(after.totalStudents).toBe(before.totalStudents + 4);
    expect(after.difficultyDistribution['2']).toBe(before.difficultyDistribution['2'] + 4);
    for (const course of [undefined, 'Missions' as const]) {
      const query = course ? `?course=${encodeURIComponent(course)}` : '';
      const { computedAt: _computedAt, ...figures } = (await get(`/api/analytics/cohort${query}`)).json();
      expect(figures).toEqual(await recomputeCohortAnalytics(t.db, course));
      expect((await get(`/api/analytics/gaps${query}`)).json()).toEqual(await recomputePerformanceGaps(t.db, course));
    }
  });
});

describe('GET /api/analytics/gaps', () => {
  it('lists objectives students have not mastered, most affected first, by course', async () => {
    const gaps = (await get('/api/analytics/gaps?course=Systematic%20Theology')).json();
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps[0]).toMatchObject({ objectiveTitle: expect.any(String), studentsAffected: expect.any(Number) });
    for (let i = 1; i < gaps.length; i++) expect(gaps[i - 1].studentsAffected).toBeGreaterThanOrEqual(gaps[i].studentsAffected);
    expect(gaps.every((g: { averageProgress: number }) => g.averageProgress < 1)).toBe(true);
    const other = (await get('/api/analytics/gaps?course=Missions')).json();
    expect(other.map((g: { objectiveTitle: string }) => g.objectiveTitle)).not.toContain(gaps[0].objectiveTitle);
  });

  it('is for educators and admins only', async () => {
    const student = await demoStudent(t.app, t.db, 2);
    for (const url of ['/api/analytics/gaps', '/api/analytics/cohort']) {
      expect((await get(url, student.cookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    expect((await get('/api/analytics/gaps', admin)).statusCode).toBe(200);
    const bad = await get('/api/analytics/cohort?course=Nope');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('course');
  });
});
