import { and, eq, gt, sql } from 'drizzle-orm';
import { EMAILED_KINDS_BY_ROLE, type NotificationKind, type NotificationSettings, type NotificationSettingsResponse } from '#shared/schemas/notifications.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { AppError, validationFailed } from '#server/errors.ts';
import { hitRateLimit } from '#server/lib/rate-limiter.ts';
import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { queueMail, siteLink, takeDailyMailShare } from '#server/modules/mail/index.ts';
import type { MailContact } from '#server/modules/mail/index.ts';
import type { SessionUser } from '#server/plugins/session.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 3;
/**
 * Confirmation links one address may receive per day, whoever asks: enough to ask again after a
 * lost message, too few to use the institute as a way to flood someone's inbox.
 */
const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** And one account may ask for, per day, whatever the addresses. */
const CONFIRMATIONS_PER_ACCOUNT_PER_DAY = 6;
/** Saving the settings again (another language, other kinds) within this of a link sends no new one. */
const RESEND_AFTER_MS = 15 * 60_000;

/** The kinds a user may have e-mailed: their account role's, and a student's too when the account studies. */
export function emailableKinds(user: SessionUser): NotificationKind[] {
  const kinds = new Set<NotificationKind>(EMAILED_KINDS_BY_ROLE[user.accountRole]);
  if (user.studentId) for (const kind of EMAILED_KINDS_BY_ROLE.student) kinds.add(kind);
  return [...kinds];
}

/**
 * Where the user's notifications are e-mailed (a confirmed address only), the address waiting for
 * its confirmation, in which language, and which kinds.
 */
export async function getNotificationSettings(db: Database, user: SessionUser): Promise<NotificationSettingsResponse> {
  const [row] = await db
    .select({
      email: users.email,
      pendingEmail: users.pendingEmail,
      pendingUntil: users.pendingEmailExpiresAt,
      language: users.language,
      muted: users.emailMuted,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const available = emailableKinds(user);
  return {
    email: row?.email ?? null,
    pendingEmail: row?.pendingEmail ?? null,
    pendingEmailExpired: row?.pendingEmail ? !row.pendingUntil || row.pendingUntil.getTime() <= Date.now() : false,
    language: row?.language ?? 'en',
    emailKinds: available.filter((kind) => !row?.muted.includes(kind)),
    available,
  };
}

export interface ConfirmationContext {
  contact: MailContact;
  baseUrl: string;
}

/**
 * Saves the settings. An address other than the confirmed one is not used yet: it receives one
 * message, a link to confirm it, and the confirmed address (if any) keeps receiving the rest until
 * the link is opened. Saving the same unconfirmed address again, 15 minutes or more after its
 * link, sends a new link (within the daily limits; over them the address is kept and
 * `confirmationMailed` says no link went).
 */
export async function saveNotificationSettings(db: Database, user: SessionUser, input: NotificationSettings, context: ConfirmationContext) {
  const available = emailableKinds(user);
  if (input.emailKinds.some((kind) => !available.includes(kind))) throw validationFailed({ emailKinds: 'validation.notification_kind_unavailable' });
  const muted = available.filter((kind) => !input.emailKinds.includes(kind));
  const confirmationMailed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ email: users.email, name: users.name, pendingEmail: users.pendingEmail, pendingUntil: users.pendingEmailExpiresAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const requested = input.email?.trim() ?? null;
    const base = { language: input.language, emailMuted: muted };
    if (!requested) {
      await tx
        .update(users)
        .set({ ...base, email: null, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
        .where(eq(users.id, user.id));
      return null;
    }
    if (current?.email && current.email.toLowerCase() === requested.toLowerCase()) {
      await tx
        .update(users)
        .set({ ...base, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
        .where(eq(users.id, user.id));
      return null;
    }
    // The link just sent is still the one to open: only the other settings change.
    const linkSentAt = current?.pendingUntil ? current.pendingUntil.getTime() - CONFIRMATION_DAYS * 86_400_000 : 0;
    if (current?.pendingEmail?.toLowerCase() === requested.toLowerCase() && Date.now() - linkSentAt < RESEND_AFTER_MS) {
      await tx.update(users).set(base).where(eq(users.id, user.id));
      return null;
    }
    const mayMail =
      (await takeDailyMailShare(tx, 'email-confirmation', requested, CONFIRMATIONS_PER_ADDRESS_PER_DAY)) &&
      (await hitRateLimit(tx, `email-confirmation:account:${user.id}`, CONFIRMATIONS_PER_ACCOUNT_PER_DAY, 86_400)).allowed;
    if (!mayMail) {
      await tx
        .update(users)
        .set({ ...base, pendingEmail: requested })
        .where(eq(users.id, user.id));
      return false;
    }
    const token = newSecretToken();
    await tx
      .update(users)
      .set({
        ...base,
        pendingEmail: requested,
        pendingEmailTokenHash: hashOfToken(token),
        pendingEmailExpiresAt: new Date(Date.now() + CONFIRMATION_DAYS * 86_400_000),
      })
      .where(eq(users.id, user.id));
    await queueMail(
      tx,
      {
        to: requested,
        language: input.language,
        kind: 'email-confirmation',
        data: { name: current?.name ?? user.name, link: siteLink(context.baseUrl, `/auth#confirm-email=${token}`), days: CONFIRMATION_DAYS },
      },
      context.contact,
    );
    return true;
  });
  return { ...(await getNotificationSettings(db, user)), confirmationMailed };
}

const invalidLink = () =>
  new AppError(404, 'INVITATION_INVALID', 'This link is not valid, or the address was confirmed or changed since.', { token: 'validation.invitation_invalid' });

/**
 * Opens a confirmation link: the address becomes the one notifications are mailed to. The token
 * proves the address is the reader's; it works once, on any device, signed in or not.
 */
export async function confirmEmail(db: Database, token: string): Promise<{ email: string }> {
  const tokenHash = hashOfToken(token);
  const [row] = await db
    .update(users)
    .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null })
    .where(and(eq(users.pendingEmailTokenHash, tokenHash), gt(users.pendingEmailExpiresAt, new Date())))
    .returning({ email: users.email });
  if (row?.email) return { email: row.email };
  const [stale] = await db.select({ id: users.id }).from(users).where(eq(users.pendingEmailTokenHash, tokenHash));
  if (stale)
    throw new AppError(410, 'INVITATION_EXPIRED', 'This link has expired. Save the address again in your notification settings for a new one.', {
      token: 'validation.invitation_expired',
    });
  throw invalidLink();
}
