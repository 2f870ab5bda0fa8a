import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/client.ts';
import { applications, contactMessages } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

/** The admin's review list and contact messages, a keyset page at a time, searchable. */

let t: TestApp;
let admin: string;

// Times that tie, and times a millisecond cannot tell apart (a cursor cut to the millisecond would skip a row).
const TIE = '2026-03-02T09:00:00.000000Z';
const APPLICANTS: {
  firstName: string;
  lastName: string;
  status: NonNullable<(typeof applications.$inferInsert)['status']>;
  submittedAt: string | null;
  createdAt?: string;
}[] = [
  { firstName: 'Amani', lastName: 'Otieno', status: 'submitted', submittedAt: TIE },
  { firstName: 'Baraka', lastName: 'Otieno', status: 'submitted', submittedAt: TIE },
  { firstName: 'Chiku', lastName: 'Otieno', status: 'accepted', submittedAt: TIE },
  { firstName: 'Dalia', lastName: 'Mwangi', status: 'accepted', submittedAt: '2026-03-01T08:00:00.123456Z' },
  { firstName: 'Eshe', lastName: 'Mwangi', status: 'accepted', submittedAt: '2026-03-01T08:00:00.123400Z' },
  { firstName: 'Faraji', lastName: 'Mwangi', status: 'declined', submittedAt: '2026-03-01T08:00:00.123000Z' },
  { firstName: 'Siobhan', lastName: "O'Neill", status: 'assessed', submittedAt: '2026-02-20T12:00:00.000000Z' },
  { firstName: 'Zq%', lastName: 'Percent', status: 'submitted', submittedAt: '2026-02-19T12:00:00.000000Z' },
  { firstName: 'Zqa', lastName: 'Njeri', status: 'accepted', submittedAt: '2026-02-18T12:00:00.000000Z' },
  // Rows from before submission times were kept: no submitted_at, listed by when they were created.
  { firstName: 'Gathoni', lastName: 'Legacy', status: 'submitted', submittedAt: null, createdAt: '2026-03-01T12:00:00.000000Z' },
  { firstName: 'Hawi', lastName: 'Legacy', status: 'accepted', submittedAt: null, createdAt: TIE },
  // Drafts are never in the default list; with status=draft they page by when they were created.
  { firstName: 'Imani', lastName: 'Draft', status: 'draft', submittedAt: null, createdAt: '2026-03-05T00:00:00.000000Z' },
  { firstName: 'Jabari', lastName: 'Draft', status: 'draft', submittedAt: null, createdAt: '2026-03-05T00:00:00.000000Z' },
  { firstName: 'Kesi', lastName: 'Draft', status: 'draft', submittedAt: null, createdAt: '2026-03-04T00:00:00.000000Z' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  await t.db.insert(applications).values(
    APPLICANTS.map((a, i) => ({
      firstName: a.firstName,
      lastName: a.lastName,
      status: a.status,
      email: `applicant.${i}@example.org`,
      reference: `KTI-TEST-${String(i).padStart(4, '0')}`,
      // Microseconds are written as SQL: a Date would drop them.
      submittedAt: a.submittedAt === null ? null : sql`${a.submittedAt}::timestamptz`,
      createdAt: sql`${a.createdAt ?? '2026-01-01T00:00:00.000000Z'}::timestamptz`,
    })),
  );
  // 55 messages, the first 10 sent at one instant, so that the default page (50) has a next page.
  await t.db.insert(contactMessages).values(
    Array.from({ length: 55 }, (_, i) => ({
      name: i === 3 ? "Mary O'Connor" : i === 4 ? '100% Sure' : `Sender ${i}`,
      email: `sender.${i}@example.org`,
      department: 'general',
      subject: `Question ${i}`,
      message: 'A question about the programme.',
      createdAt: i < 10 ? new Date('2026-03-01T10:00:00Z') : new Date(Date.UTC(2026, 1, 1, 0, i)),
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
type Page = { items: { id: string; firstName?: string | null; name?: string }[]; nextCursor: string | null };

/** Every page of `url` at `limit` a page: the ids in the order served, and how many pages. */
async function walk(url: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const response = await get(`${url}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { ids, pages };
}

/** The review order, as the database sees it: newest (submitted, else created) first, then id. */
async function expectedApplications(where: string) {
  const result = await t.db.execute(sql.raw(`select id from applications where ${where} order by coalesce(submitted_at, created_at) desc, id desc`));
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

describe('GET /api/admin/applications (keyset pages)', () => {
  it('pages through every status but draft, newest first: first, middle and last page, each application once', async () => {
    const expected = await expectedApplications(`status <> 'draft'`);
    expect(expected).toHaveLength(11);
    for (const limit of [1, 2, 3, 4]) {
      const { ids, pages } = await walk('/api/admin/applications', limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / limit));
    }
    const { items } = (await get('/api/admin/applications')).json() as Page;
    // Ties at 09:00 (three submitted, one created then) are all there; the microsecond apart rows keep their order.
    expect(items.map((a) => a.firstName)).toEqual(expect.arrayContaining(['Amani', 'Baraka', 'Chiku', 'Hawi']));
    const names = items.map((a) => a.firstName);
    expect(names.indexOf('Gathoni')).toBeLessThan(names.indexOf('Dalia'));
    expect([names.indexOf('Dalia'), names.indexOf('Eshe'), names.indexOf('Faraji')]).toEqual(
      [...[names.indexOf('Dalia'), names.indexOf('Eshe'), names.indexOf('Faraji')]].sort((a, b) => a - b),
    );
    expect(names).not.toContain('Imani');
  });

  it('pages through one status, and drafts by when they were created', async () => {
    const accepted = await walk('/api/admin/applications?status=accepted', 2);
    expect(accepted.ids).toEqual(await expectedApplications(`status = 'accepted'`));
    expect(accepted.ids).toHaveLength(5);
    expect(accepted.pages).toBe(3);
    const drafts = await walk('/api/admin/applications?status=draft', 1);
    expect(drafts.ids).toEqual(await expectedApplications(`status = 'draft'`));
    expect(drafts.ids).toHaveLength(3);
  });

  it('finds an applicant by any part of their name, e-mail or reference, with % and _ as themselves', async () => {
    const names = async (q: string, status = '') =>
      ((await get(`/api/admin/applications?q=${encodeURIComponent(q)}${status}`)).json() as Page).items.map((a) => a.firstName);
    expect(await names("o'neill")).toEqual(['Siobhan']);
    expect(await names('siobhan o')).toEqual(['Siobhan']);
    expect(await names('applicant.7@')).toEqual(['Zq%']);
    expect(await names('kti-test-0008')).toEqual(['Zqa']);
    // …and the list shows the reference the applicant quotes on the phone.
    const found = ((await get(`/api/admin/applications?q=${encodeURIComponent('kti-test-0008')}`)).json() as { items: { reference: string | null }[] }).items;
    expect(found.map((a) => a.reference)).toEqual(['KTI-TEST-0008']);
    expect(await names('zq%')).toEqual(['Zq%']);
    expect(await names('%')).toEqual(['Zq%']);
    expect(await names('zq_')).toEqual([]);
    expect(await names('nobody at all')).toEqual([]);
    // Each of the three is searched on its own: a term does not run on from the name into the e-mail.
    expect(await names("o'neill applicant")).toEqual([]);
    // The search and the status filter together, a page at a time.
    expect(await names('otieno', '&status=submitted')).toEqual(expect.arrayContaining(['Amani', 'Baraka']));
    const otieno = await walk('/api/admin/applications?q=OTIENO', 2);
    expect(otieno.ids).toEqual(await expectedApplications(`status <> 'draft' and last_name = 'Otieno'`));
    expect(otieno.pages).toBe(2);
    // A draft is not found unless drafts are asked for.
    expect(await names('imani')).toEqual([]);
    expect(await names('imani', '&status=draft')).toEqual(['Imani']);
  });

  it("refuses a bad cursor, another list's cursor, a tampered time or id, and a page too large, naming the field", async () => {
    const id = (await expectedApplications('true'))[0]!;
    const cursors = [
      'not-a-cursor',
      encodeCursor('contact-messages', ['2026-03-01T10:00:00.000000Z', id]),
      encodeCursor('students', ['Amani', id]),
      encodeCursor('applications', ['2026-02-30T10:00:00.000000Z', id]),
      encodeCursor('applications', ['2026-13-01T10:00:00.000000Z', id]),
      encodeCursor('applications', ['yesterday', id]),
      encodeCursor('applications', ['2026-03-01T10:00:00.000000Z', 'not-a-uuid']),
      encodeCursor('applications', [42, id]),
    ];
    for (const cursor of cursors) {
      const response = await get(`/api/admin/applications?cursor=${encodeURIComponent(cursor)}`);
      expect([response.statusCode, response.json().fields], cursor).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    }
    for (const limit of ['201', '0', 'ten']) {
      const response = await get(`/api/admin/applications?limit=${limit}`);
      expect([response.statusCode, Object.keys(response.json().fields)]).toEqual([400, ['limit']]);
    }
    const longSearch = await get(`/api/admin/applications?q=${'a'.repeat(101)}`);
    expect([longSearch.statusCode, Object.keys(longSearch.json().fields)]).toEqual([400, ['q']]);
  });
});

describe('GET /api/admin/contact-messages (keyset pages)', () => {
  const expectedMessages = async (where = 'true') =>
    rowsOf<{ id: string }>(await t.db.execute(sql.raw(`select id from contact_messages where ${where} order by created_at desc, id desc`))).map(
      (row) => row.id,
    );

  it('answers 50 a page by default, and pages through every message once, newest first', async () => {
    const first = (await get('/api/admin/contact-messages')).json() as Page;
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect(first).not.toHaveProperty('total');
    const expected = await expectedMessages();
    for (const limit of [3, 7, 50, 200]) {
      const { ids, pages } = await walk('/api/admin/contact-messages', limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / limit));
    }
  });

  it("finds a sender by name or e-mail, with ' and % as themselves", async () => {
    const senders = async (q: string) => ((await get(`/api/admin/contact-messages?q=${encodeURIComponent(q)}`)).json() as Page).items.map((m) => m.name);
    expect(await senders("o'connor")).toEqual(["Mary O'Connor"]);
    expect(await senders('100%')).toEqual(['100% Sure']);
    expect(await senders('%')).toEqual(['100% Sure']);
    expect(await senders('sender.12@')).toEqual(['Sender 12']);
    expect(await senders('sender_1')).toEqual([]);
    const many = await walk('/api/admin/contact-messages?q=sender%201', 4);
    expect(many.ids).toEqual(await expectedMessages(`name like 'Sender 1%'`));
  });

  it("refuses a bad cursor, another list's cursor and a page too large, naming the field", async () => {
    const [id] = await expectedMessages();
    for (const cursor of [
      '%%%',
      encodeCursor('applications', ['2026-03-01T10:00:00.000000Z', id!]),
      encodeCursor('contact-messages', ['2026-03-01 10:00', id!]),
    ]) {
      const response = await get(`/api/admin/contact-messages?cursor=${encodeURIComponent(cursor)}`);
      expect([response.statusCode, response.json().fields], cursor).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    }
    const big = await get('/api/admin/contact-messages?limit=201');
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
  });
});

describe('who may read the lists', () => {
  it.each(['/api/admin/applications', '/api/admin/contact-messages'])('%s: anonymous 401, student and educator 403, admin 200', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['student', 'educator'] as const) {
      const cookie = await loginAs(t.app, await createUser(t.db, { role }));
      const refused = await get(url, cookie);
      expect([refused.statusCode, refused.json().code], role).toEqual([403, 'FORBIDDEN']);
    }
    expect((await get(`${url}?q=a&limit=1`)).statusCode).toBe(200);
  });
});
