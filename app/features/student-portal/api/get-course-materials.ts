import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const courseMaterialsQueryKey = (course: Course) => ['/api/course-materials', course] as const;

/** GET /api/course-materials?course= (spec point 7). */
export function getCourseMaterials(course: Course) {
  const query = new URLSearchParams({ course });
  return apiRequest<CourseMaterial[]>('GET', `/api/course-materials?${query}`);
}

export function useCourseMaterials(course: Course) {
  return useQuery({ queryKey: courseMaterialsQueryKey(course), queryFn: () => getCourseMaterials(course) });
}

/**
 * Where a material's file is served: inline for View, as an attachment for Download
 * (`?download=1`, so the server sends the file's real name and type).
 */
export function courseMaterialFileUrl(materialId: string, { download = false }: { download?: boolean } = {}) {
  const path = `/api/course-materials/${encodeURIComponent(materialId)}/file`;
  return download ? `${path}?${new URLSearchParams({ download: '1' })}` : path;
}
