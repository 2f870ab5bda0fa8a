import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { currentUserSchema } from './auth.ts';
import { cohortAnalyticsSchema, performanceGapListSchema } from './educator.ts';
import { studentDashboardSchema } from './portal.ts';
import { studentPageSchema } from './students.ts';

/**
 * GET /api/me/first-screen, one request that brings what the first screen needs: the signed-in
 * user and what their dashboard opens on. A student's dashboard in their
 * course; for staff, the course's figures, gaps and first page of students. Null where the role
 * does not see it.
 */
export const firstScreenSchema = z.object({
  user: currentUserSchema,
  /** The course the rest is for: the student's own, or the default staff open on. */
  course: z.enum(COURSES),
  dashboard: studentDashboardSchema.nullable(),
  cohort: cohortAnalyticsSchema.nullable(),
  gaps: performanceGapListSchema.nullable(),
  students: studentPageSchema.nullable(),
});
export type FirstScreen = z.infer<typeof firstScreenSchema>;
