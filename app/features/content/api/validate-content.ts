import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContentItem, ValidateContentInput } from '#shared/schemas/content.ts';
import { toast } from '#app/lib/toast.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export interface ValidateContentVariables extends ValidateContentInput {
  id: string;
}

/** Spec points 7 and 9: Approve sends 0.9 and 'Content approved for SDA training'. */
export const APPROVE: ValidateContentInput = { status: 'approved', score: 0.9, feedback: 'Content approved for SDA training' };
/** Spec points 7 and 9: Reject sends 0.3 and 'Content needs revision'. */
export const REJECT: ValidateContentInput = { status: 'rejected', score: 0.3, feedback: 'Content needs revision' };

const validateMutationKey = ['/api/admin', 'course-content', 'validate'] as const;

/** PUT /api/admin/course-content/{id}/validate with status, feedback and score (spec point 7). */
export function validateContent(request: AdminRequest, { id, status, score, feedback }: ValidateContentVariables) {
  // Spec point 7: the default feedback is 'Content {status}'.
  const body: ValidateContentInput = { status, score, feedback: feedback ?? `Content ${status}` };
  return request<ContentItem>('PUT', `/api/admin/course-content/${encodeURIComponent(id)}/validate`, body);
}

/** Approve or reject with the spec point 8 toasts; every admin read refreshes afterwards. */
export function useValidateContent() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationKey: validateMutationKey,
    mutationFn: (variables: ValidateContentVariables) => validateContent(request, variables),
    onSuccess: async () => {
      toast({ title: t('dashboard.admin.toast.validated_title'), description: t('dashboard.admin.toast.validated_description') });
      await queryClient.invalidateQueries({ queryKey: ['/api/admin'] });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.admin.toast.validation_failed_title'),
        description: t('dashboard.admin.toast.validation_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });
}

/** The ids of the items whose validation is in flight, so each item disables only its own buttons. */
export function useValidatingIds(): Set<string> {
  const ids = useMutationState({
    filters: { mutationKey: validateMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ValidateContentVariables | undefined)?.id,
  });
  return new Set(ids.filter((id): id is string => typeof id === 'string'));
}
