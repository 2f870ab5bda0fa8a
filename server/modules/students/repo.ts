import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import {
  activities,
  assignments,
  calendarEvents,
  certifications,
  courseMaterials,
  courseUnits,
  studentAssignments,
  studentCertifications,
  students,
  studentUnitProgress,
  users,
} from '#server/db/schema/index.ts';

const lastActivityAt = sql<Date | null>`(select max(${activities.createdAt}) from ${activities} where ${activities.studentId} = ${students.id})`;

const studentWithUser = {
  id: students.id,
  userId: students.userId,
  course: students.course,
  literacyScore: students.literacyScore,
  benchmarkingScore: students.benchmarkingScore,
  educationLevel: students.educationLevel,
  currentDifficultyLevel: students.currentDifficultyLevel,
  overallProgress: students.overallProgress,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
  lastActivityAt,
  user: { id: users.id, name: users.name, role: users.role },
};

export async function findStudentById(db: Database, id: string) {
  const [row] = await db.select(studentWithUser).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, id));
  return row;
}

const STUDENT_LIST = 'students';

/**
 * A page of students by name (issue 16, item 1): keyset on (name, user id), read from the
 * users (name, id) index, so the last page costs what the first does. `q` matches any part of
 * the name, as a person looks one up.
 */
export async function listStudents(db: Database, query: { course?: Course; q?: string; cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(STUDENT_LIST, query.cursor, ['string', 'uuid']) : null;
  const rows = await db
    .select({
      id: students.id,
      course: students.course,
      currentDifficultyLevel: students.currentDifficultyLevel,
      overallProgress: students.overallProgress,
      lastActivityAt,
      user: { id: users.id, name: users.name },
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        query.course ? eq(students.course, query.course) : undefined,
        query.q ? ilike(users.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        after ? sql`(${users.name}, ${users.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => encodeCursor(STUDENT_LIST, [row.user.name, row.user.id]));
}

/** Certifications with completed and total units counted in SQL from the course's units. */
export async function certificationsWithUnits(db: Database, studentId: string) {
  const totalUnits = sql<number>`(select count(*) from ${courseUnits} where ${courseUnits.course} = ${certifications.course})::int`;
  const completedUnits = sql<number>`(select count(*) from ${studentUnitProgress} sup join ${courseUnits} cu on cu.id = sup.unit_id
    where sup.student_id = ${studentCertifications.studentId} and cu.course = ${certifications.course} and sup.status = 'completed')::int`;
  return db
    .select({
      id: studentCertifications.id,
      status: studentCertifications.status,
      enrollmentDate: studentCertifications.enrollmentDate,
      expectedCompletionDate: studentCertifications.expectedCompletionDate,
      completedUnits,
      totalUnits,
      certification: { name: certifications.name, description: certifications.description, course: certifications.course },
    })
    .from(studentCertifications)
    .innerJoin(certifications, eq(certifications.id, studentCertifications.certificationId))
    .where(eq(studentCertifications.studentId, studentId))
    .orderBy(asc(certifications.name));
}

export async function pendingAssignments(db: Database, studentId: string, course?: Course) {
  return db
    .select({
      id: studentAssignments.id,
      status: studentAssignments.status,
      assignment: {
        id: assignments.id,
        title: assignments.title,
        description: assignments.description,
        type: assignments.type,
        dueDate: assignments.dueDate,
        maxPoints: assignments.maxPoints,
        course: assignments.course,
      },
    })
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(and(eq(studentAssignments.studentId, studentId), eq(studentAssignments.status, 'assigned'), course ? eq(assignments.course, course) : undefined))
    .orderBy(asc(assignments.dueDate));
}

export async function recentMaterials(db: Database, course: Course, limit = 3) {
  return db
    .select({ id: courseMaterials.id, title: courseMaterials.title, author: courseMaterials.author, type: courseMaterials.type })
    .from(courseMaterials)
    .where(eq(courseMaterials.course, course))
    .orderBy(asc(courseMaterials.orderIndex))
    .limit(limit);
}

export async function upcomingEvents(db: Database, course: Course, limit = 5) {
  const where = and(gt(calendarEvents.startTime, sql`now()`), eq(calendarEvents.isPublic, true), or(eq(calendarEvents.course, course), isNull(calendarEvents.course)));
  const [items, [total]] = await Promise.all([
    db
      .select({ id: calendarEvents.id, title: calendarEvents.title, type: calendarEvents.type, startTime: calendarEvents.startTime })
      .from(calendarEvents)
      .where(where)
      .orderBy(asc(calendarEvents.startTime))
      .limit(limit),
    db.select({ n: count() }).from(calendarEvents).where(where),
  ]);
  return { items, total: total!.n };
}

const studentAssignmentFields = {
  id: studentAssignments.id,
  status: studentAssignments.status,
  submittedAt: studentAssignments.submittedAt,
  grade: studentAssignments.grade,
  feedback: studentAssignments.feedback,
  isLate: studentAssignments.isLate,
  submissionContent: studentAssignments.submissionContent,
  assignment: {
    id: assignments.id,
    course: assignments.course,
    title: assignments.title,
    description: assignments.description,
    type: assignments.type,
    dueDate: assignments.dueDate,
    maxPoints: assignments.maxPoints,
    instructions: assignments.instructions,
    rubric: assignments.rubric,
  },
};

export async function listStudentAssignments(db: Database, studentId: string, course?: Course) {
  return db
    .select(studentAssignmentFields)
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(and(eq(studentAssignments.studentId, studentId), course ? eq(assignments.course, course) : undefined))
    .orderBy(asc(assignments.dueDate), desc(studentAssignments.attempt));
}

export async function findStudentAssignment(db: Database, studentId: string, studentAssignmentId: string) {
  const [row] = await db
    .select(studentAssignmentFields)
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(and(eq(studentAssignments.id, studentAssignmentId), eq(studentAssignments.studentId, studentId)));
  return row;
}

/** Marks an assigned piece of work submitted; returns false when it was not in the assigned state. */
/**
 * How far back a device's own clock is believed: work written offline for up to two weeks keeps
 * the time the student wrote it; an older claimed time (or a wrong clock) counts from two weeks
 * before the server received it (docs/decisions/004-offline-writes.md).
 */
export const OFFLINE_GRACE_DAYS = 14;

/**
 * Records a submission. `submittedOnDevice` is when the student pressed submit on their phone,
 * possibly offline; it is bounded by the time the server received it, and lateness is decided
 * on it.
 */
export async function markSubmitted(db: Database, studentAssignmentId: string, content: string, submittedOnDevice?: Date) {
  const claimed = submittedOnDevice ? sql`${submittedOnDevice.toISOString()}::timestamptz` : sql`now()`;
  const submittedAt = sql`least(now(), greatest(${claimed}, now() - make_interval(days => ${OFFLINE_GRACE_DAYS})))`;
  const updated = await db
    .update(studentAssignments)
    .set({
      status: 'submitted',
      submittedAt,
      receivedAt: sql`now()`,
      submissionContent: content,
      isLate: sql`${submittedAt} > (select ${assignments.dueDate} from ${assignments} where ${assignments.id} = ${studentAssignments.assignmentId})`,
    })
    .where(and(eq(studentAssignments.id, studentAssignmentId), eq(studentAssignments.status, 'assigned')))
    .returning({ id: studentAssignments.id });
  return updated.length === 1;
}

export async function setDifficulty(db: Database, studentId: string, level: number) {
  const [before] = await db.select({ level: students.currentDifficultyLevel }).from(students).where(eq(students.id, studentId)).for('update');
  if (!before) return null;
  await db.update(students).set({ currentDifficultyLevel: level, updatedAt: sql`now()` }).where(eq(students.id, studentId));
  return before.level;
}

export async function recordActivity(db: Database, values: typeof activities.$inferInsert | (typeof activities.$inferInsert)[]) {
  await db.insert(activities).values(Array.isArray(values) ? values : [values]);
}


/**
 * How many Socratic dialogues wait for the student (the first screen's "next thing to do"): open
 * threads, counted from the (student, status) index and capped, so the count costs the same for
 * a student with many.
 */
export async function openQuestionCount(db: Database, studentId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from discussion_threads where student_id = ${studentId}::uuid and status = 'open' limit 100) open_threads`),
  );
  return Number(rows[0]?.n ?? 0);
}
