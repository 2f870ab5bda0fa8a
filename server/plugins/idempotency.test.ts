import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { activities, applications, assignments, idempotencyKeys, studentAssignments } from '#server/db/schema/index.ts';
import { validApplication } from '#server/test/application-factory.ts';
import type { TestApp } from '#server/test/app.ts';
import { createDemoApp, demoStudent } from '#server/test/demo.ts';
import { purgeIdempotencyKeys } from './idempotency.ts';

let t: TestApp;
let student: Awaited<ReturnType<typeof demoStudent>>;
let other: Awaited<ReturnType<typeof demoStudent>>;
beforeAll(async () => {
  t = await createDemoApp({ TRUST_PROXY: 'true' });
  student = await demoStudent(t.app, t.db, 2);
  other = await demoStudent(t.app, t.db, 3);
});
afterAll(() => t.close());

const ANSWER = 'Grace is God’s undeserved favour, given in Christ and received by faith alone.';

/** One of the student's assignments still to do, made due in `dueInDays`. */
async function pendingAssignment(studentId: string, dueInDays: number) {
  const [row] = await t.db
    .select({ id: studentAssignments.id, assignmentId: studentAssignments.assignmentId })
    .from(studentAssignments)
    .where(and(eq(studentAssignments.studentId, studentId), eq(studentAssignments.status, 'assigned')))
    .limit(1);
  await t.db.update(assignments).set({ dueDate: sql`now() + make_interval(days => ${dueInDays})` }).where(eq(assignments.id, row!.assignmentId));
  return row!.id;
}

const submit = (who: { studentId: string; cookie: string }, id: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/students/${who.studentId}/assignments/${id}/submit`,
    headers: { cookie: who.cookie, ...(key && { 'idempotency-key': key }) },
    payload,
  });

describe('Idempotency-Key on a submission', () => {
  it('answers ten replays of one key with the first answer and records one submission', async () => {
    const id = await pendingAssignment(student.studentId, 3);
    const key = randomUUID();
    const first = await submit(student, id, { content: ANSWER }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replays = await Promise.all(Array.from({ length: 10 }, () => submit(student, id, { content: ANSWER }, key)));
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
    }
    const rows = await t.db.select().from(studentAssignments).where(eq(studentAssignments.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('submitted');
    const logged = await t.db
      .select({ n: count() })
      .from(activities)
      .where(and(eq(activities.studentId, student.studentId), eq(activities.type, 'assignment_submitted')));
    expect(logged[0]!.n).toBe(1);
    // Without the key, a second submission is what it always was: refused.
    expect((await submit(student, id, { content: ANSWER })).statusCode).toBe(409);
  });

  it('refuses the same key with another body, and a malformed key, naming the header', async () => {
    const id = await pendingAssignment(other.studentId, 3);
    const key = randomUUID();
    expect((await submit(other, id, { content: ANSWER }, key)).statusCode).toBe(200);
    const changed = await submit(other, id, { content: `${ANSWER} And something more.` }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', fields: { 'Idempotency-Key': expect.any(String) } });
    const malformed = await submit(other, id, { content: ANSWER }, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('Idempotency-Key');
  });

  it('keeps one user\'s key from answering another user\'s request', async () => {
    const key = randomUUID();
    const mine = await pendingAssignment(student.studentId, 3);
    const theirs = await pendingAssignment(other.studentId, 3);
    expect((await submit(student, mine, { content: ANSWER }, key)).statusCode).toBe(200);
    const second = await submit(other, theirs, { content: ANSWER }, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).toBe(theirs);
  });

  it('tells a replay to wait while the first is still being handled', async () => {
    const id = await pendingAssignment(student.studentId, 3);
    const key = randomUUID();
    const payload = { content: ANSWER };
    // A first request that is still running: its key is claimed, with no answer yet.
    const url = `/api/students/${student.studentId}/assignments/${id}/submit`;
    const fingerprint = createHash('sha256').update(`POST ${url}\n${JSON.stringify(payload)}`).digest('hex');
    await t.db.insert(idempotencyKeys).values({ scope: student.userId, key, fingerprint });
    const waiting = await submit(student, id, payload, key);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(waiting.headers['retry-after']).toBe('2');
    // One whose process died long ago is taken over by the replay.
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '10 minutes'` }).where(eq(idempotencyKeys.key, key));
    expect((await submit(student, id, payload, key)).statusCode).toBe(200);
  });

  it('forgets answers after thirty days', async () => {
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({ scope: 'public', key, fingerprint: 'x', statusCode: 201, response: '{}', createdAt: sql`now() - interval '31 days'` });
    await purgeIdempotencyKeys(t.db);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
  });
});

describe('when work written offline is late', () => {
  it('decides lateness on the time the student submitted on the phone, not when it arrived', async () => {
    const id = await pendingAssignment(student.studentId, -1);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const response = await submit(student, id, { content: ANSWER, submittedAt: twoDaysAgo });
    expect(response.statusCode).toBe(200);
    expect(response.json().isLate).toBe(false);
    const [row] = await t.db.select().from(studentAssignments).where(eq(studentAssignments.id, id));
    expect(Math.abs(row!.submittedAt!.getTime() - Date.parse(twoDaysAgo))).toBeLessThan(1000);
    expect(row!.receivedAt!.getTime()).toBeGreaterThan(row!.submittedAt!.getTime());
  });

  it('bounds the phone\'s time by when the server received it, and by two weeks before', async () => {
    const future = await pendingAssignment(other.studentId, 1);
    const tomorrowAndMore = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const sent = await submit(other, future, { content: ANSWER, submittedAt: tomorrowAndMore });
    expect(sent.json().isLate).toBe(false);
    const [row] = await t.db.select().from(studentAssignments).where(eq(studentAssignments.id, future));
    expect(row!.submittedAt!.getTime()).toBeLessThanOrEqual(row!.receivedAt!.getTime());

    const overdue = await pendingAssignment(other.studentId, -20);
    const longAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    expect((await submit(other, overdue, { content: ANSWER, submittedAt: longAgo })).json().isLate).toBe(true);
  });

  it('rejects a time that is not a date with 400 naming the field', async () => {
    const response = await submit(student, randomUUID(), { content: ANSWER, submittedAt: 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('submittedAt');
  });
});

describe('Idempotency-Key on an application', () => {
  it('creates one application however often the same submission is replayed', async () => {
    const key = randomUUID();
    const payload = validApplication({ email: 'replayed.applicant@example.org' });
    const before = (await t.db.select({ n: count() }).from(applications))[0]!.n;
    const answers = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await t.app.inject({ method: 'POST', url: '/api/applications', payload, headers: { 'idempotency-key': key, 'x-forwarded-for': '203.0.113.77' } }));
    }
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await t.db.select({ n: count() }).from(applications))[0]!.n).toBe(before + 1);
  });
});
