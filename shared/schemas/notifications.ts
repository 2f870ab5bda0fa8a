import { z } from 'zod';
import { isoTimestamp } from './fields.ts';

/** What a notification is about (issue 14, item 5); the screen words each kind in the reader's language. */
export const NOTIFICATION_KINDS = ['socratic_question', 'educator_comment', 'welcome'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

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

export const notificationQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const notificationParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });
