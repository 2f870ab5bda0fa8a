import { and, asc, eq, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { z } from 'zod';
import type { GradeSubmissionInput, submissionPageSchema } from '#shared/schemas/grading.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { assignments, studentAssignments, students } from '#server/db/schema/index.ts';
import { AppError, notFound, validationFailed } from '#server/errors.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import type { Session } from '#server/plugins/session.ts';
import { notify } from '#server/modules/notifications/index.ts';

const LIST = 'submissions';

/**
 * The course's submitted, ungraded work, oldest first (the student who waited longest is graded
 * first), by keyset on (course, received_at, id) over the partial index of submitted rows: a page
 * reads its own rows only, whatever the other courses have waiting (drizzle/0024).
 */
export async function listSubmissionsToGrade(
  db: Database,
  query: { course: Course; cursor?: string; limit: number },
): Promise<z.input<typeof submissionPageSchema>> {
  const after = query.cursor ? decodeCursor(LIST, query.cursor, ['time', 'uuid']) : null;
  const rows = await submissionPage(db, after ? 'after' : 'first').execute({
    course: query.course,
    afterTime: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  // The rows as read: the response schema drops the sort key and writes the dates (a
  // presenter copying each row first cost as much again as that parse).
  return pageOf(rows, query.limit, (row) => encodeCursor(LIST, [row.sortKey, row.id]));
}

/** The grading list's statement, for a first page and for a page after a cursor, built once. */
const submissionPage = preparedPer((db, shape: 'first' | 'after') =>
  db
    .select({
      id: studentAssignments.id,
      // The student's roster name, copied onto their assignment (drizzle/0027): no students row to read.
      studentName: studentAssignments.studentName,
      assignmentTitle: assignments.title,
      maxPoints: assignments.maxPoints,
      submittedAt: studentAssignments.submittedAt,
      isLate: studentAssignments.isLate,
      content: studentAssignments.submissionContent,
      sortKey: sql<string>`${studentAssignments.receivedAt}::text`,
    })
    .from(studentAssignments)
    .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
    .where(
      and(
        // A literal, so that the kept plan reads the partial index of submitted work.
        sql`${studentAssignments.status} = 'submitted'`,
        eq(studentAssignments.course, sql.placeholder('course')),
        shape === 'after'
          ? afterTimeAndId(studentAssignments.receivedAt, studentAssignments.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')])
          : undefined,
      ),
    )
    .orderBy(asc(studentAssignments.receivedAt), asc(studentAssignments.id))
    .limit(pageLimit())
    .prepare(`submissions_page_${shape}`),
);

/**
 * Grades a submission (or changes the grade of a graded one) and tells the student, in one
 * transaction. A grade above the assignment's points is a 400 naming `grade`.
 */
export async function gradeSubmission(db: Database, session: Session, id: string, input: GradeSubmissionInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: studentAssignments.status, maxPoints: assignments.maxPoints, title: assignments.title, userId: students.userId })
      .from(studentAssignments)
      .innerJoin(assignments, eq(assignments.id, studentAssignments.assignmentId))
      .innerJoin(students, eq(students.id, studentAssignments.studentId))
      .where(eq(studentAssignments.id, id))
      .for('update', { of: studentAssignments });
    if (!row) throw notFound('No such submission');
    if (row.status !== 'submitted' && row.status !== 'graded') throw new AppError(409, 'NOT_SUBMITTED', 'This assignment has not been submitted yet');
    if (input.grade > row.maxPoints) throw validationFailed({ grade: 'validation.grade_invalid' });
    const gradedAt = new Date();
    await tx
      .update(studentAssignments)
      .set({ status: 'graded', grade: input.grade, feedback: input.feedback, gradedAt, gradedBy: session.user.id })
      .where(eq(studentAssignments.id, id));
    await notify(
      tx,
      row.userId,
      'assignment_graded',
      { assignment: row.title, grade: String(input.grade), max: String(row.maxPoints) },
      '/dashboard?tab=assignments',
    );
    return { id, grade: input.grade, feedback: input.feedback, gradedAt: gradedAt.toISOString() };
  });
}
