import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { Student } from '#shared/schemas/students.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Spec point 8: a failed read throws this message; the UI shows its translation. */
export const STUDENTS_ERROR = 'Failed to fetch students';

/**
 * A roster row: the student with a nested user (spec point 3). The server adds `lastActivityAt`
 * for the Last Activity column; it is read as optional so an older server still renders.
 */
export type StudentListItem = Student & { lastActivityAt?: string | null };

/** GET /api/students?course= (course URL-encoded, spec point 7). */
export async function getStudents(course: Course): Promise<StudentListItem[]> {
  const params = new URLSearchParams({ course });
  try {
    return await apiRequest<StudentListItem[]>('GET', `/api/students?${params}`);
  } catch (cause) {
    throw new Error(STUDENTS_ERROR, { cause });
  }
}

// Under '/api/students' so that invalidating it after a level change refreshes this list too.
export const studentsQueryOptions = (course: Course) =>
  queryOptions({ queryKey: ['/api/students', { course }], queryFn: () => getStudents(course) });

export function useStudents(course: Course) {
  return useQuery(studentsQueryOptions(course));
}
