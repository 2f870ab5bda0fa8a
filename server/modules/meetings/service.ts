import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { cohortMeetings, meetingParticipants } from '#server/db/schema/index.ts';
import { AppError, notFound, notOwner } from '#server/errors.ts';
import type { VideoProvider } from '#server/integrations/video/provider.ts';
import type { Session } from '#server/plugins/session.ts';

export async function listMeetings(db: Database, course?: Course) {
  const participantCount = db
    .select({ meetingId: meetingParticipants.meetingId, n: count().as('n') })
    .from(meetingParticipants)
    .groupBy(meetingParticipants.meetingId)
    .as('participant_count');
  const rows = await db
    .select({ meeting: cohortMeetings, participantCount: sql<number>`coalesce(${participantCount.n}, 0)::int` })
    .from(cohortMeetings)
    .leftJoin(participantCount, eq(participantCount.meetingId, cohortMeetings.id))
    .where(course ? eq(cohortMeetings.course, course) : undefined)
    .orderBy(asc(cohortMeetings.scheduledTime));
  return rows.map((r) => ({ ...r.meeting, participantCount: Number(r.participantCount) }));
}

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
