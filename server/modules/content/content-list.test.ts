import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf } from '#server/db/client.ts';
import { courseContent } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

/** The admin content lists a page at a time: library, validation queue, training items. */

let t: TestApp;
const cookies = { admin: '', student: '', educator: '' };

const COURSE: Course = 'Pastoral Theology';
const OTHER: Course = 'Biblical Theology';

type Item = { id: string; title: string; author: string | null; course: string; validationStatus: string; isTrainingData: boolean };
type Page = { items: Item[]; nextCursor: string | null; totals?: unknown; analytics?: unknown };

/** Rows written straight into the table, with the times a page is ordered by. */
interface Row {
  title: string;
  author?: string;
  course?: Course;
  status?: 'pending' | 'approved' | 'rejected';
  uploadedAt: string;
  validatedAt?: string | null;
}

async function insert(rows: Row[]) {
  await t.db.insert(courseContent).values(
    rows.map((row) => ({
      course: row.course ?? COURSE,
      type: 'book' as const,
      title: row.title,
      author: row.author ?? null,
      content: `${row.title}: a passage on pastoral care.`,
      validationStatus: row.status ?? 'pending',
      isTrainingData: row.status === 'approved',
      uploadedAt: sql`${row.uploadedAt}::timestamptz`,
      validatedAt: row.validatedAt ? sql`${row.validatedAt}::timestamptz` : null,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  await insert([
    // Three uploaded in the same instant (the id breaks the tie), two a microsecond apart (a
    // JavaScript Date would see them as one), and the rest spread out.
    { title: 'Shepherding the flock', author: 'Tokunboh Adeyemo', uploadedAt: '2026-03-01T10:00:00.000000Z' },
    { title: 'Same instant A', uploadedAt: '2026-03-02T10:00:00.000000Z' },
    { title: 'Same instant B', uploadedAt: '2026-03-02T10:00:00.000000Z' },
    { title: 'Same instant C', uploadedAt: '2026-03-02T10:00:00.000000Z' },
    { title: 'Microsecond one', uploadedAt: '2026-03-03T10:00:00.000001Z' },
    { title: 'Microsecond two', uploadedAt: '2026-03-03T10:00:00.000002Z' },
    { title: '100% of the 10_000 sheep', uploadedAt: '2026-03-04T10:00:00.000000Z' },
    {
      title: 'Approved early',
      author: 'John Mbiti',
      status: 'approved',
      uploadedAt: '2026-02-01T10:00:00.000000Z',
      validatedAt: '2026-03-10T10:00:00.000000Z',
    },
    { title: 'Approved late', status: 'approved', uploadedAt: '2026-02-02T10:00:00.000000Z', validatedAt: '2026-03-12T10:00:00.000000Z' },
    { title: 'Approved same time 1', status: 'approved', uploadedAt: '2026-02-03T10:00:00.000000Z', validatedAt: '2026-03-11T10:00:00.000007Z' },
    { title: 'Approved same time 2', status: 'approved', uploadedAt: '2026-02-04T10:00:00.000000Z', validatedAt: '2026-03-11T10:00:00.000007Z' },
    // Approved without a validation time (never written by the app): still listed, by its upload time.
    { title: 'Approved, no time', status: 'approved', uploadedAt: '2026-02-05T10:00:00.000000Z', validatedAt: null },
    { title: 'Rejected one', status: 'rejected', uploadedAt: '2026-03-05T10:00:00.000000Z', validatedAt: '2026-03-06T10:00:00.000000Z' },
    { title: 'Another course', course: OTHER, author: 'Kwame Bediako', uploadedAt: '2026-03-07T10:00:00.000000Z' },
    {
      title: 'Another course approved',
      course: OTHER,
      status: 'approved',
      uploadedAt: '2026-03-07T11:00:00.000000Z',
      validatedAt: '2026-03-08T10:00:00.000000Z',
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = cookies.admin) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Every page of `path?query` at `limit` a page: the titles in order, and how many pages it took. */
async function allPages(path: string, query: string, limit: number) {
  const titles: string[] = [];
  const ids: string[] = [];
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${path}?${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    titles.push(...page.items.map((item) => item.title));
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return { titles, ids, pages };
}

/** The order a list must have, read by PostgreSQL itself. */
async function expectedTitles(where: string, order: string) {
  const result = await t.db.execute(sql.raw(`select title from course_content where course = '${COURSE}' and ${where} order by ${order}`));
  return rowsOf<{ title: string }>(result).map((row) => row.title);
}

const course = `course=${encodeURIComponent(COURSE)}`;

describe.each([
  { path: '/api/admin/course-content', list: 'course-content', where: 'true', order: 'uploaded_at desc, id desc', count: 13 },
  { path: '/api/admin/validation/pending', list: 'pending-validations', where: "validation_status = 'pending'", order: 'uploaded_at desc, id desc', count: 7 },
  {
    path: '/api/admin/training-data',
    list: 'training-data',
    where: "validation_status = 'approved' and is_training_data",
    order: 'coalesce(validated_at, uploaded_at) desc, id desc',
    count: 5,
  },
])('GET $path (a page at a time)', ({ path, list, where, order, count }) => {
  it('pages first, middle and last, each item once, in order, ties and microseconds included', async () => {
    const expected = await expectedTitles(where, order);
    expect(expected).toHaveLength(count);
    const whole = (await get(`${path}?${course}&limit=200`)).json() as Page;
    expect([whole.items.map((item) => item.title), whole.nextCursor]).toEqual([expected, null]);
    const { titles, ids, pages } = await allPages(path, course, 2);
    expect(titles).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toHaveLength(Math.ceil(count / 2));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((page) => page.items.length === 2 && page.nextCursor)).toBe(true);
  });

  it('lists every course without a filter, 50 a page by default', async () => {
    const page = (await get(path)).json() as Page;
    expect(page.items.map((item) => item.course)).toEqual(expect.arrayContaining([COURSE, OTHER]));
    expect(page.items.length).toBeLessThanOrEqual(50);
  });

  it('refuses a bad cursor, another list’s cursor, a tampered id and a page too large or too small, naming the field', async () => {
    const other = list === 'course-content' ? 'pending-validations' : 'course-content';
    for (const cursor of [
      'not-a-cursor',
      encodeCursor(other, ['2026-03-01 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
      encodeCursor('students', ['Zawadi', '00000000-0000-4000-8000-000000000000']),
      encodeCursor(list, ['2026-03-01', 'not-a-uuid']),
      encodeCursor(list, ['not a time', '00000000-0000-4000-8000-000000000000']),
      encodeCursor(list, ['2026-13-45 99:00:00+00', '00000000-0000-4000-8000-000000000000']),
      encodeCursor(list, ['2026-02-30 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
      encodeCursor(list, ['2026-02-03 10:00:00+99', '00000000-0000-4000-8000-000000000000']),
    ]) {
      const response = await get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect([response.statusCode, response.json().fields], cursor).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    }
    for (const limit of ['201', '0']) {
      const response = await get(`${path}?limit=${limit}`);
      expect([response.statusCode, response.json().fields], limit).toEqual([400, { limit: 'validation.page_size_invalid' }]);
    }
    const notANumber = await get(`${path}?limit=many`);
    expect([notANumber.statusCode, Object.keys(notANumber.json().fields)]).toEqual([400, ['limit']]);
    const longSearch = await get(`${path}?q=${'a'.repeat(101)}`);
    expect([longSearch.statusCode, longSearch.json().fields]).toEqual([400, { q: 'validation.too_long' }]);
  });

  it('answers 401 to anonymous callers, 403 to students and educators, and 200 to admins', async () => {
    const url = `${path}?${course}&limit=1&q=a`;
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get(url, cookies.student)).statusCode).toBe(403);
    expect((await get(url, cookies.educator)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('searching the admin content lists by title or author', () => {
  const titles = async (url: string) => ((await get(url)).json() as Page).items.map((item) => item.title);

  it('finds any part of a title or an author, in any case, across pages', async () => {
    expect(await titles(`/api/admin/course-content?q=SAME%20INSTANT`)).toEqual(await expectedTitles("title like 'Same instant%'", 'uploaded_at desc, id desc'));
    expect(await titles('/api/admin/course-content?q=adeyemo')).toEqual(['Shepherding the flock']);
    // Title and author are searched each as a whole: a search does not run on from one into the other.
    expect(await titles('/api/admin/course-content?q=flock%20tokunboh')).toEqual([]);
    expect(await titles('/api/admin/course-content?q=the%20flock')).toEqual(['Shepherding the flock']);
    expect(await titles('/api/admin/course-content?q=bediako')).toEqual(['Another course']);
    expect(await titles(`/api/admin/course-content?${course}&q=bediako`)).toEqual([]);
    expect(await titles('/api/admin/validation/pending?q=microsecond')).toEqual(['Microsecond two', 'Microsecond one']);
    expect(await titles('/api/admin/validation/pending?q=approved')).toEqual([]);
    expect(await titles('/api/admin/training-data?q=mbiti')).toEqual(['Approved early']);
    const { titles: paged } = await allPages('/api/admin/course-content', 'q=instant', 1);
    expect(paged).toEqual(await expectedTitles("title like 'Same instant%'", 'uploaded_at desc, id desc'));
  });

  it('matches % and _ as themselves, not as wildcards', async () => {
    expect(await titles('/api/admin/course-content?q=100%25')).toEqual(['100% of the 10_000 sheep']);
    expect(await titles('/api/admin/course-content?q=10_000')).toEqual(['100% of the 10_000 sheep']);
    expect(await titles('/api/admin/course-content?q=%25%25')).toEqual([]);
    expect(await titles('/api/admin/course-content?q=Same_instant')).toEqual([]);
    expect(await titles("/api/admin/course-content?q=o'")).toEqual([]);
  });
});

describe('GET /api/admin/training-data figures', () => {
  it('counts the totals and analytics on the first page only, for the course whatever the search', async () => {
    const first = (await get(`/api/admin/training-data?${course}&limit=2`)).json() as Page;
    const figures = {
      totals: { total: 5, books: 5, videos: 0, transcripts: 0 },
      // 5 approved, 1 rejected, 7 pending; nothing processed.
      analytics: { validationRate: 83.3, processingCompleteRate: 0, approvedCount: 5, pendingCount: 7 },
    };
    expect(first).toMatchObject(figures);
    expect((await get(`/api/admin/training-data?${course}&q=mbiti`)).json()).toMatchObject({
      ...figures,
      items: [expect.objectContaining({ title: 'Approved early' })],
    });
    const second = (await get(`/api/admin/training-data?${course}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)).json() as Page;
    expect([second.totals, second.analytics, second.items]).toEqual([null, null, expect.any(Array)]);
    expect(second.items).toHaveLength(2);
  });
});

describe('the kept counts behind the training figures', () => {
  /** The counts as kept, and as a count over the whole table would give them. */
  async function keptAndRecounted() {
    const key = 'course, type, validation_status, is_training_data, processing_status';
    const kept = rowsOf(await t.db.execute(sql.raw(`select ${key}, n from course_content_counts where n <> 0 order by ${key}`)));
    const recounted = rowsOf(await t.db.execute(sql.raw(`select ${key}, count(*)::integer as n from course_content group by ${key} order by ${key}`)));
    return { kept, recounted };
  }

  it('equal a recount after inserts, decisions, edits, processing, moves between courses and deletes, made at once', async () => {
    const course: Course = 'Hermeneutics';
    await insert(
      Array.from({ length: 24 }, (_, i) => ({ title: `Counted ${i}`, course, uploadedAt: `2026-04-01T10:00:${String(i).padStart(2, '0')}.000000Z` })),
    );
    const ids = rowsOf<{ id: string }>(await t.db.execute(sql`select id from course_content where title like 'Counted %' order by title`)).map((row) => row.id);
    await t.db.execute(sql`update course_content set processing_status = 'complete' where id in ${sql.raw(`('${ids.slice(0, 12).join("','")}')`)}`);
    // Changes that cross each other's keys, concurrently on PostgreSQL: none may deadlock or be lost.
    await Promise.all(
      ids.map((id, i) => {
        const change =
          i < 6
            ? sql`update course_content set processing_status = 'pending' where id = ${id}`
            : i < 12
              ? sql`update course_content set validation_status = 'approved', is_training_data = true, validated_at = now() where id = ${id}`
              : i < 18
                ? sql`update course_content set processing_status = 'complete' where id = ${id}`
                : i < 21
                  ? sql`update course_content set course = 'Preaching', type = 'video' where id = ${id}`
                  : sql`delete from course_content where id = ${id}`;
        return t.db.execute(change);
      }),
    );
    const { kept, recounted } = await keptAndRecounted();
    expect(kept).toEqual(recounted);
    const figures = (await get(`/api/admin/training-data?course=${course}`)).json();
    expect(figures.totals).toEqual({ total: 6, books: 6, videos: 0, transcripts: 0 });
    // 18 left in the course (3 moved, 3 deleted): 6 approved, 12 pending; 12 of the 18 processed.
    expect(figures.analytics).toEqual({ validationRate: 100, processingCompleteRate: 66.7, approvedCount: 6, pendingCount: 12 });
  });
});
