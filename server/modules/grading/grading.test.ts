import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assignments, studentAssignments, users } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createUser, loginAs } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

let t: Awaited<ReturnType<typeof createDemoApp>>;
let educator: string;
let admin: string;
let grace: Awaited<ReturnType<typeof demoStudent>>;
beforeAll(async () => {
  t = await createDemoApp();
  educator = await demoEducatorCookie(t.app);
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  grace = await demoStudent(t.app, t.db, 1);
  // Two students hand in everything they have open in the course, as the portal does.
  for (const student of [grace, await demoStudent(t.app, t.db, 2)]) {
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: `/api/students/${student.studentId}/assignments?course=${encodeURIComponent(COURSE)}&limit=200`,
        headers: { cookie: student.cookie },
      })
    ).json().items;
    for (const item of mine.filter((a: { status: string }) => a.status === 'assigned')) {
      const submitted = await t.app.inject({
        method: 'POST',
        url: `/api/students/${student.studentId}/assignments/${item.id}/submit`,
        headers: { cookie: student.cookie },
        payload: { content: `My answer to ${item.assignment.title}, written with care and with my reasons.` },
      });
      expect(submitted.statusCode).toBe(200);
    }
  }
});
afterAll(() => t.close());

const COURSE = 'Systematic Theology';
const list = (cookie: string | undefined, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/submissions?${query}`, headers: cookie ? { cookie } : {} });
const grade = (cookie: string | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/submissions/${id}/grade`, headers: cookie ? { cookie } : {}, payload });

