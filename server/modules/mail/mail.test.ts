import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, mailOutbox } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';
import { mailJobHandlers } from './service.ts';

const REFERENCE = /^KTI-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}$/;
let ipCounter = 0;

function submit(t: TestApp, application: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: application,
    headers: { 'x-forwarded-for': `203.0.113.${++ipCounter}`, ...headers },
  });
}

describe('mail through SMTP (SMTP_URL set)', () => {
  let smtp: LocalSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
    t = await createTestApp({
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Kato Theological Institute <admissions@kti.test>',
      PUBLIC_BASE_URL: 'https://apply.kti.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const drain = () => runQueueUntilEmpty(t.db, mailJobHandlers({ mailer: t.app.mailer }));

  it('answers a submitted application with a reference, and sends the confirmation once, in the language applied in', async () => {
    const application = validApplication({ firstName: 'Amani' });
    const response = await submit(t, application, { cookie: 'i18nextLng=sw' });
    expect(response.statusCode).toBe(201);
    const { reference, id } = response.json();
    expect(reference).toMatch(REFERENCE);
    const [row] = await t.db.select({ reference: applications.reference, language: applications.language }).from(applications).where(eq(applications.id, id));
    expect(row).toEqual({ reference, language: 'sw' });

    const before = smtp.received.length;
    await drain();
    const mine = smtp.received.slice(before).filter((mail) => mail.to.includes(application.email as string));
    expect(mine).toHaveLength(1);
    const { parsed } = mine[0]!;
    expect(parsed.subject).toBe(`Tumepokea maombi yako: ${reference}`);
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Kato Theological Institute', address: 'admissions@kti.test' });
    expect(parsed.headers.get('content-language')).toBe('sw');
    expect(parsed.text).toContain('Mpendwa Amani,');
    expect(parsed.text).toContain(`Nambari yako ya kumbukumbu: ${reference}`);
    expect(parsed.text).toContain('https://apply.kti.test');
    expect(parsed.html).toContain('<html lang="sw" dir="ltr">');
    expect(parsed.html).toContain(reference);

    // The queue runs again (a restart, a second worker): nothing is sent twice.
    await drain();
    expect(smtp.received.filter((mail) => mail.to.includes(application.email as string))).toHaveLength(1);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, application.email as string));
    expect(mail).toMatchObject({ status: 'sent', kind: 'application-received', language: 'sw', attempts: 1 });
  });

  it('writes Arabic mail right to left, and English to a reader whose browser asks for it', async () => {
    const arabic = validApplication();
    const english = validApplication();
    await submit(t, arabic, { cookie: 'i18nextLng=ar' });
    await submit(t, english, { 'accept-language': 'en-GB,en;q=0.9' });
    const before = smtp.received.length;
    await drain();
    const received = smtp.received.slice(before);
    const ar = received.find((mail) => mail.to.includes(arabic.email as string))!.parsed;
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.subject).toMatch(/^تم استلام طلبك: KTI-/);
    expect(received.find((mail) => mail.to.includes(english.email as string))!.parsed.subject).toMatch(/^Application received: KTI-/);
  });

  it('keeps a message the mail server refuses for now, and sends it when the server takes it', async () => {
    const application = validApplication();
    smtp.refuseNext(2);
    expect((await submit(t, application)).statusCode).toBe(201);
    await drain();
    expect(smtp.received.filter((mail) => mail.to.includes(application.email as string))).toHaveLength(1);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, application.email as string));
    expect(mail).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('sends nothing for an application refused as a duplicate', async () => {
    const application = validApplication();
    expect((await submit(t, application)).statusCode).toBe(201);
    expect((await submit(t, application)).statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, application.email as string));
    expect(rows).toHaveLength(1);
  });

  it('tells an admin mail is set up, and no one else', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/mail-status', headers: { cookie: admin } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ configured: true, from: 'Kato Theological Institute <admissions@kti.test>', folder: null });
    const educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail-status', headers: { cookie: educator } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail-status' })).statusCode).toBe(401);
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kti-mail-'));
    t = await createTestApp({ TRUST_PROXY: 'true', DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('writes each message to DATA_DIR/mail and says mail is not set up', async () => {
    const application = validApplication({ firstName: 'Claire' });
    const { reference } = (await submit(t, application, { cookie: 'i18nextLng=fr' })).json();
    await runQueueUntilEmpty(t.db, mailJobHandlers({ mailer: t.app.mailer }));
    const folder = join(dataDir, 'mail');
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const message = readFileSync(join(folder, files[0]!), 'utf8');
    expect(message).toContain(`To: ${application.email}`);
    expect(message).toMatch(/Subject: =\?UTF-8\?|Subject: Candidature/);
    expect(message).toContain(reference);

    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    const status = (await t.app.inject({ method: 'GET', url: '/api/admin/mail-status', headers: { cookie: admin } })).json();
    expect(status).toMatchObject({ configured: false, folder, sent: 1, queued: 0, failed: 0 });
  });
});
