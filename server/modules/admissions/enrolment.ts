import { and, eq } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { levelForIntakeScore } from '#shared/constants/difficulty-levels.ts';
import type { Database } from '#server/db/client.ts';
import { applications, certifications, studentCertifications, students, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { createInvitation } from '#server/modules/accounts/index.ts';
import { notify } from '#server/modules/notifications/index.ts';
import { nextIntake } from './calendar.ts';

export interface Enrolment {
  studentId: string;
  username: string;
  level: number;
  intakeStart: string;
  /** The one-time token of the set-password link; only its hash is stored. */
  invitationToken: string;
  invitationDays: number;
}

type ApplicationRow = typeof applications.$inferSelect;

/**
 * Makes an accepted applicant a student, in the caller's transaction: an
 * account whose username is their e-mail and whose password they choose through a one-time link;
 * a student record in the chosen course at the intake level the score sets; enrolment in that
 * course's certification; a place in the next cohort of the admissions calendar; e-mail in the language they applied in. `unusablePasswordHash` is the hash of a
 * random secret no one knows, so the account cannot be signed into before the link is used.
 */
export async function enrolApplicant(tx: Database, application: ApplicationRow, course: Course, unusablePasswordHash: string, now: Date): Promise<Enrolment> {
  const username = application.email!.toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({
      username,
      password: unusablePasswordHash,
      name: `${application.firstName} ${application.lastName}`.trim(),
      role: 'student',
      email: username,
      language: application.language,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) {
    throw new AppError(409, 'ACCOUNT_EXISTS', `An account named ${username} already exists; the applicant can sign in with it`, {
      status: 'validation.account_exists',
    });
  }
  const level = levelForIntakeScore(application.assessmentScore ?? 0);
  const intakeStart = await nextIntake(tx, now);
  const [student] = await tx.insert(students).values({ userId: user.id, course, currentDifficultyLevel: level, intakeStart }).returning({ id: students.id });
  const [certification] = await tx
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.course, course), eq(certifications.isActive, true)))
    .limit(1);
  if (certification)
    await tx
      .insert(studentCertifications)
      .values({ studentId: student!.id, certificationId: certification.id, enrollmentDate: new Date(`${intakeStart}T00:00:00Z`) });
  const invitation = await createInvitation(tx, user.id, now);
  await notify(tx, user.id, 'welcome', { course, level: String(level) });
  return { studentId: student!.id, username, level, intakeStart, invitationToken: invitation.token, invitationDays: invitation.days };
}
