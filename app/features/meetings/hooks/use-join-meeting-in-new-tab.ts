import { useTranslation } from 'react-i18next';
import { toast } from '#app/lib/toast.ts';
import { useJoinMeeting, type JoinMeetingInput } from '../api/join-meeting.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

interface JoinVariables extends JoinMeetingInput {
  /** The tab opened during the click, pointed at the call once the server answers. */
  tab: Window | null;
}

/**
 * Joins a cohort meeting and opens its video call in a new tab (spec points 4 and 7).
 * The tab is opened synchronously inside the click, before the request, because pop-up blockers
 * refuse a window opened later from a promise; it is pointed at the meeting URL on success and
 * closed on failure. `opener` is cut so the call page cannot script the portal.
 */
export function useJoinMeetingInNewTab(studentId: string) {
  const { t } = useTranslation();
  const join = useJoinMeeting<JoinVariables>({
    onSuccess: ({ meetingUrl }, { tab }) => {
      if (tab && !tab.closed) tab.location.href = meetingUrl;
      else window.open(meetingUrl, '_blank', 'noopener');
      toast({ title: t('dashboard.student.meetings.joining_title'), description: t('dashboard.student.meetings.joining_description') });
    },
    onError: (error, { tab }) => {
      tab?.close();
      toast({
        variant: 'destructive',
        title: t('dashboard.student.meetings.join_failed_title'),
        description: t('dashboard.student.meetings.join_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });

  function handleJoin(meetingId: string) {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    join.mutate({ meetingId, studentId, tab });
  }

  return { join: handleJoin, isJoining: join.isPending };
}
