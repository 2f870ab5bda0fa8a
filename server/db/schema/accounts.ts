import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/auth/permissions.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { NotificationKind } from '#shared/schemas/notifications.ts';

export const userRole = pgEnum('user_role', ROLES);

/** Spec point 3, users. `password` holds an argon2id hash, never the password itself. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    role: userRole('role').notNull().default('student'),
    name: text('name').notNull(),
    /**
     * The name in lower case, for "contains" searches across the school: LIKE on it, read with the
     * name from the (name, id) index, costs a fraction of ILIKE on the name, which lowers every name
     * it passes (issue 16, item 1).
     */
    searchName: text('search_name').generatedAlwaysAs((): SQL => sql`lower(${users.name})`),
    /** Where notifications are e-mailed (issue 14, item 5); an accepted applicant's is the one they applied with. */
    email: text('email'),
    /** The language their e-mail is written in: the one they applied in, or the one they chose. */
    language: text('language').$type<LanguageCode>().notNull().default('en'),
    /** Kinds of notification this user does not want e-mailed; the bell still shows them. */
    emailMuted: text('email_muted').array().$type<NotificationKind[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case: "Grace" and "grace" are one person.
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // users_name_id_idx (name, id) INCLUDE (search_name) is written by hand in drizzle/0029 (drizzle-kit
    // cannot write INCLUDE): the students list pages by name (issue 16), and a search reads it alone.
    // "Find a student" matches any part of a name (LIKE '%q%' on search_name): trigrams answer a rare one without reading every name (issue 16, item 1).
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/**
 * Server-side sessions. `id` is the SHA-256 of the cookie token, so a leaked table cannot be
 * replayed as cookies. `activeRole` is the role a privileged account chose at the
 * role-selection step (spec point 5); null means the step is still pending.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeRole: userRole('active_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Browsers that have signed in to an account (issue 10, item 4; OWASP's "device cookies"): a
 * guess from one of them is not counted with guesses from the rest of the internet, so a flood
 * of wrong passwords against an account cannot lock its owner out. `tokenHash` is the SHA-256
 * of the cookie's random token.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_devices_user_id_idx').on(t.userId), index('login_devices_last_used_idx').on(t.lastUsedAt)],
);

/** Fixed-window counters for rate limits, in the database so every app process shares them. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().default(sql`now()`),
  count: integer('count').notNull().default(0),
});

/**
 * A one-time link to set a password (issue 14, item 4): sent when an application is accepted.
 * Only the SHA-256 of the token is stored; it expires, and it works once.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_invitations_token_idx').on(t.tokenHash), index('account_invitations_user_idx').on(t.userId)],
);
