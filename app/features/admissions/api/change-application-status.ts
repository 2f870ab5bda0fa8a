import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { applicationStatusChangeSchema } from '#shared/schemas/content.ts';
import type { AdminRequest } from '#app/lib/admin/admin-request.ts';
import { toast } from '#app/lib/toast.ts';
import { useAdminRequest } from '#app/lib/admin/admin-user.tsx';
import { applicationStatusKey } from '../lib/applications.ts';
import { applicationQueryKey, type ApplicationDetail } from './get-application.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export type ApplicationStatusChange = z.input<typeof applicationStatusChangeSchema>;

export interface ChangeApplicationStatusVariables extends ApplicationStatusChange {
  id: string;
}

/**
 * PATCH /api/admin/applications/{id}/status: only the moves in APPLICATION_TRANSITIONS (409
 * INVALID_TRANSITION otherwise); `assessed` carries the intake score 0-100; a decision carries its
 * reasons (and an acceptance the course the student starts in). Answers with the full
 * application, including `intakeLevel` when a score exists.
 */
export function changeApplicationStatus(request: AdminRequest, { id, ...body }: ChangeApplicationStatusVariables) {
  return request<ApplicationDetail>('PATCH', `/api/admin/applications/${encodeURIComponent(id)}/status`, body satisfies ApplicationStatusChange);
}

/**
 * The answer replaces the open detail at once and the list pages refresh. The toasts live on the
 * mutation: the status form remounts when the status changes, which would skip a call's own callbacks.
 */
export function useChangeApplicationStatus() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (variables: ChangeApplicationStatusVariables) => changeApplicationStatus(request, variables),
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.admin.toast.status_change_failed_title'),
        description: t('dashboard.admin.toast.status_change_failed_description', { error: describeApiError(t, error) }),
      });
    },
    onSuccess: async (application) => {
      toast({
        title: t('dashboard.admin.toast.status_changed_title'),
        description: t('dashboard.admin.toast.status_changed_description', {
          status: t(applicationStatusKey(application.status), { defaultValue: application.status }),
        }),
      });
      queryClient.setQueryData(applicationQueryKey(application.id), application);
      await queryClient.invalidateQueries({
        queryKey: ['/api/admin', 'applications'],
        // The detail was just set from the answer; refetching it would drop the answer's intakeLevel if GET omits it.
        predicate: (query) => query.queryKey[2] !== 'item',
      });
    },
  });
}
