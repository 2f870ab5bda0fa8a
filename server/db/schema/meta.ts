import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about the database itself, such as which one-time seeds have run. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
