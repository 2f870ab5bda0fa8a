import { z } from 'zod';
import { isoTimestamp, linkSecret } from './fields.ts';

/** How long the applicant may take once started, by default, and the bounds an admin may set. */
export const DEFAULT_ASSESSMENT_MINUTES = 45;
/** From the scheduled time, how long the assessment may be started (a day: connections fail, shifts differ). */
export const ASSESSMENT_WINDOW_HOURS = 24;

const token = linkSecret();

/** POST /api/admin/applications/:id/assessment: when, and for how long. */
export const scheduleAssessmentSchema = z.object({
  scheduledAt: z.iso.datetime({ offset: true, message: 'validation.datetime_invalid' }),
  durationMinutes: z.number().int().min(10, 'validation.duration_range').max(180, 'validation.duration_range').default(DEFAULT_ASSESSMENT_MINUTES),
});
export type ScheduleAssessmentInput = z.input<typeof scheduleAssessmentSchema>;

export const assessmentTokenSchema = z.object({ token });
export const saveAssessmentAnswerSchema = z.object({
  token,
  level: z.number().int().min(1).max(4),
  answer: z.string().max(10_000, 'validation.too_long'),
});

export const ASSESSMENT_STATUSES = ['scheduled', 'started', 'submitted', 'analysed'] as const;

/** What the applicant's page shows: before the time only when it opens; from then the passage and questions. */
export const assessmentViewSchema = z.object({
  firstName: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  scheduledAt: isoTimestamp(),
  durationMinutes: z.number().int(),
  /** Until when it may be started. */
  closesAt: isoTimestamp(),
  startedAt: isoTimestamp().nullable(),
  /** When answers stop being taken: the start plus the duration. */
  deadline: isoTimestamp().nullable(),
  passage: z.string().nullable(),
  questions: z.array(z.object({ level: z.number().int(), content: z.string() })).nullable(),
  answers: z.record(z.string(), z.string()),
});
export type AssessmentView = z.infer<typeof assessmentViewSchema>;

/** One answer as the engine read it, with the points it suggests (out of 25). */
export const assessedAnswerSchema = z.object({
  level: z.number().int(),
  question: z.string(),
  answer: z.string(),
  wordCount: z.number().int(),
  meetsLevel: z.boolean(),
  keywordsAddressed: z.array(z.string()),
  keywordsMissed: z.array(z.string()),
  reasons: z.number().int(),
  evidence: z.number().int(),
  points: z.number(),
});

/** GET /api/admin/applications/:id/assessment: the schedule, the answers, and the engine's reading of them. */
export const assessmentReviewSchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES),
  scheduledAt: isoTimestamp(),
  durationMinutes: z.number().int(),
  startedAt: isoTimestamp().nullable(),
  submittedAt: isoTimestamp().nullable(),
  answers: z.array(assessedAnswerSchema).nullable(),
  /** The engine's suggested score (0-100); the admin confirms or changes it. */
  suggestedScore: z.number().nullable(),
});
export type AssessmentReview = z.infer<typeof assessmentReviewSchema>;
