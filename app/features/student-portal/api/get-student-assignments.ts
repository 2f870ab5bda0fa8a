import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { StudentAssignment } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const studentAssignmentsQueryKey = (studentId: string, course: Course) => ['/api/students', studentId, 'assignments', course] as const;

/** GET /api/students/{id}/assignments?course=: every assignment of the student, with rubric and submission. */
export function getStudentAssignments(studentId: string, course: Course) {
  const query = new URLSearchParams({ course });
  return apiRequest<StudentAssignment[]>('GET', `/api/students/${encodeURIComponent(studentId)}/assignments?${query}`);
}

export function useStudentAssignments(studentId: string, course: Course) {
  return useQuery({
    queryKey: studentAssignmentsQueryKey(studentId, course),
    queryFn: () => getStudentAssignments(studentId, course),
  });
}
