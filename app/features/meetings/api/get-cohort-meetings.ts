import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CohortMeetingPage } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** `upcoming`: from `from` on, soonest first; `past`: before it, latest first. */
export type MeetingsWhen = 'upcoming' | 'past';

/** Meetings a page holds. */
const PAGE_SIZE = 50;

export const cohortMeetingsQueryKey = (course: Course, when: MeetingsWhen, from: string) => ['/api/cohort-meetings', course, when, from] as const;

/** GET /api/cohort-meetings?course=&when=&from=&cursor=: one page of the course's meetings. */
export function getCohortMeetings(course: Course, when: MeetingsWhen, from: string, cursor?: string) {
  const query = new URLSearchParams({ course, when, from, limit: String(PAGE_SIZE), ...(cursor && { cursor }) });
  return apiRequest<CohortMeetingPage>('GET', `/api/cohort-meetings?${query}`);
}

/** The Cohort Discussions tab's query; also fetched ahead for offline use (hooks/use-prefetch-portal-tabs.ts). */
export const cohortMeetingsQueryOptions = (course: Course, when: MeetingsWhen, from: string) =>
  infiniteQueryOptions({
    queryKey: cohortMeetingsQueryKey(course, when, from),
    queryFn: ({ pageParam }) => getCohortMeetings(course, when, from, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The course's meetings on one side of `from`, a page at a time; `enabled` false until they are asked for. */
export function useCohortMeetings(course: Course, when: MeetingsWhen, from: string, enabled = true) {
  const query = useInfiniteQuery({ ...cohortMeetingsQueryOptions(course, when, from), enabled });
  return { ...query, meetings: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
