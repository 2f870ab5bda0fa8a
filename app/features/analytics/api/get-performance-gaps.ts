import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { PerformanceGap } from '#shared/schemas/educator.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Spec point 8: a failed read throws this message; the UI shows its translation. */
export const PERFORMANCE_GAPS_ERROR = 'Failed to fetch performance gaps';

/** GET /api/analytics/gaps?course= : learning objectives many students have not mastered, largest first. */
export async function getPerformanceGaps(course: Course): Promise<PerformanceGap[]> {
  const params = new URLSearchParams({ course });
  try {
    return await apiRequest<PerformanceGap[]>('GET', `/api/analytics/gaps?${params}`);
  } catch (cause) {
    throw new Error(PERFORMANCE_GAPS_ERROR, { cause });
  }
}

export const performanceGapsQueryOptions = (course: Course) =>
  queryOptions({ queryKey: ['/api/analytics', 'gaps', course], queryFn: () => getPerformanceGaps(course) });

export function usePerformanceGaps(course: Course) {
  return useQuery(performanceGapsQueryOptions(course));
}
