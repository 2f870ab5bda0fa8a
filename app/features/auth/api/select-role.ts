import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RoleSelectionInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { startSessionCache } from './session-cache.ts';
import { useWelcomeToast } from './login.ts';

export const selectRole = (input: RoleSelectionInput) => apiRequest<CurrentUser>('POST', '/api/session/role', input);

/**
 * The role-selection step: the chosen role is set on the server and held in the session, under a
 * new session id. Answers still on their way went with the old id: like a
 * login, the step drops them and every other cached answer, and sets the user.
 */
export function useSelectRole() {
  const queryClient = useQueryClient();
  const welcome = useWelcomeToast();
  return useMutation({
    mutationFn: selectRole,
    onSuccess: (user) => {
      startSessionCache(queryClient, user);
      welcome(user);
    },
  });
}
