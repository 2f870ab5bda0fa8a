import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationInput, CurrentUser, Invitation } from '#shared/schemas/auth.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { startSessionCache } from './session-cache.ts';
import { linkSecretFromLocation } from '#app/lib/link-secret.ts';

/** The token of a set-password link: `/auth#invitation=TOKEN` (in the fragment, so no server log ever holds it). */
export const invitationTokenFromLocation = () => linkSecretFromLocation('invitation');

/** POST /api/invitations/lookup: who the link is for. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['/api/invitations', token],
    queryFn: () => apiRequest<Invitation>('POST', '/api/invitations/lookup', { token }),
    retry: false,
    meta: { persist: false },
  });
}

/** POST /api/invitations/accept: sets the password once and signs the new student in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => apiRequest<CurrentUser>('POST', '/api/invitations/accept', input),
    onSuccess: (user) => startSessionCache(queryClient, user),
  });
}
