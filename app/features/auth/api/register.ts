import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, RegisterInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { startSessionCache } from './session-cache.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export const register = (input: RegisterInput) => apiRequest<CurrentUser>('POST', '/api/register', input);

export function useRegister() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      startSessionCache(queryClient, user);
      toast({ title: t('auth.toast.register_success_title'), description: t('auth.toast.register_success_description', { name: user.name }) });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.toast.register_failed_title'),
        description: describeApiError(t, error),
      });
    },
  });
}
