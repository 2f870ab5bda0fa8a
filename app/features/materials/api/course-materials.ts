import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial, MaterialReading } from '#shared/schemas/materials.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import type { OfflinePart } from '#app/lib/offline/materials.ts';

/**
 * A course's materials (spec point 7): the student's Course Books tab and the staff's
 * materials screen read the same list, under the same query key, so an edit shows in both.
 */
export const courseMaterialsQueryKey = (course: Course) => ['/api/course-materials', course] as const;

/** The course's materials, as the Course Books tab and the staff's screen read them. */
export const courseMaterialsQueryOptions = (course: Course) =>
  queryOptions({
    queryKey: courseMaterialsQueryKey(course),
    queryFn: () => apiRequest<CourseMaterial[]>('GET', `/api/course-materials?${new URLSearchParams({ course })}`),
  });

export function useCourseMaterials(course: Course) {
  return useQuery(courseMaterialsQueryOptions(course));
}

const materialPath = (materialId: string) => `/api/course-materials/${encodeURIComponent(materialId)}`;

/**
 * Where a material's file is served: inline for View, as an attachment for Download
 * (`?download=1`, so the server sends the file's real name and type).
 */
export function courseMaterialFileUrl(materialId: string, { download = false }: { download?: boolean } = {}) {
  const path = `${materialPath(materialId)}/file`;
  return download ? `${path}?${new URLSearchParams({ download: '1' })}` : path;
}

/** The reader's answer for a material: its pages of text (none for audio) and its file's details. */
export const materialReadingUrl = (materialId: string) => `${materialPath(materialId)}/reading`;

/** The reader's screen for a material. */
export const materialReaderPath = (materialId: string) => `/dashboard/read/${encodeURIComponent(materialId)}`;

export function getMaterialReading(materialId: string) {
  return apiRequest<MaterialReading>('GET', materialReadingUrl(materialId));
}

/**
 * What "Download for offline" keeps of a material: the reader's answer (its
 * text), and for audio the recording itself. A PDF's or EPUB's original file is not needed to
 * read it and is left out, which saves most of the data; Download still fetches it on request.
 * Empty for a material with nothing to read (a video link).
 */
export function offlinePartsOf(material: CourseMaterial): OfflinePart[] {
  if (!material.format || material.readingSize === null) return [];
  const reading = { url: materialReadingUrl(material.id), size: material.readingSize };
  return material.format === 'audio' ? [reading, { url: courseMaterialFileUrl(material.id), size: material.fileSize ?? 0 }] : [reading];
}
