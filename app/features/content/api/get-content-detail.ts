import { useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';

export const contentDetailQueryKey = (id: string) => ['/api/admin', 'course-content', 'item', id] as const;

/** GET /api/admin/course-content/{id}: one item in full, with the six areas and the NLP results. */
export function getContentDetail(request: AdminRequest, id: string) {
  return request<ContentDetail>('GET', `/api/admin/course-content/${encodeURIComponent(id)}`);
}

/** Fetched only while a View or Edit dialog for the item is open. */
export function useContentDetail(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const request = useAdminRequest();
  return useQuery({ queryKey: contentDetailQueryKey(id), queryFn: () => getContentDetail(request, id), enabled });
}
