import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { SaveApplicationDraftInput } from '#shared/schemas/admissions.ts';
import type { Database } from '#server/db/client.ts';
import { applications } from '#server/db/schema/index.ts';
import { AppError, tooManyRequests } from '#server/errors.ts';
import { queueMail } from '#server/modules/mail/service.ts';
import type { MailContact } from '#server/modules/mail/templates.ts';

/** How long a resume link works; the draft is deleted after that. */
export const DRAFT_DAYS = 30;
/** Drafts one e-mail address may hold at once: enough for a few devices, not a way to flood an inbox. */
const DRAFTS_PER_EMAIL = 5;

const sameEmail = (email: string) => sql`lower(${applications.email}) = ${email.toLowerCase()}`;

/**
 * "Save and continue later" (issue 14, item 2): the wizard's answers as typed, kept on the server
 * as a draft application, and a link to resume them mailed to the address given, in one
 * transaction. Each save is its own draft with its own link: knowing someone's e-mail lets no one
 * overwrite or read their draft.
 */
export async function saveDraft(db: Database, input: SaveApplicationDraftInput, context: { language: LanguageCode; contact: MailContact; baseUrl: string }) {
  const token = newSecretToken();
  const savedUntil = new Date(Date.now() + DRAFT_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(applications).where(and(eq(applications.status, 'draft'), sameEmail(input.email), gt(applications.resumeExpiresAt, new Date())));
    if (held!.n >= DRAFTS_PER_EMAIL) throw tooManyRequests('This e-mail address already has several saved drafts; use the link in one of them.', 3600);
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
    await queueMail(
      tx,
      {
        to: input.email,
        language: context.language,
        kind: 'application-draft',
        data: { firstName, link: `${context.baseUrl.replace(/\/+$/, '')}/admissions#resume=${token}`, days: DRAFT_DAYS },
      },
      context.contact,
    );
  });
  return { savedUntil: savedUntil.toISOString() };
}

/** The draft a resume link points to; the link may be opened on any device until it expires. */
export async function resumeDraft(db: Database, token: string) {
  const [row] = await db
    .select({ email: applications.email, step: applications.currentStep, values: applications.draftAnswers, expiresAt: applications.resumeExpiresAt, status: applications.status })
    .from(applications)
    .where(eq(applications.resumeTokenHash, hashOfToken(token)));
  if (!row || row.status !== 'draft') throw new AppError(404, 'INVITATION_INVALID', 'This link is not valid, or the application was sent since.', { token: 'validation.invitation_invalid' });
  if (row.expiresAt!.getTime() <= Date.now()) throw new AppError(410, 'INVITATION_EXPIRED', 'This link has expired; the draft is no longer kept.', { token: 'validation.invitation_expired' });
  return { email: row.email!, step: Math.min(3, Math.max(0, row.step - 1)), values: row.values ?? [] };
}

/** A submitted application replaces its author's drafts (same e-mail). */
export async function deleteDrafts(tx: Database, email: string) {
  await tx.delete(applications).where(and(eq(applications.status, 'draft'), sameEmail(email)));
}

/** Housekeeping: drafts whose link has expired. */
export async function purgeExpiredDrafts(db: Database) {
  await db.delete(applications).where(and(eq(applications.status, 'draft'), lt(applications.resumeExpiresAt, new Date())));
}
