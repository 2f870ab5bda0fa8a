import type { Database } from '#server/db/client.ts';
import { notifyEach } from '#server/modules/notifications/index.ts';
import * as repo from './repo.ts';

/**
 * Opens the threads and their first turns, and tells each student in the same transaction (one
 * statement for all of them; the notifications module queues the e-mail copies). The repository
 * only writes the discussion's rows.
 */
export async function openThreads(tx: Database, values: Parameters<typeof repo.openThreads>[1]) {
  const opened = await repo.openThreads(tx, values);
  if (opened.total > 0)
    await notifyEach(tx, repo.studentUsersOfThreadsOpenedNow(values), 'socratic_question', { course: values.course }, '/dashboard?tab=dialogue');
  return opened;
}
