import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { isoTimestamp } from './fields.ts';

/** Spec point 3, "Cohort analytics". Engagement is a percentage (0-100); distribution keys are levels "1"-"4". */
export const cohortAnalyticsSchema = z.object({
  totalStudents: z.number().int(),
  averageEngagement: z.number().min(0).max(100),
  difficultyDistribution: z.record(z.enum(['1', '2', '3', '4']), z.number().int()),
  /** When these figures were computed from every student's rows (kept, not recomputed per request). */
  computedAt: isoTimestamp(),
});
export type CohortAnalytics = z.infer<typeof cohortAnalyticsSchema>;

/** Spec point 3, "Performance gap": a learning objective many students have not mastered. */
export const performanceGapSchema = z.object({
  objectiveId: z.string().uuid(),
  objectiveTitle: z.string(),
  category: z.string(),
  studentsAffected: z.number().int(),
  averageProgress: z.number().min(0).max(1),
});
export type PerformanceGap = z.infer<typeof performanceGapSchema>;
export const performanceGapListSchema = z.array(performanceGapSchema);

/** Spec point 7: PATCH /api/students/{id}/difficulty takes an integer level 1-4, nothing else. */
export const difficultyUpdateSchema = z.object({
  level: z
    .number({ message: 'validation.level_invalid' })
    .int('validation.level_invalid')
    .min(1, 'validation.level_invalid')
    .max(4, 'validation.level_invalid'),
});
export type DifficultyUpdate = z.infer<typeof difficultyUpdateSchema>;

/** Educator view of the roster (spec point 2, Student Performance Overview): the student, their user, last activity. */
export const rosterEntrySchema = z.object({
  id: z.string().uuid(),
  course: z.enum(COURSES),
  currentDifficultyLevel: z.number().int(),
  overallProgress: z.number(),
  lastActivityAt: isoTimestamp().nullable(),
  user: z.object({ id: z.string().uuid(), name: z.string() }),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
