import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/constants/languages.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { FIRST_SCREEN_DATA_MARK, FIRST_SCREEN_MARK, renderedTemplateName } from '#server/modules/dashboard-opening/page-template.ts';
import { createTestApp, createUser, loginAs, sessionCookie, type TestApp } from '#server/test/app.ts';

/** A built client in miniature, in `dist` (a new folder by default): each shell says which one it is. */
function fakeClientBuild(dist = mkdtempSync(join(tmpdir(), 'kti-static-')), languages: readonly string[] = ['en', 'fr']): string {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>index</title>');
  for (const lng of languages) {
    mkdirSync(join(dist, 'prerendered', lng), { recursive: true });
    for (const name of ['index', 'shell', 'dashboard-student', 'dashboard-staff']) {
      writeFileSync(join(dist, 'prerendered', lng, `${name}.html`), `<!doctype html><title>${lng} ${name}</title>`);
    }
  }
  return dist;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the dashboard's shell follows the session", () => {
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

  const dashboard = (headers: Record<string, string> = {}, url = '/dashboard') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

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

/**
 * A built client with a server bundle in miniature: the bundle "renders" what it was given, or
 * fails for a user named so, and each template marks where the screen and its data go.
 */
function fakeBuildWithServerRender(): string {
  const top = mkdtempSync(join(tmpdir(), 'kti-first-screen-'));
  mkdirSync(join(top, '.ssr'), { recursive: true });
  // As in the project, where package.json says so: the bundle is an ES module.
  writeFileSync(join(top, 'package.json'), '{ "type": "module" }');
  writeFileSync(
    join(top, '.ssr', 'entry-server.js'),
    `export async function createFirstScreenRenderer(resources) {
      return (screen, lng) => {
        if (screen.user.name === 'Fails To Render') throw new Error('render failed');
        return '<main>' + [Object.keys(resources).join('+'), lng, screen.user.role].join(' ') + '</main>';
      };
    }`,
  );
  const dist = fakeClientBuild(join(top, 'dist'), LANGUAGE_CODES);
  for (const lng of LANGUAGE_CODES) {
    mkdirSync(join(dist, 'locales', lng), { recursive: true });
    writeFileSync(join(dist, 'locales', lng, 'common.json'), '{}');
    for (const shell of ['dashboard-student', 'dashboard-staff'] as const) {
      writeFileSync(
        join(dist, 'prerendered', lng, `${renderedTemplateName(shell)}.html`),
        `<!doctype html><title>${lng} ${shell} rendered</title><div id="root">${FIRST_SCREEN_MARK}</div>${FIRST_SCREEN_DATA_MARK}`,
      );
    }
  }
  return dist;
}

const inlineData = (html: string) => JSON.parse(/<script id="first-screen-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!) as FirstScreen;
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe("a signed-in user's dashboard comes with their first screen in the page", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuildWithServerRender();
    t = await createTestApp({ CLIENT_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(dist, '..'), { recursive: true, force: true });
  });

  // As a browser navigates to a page (the only requests the first screen goes into).
  const dashboard = (headers: Record<string, string> = {}, url = '/dashboard') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', ...headers } });

  it("renders a student's screen in their language, carries the same answer GET /api/me/first-screen gives, and keeps it private", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    const response = await dashboard({ cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(response.body)).toBe('en dashboard-student rendered');
    // Every language's strings went to the renderer once; this page in English.
    expect(rootOf(response.body)).toBe(`<main>${LANGUAGE_CODES.join('+')} en student</main>`);
    const api = await t.app.inject({ method: 'GET', url: '/api/me/first-screen', headers: { cookie } });
    expect(inlineData(response.body)).toEqual(api.json());
    expect(inlineData(response.body).dashboard?.student).toBeTruthy();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');

    const french = await dashboard({ cookie: `${cookie}; i18nextLng=fr` });
    expect(titleOf(french.body)).toBe('fr dashboard-student rendered');
    expect(rootOf(french.body)).toBe(`<main>${LANGUAGE_CODES.join('+')} fr student</main>`);
  });

  it("sends the service worker's fetch of /dashboard, the shell it keeps for whoever uses the phone next, no one's data", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    const response = await dashboard({ cookie, 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty' });
    expect(titleOf(response.body)).toBe('en dashboard-student');
    expect(response.body).not.toContain('first-screen-data');
  });

  it("renders the copy the service worker keeps for the signed-in user's next visit, marked as a first screen; the shell carries no mark", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    const kept = await dashboard({ cookie, 'sec-fetch-mode': 'same-origin', 'sec-fetch-dest': 'empty', 'x-first-screen': 'keep' });
    expect(titleOf(kept.body)).toBe('en dashboard-student rendered');
    expect(inlineData(kept.body).dashboard?.student).toBeTruthy();
    expect(kept.headers['x-first-screen']).toBe('rendered');
    expect(kept.headers['cache-control']).toBe('private, no-cache');
    // Asked for by someone it renders nothing for: the shell, unmarked, which the worker does not keep.
    const shell = await dashboard({ 'sec-fetch-mode': 'same-origin', 'x-first-screen': 'keep' });
    expect(titleOf(shell.body)).toBe('en shell');
    expect(shell.headers['x-first-screen']).toBeUndefined();
    const admin = await createUser(t.db, { role: 'admin' });
    const adminShell = await dashboard({ cookie: await loginAs(t.app, admin, 'admin'), 'sec-fetch-mode': 'same-origin', 'x-first-screen': 'keep' });
    expect(adminShell.headers['x-first-screen']).toBeUndefined();
  });

  it("sends the shell for an address that opens another tab than the first (a notification's link)", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    const response = await dashboard({ cookie }, '/dashboard?tab=assignments');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('en dashboard-student');
  });

  it("renders an educator's screen into the staff page, with the course's figures and first students", async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    const response = await dashboard({ cookie });
    expect(titleOf(response.body)).toBe('en dashboard-staff rendered');
    const data = inlineData(response.body);
    expect(data.user.role).toBe('educator');
    expect(data.cohort).toBeTruthy();
    expect(data.students?.items).toBeInstanceOf(Array);
  });

  it('sends an admin the staff shell, not a render: their screen is the admin portal, whose answers the first screen does not carry', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const response = await dashboard({ cookie: await loginAs(t.app, admin, 'admin') });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('en dashboard-staff');
    expect(response.body).not.toContain('first-screen-data');
    // Acting as an educator, the same account's first screen is the educator's, rendered.
    expect(titleOf((await dashboard({ cookie: await loginAs(t.app, admin, 'educator') })).body)).toBe('en dashboard-staff rendered');
  });

  it('keeps a name that looks like markup inside the data, where it cannot end the element', async () => {
    const name = '</script><script>alert(1)</script>';
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'student', name }));
    const { body } = await dashboard({ cookie });
    expect(body).not.toContain('<script>alert(1)');
    expect(inlineData(body).user.name).toBe(name);
  });

  it('sends the shell, as before, to someone not signed in, to an admin who has not chosen a role, and when the render fails', async () => {
    expect(titleOf((await dashboard()).body)).toBe('en shell');
    const admin = await createUser(t.db, { role: 'admin' });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: admin.username, password: admin.password } });
    const undecided = sessionCookie(login);
    expect(titleOf((await dashboard({ cookie: undecided })).body)).toBe('en dashboard-staff');
    const failing = await loginAs(t.app, await createUser(t.db, { role: 'student', name: 'Fails To Render' }));
    const fallback = await dashboard({ cookie: failing });
    expect(fallback.statusCode).toBe(200);
    expect(titleOf(fallback.body)).toBe('en dashboard-student');
  });

  it('compresses the page for a phone that accepts it', async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    const plain = await dashboard({ cookie });
    const brotli = await dashboard({ cookie, 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(titleOf(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toBe(titleOf(plain.body));
  });
});
