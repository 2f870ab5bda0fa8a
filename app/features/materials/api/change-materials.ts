import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CourseMaterial, MaterialFields } from '#shared/schemas/materials.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { courseMaterialsQueryKey } from './course-materials.ts';

const path = (id: string) => `/api/course-materials/${encodeURIComponent(id)}`;

/** Every change to a course's materials refreshes the list the students and the staff read. */
function useMaterialsMutation<Input, Output>(course: Course, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseMaterialsQueryKey(course) }),
  });
}

/** POST /api/course-materials (multipart): the details, and the file when there is one. */
export function useAddMaterial(course: Course) {
  return useMaterialsMutation(course, ({ fields, file }: { fields: MaterialFields; file: File | null }) => {
    const body = new FormData();
    body.set('course', course);
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) body.set(name, String(value));
    if (file) body.set('file', file);
    return apiRequest<CourseMaterial>('POST', '/api/course-materials', body);
  });
}

/** PUT /api/course-materials/:id: every detail as the edit form shows it. */
export function useUpdateMaterial(course: Course) {
  return useMaterialsMutation(course, ({ id, fields }: { id: string; fields: MaterialFields }) => apiRequest<CourseMaterial>('PUT', path(id), fields));
}

/** POST /api/course-materials/:id/move: one place up or down in its unit. */
export function useMoveMaterial(course: Course) {
  return useMaterialsMutation(course, ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    apiRequest<CourseMaterial>('POST', `${path(id)}/move`, { direction }),
  );
}

/** DELETE /api/course-materials/:id: the material, its reading view and its file. */
export function useRemoveMaterial(course: Course) {
  return useMaterialsMutation(course, (id: string) => apiRequest<null>('DELETE', path(id)));
}
