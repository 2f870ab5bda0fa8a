import { z } from 'zod';
import { isoTimestamp, optionalText } from './fields.ts';
import { pageQuerySchema } from './fields.ts';
import { rosterEntrySchema } from './educator.ts';
import { COURSES } from '#shared/constants/courses.ts';
import { ROLES } from '#shared/auth/permissions.ts';

/** Spec point 3, "Student list item": the student with a nested user. */
export const studentSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  course: z.enum(COURSES),
  literacyScore: z.number().int(),
  benchmarkingScore: z.number().int(),
  educationLevel: z.number().int(),
  currentDifficultyLevel: z.number().int().min(1).max(4),
  overallProgress: z.number().min(0).max(1),
  createdAt: isoTimestamp(),
  updatedAt: isoTimestamp(),
  /** The student's latest recorded activity (Student Performance Overview, "Last Activity"). */
  lastActivityAt: isoTimestamp().nullable(),
  user: z.object({ id: z.string().uuid(), name: z.string(), role: z.enum(ROLES) }),
});
export type Student = z.infer<typeof studentSchema>;

/**
 * A page of students by name (never every student at once), and the cursor to the next.
 * Each is a roster entry: what the roster and the pickers show, not the whole record.
 */
export const studentPageSchema = z.object({ items: z.array(rosterEntrySchema), nextCursor: z.string().nullable() });
export type StudentPage = z.infer<typeof studentPageSchema>;

/** Students of a course (or all), optionally those whose name contains `q`, 50 a page by default. */
export const studentListQuerySchema = pageQuerySchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
  q: optionalText(100),
});
export type StudentListQuery = z.input<typeof studentListQuerySchema>;

export const studentIdParamsSchema = z.object({
  id: z.string().uuid({ message: 'validation.id_invalid' }),
});
