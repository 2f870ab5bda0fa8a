import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { accountInvitations, students, users } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { assertNotCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';
import { sessionUserOf } from '#server/plugins/session.ts';

/** How long a set-password link works. */
export const INVITATION_DAYS = 14;

/** A new one-time link for `userId`: the token goes in the e-mail, only its hash is stored. */
export async function createInvitation(tx: Database, userId: string, now: Date) {
  const token = newSecretToken();
  await tx.insert(accountInvitations).values({ userId, tokenHash: hashOfToken(token), expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000) });
  return { token, days: INVITATION_DAYS };
}

const invalid = () =>
  new AppError(404, 'INVITATION_INVALID', 'This link is not valid. Check that it was copied whole.', { token: 'validation.invitation_invalid' });
const expired = () =>
  new AppError(410, 'INVITATION_EXPIRED', 'This link has expired. Ask the admissions office for a new one.', { token: 'validation.invitation_expired' });
const used = () =>
  new AppError(410, 'INVITATION_USED', 'This link has already been used. Sign in with the password you chose.', { token: 'validation.invitation_used' });

async function findUsable(db: Database, token: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: accountInvitations.id,
      userId: accountInvitations.userId,
      expiresAt: accountInvitations.expiresAt,
      usedAt: accountInvitations.usedAt,
      name: users.name,
      username: users.username,
    })
    .from(accountInvitations)
    .innerJoin(users, eq(users.id, accountInvitations.userId))
    .where(eq(accountInvitations.tokenHash, hashOfToken(token)));
  const [row] = await (options.forUpdate ? query.for('update', { of: accountInvitations }) : query);
  if (!row) throw invalid();
  if (row.usedAt) throw used();
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  return row;
}

/** Who a link is for, so the page can greet them and show their username. */
export async function lookupInvitation(db: Database, token: string) {
  const row = await findUsable(db, token);
  return { name: row.name, username: row.username, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the password through a link, once: the row is locked, checked and marked used in one
 * transaction, so two presses of the button cannot both succeed. Returns the account for the session.
 */
export async function acceptInvitation(db: Database, token: string, password: string) {
  // The registration rule: at least 8 characters (the schema) and not a common password.
  assertNotCommonPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await findUsable(tx, token, { forUpdate: true });
    const marked = await tx
      .update(accountInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(accountInvitations.id, row.id), isNull(accountInvitations.usedAt)))
      .returning({ id: accountInvitations.id });
    if (marked.length === 0) throw used();
    const [user] = await tx.update(users).set({ password: passwordHash }).where(eq(users.id, row.userId)).returning();
    const [student] = await tx.select({ id: students.id, course: students.course }).from(students).where(eq(students.userId, row.userId));
    return sessionUserOf(user!, student);
  });
}
