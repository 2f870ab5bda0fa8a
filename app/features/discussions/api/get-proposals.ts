import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import type { proposalPageSchema } from '#shared/schemas/discussions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

type ProposalPage = z.infer<typeof proposalPageSchema>;
export type Proposal = ProposalPage['items'][number];

export const proposalsQueryKey = (course: Course) => ['/api/discussions', 'proposals', course] as const;

/** GET /api/discussions/proposals?course=: the agent's questions waiting for an educator, oldest first, a page at a time. */
export function useProposals(course: Course) {
  return useInfiniteQuery({
    queryKey: proposalsQueryKey(course),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ course, limit: '10', ...(pageParam && { cursor: pageParam }) });
      return apiRequest<ProposalPage>('GET', `/api/discussions/proposals?${query}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
