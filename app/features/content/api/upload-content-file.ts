import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { useUploadToasts } from '../lib/upload-toasts.ts';

/**
 * POST /api/admin/course-content/file, multipart: the form's text fields and one file whose text
 * the server extracts (.txt, .md, .pdf, .srt, .vtt; at most 10 MB). Answers 201 with the new item.
 */
export function uploadContentFile(request: AdminRequest, body: FormData) {
  return request<ContentItem>('POST', '/api/admin/course-content/file', body);
}

export function useUploadContentFile() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const toasts = useUploadToasts();
  return useMutation({
    mutationFn: (body: FormData) => uploadContentFile(request, body),
    onSuccess: async () => {
      toasts.onSuccess();
      await queryClient.invalidateQueries({ queryKey: ['/api/admin'] });
    },
    onError: toasts.onError,
  });
}
