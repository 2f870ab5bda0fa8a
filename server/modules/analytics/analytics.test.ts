import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

let t: TestApp;
let educator: string;
beforeAll(async () => {
  t = await createDemoApp();
  educator = await demoEducatorCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie = educator) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/analytics/cohort', () => {
  it('counts students, averages engagement and distributes levels, in SQL', async () => {
    const body = (await get('/api/analytics/cohort')).json();
    expect(body.totalStudents).toBe(4);
    expect(body.difficultyDistribution).toEqual({ '1': 1, '2': 1, '3': 1, '4': 1 });
    expect(body.averageEngagement).toBeGreaterThan(0);
    expect(body.averageEngagement).toBeLessThanOrEqual(100);
  });

  it('follows the course filter and counts a new student', async () => {
    expect((await get('/api/analytics/cohort?course=Missions')).json()).toMatchObject({ totalStudents: 0, averageEngagement: 0 });
    await createUser(t.db, { role: 'student' });
    const body = (await get('/api/analytics/cohort?course=Systematic%20Theology')).json();
    expect(body.totalStudents).toBe(5);
    expect(body.difficultyDistribution['1']).toBe(2);
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
    expect((await get('/api/analytics/cohort?course=Nope')).statusCode).toBe(400);
  });
});
