import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COURSE } from '#shared/constants/courses.ts';
import { createUser, sessionCookie } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

type DemoApp = Awaited<ReturnType<typeof createDemoApp>>;

describe('GET /api/me/first-screen: what the dashboard opens on, in one request', () => {
  let t: DemoApp;
  const get = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.json() };
  };
  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  it('is 401 for anyone not signed in', async () => {
    expect((await get('/api/me/first-screen')).status).toBe(401);
  });

  it("gives a student their user and their own course's dashboard, the same as those two requests, and nothing of staff", async () => {
    const student = await demoStudent(t.app, t.db, 2);
    const first = await get('/api/me/first-screen', student.cookie);
    expect(first.status).toBe(200);
    const user = (await get('/api/user', student.cookie)).body;
    expect(first.body.user).toEqual(user);
    expect(first.body.course).toBe(user.course);
    const dashboard = await get(`/api/students/${student.studentId}/dashboard?course=${encodeURIComponent(user.course)}`, student.cookie);
    // The projected completion is computed from the time of the request: the same day either way.
    const toTheDay = (body: { certifications: { expectedCompletionDate: string | null }[] }) => ({
      ...body,
      certifications: body.certifications.map((c) => ({ ...c, expectedCompletionDate: c.expectedCompletionDate?.slice(0, 10) })),
    });
    expect(toTheDay(first.body.dashboard)).toEqual(toTheDay(dashboard.body));
    expect(first.body.dashboard.certifications.length).toBeGreaterThan(0);
    expect([first.body.cohort, first.body.gaps, first.body.students]).toEqual([null, null, null]);
  });

  it("gives an educator the default course's figures, gaps and first page of students, the same as those requests, and no student dashboard", async () => {
    const cookie = await demoEducatorCookie(t.app);
    const first = await get('/api/me/first-screen', cookie);
    expect(first.status).toBe(200);
    expect(first.body.user.role).toBe('educator');
    expect(first.body.course).toBe(DEFAULT_COURSE);
    const course = encodeURIComponent(DEFAULT_COURSE);
    expect(first.body.cohort).toEqual((await get(`/api/analytics/cohort?course=${course}`, cookie)).body);
    expect(first.body.gaps).toEqual((await get(`/api/analytics/gaps?course=${course}`, cookie)).body);
    const roster = (await get(`/api/students?course=${course}&limit=50`, cookie)).body;
    expect(first.body.students).toEqual(roster);
    expect(roster.items.length).toBeGreaterThan(0);
    expect(first.body.dashboard).toBeNull();
  });

  it('gives an admin still choosing a role only the user, who must choose', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: admin.username, password: admin.password } });
    const first = await get('/api/me/first-screen', sessionCookie(login));
    expect(first.status).toBe(200);
    expect(first.body.user.roleSelectionRequired).toBe(true);
    expect([first.body.dashboard, first.body.cohort, first.body.gaps, first.body.students]).toEqual([null, null, null, null]);
  });
});
