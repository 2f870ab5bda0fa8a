import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import type { levelRecommendationPageSchema } from '#shared/schemas/discussions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

type RecommendationPage = z.infer<typeof levelRecommendationPageSchema>;
export type LevelRecommendation = RecommendationPage['items'][number];

/**
 * GET /api/discussions/recommendations?course=: students whose recent answers all met, or all
 * missed, their level, with the answers as evidence. Under '/api/students' so that applying a
 * level (which settles the suggestion) refreshes it.
 */
export function useLevelRecommendations(course: Course) {
  return useInfiniteQuery({
    queryKey: ['/api/students', 'recommendations', course],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ course, limit: '10', ...(pageParam && { cursor: pageParam }) });
      return apiRequest<RecommendationPage>('GET', `/api/discussions/recommendations?${query}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
