import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { DiscussionThread } from '#shared/schemas/discussions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

interface ThreadPage {
  items: DiscussionThread[];
  nextCursor: string | null;
}

export const discussionsQueryKey = (studentId: string, course: Course) => ['/api/students', studentId, 'discussions', course] as const;

/** While an answer waits for its analysis, the thread is asked again this often: the follow-up appears by itself. */
const ANALYSIS_POLL_MS = 4_000;

/** GET /api/students/{id}/discussions?course=: the student's Socratic threads, open ones first, a page at a time. */
export function getDiscussions(studentId: string, course: Course, cursor?: string) {
  const query = new URLSearchParams({ course, limit: '10', ...(cursor && { cursor }) });
  return apiRequest<ThreadPage>('GET', `/api/students/${encodeURIComponent(studentId)}/discussions?${query}`);
}

/** The Socratic Dialogue tab's query; also fetched ahead for offline use (hooks/use-prefetch-portal-tabs.ts). */
export const discussionsQueryOptions = (studentId: string, course: Course) =>
  infiniteQueryOptions({
    queryKey: discussionsQueryKey(studentId, course),
    queryFn: ({ pageParam }) => getDiscussions(studentId, course, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useDiscussions(studentId: string, course: Course) {
  return useInfiniteQuery({
    ...discussionsQueryOptions(studentId, course),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((thread) => thread.awaiting === 'analysis')) ? ANALYSIS_POLL_MS : false,
  });
}
