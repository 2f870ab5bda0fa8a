import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CohortAnalytics } from '#shared/schemas/educator.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Spec point 8: a failed read throws this message; the UI shows its translation. */
export const COHORT_ANALYTICS_ERROR = 'Failed to fetch cohort analytics';

/** GET /api/analytics/cohort?course= : totals, engagement (percent 0-100) and the level distribution. */
export async function getCohortAnalytics(course: Course): Promise<CohortAnalytics> {
  const params = new URLSearchParams({ course });
  try {
    return await apiRequest<CohortAnalytics>('GET', `/api/analytics/cohort?${params}`);
  } catch (cause) {
    throw new Error(COHORT_ANALYTICS_ERROR, { cause });
  }
}

/** Figures older than this were answered while the server refreshes them: ask again shortly. */
const STALE_FIGURES_MS = 90_000;

export const cohortAnalyticsQueryOptions = (course: Course) =>
  queryOptions({
    queryKey: ['/api/analytics', 'cohort', course],
    queryFn: () => getCohortAnalytics(course),
    refetchInterval: (query) => (query.state.data && Date.now() - Date.parse(query.state.data.computedAt) > STALE_FIGURES_MS ? 10_000 : false),
  });

export function useCohortAnalytics(course: Course) {
  return useQuery(cohortAnalyticsQueryOptions(course));
}
