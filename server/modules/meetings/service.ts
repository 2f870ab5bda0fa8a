import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { CohortMeetingListQuery } from '#shared/schemas/portal.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { cohortMeetings, meetingParticipants } from '#server/db/schema/index.ts';
import { AppError, notFound, notOwner } from '#server/errors.ts';
import type { VideoProvider } from '#server/integrations/video/provider.ts';
import type { Session } from '#server/plugins/session.ts';

const MEETING_LISTS = { upcoming: 'meetings-upcoming', past: 'meetings-past' } as const;

/**
 * A page of meetings: `upcoming` from `from` (default now) soonest first, `past` before
 * it latest first, keyset on (time, id) read from the (course, time, id) index. Places taken are
 * counted for the page's meetings only.
 */
export async function listMeetings(db: Database, query: CohortMeetingListQuery) {
  const list = MEETING_LISTS[query.when];
  const after = query.cursor ? decodeCursor(list, query.cursor, ['time', 'uuid']) : null;
  const shape = `${query.when === 'upcoming' ? 'u' : 'p'}${query.course ? 'c' : ''}${after ? 'a' : ''}`;
  const rows = await meetingPage(db, shape).execute({
    course: query.course,
    from: query.from ?? null,
    afterTime: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  const meetings = rows.map((r) => ({ ...r.meeting, participantCount: Number(r.participantCount) }));
  return pageOf(meetings, query.limit, (m) => encodeCursor(list, [m.scheduledTime.toISOString(), m.id]));
}

/**
 * The meetings list's statement per shape (u: upcoming or p: past, c: a course, a: after a
 * cursor), built once and kept with its plan.
 */
const meetingPage = preparedPer((db, shape: string) => {
  const upcoming = shape.startsWith('u');
  // From now unless the request names a time.
  const from = sql`coalesce(${sql.placeholder('from')}::timestamptz, now())`;
  // Counted per row of the page only: PostgreSQL evaluates the output list after ORDER BY + LIMIT.
  // Written out: in a one-table select Drizzle leaves column names unqualified, and `id` would be the participant's.
  const participantCount = sql<number>`(select count(*)::int from meeting_participants mp where mp.meeting_id = cohort_meetings.id)`;
  return db
    .select({ meeting: cohortMeetings, participantCount })
    .from(cohortMeetings)
    .where(
      and(
        shape.includes('c') ? eq(cohortMeetings.course, sql.placeholder('course')) : undefined,
        upcoming ? sql`${cohortMeetings.scheduledTime} >= ${from}` : sql`${cohortMeetings.scheduledTime} < ${from}`,
        shape.includes('a')
          ? afterTimeAndId(
              cohortMeetings.scheduledTime,
              cohortMeetings.id,
              [sql.placeholder('afterTime'), sql.placeholder('afterId')],
              upcoming ? 'asc' : 'desc',
            )
          : undefined,
      ),
    )
    .orderBy(...(upcoming ? [asc(cohortMeetings.scheduledTime), asc(cohortMeetings.id)] : [desc(cohortMeetings.scheduledTime), desc(cohortMeetings.id)]))
    .limit(pageLimit())
    .prepare(`meetings_page_${shape}`);
});

/**
 * Joins a student to a meeting (spec point 4: only scheduled meetings). The meeting row is
 * locked for the check-and-insert, so two students cannot take the last place at once.
 * Joining again returns the same address without taking another place.
 */
export async function joinMeeting(db: Database, video: VideoProvider, session: Session, input: { meetingId: string; studentId: string }) {
  if (session.user.studentId !== input.studentId) throw notOwner();
  return db.transaction(async (tx) => {
    const [meeting] = await tx.select().from(cohortMeetings).where(eq(cohortMeetings.id, input.meetingId)).for('update');
    if (!meeting) throw notFound('Meeting not found');
    if (meeting.status !== 'scheduled') throw new AppError(409, 'MEETING_NOT_JOINABLE', 'This meeting is not open for joining');
    const meetingUrl = meeting.meetingUrl ?? video.meetingUrl(meeting);
    const [existing] = await tx
      .select({ id: meetingParticipants.id })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, meeting.id), eq(meetingParticipants.studentId, input.studentId)));
    if (!existing) {
      const [{ n }] = (await tx.select({ n: count() }).from(meetingParticipants).where(eq(meetingParticipants.meetingId, meeting.id))) as [{ n: number }];
      if (n >= meeting.maxParticipants) throw new AppError(409, 'MEETING_FULL', `This meeting is full (${meeting.maxParticipants} participants)`);
      await tx.insert(meetingParticipants).values({ meetingId: meeting.id, studentId: input.studentId, joinedAt: new Date(), status: 'joined' });
    } else {
      await tx.update(meetingParticipants).set({ joinedAt: new Date(), status: 'joined' }).where(eq(meetingParticipants.id, existing.id));
    }
    if (!meeting.meetingUrl) await tx.update(cohortMeetings).set({ meetingUrl }).where(eq(cohortMeetings.id, meeting.id));
    return { meetingUrl };
  });
}
