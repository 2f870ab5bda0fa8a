import { useMutation } from '@tanstack/react-query';
import type { GenerateAssetsResult } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const generateInstituteAssets = () => apiRequest<GenerateAssetsResult>('POST', '/api/canva/generate-kti-assets');

/** POST /api/canva/generate-kti-assets: one Canva design and PNG export per institute format (spec point 7). */
export function useGenerateInstituteAssets() {
  return useMutation({ mutationFn: generateInstituteAssets });
}
