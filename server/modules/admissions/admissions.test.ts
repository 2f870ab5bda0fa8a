import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { applications, contactMessages } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { inDays, validApplication } from '#server/test/application-factory.ts';
import { SUBMISSION_LIMITS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own client IP, so the per-IP limits do not leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const submit = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/applications', payload: payload as object, headers: { 'x-forwarded-for': ip } });
const applicationCount = async () => (await t.db.select({ n: count() }).from(applications))[0]!.n;

describe('POST /api/applications', () => {
  it('stores a valid application as submitted', async () => {
    const response = await submit(validApplication());
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({ status: 'submitted', id: expect.any(String) });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, receipt.id));
    expect(row).toMatchObject({
      status: 'submitted',
      firstName: 'Joseph',
      yearsInMinistry: 12,
      languagesSpoken: ['English', 'Kiswahili', 'Kikuyu'],
      whyJoinKti: expect.stringContaining('affordable'),
      preferredAssessmentDate: inDays(14),
    });
    expect(row!.submittedAt).toBeInstanceOf(Date);
  });

  it('counts non-numeric years in ministry as 0 and defaults the languages to English', async () => {
    const { languagesSpoken: _omit, ...rest } = validApplication({ yearsInMinistry: 'many' });
    const response = await submit(rest);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, response.json().id));
    expect(row).toMatchObject({ yearsInMinistry: 0, languagesSpoken: ['English'] });
  });

  it.each([
    [{ firstName: 'J' }, 'firstName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: '12345' }, 'phone'],
    [{ zipCode: '' }, 'zipCode'],
    [{ country: 'Narnia' }, 'country'],
    [{ gender: 'other' }, 'gender'],
    [{ dateOfBirth: inDays(2) }, 'dateOfBirth'],
    [{ dateOfBirth: '1899-12-31' }, 'dateOfBirth'],
    [{ educationLevel: 'phd' }, 'educationLevel'],
    [{ previousEducation: 'short' }, 'previousEducation'],
    [{ yearsInMinistry: 101 }, 'yearsInMinistry'],
    [{ yearsInMinistry: -1 }, 'yearsInMinistry'],
    [{ salvationTestimony: 'Too short to be a testimony.' }, 'salvationTestimony'],
    [{ whyJoinKti: 'Because.' }, 'whyJoinKti'],
    [{ preferredAssessmentDate: inDays(-3) }, 'preferredAssessmentDate'],
    [{ alternativeAssessmentDate: inDays(-3) }, 'alternativeAssessmentDate'],
    [{ assessmentTimePreference: 'midnight' }, 'assessmentTimePreference'],
    [{ referralSource: '' }, 'referralSource'],
  ])('rejects %j naming the field and stores nothing', async (override, field) => {
    const before = await applicationCount();
    const response = await submit(validApplication(override));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    expect(await applicationCount()).toBe(before);
  });

  it('takes an address with no postal code where the country has none (Uganda), and names countries by code', async () => {
    const response = await submit(validApplication({ country: 'UG', zipCode: '', city: 'Kampala' }));
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, response.json().id));
    expect(row).toMatchObject({ country: 'UG', zipCode: '' });
    const kenya = await submit(validApplication({ country: 'KE', zipCode: '' }));
    expect([kenya.statusCode, kenya.json().fields]).toEqual([400, { zipCode: 'validation.postal_code_required' }]);
  });

  it('rejects an empty body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/applications', headers: { 'x-forwarded-for': freshIp() } });
    expect(response.statusCode).toBe(400);
  });

  it('answers with an ISO 8601 submission time', async () => {
    const response = await submit(validApplication());
    expect(response.json().submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('takes many applicants from one shared network (a church Wi-Fi), and limits each applicant by e-mail', async () => {
    const churchWifi = freshIp();
    for (let i = 0; i < 12; i++) expect((await submit(validApplication(), churchWifi)).statusCode).toBe(201);
    const email = 'one.person@example.org';
    for (let i = 0; i < 3; i++)
      expect((await submit(validApplication({ email, learningGoals: `Goal number ${i}: to preach and teach faithfully.` }), freshIp())).statusCode).toBe(201);
    const limited = await submit(validApplication({ email: 'One.Person@example.org', learningGoals: 'A fourth attempt from the same person.' }), freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('meets a ceiling per network address far above one congregation', async () => {
    const ip = freshIp();
    await t.db.execute(sql`insert into rate_limit_buckets (key, count) values (${`applications:ip:${ip}`}, ${SUBMISSION_LIMITS.applicationsPerIpPerHour})`);
    expect((await submit(validApplication(), ip)).statusCode).toBe(429);
  });

  it('recognises the same application sent twice: one row, and a 409 that does not use up the allowance', async () => {
    const application = validApplication();
    const before = await applicationCount();
    const [first, second] = await Promise.all([submit(application), submit(application)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await submit(application);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_APPLICATION');
    expect(await applicationCount()).toBe(before + 1);
    // A changed answer is a new application.
    expect((await submit({ ...application, learningGoals: 'To shepherd a rural congregation with sound teaching.' })).statusCode).toBe(201);
  });
});

const validMessage = {
  name: 'Ruth Achieng',
  email: 'ruth@example.org',
  department: 'admissions',
  subject: 'Entry assessment',
  message: 'When is the next entry assessment in Kisumu?',
};
const sendMessage = (payload: unknown, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, headers: { 'x-forwarded-for': ip } });

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const response = await sendMessage(validMessage);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject({ ...validMessage, phone: null, status: 'new' });
  });

  it.each([
    [{ name: 'R' }, 'name'],
    [{ name: 'R'.repeat(101) }, 'name'],
    [{ email: 'ruth@' }, 'email'],
    [{ department: 'sales' }, 'department'],
    [{ subject: 'Hi' }, 'subject'],
    [{ message: 'Too short' }, 'message'],
    [{ message: 'x'.repeat(2001) }, 'message'],
  ])('rejects %j naming the field and stores nothing', async (override, field) => {
    const [before] = await t.db.select({ n: count() }).from(contactMessages);
    const response = await sendMessage({ ...validMessage, ...override });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
    const [after] = await t.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);
  });

  it('takes messages from many people on one network, and limits each sender by e-mail', async () => {
    const sharedIp = freshIp();
    for (let i = 0; i < 12; i++) expect((await sendMessage({ ...validMessage, email: `member${i}@example.org` }, sharedIp)).statusCode).toBe(201);
    const sender = { ...validMessage, email: 'busy.sender@example.org' };
    for (let i = 0; i < SUBMISSION_LIMITS.contactMessagesPerEmailPerHour; i++) expect((await sendMessage(sender)).statusCode).toBe(201);
    expect((await sendMessage(sender)).statusCode).toBe(429);
  });
});

describe('admin lists of applications and messages', () => {
  it('are for admins only', async () => {
    for (const url of ['/api/admin/applications', '/api/admin/contact-messages']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['student', 'educator'] as const) {
        const cookie = await loginAs(t.app, await createUser(t.db, { role }));
        expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
      }
    }
  });

  it('page through what was submitted, newest first (paging in depth: admin-lists.test.ts)', async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    await submit(validApplication({ firstName: 'Newest' }));
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/applications?limit=2', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0].firstName).toBe('Newest');
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.items[0]).not.toHaveProperty('salvationTestimony');
    expect(body.items[0]).not.toHaveProperty('cursorTime');

    const messages = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?limit=5', headers: { cookie } });
    expect(messages.json()).toMatchObject({ items: expect.any(Array), nextCursor: expect.any(String) });
    expect(messages.json().items[0]).toMatchObject({ subject: 'Entry assessment', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
    expect(messages.json().items[0]).not.toHaveProperty('cursorTime');

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/applications?limit=1000', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('limit');
  });
});

describe('application review', () => {
  let adminCookie: string;
  let adminId: string;
  beforeAll(async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    adminId = admin.id;
    adminCookie = await loginAs(t.app, admin, 'admin');
  });
  const asAdmin = (options: { method: 'GET' | 'PATCH'; url: string; payload?: object; headers?: Record<string, string> }) =>
    t.app.inject({ ...options, headers: { cookie: adminCookie, ...options.headers } });
  const submitted = async (overrides: Record<string, unknown> = {}) => {
    const response = await submit(validApplication(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const move = (id: string, payload: object) => asAdmin({ method: 'PATCH', url: `/api/admin/applications/${id}/status`, payload });

  it('are for admins only, and refuse an X-User-Id naming someone else', async () => {
    const id = await submitted();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/applications?status=submitted' },
      { method: 'GET' as const, url: `/api/admin/applications/${id}` },
      { method: 'PATCH' as const, url: `/api/admin/applications/${id}/status`, payload: { status: 'assessment_scheduled' } },
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      for (const role of ['student', 'educator'] as const) {
        const cookie = await loginAs(t.app, await createUser(t.db, { role }));
        const refused = await t.app.inject({ ...call, headers: { cookie } });
        expect([refused.statusCode, refused.json().code], `${role} ${call.url}`).toEqual([403, 'FORBIDDEN']);
      }
      const mismatch = await asAdmin({ ...call, headers: { 'x-user-id': '00000000-0000-4000-8000-000000000000' } });
      expect([mismatch.statusCode, mismatch.json().code], call.url).toEqual([403, 'USER_MISMATCH']);
      const own = await asAdmin({ ...call, headers: { 'x-user-id': adminId } });
      expect(own.statusCode, `${call.url}: ${own.body}`).toBe(200);
    }
  });

  it('list every status but draft by default, one status on request, and refuse an unknown status', async () => {
    const [draft] = await t.db.insert(applications).values({ status: 'draft', firstName: 'Half-finished' }).returning();
    const all = await asAdmin({ method: 'GET', url: '/api/admin/applications?limit=200' });
    expect(all.json().items.map((a: { id: string }) => a.id)).not.toContain(draft!.id);
    expect(all.json().items.length).toBeGreaterThan(0);

    const id = await submitted({ firstName: 'Scheduled' });
    expect((await move(id, { status: 'assessment_scheduled' })).statusCode).toBe(200);
    const scheduled = await asAdmin({ method: 'GET', url: '/api/admin/applications?status=assessment_scheduled' });
    const items = scheduled.json().items as { id: string; status: string; firstName: string }[];
    expect(items[0]).toMatchObject({ id, status: 'assessment_scheduled', firstName: 'Scheduled' });
    expect(items.every((a) => a.status === 'assessment_scheduled')).toBe(true);
    expect(scheduled.json().nextCursor).toBeNull();
    const drafts = await asAdmin({ method: 'GET', url: '/api/admin/applications?status=draft' });
    expect(drafts.json().items.map((a: { id: string }) => a.id)).toEqual([draft!.id]);

    const bad = await asAdmin({ method: 'GET', url: '/api/admin/applications?status=approved' });
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['status']]);
  });

  it('show one application in full', async () => {
    const id = await submitted({ firstName: 'Grace', specialAccommodations: 'Large print' });
    const response = await asAdmin({ method: 'GET', url: `/api/admin/applications/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'submitted',
      firstName: 'Grace',
      salvationTestimony: expect.stringContaining('Limuru'),
      languagesSpoken: ['English', 'Kiswahili', 'Kikuyu'],
      specialAccommodations: 'Large print',
      assessmentCompleted: false,
      assessmentScore: null,
      intakeLevel: null,
      reviewedAt: null,
    });
    expect(response.json().submittedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/applications/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/applications/42' })).statusCode).toBe(400);
  });

  it('move an application submitted -> assessment scheduled -> assessed (score 78, level 3) -> accepted', async () => {
    const id = await submitted();
    const scheduled = await move(id, { status: 'assessment_scheduled' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'assessment_scheduled', reviewedAt: expect.any(String), intakeLevel: null });

    const assessed = await move(id, { status: 'assessed', assessmentScore: 78 });
    expect(assessed.statusCode).toBe(200);
    expect(assessed.json()).toMatchObject({ status: 'assessed', assessmentScore: 78, assessmentCompleted: true, intakeLevel: 3 });

    const accepted = await move(id, { status: 'accepted', reasons: ['assessment_result'], course: 'Preaching' });
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      assessmentScore: 78,
      intakeLevel: 3,
      decisionAt: expect.any(String),
      decisionReasons: ['assessment_result'],
    });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'accepted', assessmentScore: 78, assessmentCompleted: true });
    expect(row!.decisionAt).toBeInstanceOf(Date);
  });

  it('refuse a move the review flow does not allow with 409, and assessed without a score with 400', async () => {
    const id = await submitted();
    const ACCEPT = { status: 'accepted', reasons: ['assessment_result'], course: 'Preaching' };
    const jump = await move(id, ACCEPT);
    expect([jump.statusCode, jump.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await move(id, { status: 'submitted' })).statusCode).toBe(409);
    expect((await move(id, { status: 'assessment_scheduled' })).statusCode).toBe(200);

    const noScore = await move(id, { status: 'assessed' });
    expect([noScore.statusCode, Object.keys(noScore.json().fields)]).toEqual([400, ['assessmentScore']]);
    const tooHigh = await move(id, { status: 'assessed', assessmentScore: 101 });
    expect([tooHigh.statusCode, Object.keys(tooHigh.json().fields)]).toEqual([400, ['assessmentScore']]);
    const unknown = await move(id, { status: 'enrolled' });
    expect([unknown.statusCode, Object.keys(unknown.json().fields)]).toEqual([400, ['status']]);

    expect((await move(id, { status: 'declined', reasons: ['programme_full'] })).json()).toMatchObject({ status: 'declined', intakeLevel: null });
    const afterDecision = await move(id, ACCEPT);
    expect([afterDecision.statusCode, afterDecision.json().code]).toEqual([409, 'INVALID_TRANSITION']);
    expect((await move('00000000-0000-4000-8000-000000000000', { status: 'declined', reasons: ['programme_full'] })).statusCode).toBe(404);
  });
});
