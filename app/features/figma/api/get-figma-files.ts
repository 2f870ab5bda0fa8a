import { useQuery } from '@tanstack/react-query';
import type { FigmaFile } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const figmaFilesQueryKey = ['/api/figma', 'files'] as const;

export const getFigmaFiles = () => apiRequest<FigmaFile[]>('GET', '/api/figma/files');

export function useFigmaFiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: figmaFilesQueryKey, queryFn: getFigmaFiles, enabled });
}
