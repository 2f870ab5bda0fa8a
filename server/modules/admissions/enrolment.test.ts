import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountInvitations, applications, mailOutbox, students, users } from '#server/db/schema/index.ts';
import { createUser, loginAs, sessionCookie } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { createDemoApp } from '#server/test/demo.ts';
import { runQueueUntilEmpty } from '#server/test/job-queue.ts';
import { startLocalSmtp, type LocalSmtp } from '#server/test/smtp.ts';
import { mailJobHandlers } from '#server/modules/mail/service.ts';
import { nextIntakeStart } from './calendar.ts';

let smtp: LocalSmtp;
let t: Awaited<ReturnType<typeof createDemoApp>>;
let admin: string;
let ip = 0;
beforeAll(async () => {
  smtp = await startLocalSmtp();
  t = await createDemoApp({ TRUST_PROXY: 'true', SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://apply.kti.test' });
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const drain = () => runQueueUntilEmpty(t.db, mailJobHandlers({ mailer: t.app.mailer }));
const move = (id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/applications/${id}/status`, headers: { cookie: admin }, payload: body });
const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const mailTo = (email: string) => smtp.to(email);

/** An application submitted in `language` and taken to `assessed` with `score`. */
async function assessed(score: number, language = 'en', overrides: Record<string, unknown> = {}) {
  const application = validApplication(overrides);
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    payload: application,
    headers: { cookie: `i18nextLng=${language}`, 'x-forwarded-for': `192.0.2.${++ip}` },
  });
  const { id } = submitted.json();
  expect((await move(id, { status: 'assessment_scheduled' })).statusCode).toBe(200);
  expect((await move(id, { status: 'assessed', assessmentScore: score })).statusCode).toBe(200);
  return { id, email: application.email as string };
}

describe('acceptance makes the applicant a student', () => {
  it('creates the student at the intake level, in the chosen course and the next cohort, and mails a one-time link in their language', async () => {
    const { id, email } = await assessed(78, 'sw', { firstName: 'Baraka' });
    const response = await move(id, { status: 'accepted', reasons: ['assessment_result', 'church_recommendation'], note: 'Karibu sana.', course: 'Preaching' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'accepted',
      decisionReasons: ['assessment_result', 'church_recommendation'],
      decisionNote: 'Karibu sana.',
    });

    const [row] = await t.db.select({ studentId: applications.studentId }).from(applications).where(eq(applications.id, id));
    const [student] = await t.db.select().from(students).where(eq(students.id, row!.studentId!));
    expect(student).toMatchObject({ course: 'Preaching', currentDifficultyLevel: 3, intakeStart: nextIntakeStart(new Date()) });

    await drain();
    const [, accepted] = mailTo(email);
    expect(accepted!.subject).toMatch(/^Umekubaliwa: KTI-/);
    expect(accepted!.text).toContain('Mpendwa Baraka,');
    expect(accepted!.text).toContain('  - tathmini yako ya kujiunga');
    expect(accepted!.text).toContain('  - pendekezo la kanisa lako');
    expect(accepted!.text).toContain('Karibu sana.');
    expect(accepted!.text).toContain('kiwango cha 3 (Uchunguzi wa Kina na Matumizi)');
    expect(accepted!.text).toContain(`Jina lako la mtumiaji ni ${email.toLowerCase()}`);
    const link = /https:\/\/apply\.kti\.test\/auth#invitation=([\w-]+)/.exec(accepted!.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;

    // Before the link is used, no password signs in.
    const early = await post('/api/login', { username: email, password: 'anything at all' });
    expect(early.statusCode).toBe(401);

    const lookup = await post('/api/invitations/lookup', { token });
    expect(lookup.json()).toMatchObject({ username: email.toLowerCase(), name: 'Baraka Mwangi' });
    const set = await post('/api/invitations/accept', { token, password: 'my new password' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ role: 'student', username: email.toLowerCase() });
    const cookie = sessionCookie(set);
    const dashboard = await t.app.inject({ method: 'GET', url: `/api/students/${row!.studentId}/dashboard`, headers: { cookie } });
    expect(dashboard.json().student).toMatchObject({ course: 'Preaching', currentDifficultyLevel: 3 });
    expect(dashboard.json().certifications).toHaveLength(1);

    // Single use; the password chosen signs in.
    const again = await post('/api/invitations/accept', { token, password: 'another password' });
    expect([again.statusCode, again.json().code]).toEqual([410, 'INVITATION_USED']);
    expect((await post('/api/login', { username: email, password: 'my new password' })).statusCode).toBe(200);
  });

  it('refuses a wrong, an expired and a malformed link, and a too-short password', async () => {
    const { id } = await assessed(55);
    await move(id, { status: 'accepted', reasons: ['ministry_experience'], course: 'Missions' });
    const [row] = await t.db.select({ studentId: applications.studentId }).from(applications).where(eq(applications.id, id));
    const [student] = await t.db.select({ userId: students.userId }).from(students).where(eq(students.id, row!.studentId!));
    await t.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountInvitations.userId, student!.userId));
    await drain();
    const email = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, student!.userId)))[0]!.username;
    const token = /#invitation=([\w-]+)/.exec(mailTo(email).at(-1)!.text ?? '')![1]!;

    const expired = await post('/api/invitations/accept', { token, password: 'my new password' });
    expect([expired.statusCode, expired.json().code, expired.json().fields]).toEqual([410, 'INVITATION_EXPIRED', { token: 'validation.invitation_expired' }]);
    const wrong = await post('/api/invitations/lookup', { token: 'x'.repeat(43) });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'INVITATION_INVALID']);
    const malformed = await post('/api/invitations/lookup', { token: 'short' });
    expect([malformed.statusCode, malformed.json().fields]).toEqual([400, { token: 'validation.invitation_invalid' }]);
    const weak = await post('/api/invitations/accept', { token, password: '123' });
    expect([weak.statusCode, weak.json().fields]).toEqual([400, { password: 'validation.password_min' }]);
  });

  it('asks for reasons of the decision taken and for a course, and changes nothing without them', async () => {
    const { id, email } = await assessed(90);
    const noReason = await move(id, { status: 'accepted', course: 'Missions' });
    expect([noReason.statusCode, noReason.json().fields]).toEqual([400, { reasons: 'validation.decision_reason_required' }]);
    const declineReason = await move(id, { status: 'accepted', reasons: ['programme_full'], course: 'Missions' });
    expect(declineReason.json().fields).toEqual({ reasons: 'validation.decision_reason_required' });
    const noCourse = await move(id, { status: 'accepted', reasons: ['assessment_result'] });
    expect(noCourse.json().fields).toEqual({ course: 'validation.course_required' });
    const [row] = await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe('assessed');
    expect(await t.db.select().from(users).where(eq(users.username, email.toLowerCase()))).toEqual([]);
  });

  it("mails a decline with its reasons in the applicant's language", async () => {
    const { id, email } = await assessed(40, 'fr', { firstName: 'Claire' });
    expect((await move(id, { status: 'declined', reasons: ['assessment_below_entry'], note: 'Nous vous encourageons à postuler en mai.' })).statusCode).toBe(
      200,
    );
    await drain();
    const declined = mailTo(email).at(-1)!;
    expect(declined.subject).toMatch(/^Votre candidature : KTI-/);
    expect(declined.text).toContain('Bonjour Claire,');
    expect(declined.text).toContain('  - l’évaluation d’entrée n’a pas encore montré le niveau que demande le diplôme');
    expect(declined.text).toContain('Nous vous encourageons à postuler en mai.');
  });

  it('does not accept an applicant whose e-mail already names an account, and sends nothing', async () => {
    const { id, email } = await assessed(70);
    await createUser(t.db, { role: 'student', username: email.toUpperCase() });
    const mailsBefore = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
    const response = await move(id, { status: 'accepted', reasons: ['assessment_result'], course: 'Missions' });
    expect([response.statusCode, response.json().code]).toEqual([409, 'ACCOUNT_EXISTS']);
    const [row] = await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe('assessed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(mailsBefore);
  });

  it('places a cohort on the next first of January, May or September', () => {
    expect(nextIntakeStart(new Date('2026-11-24T10:00:00Z'))).toBe('2027-01-01');
    expect(nextIntakeStart(new Date('2027-01-01T00:00:00Z'))).toBe('2027-05-01');
    expect(nextIntakeStart(new Date('2027-06-30T23:00:00Z'))).toBe('2027-09-01');
  });
});
