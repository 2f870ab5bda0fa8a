import { useQuery } from '@tanstack/react-query';
import type { StoredAsset } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const storedAssetsQueryKey = ['/api/figma', 'stored-assets'] as const;

export const getStoredAssets = () => apiRequest<StoredAsset[]>('GET', '/api/figma/stored-assets');

export function useStoredAssets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: storedAssetsQueryKey, queryFn: getStoredAssets, enabled });
}

/** GET /api/figma/stored-assets/:id/file: inline to view, ?download=1 to save. */
export function storedAssetFileUrl(id: string, download = false) {
  const base = `/api/figma/stored-assets/${encodeURIComponent(id)}/file`;
  return download ? `${base}?${new URLSearchParams({ download: '1' }).toString()}` : base;
}
