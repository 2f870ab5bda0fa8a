import { and, count, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { EMAILED_KINDS, type NotificationKind, type NotificationPage } from '#shared/schemas/notifications.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { cohortMeetings, notifications, students } from '#server/db/schema/index.ts';
import { notFound } from '#server/errors.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit } from '#server/lib/cursor.ts';
import type { Session } from '#server/plugins/session.ts';
import { queueNotificationMail } from './email-copies.ts';

const LIST = 'notifications';

/**
 * Tells one user something, in the caller's transaction (the event and its notice exist
 * together). A kind that is also e-mailed is marked for the mail job, queued in the same
 * transaction, which writes the message unless the user turned that kind off.
 */
export async function notify(tx: Database, userId: string, kind: NotificationKind, data: Record<string, string>, link = '/dashboard') {
  const mailPending = EMAILED_KINDS.includes(kind);
  await tx.insert(notifications).values({ userId, kind, data, link, mailPending });
  if (mailPending) await queueNotificationMail(tx);
}

/** Tells every admin (a handful of accounts), set-based, in the caller's transaction. */
export async function notifyAdmins(tx: Database, kind: NotificationKind, data: Record<string, string>, link: string) {
  await notifyEach(tx, sql`select id as user_id from users where role = 'admin'`, kind, data, link);
}

/**
 * Tells many users the same thing in one statement, however many they are: `users` is a query
 * selecting a `user_id` column, run in the caller's transaction.
 */
export async function notifyEach(tx: Database, users: SQL, kind: NotificationKind, data: Record<string, string>, link: string) {
  const mailPending = EMAILED_KINDS.includes(kind);
  await tx.execute(sql`
    insert into notifications (user_id, kind, data, link, mail_pending)
    select user_id, ${kind}, ${JSON.stringify(data)}::jsonb, ${link}, ${mailPending} from (${users}) chosen
  `);
  if (mailPending) await queueNotificationMail(tx);
}

/**
 * The bell's page: newest first by keyset (created_at, id) on the user's index,
 * the unread count from the partial index of unread rows, and the cohort meetings of the student's
 * course that start within the hour. Three prepared statements, sent together.
 */
export async function listNotifications(db: Database, session: Session, query: { cursor?: string; limit: number }): Promise<NotificationPage> {
  const userId = session.user.id;
  const after = query.cursor ? decodeCursor(LIST, query.cursor, ['time', 'uuid']) : null;
  const now = Date.now();
  const studentId = session.user.studentId;
  const [rows, [unread], meetings] = await Promise.all([
    notificationPage(db, after ? 'after' : 'first').execute({ userId, afterTime: after?.[0], afterId: after?.[1], limit: query.limit + 1 }),
    unreadCount(db).execute({ userId }),
    studentId ? meetingsStartingSoon(db).execute({ studentId, from: new Date(now), until: new Date(now + 3_600_000) }) : [],
  ]);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ sortKey: _sortKey, ...row }) => ({ ...row, readAt: row.readAt?.toISOString() ?? null, createdAt: row.createdAt.toISOString() })),
    unread: unread!.n,
    nextCursor: rows.length > query.limit && last ? encodeCursor(LIST, [last.sortKey, last.id]) : null,
    meetingsSoon: meetings.map((row) => ({ ...row, startTime: row.startTime.toISOString() })),
  };
}

const notificationPage = preparedPer((db, shape: 'first' | 'after') =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      data: notifications.data,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      sortKey: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        shape === 'after'
          ? afterTimeAndId(notifications.createdAt, notifications.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc')
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageLimit())
    .prepare(`notification_page_${shape}`),
);

const unreadCount = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notification_unread_count'),
);

const meetingsStartingSoon = preparedPer((db) =>
  db
    .select({ id: cohortMeetings.id, title: cohortMeetings.title, startTime: cohortMeetings.scheduledTime })
    .from(cohortMeetings)
    .innerJoin(students, eq(students.course, cohortMeetings.course))
    .where(
      and(
        eq(students.id, sql.placeholder('studentId')),
        eq(cohortMeetings.status, 'scheduled'),
        gte(cohortMeetings.scheduledTime, sql.placeholder('from')),
        lte(cohortMeetings.scheduledTime, sql.placeholder('until')),
      ),
    )
    .orderBy(cohortMeetings.scheduledTime)
    .limit(5)
    .prepare('meetings_starting_soon'),
);

/** Marks one of the user's own notifications read; another user's is not found. */
export async function markRead(db: Database, session: Session, id: string) {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, session.user.id)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound('No such notification');
}

export async function markAllRead(db: Database, session: Session) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, session.user.id), isNull(notifications.readAt)));
}
