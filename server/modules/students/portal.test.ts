import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { activities, assignments, cohortMeetings, meetingParticipants, studentAssignments, studentMaterialAccess } from '#server/db/schema/index.ts';
import { ACCESS_SITTING_MINUTES } from '#server/modules/materials/repo.ts';
import { createUser, loginAs, type TestApp } from '#server/test/app.ts';
import { createDemoApp, demoEducatorCookie, demoStudent } from '#server/test/demo.ts';

let t: TestApp;
let grace: Awaited<ReturnType<typeof demoStudent>>;
let ruth: Awaited<ReturnType<typeof demoStudent>>;
let educator: string;
beforeAll(async () => {
  t = await createDemoApp({ JITSI_BASE_URL: 'https://meet.example.org' });
  grace = await demoStudent(t.app, t.db, 1);
  ruth = await demoStudent(t.app, t.db, 4);
  educator = await demoEducatorCookie(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/students/:id/dashboard', () => {
  it('gives a student their certifications with units counted, pending work and upcoming events', async () => {
    const response = await get(`/api/students/${grace.studentId}/dashboard`, grace.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.student).toMatchObject({ id: grace.studentId, currentDifficultyLevel: 1, user: { name: 'Grace Wanjiru' } });
    expect(body.certifications.length).toBe(2);
    for (const cert of body.certifications) {
      expect(cert.totalUnits).toBeGreaterThan(0);
      expect(cert.completedUnits).toBeLessThanOrEqual(cert.totalUnits);
      expect(cert.progress).toBeCloseTo(cert.completedUnits / cert.totalUnits);
      expect(cert.certification.name).toMatch(/\w/);
    }
    expect(body.pendingAssignments.length).toBeGreaterThan(0);
    expect(body.pendingAssignments.every((p: { status: string }) => p.status === 'assigned')).toBe(true);
    expect(body.upcomingEvents.every((e: { startTime: string }) => Date.parse(e.startTime) > Date.now())).toBe(true);
    expect(body.upcomingEventsCount).toBeGreaterThanOrEqual(body.upcomingEvents.length);
    expect(body.recentMaterials.length).toBeGreaterThan(0);
  });

  it('filters pending work by course', async () => {
    const body = (await get(`/api/students/${grace.studentId}/dashboard?course=Hermeneutics`, grace.cookie)).json();
    expect(body.pendingAssignments.every((p: { assignment: { course: string } }) => p.assignment.course === 'Hermeneutics')).toBe(true);
  });

  it('is refused for another student, allowed for an educator, and 400 for an unknown course', async () => {
    expect((await get(`/api/students/${ruth.studentId}/dashboard`, grace.cookie)).statusCode).toBe(403);
    expect((await get(`/api/students/${ruth.studentId}/dashboard`, educator)).statusCode).toBe(200);
    expect((await get(`/api/students/${ruth.studentId}/dashboard`)).statusCode).toBe(401);
    const bad = await get(`/api/students/${grace.studentId}/dashboard?course=Astrology`, grace.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('course');
  });
});

describe('course materials', () => {
  it("lists a course's materials and serves the real file for view and download", async () => {
    const list = await get('/api/course-materials?course=Hermeneutics', grace.cookie);
    expect(list.statusCode).toBe(200);
    const materials = list.json();
    expect(materials.length).toBe(3);
    expect(new Set(materials.map((m: { type: string }) => m.type))).toEqual(new Set(['textbook', 'video', 'reading']));
    const material = materials.find((m: { format: string }) => m.format === 'markdown');

    const view = await get(`/api/course-materials/${material.id}/file`, grace.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(view.body).toContain(material.title);

    const download = await get(`/api/course-materials/${material.id}/file?download=1`, grace.cookie);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${material.fileName}"; filename*=UTF-8''${encodeURIComponent(material.fileName)}`,
    );
    expect(Number(download.headers['content-length'])).toBe(material.fileSize);

    // Viewed and then downloaded in one sitting: one access. An open after the sitting is another.
    const accesses = () => t.db.select().from(studentMaterialAccess).where(eq(studentMaterialAccess.materialId, material.id));
    expect(await accesses()).toHaveLength(1);
    expect((await get(`/api/course-materials/${material.id}/reading`, grace.cookie)).statusCode).toBe(200);
    expect(await accesses()).toHaveLength(1);
    await t.db
      .update(studentMaterialAccess)
      .set({ accessedAt: new Date(Date.now() - (ACCESS_SITTING_MINUTES + 1) * 60_000) })
      .where(eq(studentMaterialAccess.materialId, material.id));
    await get(`/api/course-materials/${material.id}/file`, grace.cookie);
    expect(await accesses()).toHaveLength(2);
    expect((await get(`/api/course-materials/${material.id}/file`)).statusCode).toBe(401);
  });
});

describe('calendar and meetings', () => {
  it('list events of the course (and institute-wide ones), and meetings with places taken', async () => {
    // From a week ago: the demo has events of every type in the past week and ahead.
    const from = encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString());
    const events = (await get(`/api/calendar-events?course=Missions&from=${from}`, grace.cookie)).json().items;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { course: string | null }) => e.course === 'Missions' || e.course === null)).toBe(true);
    expect(new Set(events.map((e: { type: string }) => e.type))).toEqual(new Set(['class', 'assignment_due', 'event']));
    const meetings = (await get('/api/cohort-meetings?course=Missions', grace.cookie)).json().items;
    const past = (await get('/api/cohort-meetings?course=Missions&when=past', grace.cookie)).json().items;
    expect(meetings.map((m: { status: string }) => m.status)).toEqual(['scheduled']);
    expect(past.map((m: { status: string }) => m.status)).toEqual(['completed']);
    expect(meetings[0]).toHaveProperty('participantCount', 0);
  });

  it('joins a scheduled meeting once, with a Jitsi room, and records the participant', async () => {
    const [meeting] = await t.db
      .select()
      .from(cohortMeetings)
      .where(and(eq(cohortMeetings.course, 'Preaching'), eq(cohortMeetings.status, 'scheduled')));
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cohort-meetings/join',
        headers: { cookie: grace.cookie },
        payload: { meetingId: meeting!.id, studentId: grace.studentId },
      });
    const first = await join();
    expect(first.statusCode).toBe(200);
    expect(first.json().meetingUrl).toBe(`https://meet.example.org/KTI-cohort-${meeting!.id}`);
    expect((await join()).json().meetingUrl).toBe(first.json().meetingUrl);
    const rows = await t.db.select().from(meetingParticipants).where(eq(meetingParticipants.meetingId, meeting!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ studentId: grace.studentId, status: 'joined' });
  });

  it('refuses a meeting that is not scheduled, a full one, and joining as someone else', async () => {
    const [completed] = await t.db.select().from(cohortMeetings).where(eq(cohortMeetings.status, 'completed')).limit(1);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cohort-meetings/join',
      headers: { cookie: grace.cookie },
      payload: { meetingId: completed!.id, studentId: grace.studentId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MEETING_NOT_JOINABLE');

    const [scheduled] = await t.db
      .select()
      .from(cohortMeetings)
      .where(and(eq(cohortMeetings.course, 'Ecclesiology'), eq(cohortMeetings.status, 'scheduled')));
    await t.db.update(cohortMeetings).set({ maxParticipants: 1 }).where(eq(cohortMeetings.id, scheduled!.id));
    await t.db.insert(meetingParticipants).values({ meetingId: scheduled!.id, studentId: ruth.studentId });
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/cohort-meetings/join',
      headers: { cookie: grace.cookie },
      payload: { meetingId: scheduled!.id, studentId: grace.studentId },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'MEETING_FULL', error: expect.stringContaining('full') });

    const asRuth = await t.app.inject({
      method: 'POST',
      url: '/api/cohort-meetings/join',
      headers: { cookie: grace.cookie },
      payload: { meetingId: completed!.id, studentId: ruth.studentId },
    });
    expect(asRuth.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/api/cohort-meetings/join', headers: { cookie: grace.cookie }, payload: { meetingId: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('assignments', () => {
  it("lists a student's work with instructions and rubric, and takes a submission with the late flag", async () => {
    const list = (await get(`/api/students/${grace.studentId}/assignments?course=Systematic%20Theology`, grace.cookie)).json().items;
    expect(list.length).toBe(3);
    expect(list[0].assignment).toMatchObject({ instructions: expect.any(String), rubric: expect.any(Array), maxPoints: expect.any(Number) });
    const pending = list.find((a: { status: string }) => a.status === 'assigned');
    // Make it overdue, so the submission is late.
    await t.db
      .update(assignments)
      .set({ dueDate: sql`now() - interval '2 days'` })
      .where(eq(assignments.id, pending.assignment.id));
    const url = `/api/students/${grace.studentId}/assignments/${pending.id}/submit`;
    const submitted = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: grace.cookie },
      payload: { content: 'Justification is a legal declaration grounded in Christ alone, received by faith.' },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', isLate: true, submissionContent: expect.stringContaining('Justification') });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: grace.cookie },
      payload: { content: 'A second attempt at the same work, which is refused.' },
    });
    expect(again.statusCode).toBe(409);
    const dashboard = (await get(`/api/students/${grace.studentId}/dashboard`, grace.cookie)).json();
    expect(dashboard.pendingAssignments.map((p: { id: string }) => p.id)).not.toContain(pending.id);
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.studentId, grace.studentId), eq(activities.type, 'assignment_submitted')));
    expect(logged).toHaveLength(1);
  });

  it("refuses a short submission, someone else's work, and an educator submitting for a student", async () => {
    const [mine] = await t.db
      .select()
      .from(studentAssignments)
      .where(and(eq(studentAssignments.studentId, ruth.studentId), eq(studentAssignments.status, 'assigned')))
      .limit(1);
    const url = `/api/students/${ruth.studentId}/assignments/${mine!.id}/submit`;
    const short = await t.app.inject({ method: 'POST', url, headers: { cookie: ruth.cookie }, payload: { content: 'Too short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('content');
    const payload = { content: 'A perfectly long enough answer written by someone else.' };
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: grace.cookie }, payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: { cookie: educator }, payload })).statusCode).toBe(403);
  });
});

