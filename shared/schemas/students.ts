import { z } from 'zod';
import { isoTimestamp } from './fields.ts';
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

export const studentListSchema = z.array(studentSchema);

export const studentListQuerySchema = z.object({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
});

export const studentIdParamsSchema = z.object({
  id: z.string().uuid({ message: 'validation.id_invalid' }),
});
