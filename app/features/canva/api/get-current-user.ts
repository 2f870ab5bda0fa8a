import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getQueryFn } from '#app/lib/api-client.ts';

/** The signed-in user (shared cache key with the rest of the app); used only to show admin controls. */
export function useCanvaCurrentUser() {
  return useQuery({ queryKey: ['/api/user'], queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }) });
}
