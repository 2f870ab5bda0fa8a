import { useInfiniteQuery } from '@tanstack/react-query';
import type { TrainingData } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { contentListQuery, contentPaging, type CourseFilter } from './get-course-content.ts';

export const trainingDataQueryKey = (course: CourseFilter, search: string) => ['/api/admin', 'training-data', course, search.trim()] as const;

/**
 * GET /api/admin/training-data?course=&q=&cursor= (spec point 7): a page of the approved
 * items; the first page also carries the totals and the four analytics figures.
 */
export function getTrainingData(request: AdminRequest, course: CourseFilter, search: string, cursor?: string) {
  return request<TrainingData>('GET', `/api/admin/training-data${contentListQuery(course, search, cursor)}`);
}

/** The training items a page at a time, with the figures of the first page. */
export function useTrainingData(course: CourseFilter, search: string) {
  const request = useAdminRequest();
  const query = useInfiniteQuery({
    queryKey: trainingDataQueryKey(course, search),
    queryFn: ({ pageParam }) => getTrainingData(request, course, search, pageParam),
    ...contentPaging,
  });
  const first = query.data?.pages[0];
  return {
    ...query,
    totals: first?.totals ?? null,
    analytics: first?.analytics ?? null,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}
