import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One pending Canva authorization (OAuth 2.0 code flow with PKCE): the random `state` sent to
 * Canva, the PKCE verifier that must accompany the code, and the user who started it. Rows are
 * single-use and expire after 10 minutes (server/modules/canva/service.ts).
 */
export const designServiceOauthStates = pgTable(
  'design_service_oauth_states',
  {
    state: text('state').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_service_oauth_states_created_idx').on(t.createdAt)],
);
