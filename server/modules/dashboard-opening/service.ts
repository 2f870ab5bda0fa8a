import { can } from '#shared/auth/permissions.ts';
import { DEFAULT_COURSE } from '#shared/constants/courses.ts';
import { ROSTER_PAGE_SIZE } from '#shared/constants/lists.ts';
import type { Database } from '#server/db/client.ts';
import type { Session } from '#server/plugins/session.ts';
import { cohortAndGaps } from '#server/modules/analytics/index.ts';
import { presentUser } from '#server/modules/auth/index.ts';
import { listStudents, studentDashboard } from '#server/modules/students/index.ts';

/**
 * The signed-in user and what their dashboard shows first, each part read as its own endpoint
 * reads it and only where the session's role may see it: the same answers as those requests.
 */
export async function firstScreen(db: Database, session: Session, maxAgeMs: number) {
  const user = presentUser(session);
  const empty = { user, course: DEFAULT_COURSE, dashboard: null, cohort: null, gaps: null, students: null };
  if (session.role === 'student' && session.user.studentId) {
    const course = session.user.studentCourse ?? DEFAULT_COURSE;
    return { ...empty, course, dashboard: await studentDashboard(db, session, session.user.studentId, course) };
  }
  if (session.role && can(session.role, 'read:analytics:any') && can(session.role, 'read:student:any')) {
    const course = DEFAULT_COURSE;
    const [{ cohort, gaps }, students] = await Promise.all([cohortAndGaps(db, course, maxAgeMs), listStudents(db, { course, limit: ROSTER_PAGE_SIZE })]);
    return { ...empty, course, cohort, gaps, students };
  }
  return empty;
}
