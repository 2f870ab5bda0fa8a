import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { StudentAssignmentPage } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Assignments a page holds. */
const PAGE_SIZE = 50;

export const studentAssignmentsQueryKey = (studentId: string, course: Course) => ['/api/students', studentId, 'assignments', course] as const;

/** GET /api/students/{id}/assignments?course=&cursor=: one page of the student's assignments by due date, with rubric and submission. */
export function getStudentAssignments(studentId: string, course: Course, cursor?: string) {
  const query = new URLSearchParams({ course, limit: String(PAGE_SIZE), ...(cursor && { cursor }) });
  return apiRequest<StudentAssignmentPage>('GET', `/api/students/${encodeURIComponent(studentId)}/assignments?${query}`);
}

/** The Assignments tab's query; also fetched ahead for offline use (hooks/use-prefetch-portal-tabs.ts). */
export const studentAssignmentsQueryOptions = (studentId: string, course: Course) =>
  infiniteQueryOptions({
    queryKey: studentAssignmentsQueryKey(studentId, course),
    queryFn: ({ pageParam }) => getStudentAssignments(studentId, course, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The student's assignments of `course`, a page at a time. */
export function useStudentAssignments(studentId: string, course: Course) {
  const query = useInfiniteQuery(studentAssignmentsQueryOptions(studentId, course));
  return { ...query, assignments: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