describe('PATCH /api/students/:id/difficulty', () => {
  const patch = (id: string, payload: unknown, cookie: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/students/${id}/difficulty`, headers: { cookie }, payload: payload as object });

  it("lets an educator set a level 1-4, records it, and the student's portal shows it", async () => {
    const response = await patch(grace.studentId, { level: 3 }, educator);
    expect(response.statusCode).toBe(200);
    expect(response.json().currentDifficultyLevel).toBe(3);
    const dashboard = (await get(`/api/students/${grace.studentId}/dashboard`, grace.cookie)).json();
    expect(dashboard.student.currentDifficultyLevel).toBe(3);
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.studentId, grace.studentId), eq(activities.type, 'difficulty_adjusted')));
    expect(activity!.metadata).toMatchObject({ from: 1, to: 3 });
  });

  it.each([[{ level: 0 }], [{ level: 5 }], [{ level: '2' }], [{ level: 2.5 }], [{}]])('rejects %j with 400 naming level', async (payload) => {
    const response = await patch(ruth.studentId, payload, educator);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('level');
  });

  it('is refused to students and anonymous callers, 404 for an unknown student', async () => {
    expect((await patch(ruth.studentId, { level: 2 }, ruth.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/students/${ruth.studentId}/difficulty`, payload: { level: 2 } })).statusCode).toBe(401);
    expect((await patch('00000000-0000-4000-8000-000000000009', { level: 2 }, educator)).statusCode).toBe(404);
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }), 'admin');
    expect((await patch(ruth.studentId, { level: 4 }, admin)).statusCode).toBe(200);
  });
});
