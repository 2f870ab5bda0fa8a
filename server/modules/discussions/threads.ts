import type { Database } from '#server/db/client.ts';
import { queueNotificationMail } from '#server/modules/notifications/index.ts';
import * as repo from './repo.ts';

/**
 * Opens the threads and their first turns (repo.openThreads, which also writes each student's
 * notification in the same statement), then queues the job that writes the notifications' e-mail
 * copies, in batches, once the transaction commits. The repository only writes rows.
 */
export async function openThreads(tx: Database, values: Parameters<typeof repo.openThreads>[1]) {
  const opened = await repo.openThreads(tx, values);
  if (opened.total > 0) await queueNotificationMail(tx);
  return opened;
}
