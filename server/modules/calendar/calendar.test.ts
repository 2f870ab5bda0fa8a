import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { idsByPage } from '#server/test/paging.ts';

const HOUR = 3_600_000;
let t: TestApp;
const cookies = { student: '', educator: '', admin: '' };
/** What Missions' calendar must list from now on, soonest first. */
let upcoming: string[];
let rows: (typeof calendarEvents.$inferSelect)[];
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  const event = (title: string, hours: number, course: 'Missions' | 'Preaching' | null, isPublic = true) => ({
    title,
    type: 'event',
    course,
    startTime: new Date(now + hours * HOUR),
    isPublic,
  });
  rows = await t.db
    .insert(calendarEvents)
    .values([
      // Two at the same time: the id breaks the tie.
      ...[4, 1, 30, 30, 2, 50, 9].map((hours, i) => event(`Missions ${i}`, hours, 'Missions')),
      event('Institute day', 6, null),
      event('Institute week', 26, null),
      event('Earlier', -3, 'Missions'),
      event('Another course', 5, 'Preaching'),
      event('Staff only', 7, 'Missions', false),
    ])
    .returning();
  upcoming = rows
    .filter((r) => r.isPublic && r.course !== 'Preaching' && r.startTime.getTime() > now)
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || (a.id < b.id ? -1 : 1))
    .map((r) => r.id);
});
afterAll(() => t.close());

const get = (query: string, cookie: string | null = cookies.student) =>
  t.app.inject({ method: 'GET', url: `/api/calendar-events?${query}`, headers: cookie ? { cookie } : {} });
type Page = { items: { id: string }[]; nextCursor: string | null };

const allPages = (query: string) => idsByPage(get, query);

const at = (hours: number) => encodeURIComponent(new Date(now + hours * HOUR).toISOString());

describe('GET /api/calendar-events (upcoming first, a page at a time, or a window of time)', () => {
  it("pages through the course's and the institute's public events from now on: first, middle and last page, each once", async () => {
    const pages = await allPages('course=Missions&limit=4');
    expect(pages.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(pages.flat()).toEqual(upcoming);
  });

  it('gives a window of time [from, to), still a page at a time', async () => {
    const day = (await allPages(`course=Missions&from=${at(-12)}&to=${at(12)}&limit=2`)).flat();
    const expected = rows
      .filter((r) => r.isPublic && r.course !== 'Preaching' && Math.abs(r.startTime.getTime() - now) < 12 * HOUR)
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || (a.id < b.id ? -1 : 1))
      .map((r) => r.id);
    expect(day).toEqual(expected);
    expect(day).toHaveLength(6);
    // `to` is exclusive: an event at exactly `to` belongs to the next window.
    const thirty = rows.filter((r) => r.title === 'Missions 2' || r.title === 'Missions 3').map((r) => r.id);
    expect((await get(`course=Missions&from=${at(29)}&to=${at(30)}`)).json().items).toEqual([]);
    expect(
      (await get(`course=Missions&from=${at(30)}&to=${at(31)}`))
        .json()
        .items.map((e: { id: string }) => e.id)
        .sort(),
    ).toEqual(thirty.sort());
  });

  it('answers 50 at most by default', async () => {
    const page = (await get('')).json() as Page;
    expect(page.items).toHaveLength(upcoming.length + 1);
    expect(page.nextCursor).toBeNull();
  });

  it("refuses a bad cursor, another list's cursor, a bad window and a page too large, naming the field", async () => {
    const bad = await get('cursor=%%%');
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const meetings = await get(`cursor=${encodeCursor('meetings-upcoming', [new Date().toISOString(), upcoming[0]!])}`);
    expect([meetings.statusCode, meetings.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const forged = await get(`cursor=${encodeCursor('calendar-events', ['not a time', upcoming[0]!])}`);
    expect([forged.statusCode, forged.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    const big = await get('limit=201');
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
    const from = await get('from=soon');
    expect([from.statusCode, from.json().fields]).toEqual([400, { from: 'validation.date_invalid' }]);
    const backwards = await get(`from=${at(5)}&to=${at(1)}`);
    expect([backwards.statusCode, backwards.json().fields]).toEqual([400, { to: 'validation.date_range_invalid' }]);
    const course = await get('course=Astrology');
    expect([course.statusCode, course.json().fields]).toEqual([400, { course: 'validation.course_invalid' }]);
  });

  it('is for anyone signed in', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    for (const cookie of Object.values(cookies)) expect((await get('course=Missions', cookie)).statusCode).toBe(200);
  });
});
