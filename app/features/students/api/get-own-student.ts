import { useQuery } from '@tanstack/react-query';
import type { Student } from '#shared/schemas/students.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** GET /api/students/{id}: a student's own record, whose course the dashboard opens on. */
export function useOwnStudent(studentId: string | null) {
  return useQuery({
    queryKey: ['/api/students', studentId, 'record'],
    queryFn: () => apiRequest<Student>('GET', `/api/students/${encodeURIComponent(studentId!)}`),
    enabled: studentId !== null,
    staleTime: 10 * 60_000,
  });
}
