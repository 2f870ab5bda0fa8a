import { useQuery } from '@tanstack/react-query';
import type { ContentListItem } from '#shared/schemas/content.ts';
import type { AdminRequest } from '../lib/admin-request.ts';
import { useAdminRequest } from '../lib/admin-user.tsx';
import { courseQuery, type CourseFilter } from './get-course-content.ts';

export const pendingValidationsQueryKey = (course: CourseFilter) => ['/api/admin', 'validation', 'pending', course] as const;

/** GET /api/admin/validation/pending?course= (spec point 7): only items still pending validation. */
export function getPendingValidations(request: AdminRequest, course: CourseFilter) {
  return request<ContentListItem[]>('GET', `/api/admin/validation/pending${courseQuery(course)}`);
}

export function usePendingValidations(course: CourseFilter) {
  const request = useAdminRequest();
  return useQuery({ queryKey: pendingValidationsQueryKey(course), queryFn: () => getPendingValidations(request, course) });
}
