import { z } from 'zod';
import type { Role } from '#shared/auth/permissions.ts';
import { LANGUAGES, type LanguageCode } from '#shared/constants/languages.ts';
import { isoTimestamp, linkSecret, pageQuerySchema, text } from './fields.ts';

/** What a notification is about; the screen words each kind in the reader's language. */
export const NOTIFICATION_KINDS = [
  'socratic_question',
  'educator_comment',
  'assignment_graded',
  'welcome',
  'application_received',
  'assessment_submitted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds also e-mailed, and so the ones a user can turn e-mail off for, by the role that
 * receives them. The welcome is not: the invitation e-mail already says it.
 */
export const EMAILED_KINDS_BY_ROLE = {
  student: ['socratic_question', 'educator_comment', 'assignment_graded'],
  educator: [],
  admin: ['application_received', 'assessment_submitted'],
} as const satisfies Record<Role, readonly NotificationKind[]>;
export const EMAILED_KINDS: readonly NotificationKind[] = [...new Set(Object.values(EMAILED_KINDS_BY_ROLE).flat())];

export const notificationSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.string()),
  link: z.string(),
  readAt: isoTimestamp().nullable(),
  createdAt: isoTimestamp(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A cohort meeting of the student's course that starts within the hour: shown while it is so. */
export const meetingSoonSchema = z.object({ id: z.string().uuid(), title: z.string(), startTime: isoTimestamp() });

/** GET /api/notifications: newest first, a page at a time, with the unread count and meetings starting soon. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  nextCursor: z.string().nullable(),
  meetingsSoon: z.array(meetingSoonSchema),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationQuerySchema = pageQuerySchema;
export const notificationParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });

/** GET/PUT /api/me/notification-settings: where and in which language e-mail goes, and which kinds are e-mailed. */
export const notificationSettingsSchema = z.object({
  email: text().email('validation.email_invalid').max(254, 'validation.too_long').nullable(),
  language: z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]], { message: 'validation.required' }),
  /** Of the kinds e-mailed to the user's role, those they want e-mailed. */
  emailKinds: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/**
 * The settings as read back: `email` is the confirmed address, the only one mail goes to; an
 * address waiting for its confirmation link is `pendingEmail`. Also the kinds the
 * user's role may have e-mailed, which the screen lists, and after a save whether a confirmation
 * link was mailed (false: the address has had its share of links today).
 */
export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  available: z.array(z.enum(NOTIFICATION_KINDS)),
  pendingEmail: z.string().nullable(),
  pendingEmailExpired: z.boolean(),
  confirmationMailed: z.boolean().nullable().optional(),
});
/** POST /api/me/email-confirmation: the token of the link mailed to a new address. */
export const emailConfirmationSchema = z.object({ token: linkSecret() });
export const emailConfirmedSchema = z.object({ email: z.string() });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;
