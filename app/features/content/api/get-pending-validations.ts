import { useInfiniteQuery } from '@tanstack/react-query';
import type { PendingPage } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { contentListQuery, contentPaging, type CourseFilter } from './get-course-content.ts';

export const pendingValidationsQueryKey = (course: CourseFilter, search: string) => ['/api/admin', 'validation', 'pending', course, search.trim()] as const;

/** GET /api/admin/validation/pending?course=&q=&cursor= (spec point 7): a page of the items still pending validation. */
export function getPendingValidations(request: AdminRequest, course: CourseFilter, search: string, cursor?: string) {
  return request<PendingPage>('GET', `/api/admin/validation/pending${contentListQuery(course, search, cursor)}`);
}

/** The validation queue a page at a time: `items` holds every page loaded so far. */
export function usePendingValidations(course: CourseFilter, search: string) {
  const request = useAdminRequest();
  const query = useInfiniteQuery({
    queryKey: pendingValidationsQueryKey(course, search),
    queryFn: ({ pageParam }) => getPendingValidations(request, course, search, pageParam),
    ...contentPaging,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
