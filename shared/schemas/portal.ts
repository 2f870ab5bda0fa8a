import { z } from 'zod';
import { isoTimestamp, text } from './fields.ts';
import { COURSES } from '#shared/constants/courses.ts';
import { pageQuerySchema } from './fields.ts';

/** Spec point 7: most reads take an optional `?course=`, which must be one of the 11 courses. */
export const courseQuerySchema = z.object({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
});
export type CourseQuery = z.infer<typeof courseQuerySchema>;

const isoDate = isoTimestamp();
const nullableIsoDate = isoTimestamp().nullable();

/** Spec point 3, "Student dashboard", plus the counts the quick stats need. */
export const studentDashboardSchema = z.object({
  student: z.object({
    id: z.string().uuid(),
    course: z.enum(COURSES),
    currentDifficultyLevel: z.number().int().min(1).max(4),
    overallProgress: z.number().min(0).max(1),
    user: z.object({ name: z.string() }),
  }),
  certifications: z.array(
    z.object({
      id: z.string().uuid(),
      status: z.string(),
      progress: z.number().min(0).max(1),
      completedUnits: z.number().int(),
      totalUnits: z.number().int(),
      expectedCompletionDate: nullableIsoDate,
      certification: z.object({ name: z.string(), description: z.string(), course: z.enum(COURSES).nullable() }),
    }),
  ),
  pendingAssignments: z.array(
    z.object({
      id: z.string().uuid(),
      status: z.string(),
      assignment: z.object({
        id: z.string().uuid(),
        title: z.string(),
        description: z.string(),
        type: z.string(),
        dueDate: isoDate,
        maxPoints: z.number().int(),
        course: z.enum(COURSES),
      }),
    }),
  ),
  recentMaterials: z.array(z.object({ id: z.string().uuid(), title: z.string(), author: z.string().nullable(), type: z.string() })),
  upcomingEvents: z.array(z.object({ id: z.string().uuid(), title: z.string(), type: z.string(), startTime: isoDate })),
  upcomingEventsCount: z.number().int(),
  /** Socratic dialogues waiting for the student's answer (at most 100 counted). */
  openQuestions: z.number().int(),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/** Spec point 2, Calendar: event types class, assignment_due and event. */
export const CALENDAR_EVENT_TYPES = ['class', 'assignment_due', 'event'] as const;
export const calendarEventSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  course: z.enum(COURSES).nullable(),
  startTime: isoDate,
  endTime: nullableIsoDate,
  location: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
/**
 * GET /api/calendar-events: events starting in [from, to), by (start, id), a page at a
 * time. The month and day views ask for a window of time; `limit` still caps each answer and
 * `nextCursor` continues inside the same window, so no answer is unbounded.
 */
export const calendarEventListQuerySchema = pageQuerySchema
  .extend({
    course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
    /** Defaults to now: what is upcoming. */
    from: z.iso.datetime({ offset: true, message: 'validation.date_invalid' }).optional(),
    to: z.iso.datetime({ offset: true, message: 'validation.date_invalid' }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), { message: 'validation.date_range_invalid', path: ['to'] });
export type CalendarEventListQuery = z.infer<typeof calendarEventListQuerySchema>;
export const calendarEventPageSchema = z.object({ items: z.array(calendarEventSchema), nextCursor: z.string().nullable() });
export type CalendarEventPage = z.infer<typeof calendarEventPageSchema>;

/** Spec point 3, "Cohort meeting". Only `scheduled` meetings can be joined (spec point 4). */
export const cohortMeetingSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  course: z.enum(COURSES),
  status: z.string(),
  scheduledTime: isoDate,
  duration: z.number().int(),
  maxParticipants: z.number().int(),
  participantCount: z.number().int(),
  agenda: z.array(z.string()),
});
export type CohortMeeting = z.infer<typeof cohortMeetingSchema>;

/**
 * GET /api/cohort-meetings: `upcoming` meetings from `from` (default now) soonest
 * first, or `past` ones before it latest first, by (time, id), a page at a time.
 */
export const cohortMeetingListQuerySchema = pageQuerySchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
  when: z.enum(['upcoming', 'past'], { message: 'validation.choose_option' }).default('upcoming'),
  from: z.iso.datetime({ offset: true, message: 'validation.date_invalid' }).optional(),
});
export type CohortMeetingListQuery = z.infer<typeof cohortMeetingListQuerySchema>;
export const cohortMeetingPageSchema = z.object({ items: z.array(cohortMeetingSchema), nextCursor: z.string().nullable() });
export type CohortMeetingPage = z.infer<typeof cohortMeetingPageSchema>;

export const joinMeetingSchema = z.object({
  meetingId: z.string().uuid({ message: 'validation.id_invalid' }),
  studentId: z.string().uuid({ message: 'validation.id_invalid' }),
});
export const joinMeetingResponseSchema = z.object({ meetingUrl: z.string().url() });

/** A student's assignment with everything View shows (instructions, rubric, due date, points). */
export const studentAssignmentSchema = z.object({
  id: z.string().uuid(),
  status: z.string(),
  submittedAt: nullableIsoDate,
  grade: z.number().nullable(),
  feedback: z.string().nullable(),
  isLate: z.boolean(),
  submissionContent: z.string().nullable(),
  assignment: z.object({
    id: z.string().uuid(),
    course: z.enum(COURSES),
    title: z.string(),
    description: z.string(),
    type: z.string(),
    dueDate: isoDate,
    maxPoints: z.number().int(),
    instructions: z.string().nullable(),
    rubric: z.array(z.object({ criterion: z.string(), points: z.number() })).nullable(),
  }),
});
export type StudentAssignment = z.infer<typeof studentAssignmentSchema>;
/** GET /api/students/{id}/assignments: by due date, a page at a time. */
export const studentAssignmentListQuerySchema = pageQuerySchema.extend({
  course: z.enum(COURSES, { message: 'validation.course_invalid' }).optional(),
});
export const studentAssignmentPageSchema = z.object({ items: z.array(studentAssignmentSchema), nextCursor: z.string().nullable() });
export type StudentAssignmentPage = z.infer<typeof studentAssignmentPageSchema>;

export const submitAssignmentSchema = z.object({
  content: text('validation.submission_min').min(20, 'validation.submission_min').max(50_000, 'validation.too_long'),
  /** When the student submitted on their device (sent later when written offline); the server bounds it by when it received it. */
  submittedAt: z.iso.datetime({ offset: true, message: 'validation.date_invalid' }).optional(),
});
export type SubmitAssignmentInput = z.infer<typeof submitAssignmentSchema>;

export const studentAssignmentParamsSchema = z.object({
  id: z.string().uuid({ message: 'validation.id_invalid' }),
  studentAssignmentId: z.string().uuid({ message: 'validation.id_invalid' }),
});
