import { useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import { ROSTER_PAGE_SIZE } from '#shared/constants/lists.ts';
import type { RosterEntry } from '#shared/schemas/educator.ts';
import type { StudentPage } from '#shared/schemas/students.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Spec point 8: a failed read throws this message; the UI shows its translation. */
export const STUDENTS_ERROR = 'Failed to fetch students';

/** A roster row: the student's course, level, progress, last activity and name (spec point 2). */
export type StudentListItem = RosterEntry;

/** GET /api/students?course=&q=&cursor=: one page of a course's students by name. */
export async function getStudentPage(course: Course, search: string, cursor?: string): Promise<StudentPage> {
  const params = new URLSearchParams({ course, limit: String(ROSTER_PAGE_SIZE), ...(search && { q: search }), ...(cursor && { cursor }) });
  try {
    return await apiRequest<StudentPage>('GET', `/api/students?${params}`);
  } catch (cause) {
    throw new Error(STUDENTS_ERROR, { cause });
  }
}

/**
 * The course's students whose name matches `search`, a page at a time: the one list every staff
 * picker and the roster show (they share one choice). Under '/api/students' so
 * that a level change refreshes it.
 */
export const studentDirectoryQueryKey = (course: Course, search: string) => ['/api/students', { course, search }] as const;

export function useStudentDirectory(course: Course, search: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: studentDirectoryQueryKey(course, search),
    queryFn: ({ pageParam }) => getStudentPage(course, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    // A search typed letter by letter keeps the last list on screen until the next one arrives.
    placeholderData: (previous) => previous,
  });
  return { ...query, students: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
export type StudentDirectory = ReturnType<typeof useStudentDirectory>;

/** A picker's options: the pages loaded so far, with the chosen student first when a search has left them out. */
export function withChosen(loaded: StudentListItem[], chosen: StudentListItem | undefined): StudentListItem[] {
  return chosen && !loaded.includes(chosen) ? [chosen, ...loaded] : loaded;
}
