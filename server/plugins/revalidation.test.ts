import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '#server/db/schema/index.ts';
import { createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie } from '#server/test/demo.ts';

let t: TestApp;
let educator: string;
beforeAll(async () => {
  t = await createDemoApp();
  educator = await demoEducatorCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie: educator, ...headers } });

describe('API reads revalidate cheaply (ETag)', () => {
  it('answers 304 with no body while the list is unchanged, and the new list once it changes', async () => {
    const first = await get('/api/students?course=Missions');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await get('/api/students?course=Missions', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A browser may send the tag weak, or among others.
    expect((await get('/api/students?course=Missions', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    const student = await createUser(t.db, { role: 'student', name: 'Neema Mission' });
    await t.db.update(students).set({ course: 'Missions' }).where(eq(students.id, student.studentId!));
    const changed = await get('/api/students?course=Missions', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items.map((s: { user: { name: string } }) => s.user.name)).toEqual(['Neema Mission']);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags only successful reads: not errors, not writes; routes with their own caching keep it', async () => {
    const refused = await get('/api/students?course=Astrology');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.etag).toBeUndefined();
    const student = await loginAs(t.app, await createUser(t.db, { role: 'student' }), 'student');
    const forbidden = await get('/api/students', { cookie: student });
    expect([forbidden.statusCode, forbidden.headers.etag]).toEqual([403, undefined]);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: { cookie: student },
      payload: { email: null, language: 'sw', emailKinds: [] },
    });
    expect(write.statusCode).toBe(200);
    expect(write.headers.etag).toBeUndefined();
    const calendar = await t.app.inject({ method: 'GET', url: '/api/admissions/calendar' });
    expect(calendar.headers['cache-control']).toBe('public, max-age=300');
    expect(calendar.headers.etag).toBeDefined();
  });
});

describe('API answers go compressed to a phone that accepts it', () => {
  it('sends a page of students brotli- or gzip-compressed, the same JSON once decoded, with the same tag as uncompressed', async () => {
    for (let i = 0; i < 30; i++) await createUser(t.db, { role: 'student', name: `Compressed Learner ${i}` });
    const plain = await get('/api/students?limit=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const brotli = await get('/api/students?limit=50', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(brotli.headers.etag).toBe(plain.headers.etag);

    const gzip = await get('/api/students?limit=50', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());

    // Unchanged: still a 304 with nothing to compress.
    const again = await get('/api/students?limit=50', { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string });
    expect([again.statusCode, again.rawPayload.length, again.headers['content-encoding']]).toEqual([304, 0, undefined]);
  });

  it('leaves a small answer as it is: compressing it would save nothing', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
