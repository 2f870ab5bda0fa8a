import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { ContentListItem } from '#shared/schemas/content.ts';
import type { AdminRequest } from '../lib/admin-request.ts';
import { useAdminRequest } from '../lib/admin-user.tsx';

/** The admin portal's course filter: every course, or one. */
export type CourseFilter = Course | 'all';

/** `?course=` for a filter, empty for All. */
export function courseQuery(course: CourseFilter): string {
  return course === 'all' ? '' : `?${new URLSearchParams({ course })}`;
}

export const courseContentQueryKey = (course: CourseFilter) => ['/api/admin', 'course-content', course] as const;

/** GET /api/admin/course-content?course= (spec point 7): all content, newest first. */
export function getCourseContent(request: AdminRequest, course: CourseFilter) {
  return request<ContentListItem[]>('GET', `/api/admin/course-content${courseQuery(course)}`);
}

export function useCourseContent(course: CourseFilter) {
  const request = useAdminRequest();
  return useQuery({ queryKey: courseContentQueryKey(course), queryFn: () => getCourseContent(request, course) });
}
