import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';

const INLINE = "document.documentElement.dir = localStorage.getItem('app-direction') || 'ltr';";
const dist = mkdtempSync(join(tmpdir(), 'kti-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><script>${INLINE}</script><script type="application/json" id="data">{"a":1}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIST_DIR: dist });
  production = await createTestApp({ CLIENT_DIST_DIR: dist, NODE_ENV: 'production' });
});
afterAll(async () => {
  await t.close();
  await production.close();
  rmSync(dist, { recursive: true, force: true });
});

const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('allow only our own scripts on a page: files from this origin and the inline one by its hash', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hash]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('are on API answers too, errors included', async () => {
    for (const url of ['/api/health', '/api/user', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(directives(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it("leave a document's headers off the app's files, which are never documents, but keep nosniff", async () => {
    const script = await production.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const header of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
      expect(script.headers[header], header).toBeUndefined();
    // The page that loads it keeps them all.
    const page = await production.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('add HSTS and upgrade insecure requests in production only', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });
});
