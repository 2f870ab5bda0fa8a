import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designFiles, storedAssets } from '#server/db/schema/index.ts';
import { encodeCursor } from '#server/lib/cursor.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { idsByPage } from '#server/test/paging.ts';

const MINUTE = 60_000;
let t: TestApp;
const cookies = { student: '', educator: '', admin: '' };
let files: string[];
let stored: string[];

/** Newest first, the id breaking ties (both lists' order). */
const newestFirst =
  <T extends { id: string }>(time: (row: T) => Date) =>
  (a: T, b: T) =>
    time(b).getTime() - time(a).getTime() || (a.id < b.id ? 1 : -1);

beforeAll(async () => {
  t = await createTestApp();
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
  cookies.educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
  cookies.admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  const now = Date.now();
  // Seven active files (two added at the same moment) and one removed from the list.
  const fileRows = await t.db
    .insert(designFiles)
    .values(
      [5, 1, 9, 9, 3, 12, 7, 4].map((minutes, i) => ({
        fileKey: `FileKey${String(i).padStart(6, '0')}`,
        name: `File ${i}`,
        url: `https://www.figma.com/design/FileKey${i}/x`,
        isActive: i !== 7,
        createdAt: new Date(now - minutes * MINUTE),
      })),
    )
    .returning();
  files = fileRows
    .filter((f) => f.isActive)
    .sort(newestFirst((f) => f.createdAt))
    .map((f) => f.id);
  const storedRows = await t.db
    .insert(storedAssets)
    .values(
      [2, 8, 8, 1, 30, 6].map((minutes, i) => ({
        name: `Asset ${i}`,
        format: 'PNG',
        filePath: `figma/asset-${i}.png`,
        fileSize: 100 + i,
        mimeType: 'image/png',
        checksum: `sum${i}`,
        downloadedAt: new Date(now - minutes * MINUTE),
      })),
    )
    .returning();
  stored = storedRows.sort(newestFirst((s) => s.downloadedAt)).map((s) => s.id);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = cookies.student) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type Page = { items: { id: string }[]; nextCursor: string | null };

const allPages = (path: string, limit: number) => idsByPage((query) => get(`${path}?${query}`), `limit=${limit}`);

describe.each([
  { path: '/api/figma/files', list: 'figma-files', expected: () => files, sizes: [3, 3, 1] },
  { path: '/api/figma/stored-assets', list: 'figma-stored-assets', expected: () => stored, sizes: [3, 3] },
])('GET $path (newest first, a page at a time)', ({ path, list, expected, sizes }) => {
  it('pages through every row newest first: first, middle and last page, each once', async () => {
    const pages = await allPages(path, 3);
    expect(pages.map((p) => p.length)).toEqual(sizes);
    expect(pages.flat()).toEqual(expected());
    const whole = (await get(path)).json() as Page;
    expect([whole.items.map((item) => item.id), whole.nextCursor]).toEqual([expected(), null]);
  });

  it("refuses a bad cursor, another list's cursor, a forged time and a page too large, naming the field", async () => {
    const other = list === 'figma-files' ? 'figma-stored-assets' : 'figma-files';
    for (const cursor of ['bad', encodeCursor(other, [new Date().toISOString(), expected()[0]!]), encodeCursor(list, ['0000-99-99', expected()[0]!])]) {
      const response = await get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect([response.statusCode, response.json().fields], cursor).toEqual([400, { cursor: 'validation.cursor_invalid' }]);
    }
    const big = await get(`${path}?limit=201`);
    expect([big.statusCode, big.json().fields]).toEqual([400, { limit: 'validation.page_size_invalid' }]);
  });

  it('is for anyone signed in', async () => {
    expect((await get(path, null)).statusCode).toBe(401);
    for (const cookie of Object.values(cookies)) expect((await get(`${path}?limit=1`, cookie)).json().items).toHaveLength(1);
  });
});
