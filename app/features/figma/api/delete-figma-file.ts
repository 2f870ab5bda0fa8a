import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const deleteFigmaFile = (id: string) => apiRequest<null>('DELETE', `/api/figma/files/${encodeURIComponent(id)}`);

export function useDeleteFigmaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFigmaFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/figma'] }),
  });
}
