import { z } from 'zod';
import { calendarDate, isoTimestamp } from './fields.ts';

/**
 * The admissions calendar: the academic year and the intakes the public pages
 * show, which an admin changes in the portal. Acceptance places a new student in the first
 * intake that has not started.
 */
export const intakeSchema = z
  .object({
    /** The cohort's first day. */
    startsOn: calendarDate(),
    /** The last day to apply for it. */
    applicationDeadline: calendarDate(),
  })
  .refine((intake) => intake.applicationDeadline < intake.startsOn, { path: ['applicationDeadline'], message: 'validation.deadline_after_start' });
export type Intake = z.infer<typeof intakeSchema>;

export const admissionsCalendarSchema = z.object({
  /** "2026-2027": two consecutive years. */
  academicYear: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^\d{4}-\d{4}$/, 'validation.academic_year_invalid')
    .refine((year) => Number(year.slice(5)) === Number(year.slice(0, 4)) + 1, 'validation.academic_year_invalid'),
  intakes: z
    .array(intakeSchema)
    .min(1, 'validation.intakes_required')
    .max(6, 'validation.intakes_max')
    .refine((intakes) => new Set(intakes.map((i) => i.startsOn)).size === intakes.length, 'validation.intakes_duplicate'),
});
export type AdmissionsCalendar = z.infer<typeof admissionsCalendarSchema>;

/**
 * GET /api/admissions/calendar (public) and the admin's copy: the calendar with its intakes in
 * date order. `upcoming` are those not yet started, the ones the public pages list; `updatedAt`
 * is null while the calendar is the default one computed from today's date.
 */
export const admissionsCalendarResponseSchema = admissionsCalendarSchema.extend({
  upcoming: z.array(intakeSchema),
  updatedAt: isoTimestamp().nullable(),
});
export type AdmissionsCalendarResponse = z.infer<typeof admissionsCalendarResponseSchema>;
