import { useQuery } from '@tanstack/react-query';
import type { Student } from '#shared/schemas/students.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** Every student, for the header's student selector (educators and admins). Same key as other student lists. */
export function useStudentOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/students', 'all'],
    queryFn: () => apiRequest<Student[]>('GET', '/api/students'),
    enabled,
  });
}
