import { z } from 'zod';
import { COURSES } from '#shared/constants/courses.ts';
import { isoTimestamp, pageQuerySchema, text } from './fields.ts';

/**
 * Grading: an educator's queue of submitted work in a
 * course, oldest first a page at a time, and the grade and feedback the student is told about.
 */
export const submissionQuerySchema = pageQuerySchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }),
});

export const submissionToGradeSchema = z.object({
  id: z.string().uuid(),
  studentName: z.string(),
  assignmentTitle: z.string(),
  maxPoints: z.number().int(),
  submittedAt: isoTimestamp().nullable(),
  isLate: z.boolean(),
  content: z.string().nullable(),
});
export type SubmissionToGrade = z.infer<typeof submissionToGradeSchema>;

export const submissionPageSchema = z.object({ items: z.array(submissionToGradeSchema), nextCursor: z.string().nullable() });
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const gradeSubmissionSchema = z.object({
  grade: z.number({ message: 'validation.grade_invalid' }).min(0, 'validation.grade_invalid'),
  feedback: text('validation.feedback_required').min(1, 'validation.feedback_required').max(10_000, 'validation.too_long'),
});
export type GradeSubmissionInput = z.infer<typeof gradeSubmissionSchema>;

export const submissionParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });

export const gradedSubmissionSchema = z.object({ id: z.string().uuid(), grade: z.number(), feedback: z.string(), gradedAt: isoTimestamp() });
