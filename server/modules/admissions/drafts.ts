import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { SaveApplicationDraftInput } from '#shared/schemas/admissions.ts';
import type { Database } from '#server/db/client.ts';
import { applications } from '#server/db/schema/index.ts';
import { AppError } from '#server/errors.ts';
import { queueMail, siteLink, takeDailyMailShare } from '#server/modules/mail/index.ts';
import type { MailContact } from '#server/modules/mail/index.ts';

/** How long a resume link works; the draft is deleted after that. */
export const DRAFT_DAYS = 30;
/**
 * Resume links mailed to one address per day, whoever saves: enough for a few
 * devices, too few to flood an inbox. Saving is never refused for it: over the limit the draft is
 * kept and its link is given back on the screen instead of mailed, so someone who saves drafts
 * for another's address can neither flood it nor stop its owner saving.
 */
export const DRAFT_MAILS_PER_ADDRESS_PER_DAY = 3;

const sameEmail = (email: string) => sql`lower(${applications.email}) = ${email.toLowerCase()}`;

/**
 * "Save and continue later": the wizard's answers as typed, kept on the server
 * as a draft application, and a link to resume them mailed to the address given, in one
 * transaction. Each save is its own draft with its own link: knowing someone's e-mail lets no one
 * overwrite or read their draft. Past the address's daily share of mail, the link is not mailed
 * but answered, for the person who saved to keep.
 */
export async function saveDraft(db: Database, input: SaveApplicationDraftInput, context: { language: LanguageCode; contact: MailContact; baseUrl: string }) {
  const token = newSecretToken();
  const savedUntil = new Date(Date.now() + DRAFT_DAYS * 86_400_000);
  const link = siteLink(context.baseUrl, `/admissions#resume=${token}`);
  const mailed = await db.transaction(async (tx) => {
    const firstName = typeof input.values[0]?.firstName === 'string' ? input.values[0].firstName.trim() : '';
    await tx.insert(applications).values({
      status: 'draft',
      email: input.email,
      firstName: firstName || null,
      currentStep: input.step + 1,
      language: context.language,
      draftAnswers: input.values,
      resumeTokenHash: hashOfToken(token),
      resumeExpiresAt: savedUntil,
    });
    if (!(await takeDailyMailShare(tx, 'application-draft', input.email, DRAFT_MAILS_PER_ADDRESS_PER_DAY))) return false;
    await queueMail(
      tx,
      { to: input.email, language: context.language, kind: 'application-draft', data: { firstName, link, days: DRAFT_DAYS } },
      context.contact,
    );
    return true;
  });
  return { savedUntil: savedUntil.toISOString(), mailed, ...(!mailed && { link }) };
}

/** The draft a resume link points to; the link may be opened on any device until it expires. */
export async function resumeDraft(db: Database, token: string) {
  const [row] = await db
    .select({
      email: applications.email,
      step: applications.currentStep,
      values: applications.draftAnswers,
      expiresAt: applications.resumeExpiresAt,
      status: applications.status,
    })
    .from(applications)
    .where(eq(applications.resumeTokenHash, hashOfToken(token)));
  if (!row || row.status !== 'draft')
    throw new AppError(404, 'INVITATION_INVALID', 'This link is not valid, or the application was sent since.', { token: 'validation.invitation_invalid' });
  if (row.expiresAt!.getTime() <= Date.now())
    throw new AppError(410, 'INVITATION_EXPIRED', 'This link has expired; the draft is no longer kept.', { token: 'validation.invitation_expired' });
  return { email: row.email!, step: Math.min(3, Math.max(0, row.step - 1)), values: row.values ?? [] };
}

/** A submitted application replaces its author's drafts (same e-mail). */
export async function deleteDrafts(tx: Database, email: string) {
  await tx.delete(applications).where(and(eq(applications.status, 'draft'), sameEmail(email)));
}

/** Maintenance (server/modules/maintenance): drafts whose link has expired. */
export async function purgeExpiredDrafts(db: Database) {
  await db.delete(applications).where(and(eq(applications.status, 'draft'), lt(applications.resumeExpiresAt, new Date())));
}
