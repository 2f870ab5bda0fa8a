import { count, eq, sql } from 'drizzle-orm';
import { SAMPLE_CONTACT } from '#shared/constants/brand.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { Database } from '#server/db/client.ts';
import { mailOutbox, type MailStatus } from '#server/db/schema/index.ts';
import type { Env } from '#server/env.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import { hitRateLimit } from '#server/lib/rate-limiter.ts';
import type { Mailer } from './mailer.ts';
import { renderMail, type MailContact, type MailData, type MailKind } from './templates.ts';

export const SEND_MAIL_JOB = 'mail:send';
/** A mail server that is down for a while is retried with growing pauses: 10 s, 20 s, ... about 40 minutes in all. */
const SEND_ATTEMPTS = 9;

/** The contact details every message ends with: the public ones the site shows. */
export function mailContact(env: Pick<Env, 'PUBLIC_BASE_URL' | 'VITE_CONTACT_EMAIL' | 'VITE_CONTACT_PHONE'>): MailContact {
  return { email: env.VITE_CONTACT_EMAIL ?? SAMPLE_CONTACT.email, phone: env.VITE_CONTACT_PHONE ?? SAMPLE_CONTACT.phone, website: env.PUBLIC_BASE_URL };
}

/**
 * Takes one of the messages of `kind` an address may receive today, whoever causes them, and says
 * whether there was one left (knowing someone's address must not let anyone flood
 * it). The caller saves what it saves either way and queues the message only when this is true.
 */
export async function takeDailyMailShare(tx: Database, kind: MailKind, address: string, perDay: number): Promise<boolean> {
  return (await hitRateLimit(tx, `mail-share:${kind}:${address.toLowerCase()}`, perDay, 86_400)).allowed;
}

/** A link in a message: the site's public address (PUBLIC_BASE_URL) and a path, with its fragment, never a doubled slash. */
export function siteLink(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * Writes a message to the outbox and queues its sending, both in `tx`: the message exists exactly
 * when the event that causes it does, and is sent after that transaction commits.
 */
export async function queueMail<K extends MailKind>(
  tx: Database,
  mail: { to: string; language: LanguageCode; kind: K; data: MailData[K] },
  contact: MailContact,
): Promise<string> {
  const rendered = renderMail(mail.kind, mail.language, mail.data, contact);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ recipient: mail.to, language: mail.language, kind: mail.kind, subject: rendered.subject, textBody: rendered.text, htmlBody: rendered.html })
    .returning({ id: mailOutbox.id });
  await enqueue(tx, SEND_MAIL_JOB, { mailId: row!.id }, { maxAttempts: SEND_ATTEMPTS });
  return row!.id;
}

/**
 * The job that sends one message. A message marked sent is never sent again; a failure is kept
 * on the row and retried by the queue. If the process dies between the mail server accepting a
 * message and the row being marked, the retry sends it again, with the same Message-ID, which
 * mail clients use to show it once.
 */
export function mailJobHandlers(deps: { mailer: Mailer }): JobHandlers {
  return {
    [SEND_MAIL_JOB]: {
      run: async (payload, { db }) => {
        const id = String(payload.mailId);
        const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        if (!mail) throw new PermanentJobError(`No message ${id} in the mail outbox`);
        if (mail.status === 'sent') return;
        await db
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, id));
        try {
          await deps.mailer.send({ id, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, language: mail.language });
        } catch (error) {
          await db
            .update(mailOutbox)
            .set({ lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error) })
            .where(eq(mailOutbox.id, id));
          throw error;
        }
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
      },
      onFailed: async (payload, error, { db }) => {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', lastError: error.slice(0, 1000) })
          .where(eq(mailOutbox.id, String(payload.mailId)));
      },
    },
  };
}

/** How mail stands, for the admin portal: whether it is set up, and how many messages wait or failed. */
export async function mailStatus(db: Database, mailer: Mailer) {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts: Record<MailStatus, number> = { queued: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return { configured: mailer.configured, from: mailer.from, folder: mailer.folder, ...counts };
}
