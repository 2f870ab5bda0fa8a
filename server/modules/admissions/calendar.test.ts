import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, students } from '#server/db/schema/index.ts';
import { createTestApp, createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { validApplication } from '#server/test/application-factory.ts';
import { defaultCalendar } from './calendar.ts';

let t: TestApp;
let admin: string;
let educator: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
  educator = await loginAs(t.app, await createUser(t.db, { role: 'educator' }));
});
afterAll(() => t.close());

const publicCalendar = () => t.app.inject({ method: 'GET', url: '/api/admissions/calendar' });
const save = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/admissions-calendar', headers: cookie ? { cookie } : {}, payload });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the admissions calendar', () => {
  it('before an admin sets one, shows the next three intakes by the January/May/September rule, none of them past', async () => {
    const response = await publicCalendar();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const calendar = response.json();
    expect(calendar.updatedAt).toBeNull();
    expect(calendar.upcoming).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const intake of calendar.upcoming) expect(intake.startsOn > today).toBe(true);
  });

  it('names the academic year the next intake opens', () => {
    expect(defaultCalendar(new Date('2026-11-24T10:00:00Z'))).toEqual({
      academicYear: '2026-2027',
      intakes: [
        { startsOn: '2027-01-01', applicationDeadline: '2026-12-01' },
        { startsOn: '2027-05-01', applicationDeadline: '2027-03-31' },
        { startsOn: '2027-09-01', applicationDeadline: '2027-08-01' },
      ],
    });
    expect(defaultCalendar(new Date('2027-06-01T00:00:00Z')).academicYear).toBe('2027-2028');
  });

  it('is changed by an admin, shown on the public pages, and places the next accepted student in its first intake', async () => {
    const calendar = {
      academicYear: '2027-2028',
      intakes: [
        { startsOn: inDays(200), applicationDeadline: inDays(170) },
        { startsOn: inDays(60), applicationDeadline: inDays(30) },
        { startsOn: inDays(-10), applicationDeadline: inDays(-40) },
      ],
    };
    const saved = await save(admin, calendar);
    expect(saved.statusCode).toBe(200);
    const shown = (await publicCalendar()).json();
    expect(shown).toMatchObject({ academicYear: '2027-2028', updatedAt: expect.any(String) });
    // In date order; the intake that has started is no longer offered.
    expect(shown.intakes.map((i: { startsOn: string }) => i.startsOn)).toEqual([inDays(-10), inDays(60), inDays(200)]);
    expect(shown.upcoming.map((i: { startsOn: string }) => i.startsOn)).toEqual([inDays(60), inDays(200)]);

    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications', payload: validApplication() });
    const { id } = submitted.json();
    const move = (body: object) => t.app.inject({ method: 'PATCH', url: `/api/admin/applications/${id}/status`, headers: { cookie: admin }, payload: body });
    expect((await move({ status: 'assessment_scheduled' })).statusCode).toBe(200);
    expect((await move({ status: 'assessed', assessmentScore: 60 })).statusCode).toBe(200);
    expect((await move({ status: 'accepted', reasons: ['assessment_result'], course: 'Missions' })).statusCode).toBe(200);
    const [row] = await t.db.select({ studentId: applications.studentId }).from(applications).where(eq(applications.id, id));
    const [student] = await t.db.select({ intakeStart: students.intakeStart }).from(students).where(eq(students.id, row!.studentId!));
    expect(student!.intakeStart).toBe(inDays(60));
  });

  it('refuses a calendar that makes no sense, naming the field, and keeps the one saved', async () => {
    const cases: [object, string][] = [
      [{ academicYear: '2027-2029', intakes: [{ startsOn: inDays(60), applicationDeadline: inDays(30) }] }, 'academicYear'],
      [{ academicYear: '2027', intakes: [{ startsOn: inDays(60), applicationDeadline: inDays(30) }] }, 'academicYear'],
      [{ academicYear: '2027-2028', intakes: [{ startsOn: inDays(60), applicationDeadline: inDays(61) }] }, 'intakes.0.applicationDeadline'],
      [{ academicYear: '2027-2028', intakes: [{ startsOn: '2027-02-30', applicationDeadline: inDays(1) }] }, 'intakes.0.startsOn'],
      [{ academicYear: '2027-2028', intakes: [] }, 'intakes'],
    ];
    for (const [body, field] of cases) {
      const response = await save(admin, body);
      expect([response.statusCode, Object.keys(response.json().fields)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    expect((await publicCalendar()).json().academicYear).toBe('2027-2028');
  });

  it('is changed by admins only', async () => {
    const body = { academicYear: '2030-2031', intakes: [{ startsOn: inDays(60), applicationDeadline: inDays(30) }] };
    expect((await save(undefined, body)).statusCode).toBe(401);
    expect((await save(educator, body)).statusCode).toBe(403);
    const student = await loginAs(t.app, await createUser(t.db, { role: 'student' }));
    expect((await save(student, body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/admissions-calendar', headers: { cookie: educator } })).statusCode).toBe(403);
    expect((await publicCalendar()).json().academicYear).toBe('2027-2028');
  });
});
