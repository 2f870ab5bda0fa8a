import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RoleSelectionInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';
import { useWelcomeToast } from './login.ts';

export const selectRole = (input: RoleSelectionInput) => apiRequest<CurrentUser>('POST', '/api/session/role', input);

/** The role-selection step: the chosen role is set on the server and held in the session. */
export function useSelectRole() {
  const queryClient = useQueryClient();
  const welcome = useWelcomeToast();
  return useMutation({
    mutationFn: selectRole,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      welcome(user);
    },
  });
}
