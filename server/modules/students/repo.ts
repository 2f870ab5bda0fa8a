import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { afterTimeAndId, decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { containsPattern } from '#server/lib/search.ts';
import type { Course } from '#shared/constants/courses.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import {
  activities,
  assignments,
  studentAssignments,
  students,
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
        query.q ? ilike(users.name, containsPattern(query.q)) : undefined,
        after ? sql`(${users.name}, ${users.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => encodeCursor(STUDENT_LIST, [row.user.name, row.user.id]));
}

/** A timestamp as JavaScript's toISOString() writes it, from inside a JSON-building query. */
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface DashboardRow {
  certifications: {
    id: string;
    status: string;
    enrollmentDate: string;
    expectedCompletionDate: string | null;
    completedUnits: number;
    totalUnits: number;
    certification: { name: string; description: string; course: Course | null };
  }[];
  pendingAssignments: { id: string; status: string; assignment: { id: string; title: string; description: string; type: string; dueDate: string; maxPoints: number; course: Course } }[];
  recentMaterials: { id: string; title: string; author: string | null; type: string }[];
  upcomingEvents: { id: string; title: string; type: string; startTime: string }[];
  upcomingEventsCount: number;
  openQuestions: number;
}

/**
 * Everything the student's first screen shows besides the student, in one statement (issue 16):
 * certifications with their units counted, pending work (of `course`, or all), the first
 * materials and the next events of `focus` with their total, and the open dialogues (capped at
 * 100). One round trip instead of six: on a busy server each statement costs more in waiting for
 * a connection and in the driver than in PostgreSQL itself.
 */
export async function dashboardOf(db: Database, studentId: string, course: Course | undefined, focus: Course): Promise<DashboardRow> {
  const events = sql`from calendar_events where start_time > now() and is_public and (course = ${focus}::course or course is null)`;
  const [row] = rowsOf<DashboardRow>(
    await db.execute(sql`
      select
        (select coalesce(json_agg(json_build_object(
            'id', sc.id, 'status', sc.status, 'enrollmentDate', ${isoOf(sql`sc.enrollment_date`)},
            'expectedCompletionDate', ${isoOf(sql`sc.expected_completion_date`)},
            'completedUnits', (select count(*) from student_unit_progress sup join course_units cu on cu.id = sup.unit_id
              where sup.student_id = sc.student_id and cu.course = c.course and sup.status = 'completed'),
            'totalUnits', (select count(*) from course_units cu where cu.course = c.course),
            'certification', json_build_object('name', c.name, 'description', c.description, 'course', c.course)
          ) order by c.name), '[]')
          from student_certifications sc join certifications c on c.id = sc.certification_id where sc.student_id = ${studentId}::uuid
        ) as "certifications",
        (select coalesce(json_agg(json_build_object(
            'id', sa.id, 'status', sa.status,
            'assignment', json_build_object('id', a.id, 'title', a.title, 'description', a.description, 'type', a.type,
              'dueDate', ${isoOf(sql`a.due_date`)}, 'maxPoints', a.max_points, 'course', a.course)
          ) order by a.due_date), '[]')
          from student_assignments sa join assignments a on a.id = sa.assignment_id
          where sa.student_id = ${studentId}::uuid and sa.status = 'assigned' and (${course ?? null}::course is null or a.course = ${course ?? null}::course)
        ) as "pendingAssignments",
        (select coalesce(json_agg(json_build_object('id', m.id, 'title', m.title, 'author', m.author, 'type', m.type) order by m.order_index), '[]')
          from (select * from course_materials where course = ${focus}::course order by order_index limit 3) m
        ) as "recentMaterials",
        (select coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'type', e.type, 'startTime', ${isoOf(sql`e.start_time`)}) order by e.start_time), '[]')
          from (select * ${events} order by start_time limit 5) e
        ) as "upcomingEvents",
        (select count(*)::int ${events}) as "upcomingEventsCount",
        (select count(*)::int from (select 1 from discussion_threads where student_id = ${studentId}::uuid and status = 'open' limit 100) t) as "openQuestions"
    `),
  );
  return row!;
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

const ASSIGNMENT_LIST = 'student-assignments';

/**
 * A page of a student's assignments by due date (issue 16), keyset on (due date, id). The
 * student's rows come from the (student, assignment, attempt) index; what is sorted is one
 * student's work (a programme's assignments), never the whole table.
 */
export async function listStudentAssignments(db: Database, studentId: string, query: { course?: Course; cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(ASSIGNMENT_LIST, query.cursor, ['time', 'uuid']) : null;
  const rows = await db
    .select(studentAssignmentFields)
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(
      and(
        eq(studentAssignments.studentId, studentId),
        query.course ? eq(assignments.course, query.course) : undefined,
        afterTimeAndId(assignments.dueDate, studentAssignments.id, after),
      ),
    )
    .orderBy(asc(assignments.dueDate), asc(studentAssignments.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => encodeCursor(ASSIGNMENT_LIST, [row.assignment.dueDate.toISOString(), row.id]));
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
