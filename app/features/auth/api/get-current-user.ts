import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getQueryFn } from '#app/lib/api-client.ts';
import { takeOpeningUser } from '#app/lib/dashboard-opening.ts';

export const currentUserQueryKey = ['/api/user'] as const;

const readCurrentUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

/** The signed-in user, or null when nobody is (spec point 7: 401 means no user). */
export function useCurrentUser() {
  // The opening answer once, if it is fresh; if it failed (offline, a server error), the user is asked for alone.
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: (context) => takeOpeningUser()?.catch(() => readCurrentUser(context)) ?? readCurrentUser(context),
  });
}

/**
 * True when the user may open protected screens: signed in and, if privileged, past role
 * selection. An educator account waiting for approval is signed in too: its screens say it waits.
 */
export function isFullySignedIn(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && !user.roleSelectionRequired && (user.role || user.staffAccess));
}
