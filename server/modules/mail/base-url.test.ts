import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { startupLine } from '#server/lib/startup-line.ts';
import { mailJobHandlers } from '#server/modules/mail/service.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';

// PUBLIC_BASE_URL was once http://localhost:5000 whatever PORT said, so a newcomer on another
// port was mailed resume, assessment and invitation links that opened nothing.

const fixtures = resolve(import.meta.dirname, '../../test/fixtures');

describe('the base of mailed links (PUBLIC_BASE_URL) by default', () => {
  it('is the address the server listens on: its port, https with a certificate, its host when it names one', () => {
    expect(parseEnv({ PORT: '5123' }).PUBLIC_BASE_URL).toBe('http://localhost:5123');
    expect(parseEnv({}).PUBLIC_BASE_URL).toBe('http://localhost:5000');
    const tls = { TLS_CERT_FILE: resolve(fixtures, 'tls-test-cert.pem'), TLS_KEY_FILE: resolve(fixtures, 'tls-test-key.pem') };
    expect(parseEnv({ PORT: '8443', ...tls }).PUBLIC_BASE_URL).toBe('https://localhost:8443');
    expect(parseEnv({ PORT: '5123', HOST: '127.0.0.1' }).PUBLIC_BASE_URL).toBe('http://127.0.0.1:5123');
    expect(parseEnv({ PORT: '5123', HOST: '::1' }).PUBLIC_BASE_URL).toBe('http://[::1]:5123');
  });

  it('is kept as given when set, whatever PORT is, and refused when it is not an address', () => {
    expect(parseEnv({ PORT: '5123', PUBLIC_BASE_URL: 'https://apply.kti.test' }).PUBLIC_BASE_URL).toBe('https://apply.kti.test');
    expect(() => parseEnv({ PUBLIC_BASE_URL: 'apply.kti.test' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('is named on the start-up line', () => {
    const env = parseEnv({ PORT: '5123', DEMO_PASSWORD: 'another password' });
    const line = startupLine({ env, driver: 'pglite', demoData: 'present', address: { port: 5123 }, processes: 1 });
    expect(line).toMatch(/^Ready at http:\/\/localhost:5123 · /);
    expect(line).toContain(' · mail links: http://localhost:5123 (PUBLIC_BASE_URL)');
    const set = parseEnv({ PORT: '5123', PUBLIC_BASE_URL: 'https://apply.kti.test' });
    expect(startupLine({ env: set, driver: 'pglite', demoData: 'off', address: { port: 5123 }, processes: 1 })).toContain(
      ' · mail links: https://apply.kti.test (PUBLIC_BASE_URL)',
    );
  });
});

describe('a mailed link on a server on another port', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await createTestApp({ PORT: '5123', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('points at that port when PUBLIC_BASE_URL is unset', async () => {
    const email = `port.${process.pid}@example.org`;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/applications/drafts',
      payload: { email, step: 1, values: [{ firstName: 'Esther', email, country: 'KE' }, {}, {}, {}] },
    });
    expect(saved.statusCode).toBe(201);
    await runQueueUntilEmpty(t.db, mailJobHandlers({ mailer: t.app.mailer }));
    const [mail] = smtp.to(email);
    const link = /https?:\/\/\S+#resume=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toMatch(/^http:\/\/localhost:5123\/admissions#resume=[\w-]+$/);
  });
});
