import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { getQueryFn } from '#app/lib/api-client.ts';

/**
 * GET /api/user, read here rather than through the auth feature (features do not import each
 * other); the same key shares its cache with the rest of the app.
 */
export function useIsFigmaAdmin(): boolean {
  const { data } = useQuery({ queryKey: ['/api/user'], queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }) });
  return data?.role === 'admin';
}
