import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseUnit } from '#shared/schemas/materials.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** GET /api/course-units?course=: the units a material may be placed in. */
export function useCourseUnits(course: Course) {
  return useQuery({
    queryKey: ['/api/course-units', course],
    queryFn: () => apiRequest<CourseUnit[]>('GET', `/api/course-units?${new URLSearchParams({ course })}`),
    staleTime: 10 * 60_000,
  });
}
