import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cohortMeetings, notifications, students } from '#server/db/schema/index.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

let t: Awaited<ReturnType<typeof createDemoApp>>;
let grace: Awaited<ReturnType<typeof demoStudent>>;
let ruth: Awaited<ReturnType<typeof demoStudent>>;
let educator: string;
beforeAll(async () => {
  t = await createDemoApp();
  grace = await demoStudent(t.app, t.db, 1);
  ruth = await demoStudent(t.app, t.db, 4);
  educator = await demoEducatorCookie(t.app);
});
afterAll(() => t.close());

const bell = async (cookie: string, query = '') => (await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie } })).json();
const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });

describe('notifications', () => {
  it("tell a student of a new Socratic question and of an educator's comment, and go to it; opening one marks it read", async () => {
    const before = (await bell(grace.cookie)).unread;
    const [student] = await t.db.select({ course: students.course }).from(students).where(eq(students.id, grace.studentId));
    const sent = await post('/api/discussions', educator, {
      course: student!.course,
      question: { content: 'What does Kato mean by syncretism?', difficultyLevel: 1 },
      studentIds: [grace.studentId],
    });
    expect(sent.statusCode).toBe(201);
    const threadId = sent.json().threads[0].id;
    expect(
      (await post(`/api/students/${grace.studentId}/discussions/${threadId}/comments`, educator, { body: 'Look at the second paragraph again.' })).statusCode,
    ).toBe(201);

    const page = await bell(grace.cookie);
    expect(page.unread).toBe(before + 2);
    const [comment, question] = page.items;
    expect(comment).toMatchObject({ kind: 'educator_comment', data: { educator: 'Rev. Dr. Samuel Otieno' }, link: '/dashboard?tab=dialogue', readAt: null });
    expect(question).toMatchObject({ kind: 'socratic_question', data: { course: student!.course }, link: '/dashboard?tab=dialogue' });

    // Another student cannot mark it; its owner can.
    expect((await post(`/api/notifications/${comment.id}/read`, ruth.cookie)).statusCode).toBe(404);
    expect((await post(`/api/notifications/${comment.id}/read`, grace.cookie)).statusCode).toBe(204);
    const after = await bell(grace.cookie);
    expect(after.unread).toBe(before + 1);
    expect(after.items[0].readAt).not.toBeNull();
    expect((await post('/api/notifications/read-all', grace.cookie)).statusCode).toBe(204);
    expect((await bell(grace.cookie)).unread).toBe(0);
    // Ruth was sent nothing.
    expect((await bell(ruth.cookie)).items.some((n: { kind: string }) => n.kind === 'educator_comment')).toBe(false);
  });

  it('pages newest first with a cursor, and refuses a cursor from elsewhere', async () => {
    const [user] = await t.db.select({ userId: students.userId }).from(students).where(eq(students.id, ruth.studentId));
    await t.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: user!.userId,
        kind: 'welcome' as const,
        data: { n: String(i) },
        link: '/dashboard',
        createdAt: new Date(Date.now() - i * 1000),
      })),
    );
    const first = await bell(ruth.cookie, '?limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.items[0].data.n).toBe('0');
    const second = await bell(ruth.cookie, `?limit=20&cursor=${first.nextCursor}`);
    expect(second.items.map((n: { data: { n: string } }) => n.data.n)).toEqual(['20', '21', '22', '23', '24']);
    expect(second.nextCursor).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/api/notifications?cursor=bm90LWEtY3Vyc29y', headers: { cookie: ruth.cookie } });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
  });

  it("shows a cohort meeting of the student's course that starts within the hour", async () => {
    const [student] = await t.db.select({ course: students.course }).from(students).where(eq(students.id, grace.studentId));
    const [meeting] = await t.db
      .insert(cohortMeetings)
      .values({ title: 'Cohort prayer and study', course: student!.course, scheduledTime: new Date(Date.now() + 30 * 60_000) })
      .returning({ id: cohortMeetings.id });
    const soon = (await bell(grace.cookie)).meetingsSoon;
    expect(soon.map((m: { id: string }) => m.id)).toContain(meeting!.id);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await post('/api/notifications/read-all', undefined)).statusCode).toBe(401);
  });
});
