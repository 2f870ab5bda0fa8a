import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications, students } from '#server/db/schema/index.ts';
import { demoEmail, DEMO_STUDENTS } from '#server/db/seed/seed.ts';
import { jobHandlers } from '#server/job-handlers.ts';
import { createUser, loginAs } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';

let smtp: LocalSmtp;
let t: Awaited<ReturnType<typeof createDemoApp>>;
let grace: Awaited<ReturnType<typeof demoStudent>>;
let emmanuel: Awaited<ReturnType<typeof demoStudent>>;
let educator: string;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createDemoApp({ SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://learn.kti.test' });
  grace = await demoStudent(t.app, t.db, 1);
  emmanuel = await demoStudent(t.app, t.db, 2);
  educator = await demoEducatorCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const drain = () => runQueueUntilEmpty(t.db, jobHandlers(t.app));
const mailTo = (email: string) => smtp.to(email);
const settings = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/me/notification-settings', headers: cookie ? { cookie } : {} });
const saveSettings = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/me/notification-settings', headers: cookie ? { cookie } : {}, payload });
const graceEmail = demoEmail(DEMO_STUDENTS[0].username);

async function comment(studentId: string, body: string) {
  const [student] = await t.db.select({ course: students.course }).from(students).where(eq(students.id, studentId));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: { cookie: educator },
    payload: { course: student!.course, question: { content: 'What does the passage say about grace?', difficultyLevel: 1 }, studentIds: [studentId] },
  });
  expect(sent.statusCode).toBe(201);
  const threadId = sent.json().threads[0].id;
  const commented = await t.app.inject({
    method: 'POST',
    url: `/api/students/${studentId}/discussions/${threadId}/comments`,
    headers: { cookie: educator },
    payload: { body },
  });
  expect(commented.statusCode).toBe(201);
}

/** Opens the confirmation link last mailed to `email`, without a session (it may be opened on another device). */
async function confirmByLink(email: string) {
  await drain();
  const mail = mailTo(email).at(-1)!;
  expect(mail.subject).toBe('Confirm your e-mail address');
  const token = /\/auth#confirm-email=([\w-]+)/.exec(mail.text ?? '')![1]!;
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/me/email-confirmation', payload: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json()).toEqual({ email });
  return token;
}

describe('notifications by e-mail, each kind turned off by its user', () => {
  it("e-mails a new question and a comment in the student's language, with a link to them and to the settings", async () => {
    const saved = await saveSettings(grace.cookie, {
      email: graceEmail,
      language: 'sw',
      emailKinds: ['socratic_question', 'educator_comment', 'assignment_graded'],
    });
    expect(saved.statusCode).toBe(200);
    const before = mailTo(graceEmail).length;
    await comment(grace.studentId, 'Soma aya ya pili tena.');
    await drain();

    const [question, note] = mailTo(graceEmail).slice(before);
    expect(question!.subject).toBe('Swali jipya linakusubiri');
    expect(question!.text).toContain('Mpendwa Grace Wanjiru,');
    expect(question!.text).toContain('https://learn.kti.test/dashboard?tab=dialogue');
    expect(question!.text).toContain('https://learn.kti.test/dashboard?settings=notifications');
    expect(note!.subject).toBe('Mwalimu wako amekuandikia');
    expect(note!.text).toContain('Rev. Dr. Samuel Otieno ametoa maoni');
    expect(note!.html).toContain('lang="sw"');
    // Each notification is e-mailed once: draining again sends nothing more.
    await drain();
    expect(mailTo(graceEmail).length).toBe(before + 2);
  });

  it('does not e-mail a kind its user turned off, but the bell still shows it', async () => {
    expect((await saveSettings(grace.cookie, { email: graceEmail, language: 'en', emailKinds: ['socratic_question'] })).statusCode).toBe(200);
    expect((await settings(grace.cookie)).json()).toEqual({
      email: graceEmail,
      pendingEmail: null,
      pendingEmailExpired: false,
      language: 'en',
      emailKinds: ['socratic_question'],
      available: ['socratic_question', 'educator_comment', 'assignment_graded'],
    });
    const before = mailTo(graceEmail).length;
    await comment(grace.studentId, 'One more thought on your answer.');
    await drain();
    expect(
      mailTo(graceEmail)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['A new question is waiting for you']);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: grace.cookie } })).json();
    expect(bell.items[0]).toMatchObject({ kind: 'educator_comment' });
    const pending = await t.db.select().from(notifications).where(eq(notifications.mailPending, true));
    expect(pending).toHaveLength(0);
  });

  it('sends nothing to a user without an address', async () => {
    expect(
      (await saveSettings(emmanuel.cookie, { email: null, language: 'fr', emailKinds: ['socratic_question', 'educator_comment', 'assignment_graded'] }))
        .statusCode,
    ).toBe(200);
    const before = smtp.received.length;
    await comment(emmanuel.studentId, 'Relisez le deuxième paragraphe.');
    await drain();
    expect(smtp.received.length).toBe(before);
  });

  it('tells the admins of a new application in the bell and by e-mail', async () => {
    const admin = await createUser(t.db, { role: 'admin', name: 'Admissions Officer' });
    const cookie = await loginAs(t.app, admin, 'admin');
    expect((await settings(cookie)).json()).toMatchObject({ email: null, available: ['application_received', 'assessment_submitted'] });
    expect(
      (await saveSettings(cookie, { email: 'admissions@kti.test', language: 'en', emailKinds: ['application_received', 'assessment_submitted'] })).statusCode,
    ).toBe(200);
    await confirmByLink('admissions@kti.test');
    const application = validApplication({ firstName: 'Neema', lastName: 'Achieng' });
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications', payload: application });
    expect(submitted.statusCode).toBe(201);
    const { reference } = submitted.json();
    await drain();
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } })).json();
    expect(bell.items[0]).toMatchObject({ kind: 'application_received', data: { applicant: 'Neema Achieng', reference }, link: '/dashboard?tab=applications' });
    expect(mailTo('admissions@kti.test').map((mail) => mail.subject)).toEqual(['Confirm your e-mail address', `New application: ${reference}`]);
  });

  it('checks what is saved: a bad address, a kind of another role, a missing language; only for signed-in users', async () => {
    const bad = await saveSettings(grace.cookie, { email: 'not-an-address', language: 'en', emailKinds: [] });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { email: 'validation.email_invalid' }]);
    const other = await saveSettings(grace.cookie, { email: graceEmail, language: 'en', emailKinds: ['application_received'] });
    expect([other.statusCode, other.json().fields]).toEqual([400, { emailKinds: 'validation.notification_kind_unavailable' }]);
    const noLanguage = await saveSettings(grace.cookie, { email: graceEmail, emailKinds: [] });
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().fields).toHaveProperty('language');
    expect((await settings()).statusCode).toBe(401);
    expect((await saveSettings(undefined, { email: null, language: 'en', emailKinds: [] })).statusCode).toBe(401);
    // Nothing of the refused saves was written.
    expect((await settings(grace.cookie)).json()).toMatchObject({ email: graceEmail, emailKinds: ['socratic_question'] });
  });
});

