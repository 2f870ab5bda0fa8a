import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentItem, UploadContentInput } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { toast } from '#app/lib/toast.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export interface UpdateContentVariables {
  id: string;
  input: UploadContentInput;
}

/** PUT /api/admin/course-content/{id}: an edited item goes back to pending validation and leaves the training data. */
export function updateContent(request: AdminRequest, { id, input }: UpdateContentVariables) {
  return request<ContentItem>('PUT', `/api/admin/course-content/${encodeURIComponent(id)}`, input);
}

/** Saves an edit with its toasts (on the mutation, so they show even if the dialog has closed). */
export function useUpdateContent() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (variables: UpdateContentVariables) => updateContent(request, variables),
    onSuccess: async () => {
      toast({ title: t('dashboard.admin.toast.updated_title'), description: t('dashboard.admin.toast.updated_description') });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin'] });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.admin.toast.update_failed_title'),
        description: t('dashboard.admin.toast.update_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });
}
