import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { INSTITUTE } from '#shared/constants/brand.ts';
import { designServiceBrandKit, designServiceDesigns, designServiceExports, designServiceOauthStates, designServiceTokens } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import { decryptToken, encryptToken, parseTokenKey } from '#server/lib/crypto.ts';
import { createTestApp, createUser, loginAs, type TestApp, type TestUser } from '#server/test/app.ts';
import { readZip } from '#server/test/read-zip.ts';
import { startFakeCanva, type FakeCanva } from '#server/test/fake-canva.ts';
import { canvaDeps } from './service.ts';

const TEST_KEY = randomBytes(32).toString('base64');
const REDIRECT_URI = 'http://localhost:5000/api/canva/auth/callback';

let fake: FakeCanva;
let t: TestApp;
let bare: TestApp;
let admin: TestUser;
const cookies = { admin: '', otherAdmin: '', student: '', bareAdmin: '', bareStudent: '' };

beforeAll(async () => {
  fake = await startFakeCanva();
  [t, bare] = await Promise.all([
    createTestApp({
      CANVA_CLIENT_ID: fake.clientId,
      CANVA_CLIENT_SECRET: fake.clientSecret,
      CANVA_REDIRECT_URI: REDIRECT_URI,
      CANVA_API_BASE_URL: fake.apiBaseUrl,
      CANVA_AUTH_URL: fake.authUrl,
      CANVA_AUTH_API_BASE_URL: fake.authApiBaseUrl,
      TOKEN_ENCRYPTION_KEY: TEST_KEY,
    }),
    createTestApp(),
  ]);
  admin = await createUser(t.db, { role: 'admin' });
  cookies.admin = await loginAs(t.app, admin, 'admin');
  cookies.otherAdmin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  cookies.student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
  cookies.bareAdmin = await loginAs(bare.app, await createUser(bare.db, { role: 'admin' }), 'admin');
  cookies.bareStudent = await loginAs(bare.app, await createUser(bare.db, { role: 'student' }));
});
afterAll(async () => {
  await Promise.all([t?.close(), bare?.close()]);
  await fake?.close();
});

type Method = 'GET' | 'POST';
const call = (app: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  app.app.inject({ method, url: `/api/canva${url}`, ...(cookie && { headers: { cookie } }), ...(payload && { payload }) });
const asAdmin = (method: Method, url: string, payload?: object) => call(t, method, url, cookies.admin, payload);
const asStudent = (method: Method, url: string, payload?: object) => call(t, method, url, cookies.student, payload);
type TemplateItem = { id: string; source: string; usageCount: number; thumbnail: unknown };
/** The first page of GET /templates as the studio shows it: the starter formats, then Canva's brand templates. */
const allTemplates = (body: { items: TemplateItem[]; starters: TemplateItem[] | null }) => [...(body.starters ?? []), ...body.items];

async function connect(cookie = cookies.admin) {
  const started = await call(t, 'GET', '/auth', cookie);
  expect(started.statusCode, started.body).toBe(200);
  const redirect = await fake.approve(started.json().authUrl);
  return t.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: { cookie } });
}

