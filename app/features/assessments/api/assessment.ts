import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentView } from '#shared/schemas/assessments.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { linkSecretFromLocation } from '#app/lib/link-secret.ts';

/** The personal link's token: `/assessment#token=TOKEN` (in the fragment, so no server log ever holds it). */
export const assessmentTokenFromLocation = () => linkSecretFromLocation('token');

const key = (token: string) => ['/api/assessments', token] as const;

/** POST /api/assessments/open: the applicant's view of their entry assessment. */
export function useAssessment(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => apiRequest<AssessmentView>('POST', '/api/assessments/open', { token }),
    retry: false,
    meta: { persist: false },
  });
}

/** Starting and handing in answer with the new view, which replaces the one on screen. */
function useViewChange(token: string, path: '/api/assessments/start' | '/api/assessments/submit') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AssessmentView>('POST', path, { token }),
    onSuccess: (view) => queryClient.setQueryData(key(token), view),
  });
}

export const useStartAssessment = (token: string) => useViewChange(token, '/api/assessments/start');
export const useSubmitAssessment = (token: string) => useViewChange(token, '/api/assessments/submit');

/** POST /api/assessments/answer: one answer, saved as it is typed. */
export function saveAssessmentAnswer(token: string, level: number, answer: string) {
  return apiRequest<{ savedAt: string }>('POST', '/api/assessments/answer', { token, level, answer });
}
