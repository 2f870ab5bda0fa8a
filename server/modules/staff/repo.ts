import { and, desc, eq, sql } from 'drizzle-orm';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { StaffAccessAction } from '#shared/schemas/staff.ts';
import type { Database } from '#server/db/client.ts';
import { staffAccessEvents, users } from '#server/db/schema/index.ts';
import { afterTimeAndId } from '#server/lib/cursor.ts';

/** Sets an educator account's standing, and records what happened, who did it and why, in `tx`. */
export async function setStanding(
  tx: Database,
  values: { userId: string; standing: StaffAccess; action: StaffAccessAction; actorId: string | null; note: string | null },
) {
  await tx
    .update(users)
    .set({ staffAccess: values.standing, staffAccessChangedAt: sql`now()` })
    .where(eq(users.id, values.userId));
  await tx.insert(staffAccessEvents).values({ userId: values.userId, action: values.action, actorId: values.actorId, note: values.note });
}

/** An account's role and standing, locked until `tx` ends: two admins deciding at once take turns. */
export async function lockAccount(tx: Database, userId: string) {
  const [row] = await tx.select({ role: users.role, staffAccess: users.staffAccess }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function insertInvitedEducator(
  tx: Database,
  values: { username: string; name: string; email: string; language: LanguageCode; passwordHash: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ username: values.username, name: values.name, email: values.email, language: values.language, password: values.passwordHash, role: 'educator' })
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  return row;
}

/**
 * One standing's accounts, most recent change first, a page at a time (keyset on the partial
 * (staff_access, changed_at, id) index), each with its request and the last decision: two short
 * lateral reads per row of the page, never a scan of the history.
 */
export async function staffPage(db: Database, options: { standing: StaffAccess; after?: [string, string]; limit: number }) {
  const requested = db
    .select({ at: staffAccessEvents.createdAt, note: staffAccessEvents.note, action: staffAccessEvents.action })
    .from(staffAccessEvents)
    .where(and(eq(staffAccessEvents.userId, users.id), sql`${staffAccessEvents.action} in ('requested', 'invited')`))
    .orderBy(desc(staffAccessEvents.createdAt))
    .limit(1)
    .as('requested');
  const decided = db
    .select({
      at: staffAccessEvents.createdAt,
      note: staffAccessEvents.note,
      by: sql<string | null>`(select name from users a where a.id = ${staffAccessEvents.actorId})`.as('by'),
    })
    .from(staffAccessEvents)
    .where(and(eq(staffAccessEvents.userId, users.id), sql`${staffAccessEvents.action} in ('approved', 'refused', 'revoked', 'migrated')`))
    .orderBy(desc(staffAccessEvents.createdAt))
    .limit(1)
    .as('decided');
  return db
    .select({
      userId: users.id,
      name: users.name,
      username: users.username,
      status: sql<StaffAccess>`${users.staffAccess}`,
      changedAt: sql<string>`${users.staffAccessChangedAt}::text`,
      requestedAt: requested.at,
      requestNote: requested.note,
      requestAction: requested.action,
      decidedAt: decided.at,
      decidedBy: decided.by,
      decisionNote: decided.note,
    })
    .from(users)
    .leftJoinLateral(requested, sql`true`)
    .leftJoinLateral(decided, sql`true`)
    .where(and(eq(users.staffAccess, options.standing), afterTimeAndId(users.staffAccessChangedAt, users.id, options.after, 'desc')))
    .orderBy(desc(users.staffAccessChangedAt), desc(users.id))
    .limit(options.limit + 1);
}

/** How many educator accounts wait for a decision (the admin tab's badge). */
export async function pendingCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.staffAccess, 'pending'));
  return row!.n;
}
