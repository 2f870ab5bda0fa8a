import { useQuery } from '@tanstack/react-query';
import type { CanvaDesignItem } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const canvaDesignsQueryKey = ['/api/canva', 'designs'] as const;

export const getCanvaDesigns = () => apiRequest<{ designs: CanvaDesignItem[] }>('GET', '/api/canva/designs');

export function useCanvaDesigns(enabled: boolean) {
  return useQuery({ queryKey: canvaDesignsQueryKey, queryFn: getCanvaDesigns, enabled });
}