/** Every submission waiting in the course, page by page. */
async function allPages(cookie: string, limit: number) {
  const ids: string[] = [];
  let pages = 0;
  for (let cursor: string | null = ''; cursor !== null; pages++) {
    const response = await list(cookie, `course=${encodeURIComponent(COURSE)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    ids.push(...page.items.map((item: { id: string }) => item.id));
    cursor = page.nextCursor;
  }
  return { ids, pages };
}

describe('grading submitted work ("an assignment graded")', () => {
  it("lists the course's submitted work oldest first, a page at a time, each item once", async () => {
    const waiting = await t.db
      .select({ id: studentAssignments.id })
      .from(studentAssignments)
      .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
      .where(and(eq(studentAssignments.status, 'submitted'), eq(assignments.course, COURSE)));
    expect(waiting.length).toBeGreaterThan(2);
    const { ids, pages } = await allPages(educator, 2);
    expect(new Set(ids)).toEqual(new Set(waiting.map((row) => row.id)));
    expect(ids).toHaveLength(waiting.length);
    expect(pages).toBe(Math.ceil(waiting.length / 2));
    const first = (await list(educator, `course=${encodeURIComponent(COURSE)}&limit=1`)).json().items[0];
    expect(first).toMatchObject({
      studentName: expect.any(String),
      assignmentTitle: expect.any(String),
      maxPoints: expect.any(Number),
      content: expect.any(String),
    });
    // What the card shows, and nothing of how the server pages (the sort key stays in the cursor).
    expect(Object.keys(first).sort()).toEqual(['assignmentTitle', 'content', 'id', 'isLate', 'maxPoints', 'studentName', 'submittedAt']);
    expect(first.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("follows an assignment moved to another course: its waiting work leaves one course's list for the other's", async () => {
    const { ids: before } = await allPages(educator, 200);
    const [moved] = await t.db
      .select({ assignmentId: studentAssignments.assignmentId })
      .from(studentAssignments)
      .where(and(eq(studentAssignments.status, 'submitted'), eq(studentAssignments.id, before[0]!)));
    const otherCourse = `course=${encodeURIComponent('Church History')}&limit=200`;
    const otherBefore = (await list(educator, otherCourse)).json().items.map((item: { id: string }) => item.id);
    await t.db.update(assignments).set({ course: 'Church History' }).where(eq(assignments.id, moved!.assignmentId));
    try {
      const movedWork = await t.db
        .select({ id: studentAssignments.id })
        .from(studentAssignments)
        .where(and(eq(studentAssignments.status, 'submitted'), eq(studentAssignments.assignmentId, moved!.assignmentId)));
      const { ids: after } = await allPages(educator, 200);
      expect(new Set(after)).toEqual(new Set(before.filter((id) => !movedWork.some((row) => row.id === id))));
      const otherAfter = (await list(educator, otherCourse)).json().items.map((item: { id: string }) => item.id);
      expect(new Set(otherAfter)).toEqual(new Set([...otherBefore, ...movedWork.map((row) => row.id)]));
    } finally {
      await t.db.update(assignments).set({ course: COURSE }).where(eq(assignments.id, moved!.assignmentId));
    }
    expect(new Set((await allPages(educator, 200)).ids)).toEqual(new Set(before));
  });

  it("names each student as their account is named, a renamed account's work included", async () => {
    const graceWork = async () => {
      const items: { studentName: string; id: string }[] = (await list(educator, `course=${encodeURIComponent(COURSE)}&limit=200`)).json().items;
      return items.filter((item) => graceIds.has(item.id)).map((item) => item.studentName);
    };
    const graceIds = new Set(
      (
        await t.db
          .select({ id: studentAssignments.id })
          .from(studentAssignments)
          .where(and(eq(studentAssignments.studentId, grace.studentId), eq(studentAssignments.status, 'submitted')))
      ).map((row) => row.id),
    );
    expect(graceIds.size).toBeGreaterThan(0);
    expect(new Set(await graceWork())).toEqual(new Set([grace.name]));
    await t.db.update(users).set({ name: 'Grace W. Kamau' }).where(eq(users.id, grace.userId));
    try {
      expect(new Set(await graceWork())).toEqual(new Set(['Grace W. Kamau']));
    } finally {
      await t.db.update(users).set({ name: grace.name }).where(eq(users.id, grace.userId));
    }
    expect(new Set(await graceWork())).toEqual(new Set([grace.name]));
  });

  it('refuses a bad cursor, a cursor from another list and a page too large, naming the field', async () => {
    const bad = await list(educator, `course=${encodeURIComponent(COURSE)}&cursor=not-a-cursor`);
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    // A well-formed cursor of the bell's list, not of this one.
    const foreign = await list(
      educator,
      `course=${encodeURIComponent(COURSE)}&cursor=${encodeCursor('notifications', [new Date().toISOString(), grace.userId])}`,
    );
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const big = await list(educator, `course=${encodeURIComponent(COURSE)}&limit=500`);
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
    const noCourse = await list(educator, '');
    expect([noCourse.statusCode, Object.keys(noCourse.json().fields)]).toEqual([400, ['course']]);
  });

  it('grades a submission, which leaves the queue and is told to the student with the grade', async () => {
    const [item] = (await list(educator, `course=${encodeURIComponent(COURSE)}&limit=1`)).json().items;
    const tooHigh = await grade(educator, item.id, { grade: item.maxPoints + 1, feedback: 'Clear and careful.' });
    expect([tooHigh.statusCode, tooHigh.json().fields]).toEqual([400, { grade: 'validation.grade_invalid' }]);
    const noFeedback = await grade(educator, item.id, { grade: 80 });
    expect([noFeedback.statusCode, Object.keys(noFeedback.json().fields)]).toEqual([400, ['feedback']]);

    const graded = await grade(educator, item.id, { grade: 80, feedback: 'Clear and careful; show more of your reasons.' });
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toMatchObject({ id: item.id, grade: 80 });
    const { ids } = await allPages(educator, 50);
    expect(ids).not.toContain(item.id);

    const [row] = await t.db
      .select({ studentId: studentAssignments.studentId, status: studentAssignments.status, feedback: studentAssignments.feedback })
      .from(studentAssignments)
      .where(eq(studentAssignments.id, item.id));
    expect(row).toMatchObject({ status: 'graded', feedback: 'Clear and careful; show more of your reasons.' });
  });

  it('tells the student in their bell, opening their assignments', async () => {
    const [item] = (await list(educator, `course=${encodeURIComponent(COURSE)}&limit=50`))
      .json()
      .items.filter((i: { studentName: string }) => i.studentName === grace.name);
    if (!item) throw new Error('the demo has no submitted work of Grace to grade');
    expect((await grade(admin, item.id, { grade: 70, feedback: 'Good work.' })).statusCode).toBe(200);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: grace.cookie } })).json();
    expect(bell.items[0]).toMatchObject({
      kind: 'assignment_graded',
      data: { assignment: item.assignmentTitle, grade: '70', max: String(item.maxPoints) },
      link: '/dashboard?tab=assignments',
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/students/${grace.studentId}/assignments?limit=200`, headers: { cookie: grace.cookie } })
    ).json().items;
    expect(mine.find((a: { id: string }) => a.id === item.id)).toMatchObject({ status: 'graded', grade: 70, feedback: 'Good work.' });
  });

  it('refuses work not yet submitted (409) and an unknown one (404)', async () => {
    const [assigned] = await t.db.select({ id: studentAssignments.id }).from(studentAssignments).where(eq(studentAssignments.status, 'assigned')).limit(1);
    expect((await grade(educator, assigned!.id, { grade: 10, feedback: 'Too early.' })).json().code).toBe('NOT_SUBMITTED');
    expect((await grade(educator, '00000000-0000-4000-8000-000000000000', { grade: 10, feedback: 'Nobody.' })).statusCode).toBe(404);
  });

  it('is for educators and admins only', async () => {
    const query = `course=${encodeURIComponent(COURSE)}`;
    expect((await list(undefined, query)).statusCode).toBe(401);
    expect((await list(grace.cookie, query)).statusCode).toBe(403);
    expect((await list(admin, query)).statusCode).toBe(200);
    const [item] = (await list(educator, `${query}&limit=1`)).json().items;
    expect((await grade(grace.cookie, item.id, { grade: 100, feedback: 'I grade myself.' })).statusCode).toBe(403);
    expect((await grade(undefined, item.id, { grade: 100, feedback: 'Anyone.' })).statusCode).toBe(401);
  });
});
