import { request as http1Request } from 'node:https';
import { connect } from 'node:http2';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { DEVICE_COOKIE } from '#server/modules/auth/devices.ts';
import { createTestApp, createUser, type TestApp } from '#server/test/app.ts';

// A self-signed certificate for localhost, made for these tests only (openssl req -x509).
const fixtures = resolve(import.meta.dirname, 'test/fixtures');
const TLS = { TLS_CERT_FILE: resolve(fixtures, 'tls-test-cert.pem'), TLS_KEY_FILE: resolve(fixtures, 'tls-test-key.pem') };

describe('HTTPS with HTTP/2 when a certificate is configured', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(TLS);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it('answers over HTTP/2', async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((done, fail) => {
        const stream = session.request({ ':path': '/api/health' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => done({ status, body }));
        stream.on('error', fail);
      });
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ ok: true });
    } finally {
      session.close();
    }
  });

  it('still answers an HTTP/1.1 client over TLS', async () => {
    const status = await new Promise<number>((done, fail) => {
      const req = http1Request(`${origin}/api/health`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      });
      req.on('error', fail);
      req.end();
    });
    expect(status).toBe(200);
  });

  it('sets Secure cookies at sign-in although NODE_ENV is not production: the server itself is https', async () => {
    const user = await createUser(t.db);
    const payload = JSON.stringify({ username: user.username, password: user.password });
    const { status, cookies } = await new Promise<{ status: number; cookies: string[] }>((done, fail) => {
      const req = http1Request(
        `${origin}/api/login`,
        { method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (response) => {
          response.resume();
          response.on('end', () => done({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }));
        },
      );
      req.on('error', fail);
      req.end(payload);
    });
    expect(status).toBe(200);
    expect(t.app.env.NODE_ENV).toBe('test');
    // The session cookie and the browser's sign-in device cookie, both Secure.
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual(['__Host-sid', DEVICE_COOKIE].sort());
    for (const cookie of cookies) expect(cookie.split(/;\s*/)).toContain('Secure');
  });

  it('refuses a certificate without its key at boot', () => {
    expect(() => parseEnv({ TLS_CERT_FILE: TLS.TLS_CERT_FILE })).toThrow(/TLS_KEY_FILE: TLS_CERT_FILE and TLS_KEY_FILE must be set together/);
  });

  it('names a certificate or key file that does not exist in the list of bad settings, not as a raw ENOENT', () => {
    const missing = resolve(fixtures, 'no-such-cert.pem');
    expect(() => parseEnv({ ...TLS, TLS_CERT_FILE: missing })).toThrow(`Invalid environment:\n  TLS_CERT_FILE: file not found: ${missing}`);
    expect(() => parseEnv({ ...TLS, TLS_KEY_FILE: missing })).toThrow(`Invalid environment:\n  TLS_KEY_FILE: file not found: ${missing}`);
    expect(() => parseEnv({ ...TLS, TLS_CERT_FILE: fixtures })).toThrow(`TLS_CERT_FILE: not a file: ${fixtures}`);
  });
});