describe('not configured', () => {
  it('says which settings are missing and answers 503 on calls that need Canva', async () => {
    const statusResponse = await call(bare, 'GET', '/status', cookies.bareStudent);
    expect(statusResponse.json()).toEqual({
      configured: false,
      missing: ['CANVA_CLIENT_ID', 'CANVA_CLIENT_SECRET', 'CANVA_REDIRECT_URI', 'TOKEN_ENCRYPTION_KEY'],
    });
    expect((await call(bare, 'GET', '/auth/status', cookies.bareStudent)).json()).toEqual({ connected: false });
    for (const [method, url, cookie, payload] of [
      ['GET', '/auth', cookies.bareAdmin],
      ['GET', '/templates', cookies.bareStudent],
      ['GET', '/designs', cookies.bareStudent],
      ['GET', '/assets', cookies.bareStudent],
      ['POST', '/designs/create', cookies.bareStudent, { templateId: 'kti:course-card', title: 'Card' }],
      ['POST', '/designs/export', cookies.bareStudent, { designId: 'DA1', format: 'PNG', quality: 'standard' }],
      ['POST', '/generate-kti-assets', cookies.bareAdmin],
    ] as const) {
      const response = await call(bare, method, url, cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json()).toEqual({
        code: 'CANVA_NOT_CONFIGURED',
        error: 'Canva is not set up: set CANVA_CLIENT_ID, CANVA_CLIENT_SECRET, CANVA_REDIRECT_URI and TOKEN_ENCRYPTION_KEY on the server.',
      });
    }
  });

  it('still serves the brand kit, and the callback page reports the failure to its opener', async () => {
    expect((await call(bare, 'GET', '/brand-kit', cookies.bareStudent)).statusCode).toBe(200);
    const page = await call(bare, 'GET', '/auth/callback?code=x&state=y');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('"success":false');
  });

  it('counts a missing or malformed encryption key as missing, so tokens are never stored under it', () => {
    const settings = { CANVA_CLIENT_ID: 'id', CANVA_CLIENT_SECRET: 'secret', CANVA_REDIRECT_URI: REDIRECT_URI };
    expect(canvaDeps(t.db, parseEnv(settings)).missing).toEqual(['TOKEN_ENCRYPTION_KEY']);
    expect(canvaDeps(t.db, parseEnv({ ...settings, TOKEN_ENCRYPTION_KEY: 'x'.repeat(40) })).missing).toEqual(['TOKEN_ENCRYPTION_KEY']);
    expect(canvaDeps(t.db, parseEnv({ ...settings, TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex') })).missing).toEqual([]);
  });
});

describe('token encryption', () => {
  it('uses a fresh IV per value, a v1 prefix, and refuses another key or another owner', () => {
    const key = parseTokenKey(TEST_KEY)!;
    const a = encryptToken(key, 'secret-token', 'user-1');
    const b = encryptToken(key, 'secret-token', 'user-1');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect(decryptToken(key, a, 'user-1')).toBe('secret-token');
    expect(() => decryptToken(key, a, 'user-2')).toThrow();
    expect(() => decryptToken(randomBytes(32), a, 'user-1')).toThrow();
  });
});

describe('who may call', () => {
  it('answers 401 to anonymous callers and 403 to students on the admin calls', async () => {
    for (const url of ['/status', '/auth/status', '/auth', '/templates', '/brand-kit']) {
      expect((await call(t, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(t, 'POST', '/generate-kti-assets')).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', '/auth'],
      ['POST', '/generate-kti-assets'],
      ['POST', '/download-kti-assets', { jobIds: ['EX1'] }],
    ] as const) {
      const response = await asStudent(method, url, payload);
      expect([response.statusCode, response.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
  });
});

describe('connecting Canva', () => {
  it('reports configured, and not connected before anyone connects', async () => {
    expect((await asStudent('GET', '/status')).json()).toEqual({ configured: true, missing: [] });
    expect((await asAdmin('GET', '/auth/status')).json()).toEqual({ connected: false });
    const designs = await asStudent('GET', '/designs');
    expect([designs.statusCode, designs.json().code]).toEqual([409, 'CANVA_NOT_CONNECTED']);
    const generate = await asAdmin('POST', '/generate-kti-assets');
    expect([generate.statusCode, generate.json().code]).toEqual([409, 'CANVA_NOT_CONNECTED']);
  });

  it('builds the authorization URL with an S256 PKCE challenge, state, scopes and redirect', async () => {
    const response = await asAdmin('GET', '/auth');
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.authUrl);
    const p = url.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(fake.clientId);
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(p.get('code_challenge_method')?.toUpperCase()).toBe('S256');
    expect(p.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['design:content:write', 'design:meta:read', 'asset:read', 'brandtemplate:meta:read']));
    const state = p.get('state')!;
    expect(state.length).toBeGreaterThanOrEqual(32);
    const [stored] = await t.db.select().from(designServiceOauthStates).where(eq(designServiceOauthStates.state, state));
    expect(stored?.userId).toBe(admin.id);
    expect(createHash('sha256').update(stored!.codeVerifier).digest('base64url')).toBe(p.get('code_challenge'));
  });

  it('refuses a callback with an unknown state, and one started by another user', async () => {
    const wrong = await call(t, 'GET', '/auth/callback?code=abc&state=not-a-state', cookies.admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('"success":false');
    expect(wrong.body).toContain('"http://localhost:5000"');
    expect(wrong.headers['content-security-policy']).toMatch(/script-src 'nonce-/);

    const started = await call(t, 'GET', '/auth', cookies.otherAdmin);
    const redirect = await fake.approve(started.json().authUrl);
    const hijack = await t.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}`, headers: { cookie: cookies.admin } });
    expect(hijack.statusCode).toBe(403);
    expect(hijack.body).toContain('"success":false');
    expect(await t.db.select().from(designServiceTokens)).toEqual([]);
  });

  it('exchanges the code with the PKCE verifier and stores the tokens encrypted', async () => {
    const response = await connect();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('{"type":"canva-auth","success":true}');
    expect(response.body).toContain('postMessage(message, "http://localhost:5000")');
    expect(response.body).toContain('window.close()');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const issued = fake.grants.at(-1)!;
    expect(issued.grant_type).toBe('authorization_code');
    const [row] = await t.db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, admin.id));
    expect(row!.encryptedAccessToken).toMatch(/^v1:/);
    expect(row!.encryptedAccessToken).not.toContain(issued.access_token!);
    expect(row!.encryptedRefreshToken).not.toContain(issued.refresh_token!);
    const key = parseTokenKey(TEST_KEY)!;
    expect(decryptToken(key, row!.encryptedAccessToken, `design_service_tokens:${admin.id}`)).toBe(issued.access_token);
    expect(row!.scope).toContain('design:content:write');
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);

    expect((await asAdmin('GET', '/auth/status')).json()).toEqual({ connected: true });
    // The institute's connection serves every signed-in user.
    expect((await asStudent('GET', '/auth/status')).json()).toEqual({ connected: true });
  });

  it('uses a state only once', async () => {
    const started = await asAdmin('GET', '/auth');
    const redirect = await fake.approve(started.json().authUrl);
    const url = `${redirect.pathname}${redirect.search}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.admin } })).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.admin } });
    expect(replay.statusCode).toBe(400);
  });
});

