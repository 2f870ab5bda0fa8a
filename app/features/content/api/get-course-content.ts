import { useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { LibraryPage } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

/** The admin portal's course filter: every course, or one. */
export type CourseFilter = Course | 'all';

/** Items a content list asks for at a time (never the whole table at once). */
export const CONTENT_PAGE_SIZE = 50;

/** `?course=` for a filter, empty for All. */
export function courseQuery(course: CourseFilter): string {
  return course === 'all' ? '' : `?${new URLSearchParams({ course })}`;
}

/** `?limit=&course=&q=&cursor=` for a page of one of the content lists: the filter, the search, and where the last page ended. */
export function contentListQuery(course: CourseFilter, search: string, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(CONTENT_PAGE_SIZE) });
  if (course !== 'all') params.set('course', course);
  if (search.trim()) params.set('q', search.trim());
  if (cursor) params.set('cursor', cursor);
  return `?${params}`;
}

/** How each content list hook pages: the cursor of the last page loaded, until there is none. */
export const contentPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  // A search typed letter by letter keeps the last list on screen until the next one arrives.
  placeholderData: <T>(previous: T | undefined) => previous,
};

export const courseContentQueryKey = (course: CourseFilter, search: string) => ['/api/admin', 'course-content', course, search.trim()] as const;

/** GET /api/admin/course-content?course=&q=&cursor= (spec point 7): a page of content, newest first. */
export function getCourseContent(request: AdminRequest, course: CourseFilter, search: string, cursor?: string) {
  return request<LibraryPage>('GET', `/api/admin/course-content${contentListQuery(course, search, cursor)}`);
}

/** The library a page at a time: `items` holds every page loaded so far. */
export function useCourseContent(course: CourseFilter, search: string) {
  const request = useAdminRequest();
  const query = useInfiniteQuery({
    queryKey: courseContentQueryKey(course, search),
    queryFn: ({ pageParam }) => getCourseContent(request, course, search, pageParam),
    ...contentPaging,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
