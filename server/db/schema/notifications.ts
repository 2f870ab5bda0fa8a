import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '#shared/schemas/notifications.ts';
import { users } from './accounts.ts';

/**
 * What the bell shows. Stored without words: the kind and its details, which
 * the reader's screen puts into their language; `link` is where opening it goes.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting to be e-mailed: the notifications mail job picks these up, writes the message (or not, if muted) and clears it. */
    mailPending: boolean('mail_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.mailPending}`),
  ],
);
