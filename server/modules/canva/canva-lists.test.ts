import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INSTITUTE_ASSET_SPECS } from '#shared/constants/asset-formats.ts';
import { CANVA_CURSOR_MAX_LENGTH } from '#shared/schemas/canva.ts';
import { designServiceTokens } from '#server/db/schema/index.ts';
import { CANVA_MAX_CONTINUATION_LENGTH, CanvaClient, CanvaUnavailableError, type CanvaTokens } from '#server/integrations/canva/client.ts';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';
import { startFakeCanva, type FakeCanva } from '#server/test/fake-canva.ts';
import { canvaCursor, continuationOf } from './service.ts';

/**
 * The design studio's lists: each answer is one page of Canva's list, with
 * Canva's `continuation` carried, wrapped, as our `nextCursor`.
 */

let fake: FakeCanva;
let t: TestApp;
let admin: TestUser;
const cookies = { student: '', educator: '', admin: '' };
const added = { designs: [] as string[], templates: [] as string[], images: [] as string[] };

beforeAll(async () => {
  fake = await startFakeCanva();
  t = await createTestApp({
    CANVA_CLIENT_ID: fake.clientId,
    CANVA_CLIENT_SECRET: fake.clientSecret,
    CANVA_REDIRECT_URI: 'http://localhost:5000/api/canva/auth/callback',
    CANVA_API_BASE_URL: fake.apiBaseUrl,
    CANVA_AUTH_URL: fake.authUrl,
    CANVA_AUTH_API_BASE_URL: fake.authApiBaseUrl,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  admin = await createUser(t.db, { role: 'admin' });
  cookies.admin = await loginAs(t.app, admin, 'admin');
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  const started = await get('/api/canva/auth', cookies.admin);
  const redirect = await fake.approve(started.json().authUrl);
  const callback = await t.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: { cookie: cookies.admin } });
  expect(callback.statusCode, callback.body).toBe(200);
  // Seven of each: the sample ones and those added here.
  added.designs = fake.addDesigns(7);
  added.templates = fake.addBrandTemplates(5);
  added.images = fake.addImages(6);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

function get(url: string, cookie: string | null = cookies.student) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

type Page = { items: { id: string }[]; nextCursor: string | null; starters?: { id: string }[] | null };

/** Follows a list from its first page through nextCursor (20 pages at most): each page's answer. */
async function allPages(path: string, query: string): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const response = await get(`${path}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

/** The query of each call the fake answered on `canvaPath` while `work` ran. */
async function canvaCallsDuring(canvaPath: string, work: () => Promise<unknown>) {
  const before = fake.requests.length;
  await work();
  return fake.requests
    .slice(before)
    .filter((r) => r.path === `/rest${canvaPath}`)
    .map((r) => r.query);
}

const LISTS = [
  {
    path: '/api/canva/designs',
    canvaPath: '/v1/designs',
    filters: { sort_by: 'modified_descending' },
    // Most recently modified first: the added ones, the last added first.
    expected: () => [...added.designs].reverse(),
  },
  {
    path: '/api/canva/templates',
    canvaPath: '/v1/brand-templates',
    filters: { dataset: 'non_empty' },
    // Only fillable brand templates (the sample letterhead has no fields), in Canva's order.
    expected: () => ['BTkti0001', 'BTkti0002', ...added.templates],
  },
  {
    path: '/api/canva/assets',
    canvaPath: '/v1/folders/uploads/items',
    filters: { item_types: 'image' },
    expected: () => ['MAkti-logo', ...added.images],
  },
] as const;

describe.each(LISTS)("GET $path (Canva's pages, one at a time)", ({ path, canvaPath, filters, expected }) => {
  it('answers a first page and a cursor, then every later page through it, each item once, the last with nextCursor null', async () => {
    const calls = await canvaCallsDuring(canvaPath, async () => {
      const pages = await allPages(path, 'limit=3');
      expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected());
      expect(pages.slice(0, -1).every((page) => typeof page.nextCursor === 'string')).toBe(true);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    });
    // One Canva call per page, each asking for our page size with the list's own filters; the
    // later ones carry Canva's continuation token, never anything of the client's making.
    expect(calls).toHaveLength(3);
    expect(calls.map((query) => ({ ...query, continuation: undefined }))).toEqual(Array(3).fill({ ...filters, limit: '3', continuation: undefined }));
    expect(calls[0]!.continuation).toBeUndefined();
    expect(calls.slice(1).every((query) => /^[\x21-\x7e]+$/.test(query.continuation ?? ''))).toBe(true);
  });

  it("asks Canva for 50 by default and for at most 100, Canva's most, when the page is larger", async () => {
    const calls = await canvaCallsDuring(canvaPath, async () => {
      expect((await get(path)).json()).toMatchObject({ nextCursor: null });
      expect((await get(`${path}?limit=200`)).statusCode).toBe(200);
      expect((await get(`${path}?limit=1`)).json()).toMatchObject({ items: [{ id: expected()[0] }], nextCursor: expect.any(String) });
    });
    expect(calls.map((query) => query.limit)).toEqual(['50', '100', '1']);
  });

  it('refuses a page size over 200 or under 1, naming limit, without asking Canva', async () => {
    const calls = await canvaCallsDuring(canvaPath, async () => {
      for (const limit of ['201', '0', 'ten']) {
        const response = await get(`${path}?limit=${limit}`);
        expect([response.statusCode, response.headers['content-type'], response.json().fields], limit).toEqual([
          400,
          expect.stringMatching(/^application\/json/),
          { limit: 'validation.page_size_invalid' },
        ]);
      }
    });
    expect(calls).toEqual([]);
  });

  it("refuses a cursor that is not one of this list's, naming cursor, without asking Canva", async () => {
    const wrap = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const other = LISTS.find((list) => list.path !== path)!;
    const othersCursor = (await get(`${other.path}?limit=1`)).json().nextCursor as string;
    const list = path.includes('designs') ? 'canva-designs' : path.includes('templates') ? 'canva-templates' : 'canva-assets';
    const calls = await canvaCallsDuring(canvaPath, async () => {
      for (const cursor of [
        'bad',
        '',
        othersCursor,
        wrap([list]),
        wrap([list, 42]),
        wrap([list, 'has space']),
        wrap([list, 'x'.repeat(CANVA_MAX_CONTINUATION_LENGTH + 1)]),
        'A'.repeat(CANVA_CURSOR_MAX_LENGTH + 1),
      ]) {
        const response = await get(`${path}?cursor=${encodeURIComponent(cursor)}`);
        expect([response.statusCode, response.headers['content-type'], response.json().code, response.json().fields], cursor.slice(0, 40)).toEqual([
          400,
          expect.stringMatching(/^application\/json/),
          'VALIDATION_FAILED',
          { cursor: 'validation.cursor_invalid' },
        ]);
      }
    });
    expect(calls).toEqual([]);
  });

  it("turns Canva's 400 for a stale continuation into a 400 naming cursor, keeping the connection", async () => {
    const first = (await get(`${path}?limit=2`)).json() as Page;
    expect(first.nextCursor).toEqual(expect.any(String));
    fake.expireContinuations();
    const stale = await get(`${path}?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect([stale.statusCode, stale.json().code, stale.json().fields]).toEqual([400, 'VALIDATION_FAILED', { cursor: 'validation.cursor_invalid' }]);
    expect(await t.db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, admin.id))).toHaveLength(1);
    // Starting again from the first page works.
    expect((await get(`${path}?limit=2`)).json().items.map((item: { id: string }) => item.id)).toEqual(expected().slice(0, 2));
  });

  it('sends a forged token to Canva only as the continuation value: it cannot add query parameters', async () => {
    const list = path.includes('designs') ? 'canva-designs' : path.includes('templates') ? 'canva-templates' : 'canva-assets';
    const forged = canvaCursor(list, 'x&limit=1&item_types=design&dataset=any&sort_by=title_ascending')!;
    const calls = await canvaCallsDuring(canvaPath, async () => {
      const response = await get(`${path}?cursor=${encodeURIComponent(forged)}`);
      // Canva does not know the token: a 400 naming our cursor.
      expect([response.statusCode, response.json().fields]).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    });
    expect(calls).toEqual([{ ...filters, limit: '50', continuation: 'x&limit=1&item_types=design&dataset=any&sort_by=title_ascending' }]);
  });

  it('is for anyone signed in: students, educators and admins; not anonymous callers', async () => {
    const anonymous = await get(`${path}?limit=1`, null);
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    for (const [role, cookie] of Object.entries(cookies)) {
      const response = await get(`${path}?limit=1`, cookie);
      expect(response.statusCode, role).toBe(200);
      expect(response.json().items, role).toHaveLength(1);
    }
  });
});

describe('the templates page', () => {
  it('carries the starter formats on the first page only, with their use counts', async () => {
    const pages = await allPages('/api/canva/templates', 'limit=5');
    expect(pages[0]!.starters).toEqual(
      INSTITUTE_ASSET_SPECS.map((spec) => ({
        id: `kti:${spec.key}`,
        name: spec.name,
        tags: [...spec.tags],
        thumbnail: null,
        usageCount: 0,
        source: 'institute',
      })),
    );
    expect(pages.slice(1).map((page) => page.starters)).toEqual([null]);
    expect(pages.flatMap((page) => page.items).every((item) => (item as { source?: string }).source === 'brand_template')).toBe(true);
  });

  it('lists the starters alone, with no cursor, when the account cannot use brand templates', async () => {
    fake.setBrandTemplatesForbidden(true);
    try {
      const response = await get('/api/canva/templates?limit=2');
      expect(response.json()).toMatchObject({ items: [], nextCursor: null, brandTemplatesAvailable: false });
      expect(response.json().starters).toHaveLength(5);
    } finally {
      fake.setBrandTemplatesForbidden(false);
    }
  });
});

describe('the cursor', () => {
  it("holds Canva's longest carried token within the cursor's bound, and gives it back", () => {
    // '"' and '\\' double when written as JSON: the longest cursor there can be.
    for (const token of [
      '"'.repeat(CANVA_MAX_CONTINUATION_LENGTH),
      '\\'.repeat(CANVA_MAX_CONTINUATION_LENGTH),
      'RkFGMgXlsVTDbMd:MR3L0QjiaUzycIAjx0yMyuNiV0OildoiOwL0x32G4NjNu4FwtAQNxowUQNMMYN',
    ]) {
      const cursor = canvaCursor('canva-templates', token)!;
      expect(cursor.length).toBeLessThanOrEqual(CANVA_CURSOR_MAX_LENGTH);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(continuationOf('canva-templates', cursor)).toBe(token);
      expect(() => continuationOf('canva-designs', cursor)).toThrow();
    }
    expect(canvaCursor('canva-designs', null)).toBeNull();
  });

  it('is not made from a continuation token Canva answers that cannot be carried: the page is an unreadable answer', async () => {
    const tokens: CanvaTokens = { accessToken: 'acc', refreshToken: 'ref', expiresAt: new Date(Date.now() + 3_600_000), scope: [] };
    for (const continuation of ['has space', 'x'.repeat(CANVA_MAX_CONTINUATION_LENGTH + 1), 'caf\u00e9']) {
      const client = new CanvaClient({
        clientId: 'id',
        clientSecret: 'secret',
        redirectUri: 'http://localhost/cb',
        apiBaseUrl: 'http://canva.invalid/rest',
        authApiBaseUrl: 'http://canva.invalid/auth',
        authUrl: 'http://canva.invalid/authorize',
        fetch: async () => new Response(JSON.stringify({ items: [], continuation }), { headers: { 'content-type': 'application/json' } }),
      });
      const api = client.forSession({ key: 'k', load: async () => tokens, save: async () => {} });
      await expect(api.listDesigns({ limit: 10 })).rejects.toBeInstanceOf(CanvaUnavailableError);
    }
  });
});
