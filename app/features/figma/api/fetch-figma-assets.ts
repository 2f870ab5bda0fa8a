import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FIGMA_ASSET_FORMATS, type FetchFigmaAssetsResult } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export interface FetchFigmaAssetsInput {
  fileId: string;
  assetIds: string[];
}

/** Spec point 9: the formats are always SVG and PNG. */
export const fetchFigmaAssets = ({ fileId, assetIds }: FetchFigmaAssetsInput) =>
  apiRequest<FetchFigmaAssetsResult>('POST', '/api/figma/fetch-assets', { fileId, assetIds, formats: [...FIGMA_ASSET_FORMATS] });

export function useFetchFigmaAssets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchFigmaAssets,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/figma'] }),
  });
}
