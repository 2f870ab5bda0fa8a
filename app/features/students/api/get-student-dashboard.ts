import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { StudentDashboard } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const studentDashboardQueryKey = (studentId: string, course: Course) => ['/api/students', studentId, 'dashboard', course] as const;

/** GET /api/students/{id}/dashboard?course= (spec point 7). */
export function getStudentDashboard(studentId: string, course: Course) {
  const query = new URLSearchParams({ course });
  return apiRequest<StudentDashboard | null>('GET', `/api/students/${encodeURIComponent(studentId)}/dashboard?${query}`);
}

export const studentDashboardQueryOptions = (studentId: string, course: Course) =>
  queryOptions({ queryKey: studentDashboardQueryKey(studentId, course), queryFn: () => getStudentDashboard(studentId, course) });

/** The student's portal data: name, level, certifications, pending assignments and event counts. */
export function useStudentDashboard(studentId: string, course: Course) {
  return useQuery(studentDashboardQueryOptions(studentId, course));
}
