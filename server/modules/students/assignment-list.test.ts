import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, studentAssignments } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';
import { idsByPage } from '#server/test/paging.ts';

const DAY = 86_400_000;
let t: TestApp;
let grace: TestUser;
const cookies = { grace: '', other: '', educator: '', admin: '' };
/** Grace's Missions work, as the list must give it: by due date, then id. */
let missions: string[];
let everything: string[];

beforeAll(async () => {
  t = await createTestApp();
  grace = await createUser(t.db, { role: 'student' });
  const other = await createUser(t.db, { role: 'student' });
  cookies.grace = await loginAs(t.app, grace);
  cookies.other = await loginAs(t.app, other);
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  const now = Date.now();
  // Two due at the same moment: the id breaks the tie. One of another course.
  const made = await t.db
    .insert(assignments)
    .values([
      ...[3, -2, 7, 7, 1, 10, -5].map((days, i) => ({
        course: 'Missions' as const,
        title: `Missions ${i}`,
        description: 'Work',
        type: 'essay',
        dueDate: new Date(now + days * DAY),
      })),
      { course: 'Preaching' as const, title: 'Preaching', description: 'Work', type: 'essay', dueDate: new Date(now + 2 * DAY) },
    ])
    .returning();
  const rows = await t.db
    .insert(studentAssignments)
    .values([...made.map((a) => ({ studentId: grace.studentId!, assignmentId: a.id })), { studentId: other.studentId!, assignmentId: made[0]!.id }])
    .returning();
  const due = new Map(made.map((a) => [a.id, a]));
  const ordered = rows
    .filter((r) => r.studentId === grace.studentId)
    .map((r) => ({ id: r.id, assignment: due.get(r.assignmentId)! }))
    .sort((a, b) => a.assignment.dueDate.getTime() - b.assignment.dueDate.getTime() || (a.id < b.id ? -1 : 1));
  everything = ordered.map((r) => r.id);
  missions = ordered.filter((r) => r.assignment.course === 'Missions').map((r) => r.id);
});
afterAll(() => t.close());

const get = (query: string, cookie: string | null = cookies.grace, studentId = grace.studentId!) =>
  t.app.inject({ method: 'GET', url: `/api/students/${studentId}/assignments?${query}`, headers: cookie ? { cookie } : {} });
type Page = { items: { id: string; assignment: { course: string } }[]; nextCursor: string | null };

const allPages = (query: string) => idsByPage(get, query);

describe('GET /api/students/:id/assignments (by due date, a page at a time)', () => {
  it("pages through a course's work by due date: first, middle and last page, each once", async () => {
    const pages = await allPages('course=Missions&limit=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(missions);
  });

  it('gives every course without `course`, 50 at most by default', async () => {
    const page = (await get('')).json() as Page;
    expect(page.items.map((a) => a.id)).toEqual(everything);
    expect(page.nextCursor).toBeNull();
    expect((await allPages('limit=1')).flat()).toEqual(everything);
  });

  it("refuses a bad cursor, another list's cursor, a forged time and a page too large, naming the field", async () => {
    const bad = await get('cursor=nope');
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const foreign = await get(`cursor=${encodeCursor('notifications', [new Date().toISOString(), everything[0]!])}`);
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const forged = await get(`cursor=${encodeCursor('student-assignments', ['2024-02-31T00:00:00.000Z', everything[0]!])}`);
    expect([forged.statusCode, forged.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const big = await get('limit=201');
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
    const zero = await get('limit=0');
    expect([zero.statusCode, zero.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
  });

  it("is the student's own, and any student's for educators and admins", async () => {
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('', cookies.other)).statusCode).toBe(403);
    for (const cookie of [cookies.grace, cookies.educator, cookies.admin]) expect((await get('limit=2', cookie)).json().items).toHaveLength(2);
  });
});
