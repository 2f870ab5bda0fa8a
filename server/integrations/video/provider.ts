/** Makes the video-call address of a cohort meeting. Configured by VIDEO_PROVIDER. */
export interface VideoProvider {
  meetingUrl(meeting: { id: string; title: string }): string;
}

/**
 * Jitsi Meet: a room exists as soon as someone opens its address, so a stable, unguessable room
 * name per meeting is all it takes (no account or API key).
 */
export function jitsiProvider(baseUrl: string): VideoProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    meetingUrl: (meeting) => `${base}/KTI-cohort-${meeting.id}`,
  };
}
