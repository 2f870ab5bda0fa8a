import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { startSessionCache } from './session-cache.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export const login = (input: LoginInput) => apiRequest<CurrentUser>('POST', '/api/login', input);

/** Shows the spec point 8 login toast once the user acts as a role. */
export function useWelcomeToast() {
  const { t } = useTranslation();
  return (user: CurrentUser) =>
    toast({
      title: t('auth.toast.login_success_title'),
      description: t('auth.toast.login_success_description', { name: user.name, role: user.role ? t(`roles.${user.role}`) : '' }),
    });
}

export function useLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const welcome = useWelcomeToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      startSessionCache(queryClient, user);
      // A privileged account is welcomed after the role-selection step instead.
      if (!user.roleSelectionRequired) welcome(user);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.toast.login_failed_title'),
        description: describeApiError(t, error),
      });
    },
  });
}
