import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getQueryFn } from '#app/lib/api-client.ts';

export const currentUserQueryKey = ['/api/user'] as const;

/** The signed-in user, or null when nobody is (spec point 7: 401 means no user). */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserQueryKey, queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }) });
}

/** True when the user may use protected screens: signed in and, if privileged, past role selection. */
export function isFullySignedIn(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && !user.roleSelectionRequired && user.role);
}
