import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const canvaAuthStatusQueryKey = ['/api/canva', 'auth', 'status'] as const;

export const getCanvaAuthStatus = () => apiRequest<{ connected: boolean }>('GET', '/api/canva/auth/status');

/** GET /api/canva/auth/status: has an admin connected the institute's Canva account. */
export function useCanvaAuthStatus(enabled: boolean) {
  return useQuery({ queryKey: canvaAuthStatusQueryKey, queryFn: getCanvaAuthStatus, enabled });
}
