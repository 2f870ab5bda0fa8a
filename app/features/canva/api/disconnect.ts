import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { toast } from '#app/lib/toast.ts';
import { canvaAuthStatusQueryKey } from './get-auth-status.ts';

export const disconnectCanva = () => apiRequest<{ ok: true }>('POST', '/api/canva/auth/disconnect');

/** POST /api/canva/auth/disconnect (admins): revokes the institute's Canva access and forgets it. */
export function useDisconnectCanva() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCanva,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: canvaAuthStatusQueryKey });
      toast({ title: t('pages.design_studio.toast.disconnected_title'), description: t('pages.design_studio.toast.disconnected_description') });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: t('pages.design_studio.toast.disconnect_failed_title'), description: describeApiError(t, error) }),
  });
}
