import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applications } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';
import { mailJobHandlers } from '#server/modules/mail/service.ts';
import { DRAFT_MAILS_PER_ADDRESS_PER_DAY } from './drafts.ts';

let smtp: LocalSmtp;
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createTestApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://apply.kti.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': `198.18.0.${++ip}`, ...headers } });
const drain = () => runQueueUntilEmpty(t.db, mailJobHandlers({ mailer: t.app.mailer }));
let counter = 0;
const draftFor = (email = `draft.${process.pid}.${++counter}@example.org`) => ({
  email,
  step: 2,
  values: [
    { firstName: 'Esther', email, country: 'KE' },
    { yearsInMinistry: '', languagesSpoken: ['English', 'Kiswahili'] },
    { salvationTestimony: 'Half writ' },
    {},
  ],
});
const linkTo = (email: string) => {
  const mail = smtp.received.filter((item) => item.to.includes(email)).at(-1)!.parsed;
  return { mail, token: /\/admissions#resume=([\w-]+)/.exec(mail.text ?? '')![1]! };
};

describe('save and continue later', () => {
  it('keeps the answers as typed and mails a link, in the language used, that gives them back on any device', async () => {
    const draft = draftFor();
    const saved = await post('/api/applications/drafts', draft, { cookie: 'i18nextLng=sw' });
    expect(saved.statusCode).toBe(201);
    expect(Date.parse(saved.json().savedUntil)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Mailed, so not also shown on the screen.
    expect(saved.json().mailed).toBe(true);
    expect(saved.json()).not.toHaveProperty('link');
    await drain();
    const { mail, token } = linkTo(draft.email);
    expect(mail.subject).toBe('Endelea na maombi yako');
    expect(mail.text).toContain('Mpendwa Esther,');
    expect(mail.text).toContain(`https://apply.kti.test/admissions#resume=${token}`);

    const resumed = await post('/api/applications/drafts/resume', { token });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ email: draft.email, step: 2, values: draft.values });
    // The link may be opened again (another phone), until the application is sent.
    expect((await post('/api/applications/drafts/resume', { token })).statusCode).toBe(200);

    const application = validApplication({ email: draft.email });
    expect((await post('/api/applications', application)).statusCode).toBe(201);
    const gone = await post('/api/applications/drafts/resume', { token });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'INVITATION_INVALID']);
    expect(
      await t.db
        .select()
        .from(applications)
        .where(and(eq(applications.status, 'draft'), sql`lower(${applications.email}) = ${draft.email}`)),
    ).toEqual([]);
  });

  it('refuses a wrong or expired link and a draft without a usable e-mail', async () => {
    const draft = draftFor();
    await post('/api/applications/drafts', draft);
    await drain();
    const { token } = linkTo(draft.email);
    await t.db
      .update(applications)
      .set({ resumeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(applications.email, draft.email));
    const expired = await post('/api/applications/drafts/resume', { token });
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'INVITATION_EXPIRED']);
    expect((await post('/api/applications/drafts/resume', { token: 'y'.repeat(43) })).statusCode).toBe(404);
    const badEmail = await post('/api/applications/drafts', { ...draft, email: 'not an address' });
    expect([badEmail.statusCode, badEmail.json().fields]).toEqual([400, { email: 'validation.email_invalid' }]);
    const badStep = await post('/api/applications/drafts', { ...draft, step: 9 });
    expect(badStep.statusCode).toBe(400);
  });

  it('mails one address a few links a day, and never stops its owner saving', async () => {
    const email = `busy.${process.pid}@example.org`;
    // Someone else saves drafts for this address, from several networks.
    const before = smtp.received.filter((item) => item.to.includes(email)).length;
    for (let i = 0; i < 5; i++) expect((await post('/api/applications/drafts', draftFor(email))).statusCode).toBe(201);
    await drain();
    expect(smtp.received.filter((item) => item.to.includes(email)).length - before).toBe(DRAFT_MAILS_PER_ADDRESS_PER_DAY);
    // Its owner, from another network, still saves: the link is given back instead of mailed, and works.
    const own = await post('/api/applications/drafts', { ...draftFor(email), values: [{ firstName: 'Owner', email, country: 'KE' }, {}, {}, {}] });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ mailed: false, link: expect.stringMatching(/^https:\/\/apply\.kti\.test\/admissions#resume=[\w-]+$/) });
    await drain();
    expect(smtp.received.filter((item) => item.to.includes(email)).length - before).toBe(DRAFT_MAILS_PER_ADDRESS_PER_DAY);
    const token = /#resume=([\w-]+)/.exec(own.json().link)![1]!;
    const resumed = await post('/api/applications/drafts/resume', { token });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().values[0].firstName).toBe('Owner');
    expect(
      await t.db
        .select()
        .from(applications)
        .where(and(eq(applications.email, email), eq(applications.status, 'draft'))),
    ).toHaveLength(6);
  });
});
