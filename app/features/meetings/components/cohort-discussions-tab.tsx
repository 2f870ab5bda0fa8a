import { CalendarDays, Clock, Users, Video } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import type { CohortMeeting } from '#shared/schemas/portal.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { useCohortMeetings } from '../api/get-cohort-meetings.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { useJoinMeetingInNewTab } from '../hooks/use-join-meeting-in-new-tab.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';
import { useValueLabels } from '#app/lib/value-labels.ts';
import { startOfToday } from '#app/lib/dates.ts';

/** Spec point 4, "Meeting": only scheduled meetings can be joined. */
const JOINABLE_STATUS = 'scheduled';

/**
 * Spec point 2, Cohort Discussions: the course's meetings, each with a join button. Those from
 * today on come first, soonest first, a page at a time; past ones only when asked for,
 * latest first, so the first screen costs one request.
 */
export function CohortDiscussionsTab({ studentId, course, readOnly }: { studentId: string; course: Course; readOnly: boolean }) {
  const { t } = useTranslation();
  // Fixed for the life of the tab: the boundary between the two lists.
  const [today] = useState(() => startOfToday().toISOString());
  const [showPast, setShowPast] = useState(false);
  const meetings = useCohortMeetings(course, 'upcoming', today);
  const past = useCohortMeetings(course, 'past', today, showPast);
  const headingId = useId();
  const pastHeadingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.meetings.title')}
      </h3>
      {meetings.isPending ? (
        <TabStatus kind="loading">{t('dashboard.student.meetings.loading')}</TabStatus>
      ) : meetings.isLoadingError ? (
        <TabLoadFailure>{t('dashboard.student.meetings.failed')}</TabLoadFailure>
      ) : meetings.meetings.length === 0 ? (
        <TabStatus kind="empty">{t('dashboard.student.meetings.empty')}</TabStatus>
      ) : (
        <MeetingList meetings={meetings} studentId={studentId} readOnly={readOnly} more={t('dashboard.student.meetings.more')} />
      )}
      {!showPast ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setShowPast(true)}>
          {t('dashboard.student.meetings.show_past')}
        </Button>
      ) : (
        <section aria-labelledby={pastHeadingId} className="grid gap-4">
          <h4 id={pastHeadingId} className="text-lg font-semibold">
            {t('dashboard.student.meetings.past_title')}
          </h4>
          {past.isPending ? (
            <TabStatus kind="loading">{t('dashboard.student.meetings.loading')}</TabStatus>
          ) : past.isLoadingError ? (
            <TabLoadFailure>{t('dashboard.student.meetings.failed')}</TabLoadFailure>
          ) : past.meetings.length === 0 ? (
            <TabStatus kind="empty">{t('dashboard.student.meetings.past_empty')}</TabStatus>
          ) : (
            <MeetingList meetings={past} studentId={studentId} readOnly={readOnly} more={t('dashboard.student.meetings.past_more')} />
          )}
        </section>
      )}
    </section>
  );
}

function MeetingList({
  meetings,
  studentId,
  readOnly,
  more,
}: {
  meetings: ReturnType<typeof useCohortMeetings>;
  studentId: string;
  readOnly: boolean;
  more: string;
}) {
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {meetings.meetings.map((meeting) => (
          <li key={meeting.id} className="grid">
            <MeetingCard meeting={meeting} studentId={studentId} readOnly={readOnly} />
          </li>
        ))}
      </ul>
      <ShowMoreButton list={meetings} label={more} />
    </>
  );
}

function MeetingCard({ meeting, studentId, readOnly }: { meeting: CohortMeeting; studentId: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const labels = useValueLabels();
  const { formatDateTime } = useFormatters();
  // One join per card, so only this meeting's button waits while it is being joined.
  const { join, isJoining } = useJoinMeetingInNewTab(studentId);
  const joinable = meeting.status === JOINABLE_STATUS;
  const agendaId = useId();
  const titleId = useId();

  return (
    <Card className="grid content-between gap-4 p-5">
      <div className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={titleId} className="font-semibold">
            {meeting.title}
          </h4>
          <Badge>{t('dashboard.student.meetings.status', { status: labels.meetingStatus(meeting.status) })}</Badge>
        </div>
        {meeting.description && <p className="text-sm text-muted">{meeting.description}</p>}
        <ul className="grid gap-1 text-sm">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            <span>{formatDateTime(meeting.scheduledTime)}</span>
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 shrink-0" aria-hidden />
            <span>{t('dashboard.student.meetings.duration', { count: meeting.duration })}</span>
          </li>
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0" aria-hidden />
            <span>{t('dashboard.student.meetings.joined', { count: meeting.participantCount, max: meeting.maxParticipants })}</span>
          </li>
        </ul>
        {meeting.agenda.length > 0 && (
          <div className="grid gap-1">
            <h5 id={agendaId} className="text-sm font-semibold">
              {t('dashboard.student.meetings.agenda')}
            </h5>
            <ul aria-labelledby={agendaId} className="list-disc ps-5 text-sm">
              {meeting.agenda.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {readOnly ? null : joinable ? (
        <Button disabled={isJoining} aria-describedby={titleId} onClick={() => join(meeting.id)}>
          <Video className="size-4 shrink-0" aria-hidden />
          {isJoining ? t('dashboard.student.meetings.joining') : t('dashboard.student.meetings.join')}
        </Button>
      ) : (
        <Button variant="outline" disabled aria-describedby={titleId}>
          {t('dashboard.student.meetings.not_available')}
        </Button>
      )}
    </Card>
  );
}
