import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

/** A built client in miniature: each shell says which one it is. */
function fakeClientBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'kti-static-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>index</title>');
  for (const lng of ['en', 'fr']) {
    mkdirSync(join(dist, 'prerendered', lng), { recursive: true });
    for (const name of ['index', 'shell', 'dashboard-student', 'dashboard-staff']) {
      writeFileSync(join(dist, 'prerendered', lng, `${name}.html`), `<!doctype html><title>${lng} ${name}</title>`);
    }
  }
  return dist;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the dashboard's shell follows the session (issue 16, item 2)", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientBuild();
    t = await createTestApp({ CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const dashboard = (headers: Record<string, string> = {}, url = '/dashboard') => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it("sends someone not signed in the plain shell, which preloads no role's code", async () => {
    const response = await dashboard();
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('en shell');
    expect(response.headers.vary).toContain('Cookie');
  });

  it("sends a student the student's shell, in their language", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    expect(titleOf((await dashboard({ cookie })).body)).toBe('en dashboard-student');
    expect(titleOf((await dashboard({ cookie: `${cookie}; i18nextLng=fr` }, '/dashboard/')).body)).toBe('fr dashboard-student');
  });

  it("sends educators and admins the staff shell, and an admin acting as a student the student's", async () => {
    const educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    expect(titleOf((await dashboard({ cookie: educator })).body)).toBe('en dashboard-staff');
    const admin = await createUser(t.db, { role: 'admin' });
    expect(titleOf((await dashboard({ cookie: await loginAs(t.app, admin, 'admin') })).body)).toBe('en dashboard-staff');
    expect(titleOf((await dashboard({ cookie: await loginAs(t.app, admin, 'student') })).body)).toBe('en dashboard-student');
  });

  it('sends a signed-out or expired cookie the plain shell, and the reader the plain shell', async () => {
    expect(titleOf((await dashboard({ cookie: 'sid=not-a-session' })).body)).toBe('en shell');
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    expect(titleOf((await dashboard({ cookie }, '/dashboard/read/abc')).body)).toBe('en shell');
  });
});
