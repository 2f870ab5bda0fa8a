import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StartDiscussionsInput, startDiscussionsResultSchema } from '#shared/schemas/discussions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export type StartDiscussionsResult = z.infer<typeof startDiscussionsResultSchema>;

/**
 * POST /api/discussions: the question, as the educator worded it, opens a
 * thread for each chosen student, or for every student of the course at its level.
 */
export const startDiscussions = (input: StartDiscussionsInput) => apiRequest<StartDiscussionsResult>('POST', '/api/discussions', input);

export function useStartDiscussions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDiscussions,
    // Any open portal of those students shows the new question.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/students'] }),
  });
}
