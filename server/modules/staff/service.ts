import type { LanguageCode } from '#shared/constants/languages.ts';
import { STANDING_AFTER, type StaffDecision, type StaffDecisionInput, type StaffInvitationInput, type StaffMember } from '#shared/schemas/staff.ts';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, conflict, notFound } from '#server/errors.ts';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { newSecretToken } from '#server/lib/secret-tokens.ts';
import { createInvitation, hashPassword } from '#server/modules/accounts/index.ts';
import { queueMail, siteLink } from '#server/modules/mail/index.ts';
import type { MailContact } from '#server/modules/mail/index.ts';
import type { SessionUser } from '#server/plugins/session.ts';
import * as repo from './repo.ts';

/**
 * Educator accounts are approved before they see students: registering as an educator
 * asks for access; an admin approves, refuses or later revokes it, or invites an educator directly.
 * Every step is recorded in staff_access_events with who took it, when, and their note.
 */

const STAFF_LIST = 'staff';

/** At registration, in its transaction: the new educator account waits for an admin. */
export async function requestStaffAccess(tx: Database, userId: string, note: string | undefined): Promise<StaffAccess> {
  await repo.setStanding(tx, { userId, standing: 'pending', action: 'requested', actorId: null, note: note ?? null });
  return 'pending';
}

/** Which standings each decision may follow: an approval may reverse a refusal or a revocation. */
const ALLOWED_FROM: Record<StaffDecision, StaffAccess[]> = {
  approve: ['pending', 'refused', 'revoked'],
  refuse: ['pending'],
  revoke: ['approved'],
};

export async function listStaff(db: Database, query: { status: StaffAccess; cursor?: string; limit: number }) {
  const after = query.cursor ? (decodeCursor(`${STAFF_LIST}:${query.status}`, query.cursor, ['time', 'uuid']) as [string, string]) : undefined;
  const rows = await repo.staffPage(db, { standing: query.status, after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(`${STAFF_LIST}:${query.status}`, [row.changedAt, row.userId]));
  return { items: page.items.map(presentMember), nextCursor: page.nextCursor };
}

function presentMember(row: Awaited<ReturnType<typeof repo.staffPage>>[number]): StaffMember {
  return {
    userId: row.userId,
    name: row.name,
    username: row.username,
    status: row.status,
    requestedAt: row.requestedAt?.toISOString() ?? null,
    requestNote: row.requestNote,
    invited: row.requestAction === 'invited',
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionNote: row.decisionNote,
  };
}

/** An admin's decision on an educator account, recorded with the admin and the note; takes effect on the account's next request. */
export async function decide(db: Database, admin: SessionUser, userId: string, input: StaffDecisionInput) {
  const standing = STANDING_AFTER[input.decision];
  await db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, userId);
    if (!account || account.role !== 'educator') throw notFound('No educator account with this id');
    const current = account.staffAccess ?? 'pending';
    if (!ALLOWED_FROM[input.decision].includes(current)) {
      throw new AppError(409, 'CONFLICT', `This account is ${current}: it cannot be ${standing} now`, { decision: 'validation.staff_decision_stale' });
    }
    await repo.setStanding(tx, { userId, standing, action: standing as 'approved' | 'refused' | 'revoked', actorId: admin.id, note: input.note ?? null });
  });
  return { userId, status: standing };
}

export async function pendingCount(db: Database) {
  return repo.pendingCount(db);
}

/**
 * An admin invites an educator directly: the account is approved from the start, its address is
 * the one the admin gave (the institute vouches for it, as admissions does for an applicant's),
 * and a one-time link to choose a password is mailed there, all in one transaction.
 */
export async function inviteEducator(
  db: Database,
  admin: SessionUser,
  input: StaffInvitationInput & { language: LanguageCode },
  context: { contact: MailContact; baseUrl: string },
) {
  // Nobody knows this password: the account is used only once its owner has chosen one through the link.
  const passwordHash = await hashPassword(newSecretToken());
  return db.transaction(async (tx) => {
    const account = await repo.insertInvitedEducator(tx, {
      username: input.username,
      name: input.name,
      email: input.email,
      language: input.language,
      passwordHash,
    });
    if (!account) throw conflict('Username already exists', { username: 'validation.username_taken' });
    await repo.setStanding(tx, { userId: account.id, standing: 'approved', action: 'invited', actorId: admin.id, note: input.note ?? null });
    const now = new Date();
    const invitation = await createInvitation(tx, account.id, now);
    await queueMail(
      tx,
      {
        to: input.email,
        language: input.language,
        kind: 'staff-invitation',
        data: {
          name: input.name,
          username: account.username,
          invitedBy: admin.name,
          link: siteLink(context.baseUrl, `/auth#invitation=${invitation.token}`),
          days: invitation.days,
        },
      },
      context.contact,
    );
    return { userId: account.id, username: account.username, expiresAt: new Date(now.getTime() + invitation.days * 86_400_000).toISOString() };
  });
}
