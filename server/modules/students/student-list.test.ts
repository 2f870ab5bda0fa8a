import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

let t: TestApp;
let educator: string;
let made: TestUser[];
beforeAll(async () => {
  t = await createDemoApp();
  educator = await demoEducatorCookie(t.app);
  // Names that sort apart from the demo students, two of them the same name.
  made = await Promise.all(
    ['Zawadi Achieng', 'Zawadi Achieng', 'Zuberi Otieno', 'Zuri Wanjiru', "Zola O'Brien"].map((name) => createUser(t.db, { role: 'student', name })),
  );
});
afterAll(() => t.close());

const list = (query: string, cookie = educator) => t.app.inject({ method: 'GET', url: `/api/students?${query}`, headers: { cookie } });
type Page = { items: { id: string; lastActivityAt: string | null; user: { name: string } }[]; nextCursor: string | null };

async function allPages(query: string, limit: number) {
  const names: string[] = [];
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await list(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    names.push(...page.items.map((s) => s.user.name));
    ids.push(...page.items.map((s) => s.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 50);
  return { names, ids, pages };
}

describe('GET /api/students (a page at a time, by name)', () => {
  it('pages through a course by name: first, middle and last page, each student once', async () => {
    const everyone = (await list('course=Systematic%20Theology&limit=200')).json() as Page;
    expect(everyone.nextCursor).toBeNull();
    const { names, ids, pages } = await allPages('course=Systematic%20Theology', 2);
    expect(ids).toEqual(everyone.items.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(ids.length / 2));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const student of made) expect(ids).toContain(student.studentId);
    // The two students of the same name are both listed, on whichever pages they fall.
    expect(names.filter((name) => name === 'Zawadi Achieng')).toHaveLength(2);
  });

  it('answers 50 a page by default, and finds students by any part of their name', async () => {
    const first = (await list('')).json() as Page;
    expect(first.items.length).toBeLessThanOrEqual(50);
    const found = (await list('q=achieng')).json() as Page;
    expect(found.items.map((s) => s.user.name)).toEqual(['Zawadi Achieng', 'Zawadi Achieng']);
    expect((await list("q=o'brien")).json().items.map((s: { user: { name: string } }) => s.user.name)).toEqual(["Zola O'Brien"]);
    // % and _ are letters to look for, not patterns.
    expect((await list('q=%25')).json().items).toEqual([]);
    expect((await list('q=Z_wadi')).json().items).toEqual([]);
  });

  it("lists a renamed account under its new name, in its course's order and in searches", async () => {
    const renamed = await createUser(t.db, { role: 'student', name: 'Zephaniah Kamau' });
    await t.db.update(users).set({ name: 'Abigail Kamau' }).where(eq(users.id, renamed.id));
    const course = (await list('course=Systematic%20Theology&limit=200')).json() as Page;
    const entry = course.items.find((s) => s.id === renamed.studentId);
    expect(entry?.user.name).toBe('Abigail Kamau');
    const names = course.items.map((s) => s.user.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list('course=Systematic%20Theology&q=abigail')).json().items.map((s: { id: string }) => s.id)).toEqual([renamed.studentId]);
    expect((await list('course=Systematic%20Theology&q=zephaniah')).json().items).toEqual([]);
  });

  it('searches a course without regard to case, and takes % and _ as letters there too', async () => {
    const inCourse = (q: string) => list(`course=Systematic%20Theology&q=${q}`).then((r) => (r.json() as Page).items.map((s) => s.user.name));
    expect(await inCourse('ACHIENG')).toEqual(['Zawadi Achieng', 'Zawadi Achieng']);
    expect(await inCourse("O'BRIEN")).toEqual(["Zola O'Brien"]);
    expect(await inCourse('%25')).toEqual([]);
    expect(await inCourse('Z_ri')).toEqual([]);
  });

  it("shows each student's latest activity, whatever order activities are recorded in", async () => {
    const [first, second] = made;
    const at = (iso: string) => new Date(iso);
    // One statement for two students, then an older activity recorded late: the latest stays.
    await t.db.insert(activities).values([
      { studentId: first!.studentId!, type: 'login', description: 'Signed in', createdAt: at('2026-03-02T08:00:00Z') },
      { studentId: first!.studentId!, type: 'login', description: 'Signed in', createdAt: at('2026-03-04T08:00:00Z') },
      { studentId: second!.studentId!, type: 'login', description: 'Signed in', createdAt: at('2026-03-03T08:00:00Z') },
    ]);
    await t.db.insert(activities).values({ studentId: first!.studentId!, type: 'login', description: 'Signed in', createdAt: at('2026-03-01T08:00:00Z') });
    const roster = (await list('course=Systematic%20Theology&q=achieng')).json() as Page;
    const latest = Object.fromEntries(roster.items.map((s) => [s.id, s.lastActivityAt]));
    expect(latest).toEqual({ [first!.studentId!]: '2026-03-04T08:00:00.000Z', [second!.studentId!]: '2026-03-03T08:00:00.000Z' });
    const own = await t.app.inject({ method: 'GET', url: `/api/students/${first!.studentId}`, headers: { cookie: educator } });
    expect(own.json().lastActivityAt).toBe('2026-03-04T08:00:00.000Z');
  });

  it('refuses a bad cursor, a cursor from another list, a tampered id and a page too large, naming the field', async () => {
    const bad = await list('cursor=not-a-cursor');
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const foreign = await list(`cursor=${encodeCursor('notifications', [new Date().toISOString(), made[0]!.id])}`);
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const tampered = await list(`cursor=${encodeCursor('students', ['Zawadi', 'not-a-uuid'])}`);
    expect([tampered.statusCode, tampered.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const big = await list('limit=201');
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
  });

  it('is for educators and admins only', async () => {
    const student = await demoStudent(t.app, t.db, 1);
    expect((await list('', student.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/students' })).statusCode).toBe(401);
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    expect((await list('q=Zuri', admin)).json().items).toHaveLength(1);
  });
});
