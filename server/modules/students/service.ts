import { queueAnalyticsRefresh } from '#server/modules/analytics/index.ts';
import { can } from '#shared/auth/permissions.ts';
import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound, notOwner } from '#server/errors.ts';
import type { Session } from '#server/plugins/session.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;

/**
 * A student reads only their own record; educators and admins read anyone's (spec point 6).
 * Throws unless `student` (the record looked up by id, if any) is one the session may read.
 */
function assertMayRead<T extends { userId: string }>(session: Session, student: T | undefined): asserts student is T {
  const mayReadAny = session.role !== null && can(session.role, 'read:student:any');
  if (!student) {
    // A student probing ids learns nothing about which exist.
    if (!mayReadAny) throw notOwner();
    throw notFound('Student not found');
  }
  if (!mayReadAny && student.userId !== session.user.id) throw notOwner();
}

export async function getStudentFor(db: Database, session: Session, studentId: string) {
  const student = await repo.findStudentById(db, studentId);
  assertMayRead(session, student);
  return student;
}

export const listStudents = repo.listStudents;

/**
 * When a certification will be finished at the pace so far: the time per completed unit,
 * times the units left. Before the first unit is done, the date set at enrollment stands.
 */
export function projectCompletion(enrollment: Date, completed: number, total: number, planned: Date | null, now = Date.now()): Date | null {
  if (total === 0) return planned;
  if (completed >= total) return new Date(now);
  if (completed === 0) return planned;
  const perUnit = Math.max(now - enrollment.getTime(), DAY_MS) / completed;
  return new Date(now + perUnit * (total - completed));
}

/** Spec point 3, "Student dashboard". */
export async function studentDashboard(db: Database, session: Session, studentId: string, course?: Course) {
  const row = await repo.dashboardOf(db, studentId, course);
  assertMayRead(session, row?.student);
  const { student, certifications: certs, ...rest } = row!;
  return {
    student: {
      id: student.id,
      course: student.course,
      currentDifficultyLevel: student.currentDifficultyLevel,
      overallProgress: student.overallProgress,
      user: { name: student.name },
    },
    certifications: certs.map((c) => ({
      id: c.id,
      status: c.status,
      completedUnits: c.completedUnits,
      totalUnits: c.totalUnits,
      progress: c.totalUnits === 0 ? 0 : c.completedUnits / c.totalUnits,
      // The statement writes timestamps as ISO text; the projection computes with dates.
      expectedCompletionDate: projectCompletion(
        new Date(c.enrollmentDate),
        c.completedUnits,
        c.totalUnits,
        c.expectedCompletionDate ? new Date(c.expectedCompletionDate) : null,
      ),
      certification: c.certification,
    })),
    ...rest,
  };
}

export async function studentAssignments(db: Database, session: Session, studentId: string, query: { course?: Course; cursor?: string; limit: number }) {
  await getStudentFor(db, session, studentId);
  return repo.listStudentAssignments(db, studentId, query);
}

/** A student submits their own work; the late flag comes from the due date. */
export async function submitAssignment(
  db: Database,
  session: Session,
  studentId: string,
  studentAssignmentId: string,
  content: string,
  submittedOnDevice?: Date,
) {
  if (session.user.studentId !== studentId) throw notOwner();
  return db.transaction(async (tx) => {
    const existing = await repo.findStudentAssignment(tx, studentId, studentAssignmentId);
    if (!existing) throw notFound('Assignment not found');
    if (!(await repo.markSubmitted(tx, studentAssignmentId, content, submittedOnDevice))) {
      throw new AppError(409, 'ALREADY_SUBMITTED', 'This assignment has already been submitted');
    }
    await repo.recordActivity(tx, {
      studentId,
      type: 'assignment_submitted',
      description: `Submitted "${existing.assignment.title}"`,
      metadata: { studentAssignmentId },
    });
    return (await repo.findStudentAssignment(tx, studentId, studentAssignmentId))!;
  });
}

/** Spec point 4: a level moves only through an educator's explicit apply; the change is recorded as an activity. */
export async function adjustDifficulty(db: Database, session: Session, studentId: string, level: number) {
  await db.transaction(async (tx) => {
    const previous = await repo.setDifficulty(tx, studentId, level);
    if (previous === null) throw notFound('Student not found');
    // The educator has decided: a pending level suggestion is settled either way.
    await repo.clearRecommendation(tx, studentId);
    await repo.recordActivity(tx, {
      studentId,
      type: 'difficulty_adjusted',
      description: `Difficulty level changed from ${previous} to ${level}`,
      metadata: { from: previous, to: level, by: session.user.id },
    });
    // The level distribution the educator is looking at catches up in seconds, not at its next expiry.
    await queueAnalyticsRefresh(tx);
  });
  return (await repo.findStudentById(db, studentId))!;
}

/** Records what a student did, for their activity list and the last-active date educators see. */
export function recordActivity(db: Database, values: Parameters<typeof repo.recordActivity>[1]) {
  return repo.recordActivity(db, values);
}

/** Level suggestions drawn from a student's answers (the Socratic dialogue makes them; the educator decides). */
export const saveLevelRecommendation = repo.saveRecommendation;
export const clearLevelRecommendation = repo.clearRecommendation;
export const levelRecommendationPage = repo.recommendationPage;