describe('with Canva connected', () => {
  beforeAll(async () => {
    if (!(await asAdmin('GET', '/auth/status')).json().connected) await connect();
  });

  it('refreshes the access token when less than a minute is left, and stores the rotated tokens', async () => {
    await t.db
      .update(designServiceTokens)
      .set({ expiresAt: new Date(Date.now() + 30_000) })
      .where(eq(designServiceTokens.userId, admin.id));
    const grantsBefore = fake.grants.length;
    const response = await asStudent('GET', '/designs');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.grants.length).toBe(grantsBefore + 1);
    const refreshed = fake.grants.at(-1)!;
    expect(refreshed.grant_type).toBe('refresh_token');
    const [row] = await t.db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, admin.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    expect(decryptToken(parseTokenKey(TEST_KEY)!, row!.encryptedRefreshToken!, `design_service_tokens:${admin.id}`)).toBe(refreshed.refresh_token);
  });

  it('refreshes once and retries when Canva answers 401', async () => {
    fake.revokeAccessToken(fake.grants.at(-1)!.access_token!);
    const grantsBefore = fake.grants.length;
    const response = await asStudent('GET', '/assets');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.grants.length).toBe(grantsBefore + 1);
    expect(response.json()).toEqual({
      items: [{ id: 'MAkti-logo', name: 'KTI logo', thumbnail: { url: expect.any(String) }, localData: null }],
      nextCursor: null,
    });
  });

  it('waits out a short Retry-After and retries once on 429', async () => {
    fake.rateLimitOnce('/v1/brand-templates', 1);
    const before = fake.requests.filter((r) => r.path === '/rest/v1/brand-templates').length;
    const response = await asStudent('GET', '/templates');
    expect(response.statusCode, response.body).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/rest/v1/brand-templates').length).toBe(before + 2);
    const templates = allTemplates(response.json());
    expect(templates.map((x) => x.id)).toEqual(expect.arrayContaining(['BTkti0001', 'kti:social-banner', 'kti:certificate']));
  });

  it('passes a long Retry-After on as 429 with Retry-After', async () => {
    fake.rateLimitOnce('/v1/designs', 120);
    const response = await asStudent('GET', '/designs');
    expect([response.statusCode, response.json().code, response.headers['retry-after']]).toEqual([429, 'CANVA_RATE_LIMITED', '120']);
  });

  it('lists starter templates alone when brand templates need an Enterprise plan', async () => {
    fake.setBrandTemplatesForbidden(true);
    try {
      const response = await asStudent('GET', '/templates');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ items: [], nextCursor: null, brandTemplatesAvailable: false });
      expect(response.json().starters.map((x: TemplateItem) => x.source)).toEqual(['institute', 'institute', 'institute', 'institute', 'institute']);
    } finally {
      fake.setBrandTemplatesForbidden(false);
    }
  });

  it('serves the brand kit from the database, seeded once', async () => {
    const [first, second] = await Promise.all([asStudent('GET', '/brand-kit'), asStudent('GET', '/brand-kit')]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const kit = first.json();
    expect(kit.colors.flatMap((c: { hex: string[] }) => c.hex)).toEqual(['#C9C8F2', '#AEE1D5', '#B6DFFB', '#F7E9D7', '#FFFFFF', '#2E2E2E']);
    expect(kit.fonts).toEqual([
      { name: 'Headings', family: 'Poppins', weights: [700] },
      { name: 'Body', family: 'Inter', weights: [400] },
      { name: 'UI labels', family: 'Montserrat', weights: [500] },
    ]);
    expect(kit.messaging.tagline).toMatch(/Africa/);
    expect(kit.messaging.values.length).toBeGreaterThan(2);
    const [{ n }] = (await t.db.select({ n: count() }).from(designServiceBrandKit)) as [{ n: number }];
    expect(n).toBe(9);
  });

  it('validates the create-design body, naming the bad field', async () => {
    const blank = await asStudent('POST', '/designs/create', { templateId: 'kti:course-card', title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ title: 'validation.title_required' });
    const noTemplate = await asStudent('POST', '/designs/create', { title: 'A card' });
    expect(noTemplate.json().fields).toEqual({ templateId: 'validation.template_required' });
  });

  it('creates a design from a starter format and from a brand template, returning the edit URL', async () => {
    const starter = await asStudent('POST', '/designs/create', {
      templateId: 'kti:course-card',
      templateType: 'course',
      title: 'Hermeneutics card',
      description: 'For the course page',
    });
    expect(starter.statusCode, starter.body).toBe(200);
    expect(starter.json().editUrl).toMatch(/^https:\/\/www\.canva\.com\/api\/design\/.+\/edit/);
    const made = fake.designs.get(starter.json().designId)!;
    expect([made.width, made.height, made.title]).toEqual([1080, 1080, 'Hermeneutics card']);

    const branded = await asStudent('POST', '/designs/create', { templateId: 'BTkti0001', title: 'Week 1 handout' });
    expect(branded.statusCode, branded.body).toBe(200);
    const [row] = await t.db.select().from(designServiceDesigns).where(eq(designServiceDesigns.designId, branded.json().designId));
    expect(row).toMatchObject({ title: 'Week 1 handout', templateType: 'general', status: 'draft', brandCompliant: true });

    const designs = (await asStudent('GET', '/designs')).json().items as { id: string; localData: unknown }[];
    expect(designs.find((d) => d.id === starter.json().designId)?.localData).toEqual({ templateType: 'course', brandCompliant: true });
    const templates = allTemplates((await asStudent('GET', '/templates')).json());
    expect(templates.find((x) => x.id === 'kti:course-card')?.usageCount).toBe(1);
    expect(templates.find((x) => x.id === 'BTkti0001')?.usageCount).toBe(1);

    const missing = await asStudent('POST', '/designs/create', { templateId: 'BTnope', title: 'x' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'CANVA_NOT_FOUND']);
  });

  it('exports PNG, JPG and PDF at either quality, then reports pending and success', async () => {
    const design = (await asStudent('POST', '/designs/create', { templateId: 'kti:social-banner', title: 'Open day banner' })).json();
    const jobs: Record<string, string> = {};
    for (const [format, quality] of [
      ['PNG', 'standard'],
      ['JPG', 'high'],
      ['PDF', 'high'],
    ] as const) {
      const response = await asStudent('POST', '/designs/export', { designId: design.designId, format, quality });
      expect(response.statusCode, response.body).toBe(200);
      jobs[format] = response.json().jobId;
    }
    expect(fake.exports.get(jobs.PNG!)!.format).toEqual({ type: 'png', export_quality: 'regular' });
    expect(fake.exports.get(jobs.JPG!)!.format).toEqual({ type: 'jpg', quality: 100, export_quality: 'pro' });
    expect(fake.exports.get(jobs.PDF!)!.format).toEqual({ type: 'pdf', export_quality: 'pro' });
    const [row] = await t.db.select().from(designServiceExports).where(eq(designServiceExports.exportId, jobs.JPG!));
    expect(row).toMatchObject({ designId: design.designId, format: 'JPG', quality: 'high', status: 'pending' });

    expect((await asStudent('GET', `/exports/${jobs.PNG}/status`)).json()).toEqual({ status: 'pending' });
    const done = (await asStudent('GET', `/exports/${jobs.PNG}/status`)).json();
    expect(done).toMatchObject({ status: 'success', url: expect.stringMatching(/\.png$/) });
    const [stored] = await t.db.select().from(designServiceExports).where(eq(designServiceExports.exportId, jobs.PNG!));
    expect(stored).toMatchObject({ status: 'success', downloadUrl: done.url });
    expect(stored!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a bad export format or quality, and an unknown job', async () => {
    const gif = await asStudent('POST', '/designs/export', { designId: 'DA1', format: 'GIF', quality: 'standard' });
    expect([gif.statusCode, Object.keys(gif.json().fields)]).toEqual([400, ['format']]);
    const quality = await asStudent('POST', '/designs/export', { designId: 'DA1', format: 'PNG', quality: 'ultra' });
    expect([quality.statusCode, Object.keys(quality.json().fields)]).toEqual([400, ['quality']]);
    const unknownDesign = await asStudent('POST', '/designs/export', { designId: 'DAnope', format: 'PNG', quality: 'standard' });
    expect([unknownDesign.statusCode, unknownDesign.json().code]).toEqual([404, 'CANVA_NOT_FOUND']);
    expect((await asStudent('GET', '/exports/EXnope/status')).statusCode).toBe(404);
  });

  it('reports a failed export job with its error', async () => {
    const design = (await asStudent('POST', '/designs/create', { templateId: 'kti:event-poster', title: 'Poster' })).json();
    fake.failNextExport();
    const { jobId } = (await asStudent('POST', '/designs/export', { designId: design.designId, format: 'PDF', quality: 'standard' })).json();
    expect((await asStudent('GET', `/exports/${jobId}/status`)).json().status).toBe('pending');
    expect((await asStudent('GET', `/exports/${jobId}/status`)).json()).toEqual({ status: 'failed', error: 'The export could not be rendered' });
    const [row] = await t.db.select().from(designServiceExports).where(eq(designServiceExports.exportId, jobId));
    expect(row!.status).toBe('failed');
    const download = await asAdmin('POST', '/download-kti-assets', { jobIds: [jobId] });
    expect([download.statusCode, download.json().code]).toEqual([409, 'EXPORTS_FAILED']);
  });

  it('generates the institute assets and downloads them as a zip once every export succeeded', async () => {
    const response = await asAdmin('POST', '/generate-kti-assets');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.success).toBe(true);
    expect(result.assets.map((a: { spec: { name: string } }) => a.spec.name)).toEqual([
      'Social media banner',
      'Certificate (A4 landscape)',
      'Course card',
      'Presentation title slide',
      'Event poster (A4)',
    ]);
    expect(result.instructions.next_steps.length).toBeGreaterThan(0);
    const jobIds = result.assets.map((a: { jobId: string }) => a.jobId);
    expect(jobIds.every(Boolean)).toBe(true);
    const sizes = jobIds.map((id: string) => {
      const design = fake.designs.get(fake.exports.get(id)!.designId)!;
      return `${design.width}x${design.height}`;
    });
    expect(sizes).toEqual(['1200x630', '3508x2480', '1080x1080', '1920x1080', '2480x3508']);

    const early = await asAdmin('POST', '/download-kti-assets', { jobIds });
    expect([early.statusCode, early.json().code]).toEqual([409, 'EXPORTS_NOT_READY']);

    const zip = await asAdmin('POST', '/download-kti-assets', { jobIds });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="kti-assets\.zip"/);
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const entries = readZip(bytes);
    expect(entries.map((e) => e.name)).toEqual([
      'kti-social-media-banner.png',
      'kti-certificate-a4-landscape.png',
      'kti-course-card.png',
      'kti-presentation-title-slide.png',
      'kti-event-poster-a4.png',
    ]);
    for (const entry of entries) expect(entry.data.subarray(1, 4).toString('ascii')).toBe('PNG');

    // Cross-check with the system unzip where there is one.
    let hasUnzip = true;
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    } catch {
      hasUnzip = false;
    }
    if (hasUnzip) {
      const dir = mkdtempSync(join(tmpdir(), 'kti-zip-'));
      try {
        writeFileSync(join(dir, 'assets.zip'), bytes);
        expect(execFileSync('unzip', ['-t', join(dir, 'assets.zip')]).toString()).toMatch(/No errors detected/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('validates the download body and refuses unknown jobs', async () => {
    const empty = await asAdmin('POST', '/download-kti-assets', { jobIds: [] });
    expect([empty.statusCode, empty.json().fields]).toEqual([400, { jobIds: 'validation.job_ids_required' }]);
    const unknown = await asAdmin('POST', '/download-kti-assets', { jobIds: ['EXunknown'] });
    expect(unknown.statusCode).toBe(404);
  });

  it("fills a brand template's text fields from the template's dataset, leaving images to the template", async () => {
    const before = fake.requests.length;
    const made = await asAdmin('POST', '/designs/create', { templateId: 'BTkti0001', title: 'Week 2 handout' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().filledFromTemplate).toBe(true);
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /rest/v1/users/me/capabilities', 'GET /rest/v1/brand-templates/BTkti0001/dataset', 'POST /rest/v1/autofills']),
    );
    const autofill = calls.find((r) => r.path === '/rest/v1/autofills')!.body as { data: Record<string, { type: string; text: string }> };
    expect(autofill.data).toEqual({
      heading: { type: 'text', text: 'Week 2 handout' },
      institute_name: { type: 'text', text: INSTITUTE.name },
      tagline: { type: 'text', text: expect.any(String) },
    });
    expect(autofill.data.tagline!.text.length).toBeGreaterThan(10);
  });

  it('makes a plain design where autofill is not available: no capability, or a template with no fields', async () => {
    fake.setCapabilities(['brand_template']);
    try {
      const before = fake.requests.length;
      const made = await asAdmin('POST', '/designs/create', { templateId: 'BTkti0001', title: 'No autofill here' });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().filledFromTemplate).toBe(false);
      const calls = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
      expect(calls).toContain('POST /rest/v1/designs');
      expect(calls).not.toContain('POST /rest/v1/autofills');
    } finally {
      fake.setCapabilities(['autofill', 'brand_template']);
    }
    const empty = await asAdmin('POST', '/designs/create', { templateId: 'BTkti0003', title: 'Letterhead' });
    expect([empty.statusCode, empty.json().filledFromTemplate]).toEqual([200, false]);
    expect([fake.designs.get(empty.json().designId)!.width, fake.designs.get(empty.json().designId)!.height]).toEqual([1240, 1754]);
  });

  it('lists only fillable brand templates, and one without a thumbnail yet among them', async () => {
    const response = await asStudent('GET', '/templates');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brandTemplatesAvailable).toBe(true);
    const listCall = fake.requests.filter((r) => r.path === '/rest/v1/brand-templates').at(-1)!;
    expect(listCall).toBeDefined();
    expect(listCall.query).toMatchObject({ dataset: 'non_empty' });
    const templates = response.json().items as TemplateItem[];
    expect(templates.map((x) => x.id)).toEqual(['BTkti0001', 'BTkti0002']);
    expect(templates.find((x) => x.id === 'BTkti0002')!.thumbnail).toBeNull();
  });

  it('exports at standard quality, and says so, when high quality needs a licence the account lacks', async () => {
    const design = (await asAdmin('POST', '/designs/create', { templateId: 'kti:social-banner', title: 'Licence test' })).json();
    fake.setProExportsLicensed(false);
    try {
      const before = fake.requests.length;
      const started = await asAdmin('POST', '/designs/export', { designId: design.designId, format: 'PNG', quality: 'high' });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().qualityFallback).toBe(true);
      const exports = fake.requests.slice(before).filter((r) => r.path === '/rest/v1/exports');
      expect(exports.map((r) => (r.body as { format: { export_quality: string } }).format.export_quality)).toEqual(['pro', 'regular']);
      const [row] = await t.db.select().from(designServiceExports).where(eq(designServiceExports.exportId, started.json().jobId));
      expect(row!.quality).toBe('standard');
    } finally {
      fake.setProExportsLicensed(true);
    }
    const licensed = await asAdmin('POST', '/designs/export', { designId: design.designId, format: 'PNG', quality: 'high' });
    expect(licensed.json().qualityFallback).toBe(false);
  });

  it("asks Canva's auth server for tokens, never the deprecated /rest path", () => {
    expect(fake.requests.some((r) => r.path === '/auth/v1/oauth/token')).toBe(true);
    expect(fake.requests.some((r) => r.path === '/rest/v1/oauth/token')).toBe(false);
  });

  it("keeps a working connection when Canva refuses the server's client secret (a setting to fix)", async () => {
    fake.setClientSecret('rotated-in-canva');
    try {
      await t.db
        .update(designServiceTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(designServiceTokens.userId, admin.id));
      const refused = await asStudent('GET', '/designs');
      expect([refused.statusCode, refused.json().code]).toEqual([503, 'CANVA_NOT_CONFIGURED']);
      expect(refused.json().error).toMatch(/CANVA_CLIENT_SECRET/);
      expect(await t.db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, admin.id))).toHaveLength(1);
    } finally {
      fake.setClientSecret(fake.clientSecret);
    }
    expect((await asStudent('GET', '/designs')).statusCode).toBe(200);
  });

  it('revokes the token at Canva when an admin disconnects; students may not', async () => {
    expect((await asStudent('POST', '/auth/disconnect')).statusCode).toBe(403);
    const [row] = await t.db.select().from(designServiceTokens).where(eq(designServiceTokens.userId, admin.id));
    const refreshToken = decryptToken(parseTokenKey(TEST_KEY)!, row!.encryptedRefreshToken!, `design_service_tokens:${admin.id}`);
    const response = await asAdmin('POST', '/auth/disconnect');
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    expect(fake.revoked).toContain(refreshToken);
    expect((await asStudent('GET', '/auth/status')).json()).toEqual({ connected: false });
    await connect();
  });

  it('treats a refused refresh token as a lost connection', async () => {
    await t.db
      .update(designServiceTokens)
      .set({
        expiresAt: new Date(Date.now() - 1000),
        encryptedRefreshToken: encryptToken(parseTokenKey(TEST_KEY)!, 'ref_revoked', `design_service_tokens:${admin.id}`),
      })
      .where(eq(designServiceTokens.userId, admin.id));
    const response = await asStudent('GET', '/designs');
    expect([response.statusCode, response.json().code]).toEqual([409, 'CANVA_NOT_CONNECTED']);
    expect((await asStudent('GET', '/auth/status')).json()).toEqual({ connected: false });
  });
});