describe('a new notification address is confirmed before it receives mail', () => {
  it('sends the new address only its link, keeps mailing the confirmed one meanwhile, then switches', async () => {
    const student = await demoStudent(t.app, t.db, 3);
    const confirmedAddress = demoEmail(DEMO_STUDENTS[2].username);
    const newAddress = `tesfaye.${process.pid}@example.net`;
    const saved = await saveSettings(student.cookie, {
      email: newAddress,
      language: 'en',
      emailKinds: ['socratic_question', 'educator_comment', 'assignment_graded'],
    });
    expect(saved.json()).toMatchObject({ email: confirmedAddress, pendingEmail: newAddress, confirmationMailed: true });
    const [before, beforeNew] = [mailTo(confirmedAddress).length, mailTo(newAddress).length];
    await comment(student.studentId, 'Read the second verse again.');
    await drain();
    expect(mailTo(confirmedAddress).length).toBe(before + 2);
    expect(
      mailTo(newAddress)
        .slice(beforeNew)
        .map((mail) => mail.subject),
    ).toEqual(['Confirm your e-mail address']);

    const token = await confirmByLink(newAddress);
    expect((await settings(student.cookie)).json()).toMatchObject({ email: newAddress, pendingEmail: null });
    await comment(student.studentId, 'And the third.');
    await drain();
    expect(
      mailTo(newAddress)
        .slice(beforeNew + 1)
        .map((mail) => mail.subject),
    ).toEqual(['A new question is waiting for you', 'Your educator wrote to you']);
    expect(mailTo(confirmedAddress).length).toBe(before + 2);
    // A link works once.
    expect((await t.app.inject({ method: 'POST', url: '/api/me/email-confirmation', payload: { token } })).statusCode).toBe(404);
  });

  it('mails an address a few links a day, whoever asks, and refuses an expired or unknown link', async () => {
    const target = `target.${process.pid}@example.net`;
    const askers: string[] = [];
    for (let i = 0; i < 4; i++) askers.push(await loginAs(t.app, await createUser(t.db, { role: 'student' })));
    const outcomes = [];
    for (const cookie of askers) {
      const saved = await saveSettings(cookie, { email: target, language: 'en', emailKinds: [] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().pendingEmail).toBe(target);
      outcomes.push(saved.json().confirmationMailed);
    }
    expect(outcomes).toEqual([true, true, true, false]);
    // Saving again at once (another language) sends no second link: the first is still the one to open.
    const again = await saveSettings(askers[0]!, { email: target, language: 'fr', emailKinds: [] });
    expect(again.json()).toMatchObject({ pendingEmail: target, language: 'fr', confirmationMailed: null });
    await drain();
    expect(mailTo(target)).toHaveLength(3);
    const token = /confirm-email=([\w-]+)/.exec(mailTo(target).at(-1)!.text ?? '')![1]!;
    await t.db.execute(sql`update users set pending_email_expires_at = now() - interval '1 minute' where pending_email = ${target}`);
    const expired = await t.app.inject({ method: 'POST', url: '/api/me/email-confirmation', payload: { token } });
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'INVITATION_EXPIRED']);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/me/email-confirmation', payload: { token: 'x'.repeat(43) } });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([404, { token: 'validation.invitation_invalid' }]);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/me/email-confirmation', payload: {} });
    expect([malformed.statusCode, Object.keys(malformed.json().fields)]).toEqual([400, ['token']]);
  });
});
