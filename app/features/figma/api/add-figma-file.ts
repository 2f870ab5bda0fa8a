import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddFigmaFile, FigmaFile } from '#shared/schemas/figma.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const addFigmaFile = (input: AddFigmaFile) => apiRequest<FigmaFile>('POST', '/api/figma/files', input);

/** Admin only; toasts are left to the caller, which also closes its dialog. */
export function useAddFigmaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFigmaFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/figma'] }),
  });
}
