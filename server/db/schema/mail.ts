import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '#shared/constants/languages.ts';

export type MailStatus = 'queued' | 'sent' | 'failed';

/**
 * Outgoing mail. A message is written here in the same transaction as the
 * event that causes it, with a job that sends it; the row records whether it went. The bodies are
 * rendered when queued, in the recipient's language, so a retry sends exactly the same message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    /** What the message is (`application-received`), for the admin's view and for tests. */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_created_idx').on(t.status, t.createdAt)],
);
