import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { applications, contactMessages } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let ipCounter = 0;
/** Each test speaks from its own client IP, so the per-IP limits do not leak between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Joseph',
    lastName: 'Mwangi',
    email: 'joseph.mwangi@example.org',
    phone: '+254712345678',
    address: '14 Ngong Road',
    city: 'Nairobi',
    state: 'Nairobi County',
    zipCode: '00100',
    country: 'Other',
    dateOfBirth: '1984-03-09',
    gender: 'male',
    educationLevel: 'bachelor',
    previousEducation: 'BA in Community Development, Daystar University',
    currentMinistryRole: 'Associate pastor',
    yearsInMinistry: '12',
    churchAffiliation: 'Africa Inland Church',
    languagesSpoken: ['English', 'Kiswahili', 'Kikuyu'],
    salvationTestimony: 'I came to faith in Christ at a youth camp in Limuru in 1999, where the gospel of grace was preached plainly.',
    callingToMinistry: 'Over ten years of teaching Sunday school and leading a home fellowship, the elders confirmed a call to preach.',
    theologicalInterests: 'The doctrine of the church and pastoral care in urban congregations.',
    learningGoals: 'To preach expository sermons faithfully and to train lay leaders in my church.',
    whyJoinKti: 'An affordable programme I can study on my phone while serving full-time in ministry.',
    preferredAssessmentDate: inDays(14),
    assessmentTimePreference: 'morning',
    referralSource: 'church',
    ...overrides,
  };
}

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
    [{ zipCode: '123' }, 'zipCode'],
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

  it('rejects an empty body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/applications', headers: { 'x-forwarded-for': freshIp() } });
    expect(response.statusCode).toBe(400);
  });

  it('limits submissions per client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await submit(validApplication(), ip)).statusCode).toBe(201);
    const limited = await submit(validApplication(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await submit(validApplication())).statusCode).toBe(201);
  });
});

const validMessage = { name: 'Ruth Achieng', email: 'ruth@example.org', department: 'admissions', subject: 'Entry assessment', message: 'When is the next entry assessment in Kisumu?' };
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

  it('limits messages per client IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await sendMessage(validMessage, ip)).statusCode).toBe(201);
    expect((await sendMessage(validMessage, ip)).statusCode).toBe(429);
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

  it('page through what was submitted, newest first', async () => {
    const cookie = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    await submit(validApplication({ firstName: 'Newest' }));
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/applications?page=1&pageSize=2', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.items).toHaveLength(2);
    expect(body.items[0].firstName).toBe('Newest');
    expect(body.total).toBe(await applicationCount());
    expect(body.items[0]).not.toHaveProperty('salvationTestimony');

    const messages = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages?pageSize=5', headers: { cookie } });
    expect(messages.json()).toMatchObject({ page: 1, pageSize: 5, items: expect.any(Array) });
    expect(messages.json().items[0]).toMatchObject({ subject: 'Entry assessment' });

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/applications?pageSize=1000', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('pageSize');
  });
});
