import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FigmaAsset } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const figmaAssetsQueryKey = (fileId: string) => ['/api/figma', 'assets', fileId] as const;

export function getFigmaAssets(fileId: string, refresh = false) {
  const query = refresh ? `?${new URLSearchParams({ refresh: 'true' }).toString()}` : '';
  return apiRequest<FigmaAsset[]>('GET', `/api/figma/assets/${encodeURIComponent(fileId)}${query}`);
}

export function useFigmaAssets(fileId: string | null) {
  return useQuery({
    queryKey: figmaAssetsQueryKey(fileId ?? ''),
    queryFn: () => getFigmaAssets(fileId!),
    enabled: Boolean(fileId),
  });
}

/** The Sync button: the same endpoint with ?refresh=true (admin only), written into the cache. */
export function useSyncFigmaAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => getFigmaAssets(fileId, true),
    onSuccess: (assets, fileId) => {
      queryClient.setQueryData(figmaAssetsQueryKey(fileId), assets);
      return queryClient.invalidateQueries({ queryKey: ['/api/figma', 'files'] });
    },
  });
}
