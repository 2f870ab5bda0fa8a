import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem, UploadContentInput } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { useUploadToasts } from '../lib/upload-toasts.ts';

/** POST /api/admin/course-content (spec point 7) with a JSON body; answers 201 with the new item. */
export function uploadContent(request: AdminRequest, input: UploadContentInput) {
  return request<ContentItem>('POST', '/api/admin/course-content', input);
}

/** Uploads typed text; every admin read refreshes afterwards (queue, library, training figures). */
export function useUploadContent() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const toasts = useUploadToasts();
  return useMutation({
    mutationFn: (input: UploadContentInput) => uploadContent(request, input),
    onSuccess: async () => {
      toasts.onSuccess();
      await queryClient.invalidateQueries({ queryKey: ['/api/admin'] });
    },
    onError: toasts.onError,
  });
}
