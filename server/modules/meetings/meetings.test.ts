import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohortMeetings, meetingParticipants } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { idsByPage } from '#server/test/paging.ts';

const HOUR = 3_600_000;
let t: TestApp;
let student: { cookie: string; studentId: string };
const cookies = { educator: '', admin: '' };
/** The Missions meetings, as the lists must give them. */
let upcoming: string[];
let past: string[];
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { role: 'student' });
  student = { cookie: await loginAs(t.app, user), studentId: user.studentId! };
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  // Seven to come (two at the same time, so the id breaks the tie), four past, and another course's.
  const offsets = [5, 1, 3, 3, 8, 2, 13, -1, -30, -2, -6];
  const rows = await t.db
    .insert(cohortMeetings)
    .values([
      ...offsets.map((hours, i) => ({
        title: `Missions ${i}`,
        course: 'Missions' as const,
        scheduledTime: new Date(now + hours * HOUR),
        status: hours > 0 ? 'scheduled' : 'completed',
      })),
      { title: 'Preaching', course: 'Preaching' as const, scheduledTime: new Date(now + 4 * HOUR) },
    ])
    .returning();
  const missions = rows.filter((r) => r.course === 'Missions');
  const byTime = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.scheduledTime.getTime() - b.scheduledTime.getTime() || (a.id < b.id ? -1 : 1);
  upcoming = missions
    .filter((r) => r.scheduledTime.getTime() > now)
    .sort(byTime)
    .map((r) => r.id);
  past = missions
    .filter((r) => r.scheduledTime.getTime() < now)
    .sort(byTime)
    .reverse()
    .map((r) => r.id);
  await t.db.insert(meetingParticipants).values({ meetingId: upcoming[0]!, studentId: student.studentId });
});
afterAll(() => t.close());

const get = (query: string, cookie: string | null = student.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/cohort-meetings?${query}`, headers: cookie ? { cookie } : {} });
type Page = { items: { id: string; participantCount: number; scheduledTime: string }[]; nextCursor: string | null };

const allPages = (query: string) => idsByPage(get, query);

describe('GET /api/cohort-meetings (a page at a time, upcoming first)', () => {
  it('pages through the upcoming meetings soonest first: first, middle and last page, each once', async () => {
    const pages = await allPages('course=Missions&limit=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(upcoming);
    const first = (await get('course=Missions&limit=3')).json() as Page;
    expect(first.items[0]).toMatchObject({ id: upcoming[0], participantCount: 1 });
    expect(first.items[1]!.participantCount).toBe(0);
  });

  it('pages back through past meetings latest first, and starts where `from` says', async () => {
    expect((await allPages('course=Missions&when=past&limit=3')).flat()).toEqual(past);
    // From five hours ago: the meetings of the last five hours come first.
    const from = new Date(now - 5 * HOUR).toISOString();
    const earlier = (await allPages(`course=Missions&from=${encodeURIComponent(from)}&limit=200`)).flat();
    expect(earlier).toEqual([past[1], past[0], ...upcoming]);
  });

  it('answers 50 at most by default, and every course without `course`', async () => {
    const all = (await get('')).json() as Page;
    expect(all.items).toHaveLength(upcoming.length + 1);
    expect(all.nextCursor).toBeNull();
  });

  it("refuses a bad cursor, another list's cursor, a bad time and a page too large, naming the field", async () => {
    const bad = await get('cursor=not-a-cursor');
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const pastCursor = (await get('course=Missions&when=past&limit=1')).json().nextCursor as string;
    const foreign = await get(`cursor=${encodeURIComponent(pastCursor)}`);
    expect([foreign.statusCode, foreign.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const students = await get(`cursor=${encodeCursor('students', ['Grace', upcoming[0]!])}`);
    expect([students.statusCode, students.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const tampered = await get(`cursor=${encodeCursor('meetings-upcoming', [new Date().toISOString(), 'not-a-uuid'])}`);
    expect([tampered.statusCode, tampered.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const badTime = await get(`cursor=${encodeCursor('meetings-upcoming', ['yesterday-ish', upcoming[0]!])}`);
    expect([badTime.statusCode, badTime.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const big = await get('limit=201');
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
    const from = await get('from=tomorrow');
    expect([from.statusCode, from.json().fields]).toEqual([400, { from: 'validation.date_invalid' }]);
    const when = await get('when=soon');
    expect([when.statusCode, Object.keys(when.json().fields)]).toEqual([400, ['when']]);
  });

  it('is for anyone signed in', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    for (const cookie of [student.cookie, cookies.educator, cookies.admin]) expect((await get('course=Missions', cookie)).statusCode).toBe(200);
  });
});
