import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Writes made offline and sent again when the connection returns: the client sends each with an
 * `Idempotency-Key`; the first request's answer is kept here, written in the write's own
 * transaction (a crash leaves both or neither), and a replay of the same key gets that answer
 * instead of doing the write again. `scope` is the signed-in user, or `public` for routes anyone may call,
 * so one user's key never answers another's request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    /** Lowercase hex SHA-256 of the client's key: the key itself, which decrypts the answer, is not kept. */
    key: text('key').notNull(),
    /** HMAC, under the client's key, of the first request's method, route and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null only inside the first request's transaction (and in rows from before migration 0032). */
    statusCode: integer('status_code'),
    /** The answer's body, AES-256-GCM under a key derived from the client's key; null in rows from before migration 0032. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
