import { useQuery } from '@tanstack/react-query';
import type { CanvaStatus } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const canvaStatusQueryKey = ['/api/canva', 'status'] as const;

export const getCanvaStatus = () => apiRequest<CanvaStatus>('GET', '/api/canva/status');

/** GET /api/canva/status: is the integration configured on the server, and what is missing. */
export function useCanvaStatus(enabled = true) {
  return useQuery({ queryKey: canvaStatusQueryKey, queryFn: getCanvaStatus, enabled });
}
