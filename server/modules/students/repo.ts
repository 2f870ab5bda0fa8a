import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import { indexedContains, searchParameters } from '#server/lib/search.ts';
import type { Course } from '#shared/constants/courses.ts';
import type { RecommendationEvidence } from '#shared/schemas/discussions.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { activities, assignments, levelRecommendations, studentAssignments, students, users } from '#server/db/schema/index.ts';

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
  lastActivityAt: students.lastActivityAt,
  user: { id: users.id, name: users.name, role: users.role },
};

const studentById = preparedPer((db) =>
  db
    .select(studentWithUser)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('student_by_id'),
);

export async function findStudentById(db: Database, id: string) {
  const [row] = await studentById(db).execute({ id });
  return row;
}

const STUDENT_LIST = 'students';

/**
 * A page of students by name: keyset on (name, user id), read from the
 * users (name, id) index, so the last page costs what the first does. `q` matches any part of
 * the name, as a person looks one up.
 */
export async function listStudents(db: Database, query: { course?: Course; q?: string; cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(STUDENT_LIST, query.cursor, ['string', 'uuid']) : null;
  // Across the school the trigram index finds the names; it is asked only for the rarer words.
  const search = query.q ? await searchParameters(db, query.q, query.course ? null : 'users_name_words') : null;
  const shape = `${query.course ? 'c' : ''}${search ? 'q' : ''}${search?.narrowed ? 'n' : ''}${after ? 'a' : ''}` as const;
  const rows = await studentPage(db, shape).execute({
    course: query.course,
    ...search,
    afterName: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, (row) => encodeCursor(STUDENT_LIST, [row.user.name, row.user.id]));
}

/**
 * The students list's statement for each combination of filters it is asked for (c: course, q:
 * search, a: after a cursor), built once. A course's roster reads the students alone, in the order
 * of their (course, roster name, user id) index, roster_name being the account's name and
 * roster_search its lower case; the whole school reads users (name, id) and their trigram index
 * (n: asked for the search's rarer words, the whole search then checked on what it finds).
 */
const studentPage = preparedPer((db, shape: string) => {
  const inCourse = shape.includes('c');
  const [name, userId] = inCourse ? [students.rosterName, students.userId] : [users.name, users.id];
  // The whole school's list is planned for its own request each time (an unnamed statement): a
  // rare name reads the trigram index, a common one the name order, and one plan kept for both
  // would suit neither; and a kept plan, not knowing the page's size, assumes a tenth of 50,000
  // rows and starts parallel workers (7 ms for a 51-row page, against 0.5 planned for it).
  // Within a course it always reads the roster index.
  const statement = inCourse ? `students_page_${shape}` : '';
  const columns = {
    id: students.id,
    course: students.course,
    currentDifficultyLevel: students.currentDifficultyLevel,
    overallProgress: students.overallProgress,
    lastActivityAt: students.lastActivityAt,
    user: { id: userId, name },
  };
  const query = db.select(columns).from(students).$dynamic();
  // The pattern is lowered once (an init plan), not for each name a generic plan passes.
  const search = inCourse
    ? sql`${students.rosterSearch} like (select lower(${sql.placeholder('pattern')}))`
    : indexedContains(users.searchName, shape.includes('n'));
  return (inCourse ? query : query.innerJoin(users, eq(users.id, students.userId)))
    .where(
      and(
        inCourse ? eq(students.course, sql.placeholder('course')) : undefined,
        shape.includes('q') ? search : undefined,
        shape.includes('a') ? sql`(${name}, ${userId}) > (${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(name), asc(userId))
    .limit(pageLimit(statement))
    .prepare(statement);
});

/** A timestamp as JavaScript's toISOString() writes it, from inside a JSON-building query. */
const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The student's certifications as the dashboard statement writes them. */
interface DashboardCertification {
  id: string;
  status: string;
  enrollmentDate: string;
  expectedCompletionDate: string | null;
  completedUnits: number;
  totalUnits: number;
  certification: { name: string; description: string; course: Course | null };
}
type DashboardAssignment = {
  id: string;
  status: string;
  assignment: { id: string; title: string; description: string; type: string; dueDate: string; maxPoints: number; course: Course };
};

/** The course the dashboard's materials and events are of: the one asked for, or the student's own. */
const focus = sql`coalesce(${sql.placeholder('course')}::course, ${students.course})`;
const upcomingEvents = sql`from calendar_events where start_time > now() and is_public and (course = ${focus} or course is null)`;

/**
 * The student and everything their first screen shows, in one prepared statement:
 * certifications with their units counted, pending work (of `course`, or all), the first
 * materials and the next events of the course asked for (or the student's own) with their total,
 * and the open dialogues (capped at 100). One round trip instead of seven, planned once per
 * connection: on a busy server each statement costs more in the driver and in planning than in
 * reading the rows.
 */
const dashboardStatement = preparedPer((db) =>
  db
    .select({
      student: {
        id: students.id,
        userId: students.userId,
        course: students.course,
        currentDifficultyLevel: students.currentDifficultyLevel,
        overallProgress: students.overallProgress,
        name: users.name,
      },
      certifications: sql<DashboardCertification[]>`(select coalesce(json_agg(json_build_object(
            'id', sc.id, 'status', sc.status, 'enrollmentDate', ${isoOf(sql`sc.enrollment_date`)},
            'expectedCompletionDate', ${isoOf(sql`sc.expected_completion_date`)},
            'completedUnits', (select count(*) from student_unit_progress sup join course_units cu on cu.id = sup.unit_id
              where sup.student_id = sc.student_id and cu.course = c.course and sup.status = 'completed'),
            'totalUnits', (select count(*) from course_units cu where cu.course = c.course),
            'certification', json_build_object('name', c.name, 'description', c.description, 'course', c.course)
          ) order by c.name), '[]')
          from student_certifications sc join certifications c on c.id = sc.certification_id where sc.student_id = ${students.id})`,
      pendingAssignments: sql<DashboardAssignment[]>`(select coalesce(json_agg(json_build_object(
            'id', sa.id, 'status', sa.status,
            'assignment', json_build_object('id', a.id, 'title', a.title, 'description', a.description, 'type', a.type,
              'dueDate', ${isoOf(sql`a.due_date`)}, 'maxPoints', a.max_points, 'course', a.course)
          ) order by a.due_date), '[]')
          from student_assignments sa join assignments a on a.id = sa.assignment_id
          where sa.student_id = ${students.id} and sa.status = 'assigned' and (${sql.placeholder('course')}::course is null or a.course = ${sql.placeholder('course')}::course))`,
      recentMaterials: sql<
        { id: string; title: string; author: string | null; type: string }[]
      >`(select coalesce(json_agg(json_build_object('id', m.id, 'title', m.title, 'author', m.author, 'type', m.type) order by m.order_index), '[]')
          from (select * from course_materials where course = ${focus} order by order_index limit 3) m)`,
      upcomingEvents: sql<
        { id: string; title: string; type: string; startTime: string }[]
      >`(select coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'type', e.type, 'startTime', ${isoOf(sql`e.start_time`)}) order by e.start_time), '[]')
          from (select * ${upcomingEvents} order by start_time limit 5) e)`,
      upcomingEventsCount: sql<number>`(select count(*)::int ${upcomingEvents})`,
      openQuestions: sql<number>`(select count(*)::int from (select 1 from discussion_threads where student_id = ${students.id} and status = 'open' limit 100) t)`,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, sql.placeholder('id')))
    .prepare('student_dashboard'),
);

export async function dashboardOf(db: Database, studentId: string, course: Course | undefined) {
  const [row] = await dashboardStatement(db).execute({ id: studentId, course: course ?? null });
  return row;
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
 * A page of a student's assignments by due date, keyset on (due date, id). The
 * student's rows come from the (student, assignment, attempt) index; what is sorted is one
 * student's work (a programme's assignments), never the whole table.
 */
export async function listStudentAssignments(db: Database, studentId: string, query: { course?: Course; cursor?: string; limit: number }) {
  const after = query.cursor ? decodeCursor(ASSIGNMENT_LIST, query.cursor, ['time', 'uuid']) : null;
  const shape = `${query.course ? 'c' : ''}${after ? 'a' : ''}`;
  const rows = await assignmentPage(db, shape).execute({ studentId, course: query.course, afterTime: after?.[0], afterId: after?.[1], limit: query.limit + 1 });
  return pageOf(rows, query.limit, (row) => encodeCursor(ASSIGNMENT_LIST, [row.assignment.dueDate.toISOString(), row.id]));
}

/** A student's assignments by due date, per combination of filters (c: course, a: after a cursor), built once. */
const assignmentPage = preparedPer((db, shape: string) =>
  db
    .select(studentAssignmentFields)
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(
      and(
        eq(studentAssignments.studentId, sql.placeholder('studentId')),
        shape.includes('c') ? eq(assignments.course, sql.placeholder('course')) : undefined,
        shape.includes('a')
          ? afterTimeAndId(assignments.dueDate, studentAssignments.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')])
          : undefined,
      ),
    )
    .orderBy(asc(assignments.dueDate), asc(studentAssignments.id))
    .limit(pageLimit())
    .prepare(`assignment_page_${shape}`),
);

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
 * before the server received it (docs/decisions/004-offline.md).
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
  await db
    .update(students)
    .set({ currentDifficultyLevel: level, updatedAt: sql`now()` })
    .where(eq(students.id, studentId));
  return before.level;
}

export async function recordActivity(db: Database, values: typeof activities.$inferInsert | (typeof activities.$inferInsert)[]) {
  await db.insert(activities).values(Array.isArray(values) ? values : [values]);
}

/** A suggestion that the student move to another level, with the answers that show it (one per student). */
export async function saveRecommendation(db: Database, values: { studentId: string; fromLevel: number; toLevel: number; evidence: RecommendationEvidence[] }) {
  await db
    .insert(levelRecommendations)
    .values(values)
    .onConflictDoUpdate({
      target: levelRecommendations.studentId,
      set: { fromLevel: values.fromLevel, toLevel: values.toLevel, evidence: values.evidence, createdAt: sql`now()` },
    });
}

/** The educator has decided, or the evidence no longer holds: no suggestion stands. */
export async function clearRecommendation(db: Database, studentId: string) {
  await db.delete(levelRecommendations).where(eq(levelRecommendations.studentId, studentId));
}

/** The course's level recommendations, newest first, a page at a time. */
export async function recommendationPage(db: Database, options: { course?: Course; after?: [string, string]; limit: number }) {
  const shape = `${options.course ? 'c' : ''}${options.after ? 'a' : ''}`;
  return recommendationStatement(db, shape).execute({
    course: options.course,
    afterTime: options.after?.[0],
    afterId: options.after?.[1],
    limit: options.limit + 1,
  });
}

/** The recommendations list's statement per shape (c: a course, a: after a cursor), built once and kept with its plan. */
const recommendationStatement = preparedPer((db, shape: string) =>
  db
    .select({
      studentId: levelRecommendations.studentId,
      // The account's name, as the student's roster name carries it (drizzle/0022): no users row to read.
      studentName: students.rosterName,
      fromLevel: levelRecommendations.fromLevel,
      toLevel: levelRecommendations.toLevel,
      evidence: levelRecommendations.evidence,
      createdAt: levelRecommendations.createdAt,
      cursorTime: sql<string>`${levelRecommendations.createdAt}::text`,
    })
    .from(levelRecommendations)
    .innerJoin(students, eq(students.id, levelRecommendations.studentId))
    .where(
      and(
        shape.includes('c') ? eq(students.course, sql.placeholder('course')) : undefined,
        shape.includes('a')
          ? afterTimeAndId(levelRecommendations.createdAt, levelRecommendations.studentId, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc')
          : undefined,
      ),
    )
    .orderBy(desc(levelRecommendations.createdAt), desc(levelRecommendations.studentId))
    .limit(pageLimit())
    .prepare(`recommendations_page_${shape || 'all'}`),
);
