import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { can } from '#shared/auth/permissions.ts';
import { courseMaterials, mailOutbox, staffAccessEvents, users } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, sessionCookie, type TestApp } from '#server/test/app.ts';

/**
 * Anyone could once register as an educator and read every student. An educator
 * account now waits for an admin; until approved it reaches no student, paper, grade or analytics.
 */
let t: TestApp;
let adminCookie: string;
let studentId: string;
let studentCookie: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  adminCookie = await loginAs(t.app, await createUser(t.db, { role: 'admin', name: 'Principal Wambui' }), 'admin');
  const student = await createUser(t.db, { role: 'student', name: 'Grace Wanjiru' });
  studentId = student.studentId!;
  studentCookie = await loginAs(t.app, student);
});
afterAll(() => t.close());

let ip = 0;
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload, headers: { 'x-forwarded-for': `198.51.100.${++ip}` } });
const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const decide = (userId: string, decision: string, note?: string) =>
  as(adminCookie, 'POST', `/api/admin/staff/${userId}/decision`, { decision, ...(note && { note }) });
const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000001');

async function registerEducator(name: string, note?: string) {
  const response = await register({
    name,
    username: `${name.toLowerCase().replace(/\W+/g, '.')}.${ip}`,
    password: 'a long pass phrase',
    role: 'educator',
    ...(note && { note }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { cookie: sessionCookie(response), user: response.json() };
}

describe('an educator who registers', () => {
  it('waits for an admin, and meanwhile reaches no route that needs a role', async () => {
    const { cookie, user } = await registerEducator('Pst Daniel Kiprop', 'I teach at the Bible school in Eldoret.');
    expect(user).toMatchObject({ role: null, staffAccess: 'pending', roleSelectionRequired: false });
    const me = await as(cookie, 'GET', '/api/user');
    expect(me.json()).toMatchObject({ role: null, staffAccess: 'pending' });

    // Every route an educator could call, and every other that needs a role: refused, saying why.
    const checked: string[] = [];
    for (const { method, url, access } of t.app.accessTable) {
      if (access === 'public' || access === 'session' || method === 'HEAD') continue;
      const response = await as(cookie, method as 'GET', fillParams(url), method === 'GET' ? undefined : {});
      expect([response.statusCode, response.json().code], `${method} ${url}`).toEqual([403, 'STAFF_APPROVAL_PENDING']);
      if (access !== 'authenticated' && can('educator', access)) checked.push(`${method} ${url}`);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/students/:id',
        'GET /api/students/:id/reflection-papers/:paperId',
        'DELETE /api/course-materials/:id',
        'GET /api/analytics/cohort',
      ]),
    );

    // And concretely, on a real student and a real material.
    expect((await as(cookie, 'GET', `/api/students/${studentId}`)).statusCode).toBe(403);
    const [material] = await t.db
      .insert(courseMaterials)
      .values({ title: 'Kept', type: 'reading', course: 'Pastoral Theology' })
      .returning({ id: courseMaterials.id });
    expect((await as(cookie, 'DELETE', `/api/course-materials/${material!.id}`)).statusCode).toBe(403);
    expect(await t.db.select().from(courseMaterials).where(eq(courseMaterials.id, material!.id))).toHaveLength(1);
  });

  it('is approved by an admin, reads students, and loses access again when revoked, each step recorded', async () => {
    const { cookie, user } = await registerEducator('Rev Ann Mutua', 'Lecturer in Church History, Nairobi.');
    const pending = await as(adminCookie, 'GET', '/api/admin/staff?status=pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    const request = pending.json().items.find((item: { userId: string }) => item.userId === user.id);
    expect(request).toMatchObject({
      name: 'Rev Ann Mutua',
      status: 'pending',
      requestNote: 'Lecturer in Church History, Nairobi.',
      invited: false,
      decidedAt: null,
    });
    expect(Date.parse(request.requestedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await as(adminCookie, 'GET', '/api/admin/staff/pending-count')).json().pending).toBeGreaterThanOrEqual(1);

    const approved = await decide(user.id, 'approve', 'Known to the faculty.');
    expect(approved.json()).toEqual({ userId: user.id, status: 'approved' });
    // The same session, on its next request: an educator now.
    expect((await as(cookie, 'GET', '/api/user')).json()).toMatchObject({ role: 'educator', staffAccess: 'approved' });
    expect((await as(cookie, 'GET', `/api/students/${studentId}`)).statusCode).toBe(200);
    const listed = (await as(adminCookie, 'GET', '/api/admin/staff?status=approved')).json().items.find((item: { userId: string }) => item.userId === user.id);
    expect(listed).toMatchObject({
      status: 'approved',
      decidedBy: 'Principal Wambui',
      decisionNote: 'Known to the faculty.',
      requestNote: 'Lecturer in Church History, Nairobi.',
    });

    // A revocation says why; without a reason it is refused, naming the field.
    const unexplained = await decide(user.id, 'revoke');
    expect([unexplained.statusCode, unexplained.json().fields]).toEqual([400, { note: 'validation.staff_note_required' }]);
    expect((await decide(user.id, 'revoke', 'Left the faculty.')).statusCode).toBe(200);
    const after = await as(cookie, 'GET', `/api/students/${studentId}`);
    expect([after.statusCode, after.json().code]).toEqual([403, 'STAFF_ACCESS_ENDED']);
    expect((await as(cookie, 'GET', '/api/user')).json()).toMatchObject({ role: null, staffAccess: 'revoked' });

    const history = await t.db
      .select({ action: staffAccessEvents.action, actor: staffAccessEvents.actorId, note: staffAccessEvents.note })
      .from(staffAccessEvents)
      .where(eq(staffAccessEvents.userId, user.id))
      .orderBy(asc(staffAccessEvents.createdAt));
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.name, 'Principal Wambui'));
    expect(history).toEqual([
      { action: 'requested', actor: null, note: 'Lecturer in Church History, Nairobi.' },
      { action: 'approved', actor: admin!.id, note: 'Known to the faculty.' },
      { action: 'revoked', actor: admin!.id, note: 'Left the faculty.' },
    ]);
  });

  it('can be refused, and a decision that no longer fits is refused with 409', async () => {
    const { cookie, user } = await registerEducator('Mr Peter Otieno');
    expect((await decide(user.id, 'revoke', 'Not yet approved')).statusCode).toBe(409);
    expect((await decide(user.id, 'refuse', 'We do not know this person.')).statusCode).toBe(200);
    expect((await decide(user.id, 'refuse', 'Twice')).statusCode).toBe(409);
    const refused = await as(cookie, 'GET', '/api/analytics/cohort');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'STAFF_ACCESS_ENDED']);
    expect((await as(adminCookie, 'GET', '/api/admin/staff?status=refused')).json().items.map((i: { userId: string }) => i.userId)).toContain(user.id);
    // An approval may reverse a refusal.
    expect((await decide(user.id, 'approve')).statusCode).toBe(200);
    // Only educator accounts are decided on.
    const student = await t.db.select({ id: users.id }).from(users).where(eq(users.name, 'Grace Wanjiru'));
    expect((await decide(student[0]!.id, 'approve')).statusCode).toBe(404);
  });

  it('lets only admins see and decide requests', async () => {
    const { cookie: pendingCookie, user } = await registerEducator('Mrs Ruth Achieng');
    const educatorCookie = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
    for (const cookie of [studentCookie, educatorCookie]) {
      expect((await as(cookie, 'GET', '/api/admin/staff')).statusCode).toBe(403);
      expect((await as(cookie, 'POST', `/api/admin/staff/${user.id}/decision`, { decision: 'approve' })).statusCode).toBe(403);
      expect((await as(cookie, 'GET', '/api/admin/staff/pending-count')).statusCode).toBe(403);
      expect(
        (await as(cookie, 'POST', '/api/admin/staff/invitations', { name: 'Self Made', username: 'self.made', email: 'self@example.org' })).statusCode,
      ).toBe(403);
    }
    expect(await t.db.select().from(users).where(eq(users.username, 'self.made'))).toHaveLength(0);
    expect((await as(pendingCookie, 'POST', `/api/admin/staff/${user.id}/decision`, { decision: 'approve' })).json().code).toBe('STAFF_APPROVAL_PENDING');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff' })).statusCode).toBe(401);
    const bad = await decide(user.id, 'promote');
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['decision']]);
    expect((await as(adminCookie, 'GET', '/api/admin/staff?status=everyone')).json().fields).toHaveProperty('status');
  });

  it("pages a standing's accounts, most recent change first", async () => {
    for (let i = 0; i < 3; i++) await registerEducator(`Paged Educator ${i}`);
    const first = (await as(adminCookie, 'GET', '/api/admin/staff?status=pending&limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await as(adminCookie, 'GET', `/api/admin/staff?status=pending&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).json();
    const ids = [...first.items, ...second.items].map((i: { userId: string }) => i.userId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.items[0].name).toBe('Paged Educator 2');
    // A cursor of another standing's list is refused.
    expect((await as(adminCookie, 'GET', `/api/admin/staff?status=approved&cursor=${encodeURIComponent(first.nextCursor)}`)).statusCode).toBe(400);
  });
});

