import { useQuery } from '@tanstack/react-query';
import type { CanvaAssetItem } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const canvaAssetsQueryKey = ['/api/canva', 'assets'] as const;

export const getCanvaAssets = () => apiRequest<{ assets: CanvaAssetItem[] }>('GET', '/api/canva/assets');

export function useCanvaAssets(enabled: boolean) {
  return useQuery({ queryKey: canvaAssetsQueryKey, queryFn: getCanvaAssets, enabled });
}
