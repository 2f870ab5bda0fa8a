import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export type ProposalDecision = { proposalId: string; decision: 'approve'; content?: string } | { proposalId: string; decision: 'reject' };

/**
 * POST /api/discussions/proposals/{id}/approve (in the educator's wording, if changed) or
 * .../reject: an educator approves the agent's question before the student sees it.
 */
export const decideProposal = (input: ProposalDecision) =>
  apiRequest(
    'POST',
    `/api/discussions/proposals/${encodeURIComponent(input.proposalId)}/${input.decision}`,
    input.decision === 'approve' && input.content ? { content: input.content } : {},
  );

export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProposal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/discussions', 'proposals'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/students'] }),
      ]),
  });
}
