import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { endSessionCache } from './session-cache.ts';

export const logout = () => apiRequest('POST', '/api/logout');

export function useLogout({ quiet = false }: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSessionCache(queryClient);
      if (!quiet) toast({ title: t('auth.toast.logout_success_title'), description: t('auth.toast.logout_success_description') });
    },
    onError: () => {
      toast({ variant: 'destructive', title: t('auth.toast.logout_failed_title'), description: t('auth.toast.logout_failed_title') });
    },
  });
}
