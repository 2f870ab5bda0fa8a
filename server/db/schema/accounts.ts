import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '#shared/auth/permissions.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { NotificationKind } from '#shared/schemas/notifications.ts';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import type { StaffAccessAction } from '#shared/schemas/staff.ts';

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
     * name from the (name, id) index, costs a fraction of ILIKE on the name, which lowers every
     * name it passes.
     */
    searchName: text('search_name').generatedAlwaysAs((): SQL => sql`lower(${users.name})`),
    /**
     * Where notifications are e-mailed: a confirmed address only. An accepted
     * applicant's is the one they applied with; any other is confirmed by a link first.
     */
    email: text('email'),
    /** An address the user asked for, not yet confirmed: it receives only the confirmation link. */
    pendingEmail: text('pending_email'),
    /** SHA-256 of the confirmation link's token, and when that link stops working. */
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    /** The language their e-mail is written in: the one they applied in, or the one they chose. */
    language: text('language').$type<LanguageCode>().notNull().default('en'),
    /** Kinds of notification this user does not want e-mailed; the bell still shows them. */
    emailMuted: text('email_muted')
      .array()
      .$type<NotificationKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * An educator account's standing: 'pending' until an admin approves it, then
     * 'approved'; 'refused' or 'revoked' after an admin's decision. Null for students and admins.
     * Only an approved educator acts as an educator; the history is in staff_access_events.
     */
    staffAccess: text('staff_access').$type<StaffAccess>(),
    /** When staffAccess last changed: the staff lists are ordered by it. */
    staffAccessChangedAt: timestamp('staff_access_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique regardless of case: "Grace" and "grace" are one person.
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // users_name_id_idx (name, id) INCLUDE (search_name) is written by hand in drizzle/0029 (drizzle-kit
    // cannot write INCLUDE): the students list pages by name, and a search reads it alone.
    // "Find a student" matches any part of a name (LIKE '%q%' on search_name): trigrams answer a rare one without reading every name.
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The admin's staff lists: one status, most recent change first (educators only; students are left out).
    index('users_staff_access_idx')
      .on(t.staffAccess, t.staffAccessChangedAt, t.id)
      .where(sql`${t.staffAccess} is not null`),
    // A confirmation link is looked up by its token's hash.
    uniqueIndex('users_pending_email_token_idx')
      .on(t.pendingEmailTokenHash)
      .where(sql`${t.pendingEmailTokenHash} is not null`),
    check('users_staff_access_check', sql`${t.staffAccess} in ('pending', 'approved', 'refused', 'revoked')`),
  ],
);

/**
 * What happened to an educator account's access, and who did it: the request at
 * registration (with the requester's note), an admin's invitation, approval, refusal, revocation.
 * Rows are only added, never changed.
 */
export const staffAccessEvents = pgTable(
  'staff_access_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<StaffAccessAction>().notNull(),
    /** The admin who decided or invited; null for the request itself and for the migration. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_access_events_user_idx').on(t.userId, t.createdAt),
    check('staff_access_events_action_check', sql`${t.action} in ('requested', 'invited', 'approved', 'refused', 'revoked', 'migrated')`),
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
 * Browsers that have signed in to an account (OWASP's "device cookies"): a
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
  windowStart: timestamp('window_start', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  count: integer('count').notNull().default(0),
});

/**
 * A one-time link to set a password: sent when an application is accepted.
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