describe('an educator the admin invites', () => {
  it('is approved from the start and chooses a password through the mailed link', async () => {
    const invited = await as(adminCookie, 'POST', '/api/admin/staff/invitations', {
      name: 'Dr Miriam Njeri',
      username: 'miriam.njeri',
      email: 'miriam@example.org',
      language: 'fr',
      note: 'New lecturer in Missions',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'miriam@example.org'));
    expect(mail!.subject).toBe('Votre compte enseignant au Kato Theological Institute');
    expect(mail!.textBody).toContain('Principal Wambui');
    const token = /\/auth#invitation=([\w-]+)/.exec(mail!.textBody)![1]!;
    const accepted = await t.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password: 'a long pass phrase' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ username: 'miriam.njeri', role: 'educator', staffAccess: 'approved' });
    expect((await as(sessionCookie(accepted), 'GET', `/api/students/${studentId}`)).statusCode).toBe(200);
    const listed = (await as(adminCookie, 'GET', '/api/admin/staff?status=approved'))
      .json()
      .items.find((i: { username: string }) => i.username === 'miriam.njeri');
    expect(listed).toMatchObject({ invited: true, requestNote: 'New lecturer in Missions' });

    const taken = await as(adminCookie, 'POST', '/api/admin/staff/invitations', { name: 'Someone', username: 'Miriam.Njeri', email: 'x@example.org' });
    expect([taken.statusCode, taken.json().fields]).toEqual([409, { username: 'validation.username_taken' }]);
    const badEmail = await as(adminCookie, 'POST', '/api/admin/staff/invitations', { name: 'Someone', username: 'someone.else', email: 'not-an-address' });
    expect([badEmail.statusCode, Object.keys(badEmail.json().fields)]).toEqual([400, ['email']]);
  });
});
