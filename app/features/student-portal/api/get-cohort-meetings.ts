import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CohortMeeting } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const cohortMeetingsQueryKey = (course: Course) => ['/api/cohort-meetings', course] as const;

/** GET /api/cohort-meetings?course= (spec point 7). */
export function getCohortMeetings(course: Course) {
  const query = new URLSearchParams({ course });
  return apiRequest<CohortMeeting[]>('GET', `/api/cohort-meetings?${query}`);
}

export function useCohortMeetings(course: Course) {
  return useQuery({ queryKey: cohortMeetingsQueryKey(course), queryFn: () => getCohortMeetings(course) });
}
