import { sql } from 'drizzle-orm';
import { isCourse } from '#shared/constants/courses.ts';
import { sanitizeLanguage } from '#shared/constants/languages.ts';
import { EMAILED_KINDS, type NotificationKind } from '#shared/schemas/notifications.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import { enqueue, type JobHandlers } from '#server/lib/jobs.ts';
import { courseName, queueMail } from '#server/modules/mail/index.ts';
import type { MailContact, MailData } from '#server/modules/mail/index.ts';

export const NOTIFICATION_MAIL_JOB = 'notifications:mail';
/** Notifications turned into messages per transaction: a question sent to a course of thousands is written in steps. */
const BATCH = 200;

/** Queues the job that e-mails pending notifications; several queued at once share the work (skip locked). */
export async function queueNotificationMail(tx: Database) {
  await enqueue(tx, NOTIFICATION_MAIL_JOB, {});
}

interface PendingRow {
  id: string;
  kind: NotificationKind;
  data: Record<string, string>;
  link: string;
  name: string;
  email: string | null;
  language: string;
  email_muted: NotificationKind[];
}

/**
 * The job that e-mails notifications. Each round takes a batch of pending
 * notifications (locked, so two workers never take the same one), writes a message to the mail
 * outbox for each whose user has an address and has not turned the kind off, and clears the
 * mark, all in one transaction: a crash leaves the batch pending, never half-sent.
 */
export function notificationMailJobHandlers(deps: { contact: MailContact; baseUrl: string }): JobHandlers {
  const url = (path: string) => new URL(path, deps.baseUrl).toString();
  return {
    [NOTIFICATION_MAIL_JOB]: {
      run: async (_payload, { db }) => {
        for (;;) {
          const done = await db.transaction(async (tx) => {
            const rows = rowsOf<PendingRow>(
              await tx.execute(sql`
                select n.id, n.kind, n.data, n.link, u.name, u.email, u.language, u.email_muted
                from notifications n join users u on u.id = n.user_id
                where n.mail_pending
                order by n.created_at
                limit ${BATCH}
                for update of n skip locked
              `),
            );
            for (const row of rows) {
              if (!row.email || row.email_muted.includes(row.kind) || !EMAILED_KINDS.includes(row.kind)) continue;
              const language = sanitizeLanguage(row.language) ?? 'en';
              const details = { ...row.data };
              if (details.course && isCourse(details.course)) details.course = courseName(language, details.course);
              const data: MailData['notification'] = {
                name: row.name,
                kind: row.kind as MailData['notification']['kind'],
                details,
                link: url(row.link),
                settingsLink: url('/dashboard?settings=notifications'),
              };
              await queueMail(tx, { to: row.email, language, kind: 'notification', data }, deps.contact);
            }
            if (rows.length > 0) {
              await tx.execute(
                sql`update notifications set mail_pending = false where id in (${sql.join(
                  rows.map((r) => sql`${r.id}::uuid`),
                  sql`, `,
                )})`,
              );
            }
            return rows.length < BATCH;
          });
          if (done) return;
        }
      },
    },
  };
}
