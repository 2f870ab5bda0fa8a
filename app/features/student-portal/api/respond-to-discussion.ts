import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export interface RespondVariables {
  studentId: string;
  threadId: string;
  response: string;
}

/** POST /api/students/{id}/discussions/{threadId}/responses: the student's answer, accepted for analysis (202). */
export function respondToDiscussion({ studentId, threadId, response }: RespondVariables) {
  const path = `/api/students/${encodeURIComponent(studentId)}/discussions/${encodeURIComponent(threadId)}/responses`;
  return apiRequest<{ threadId: string; turnId: string; responseId: string; analysisStatus: 'pending' }>('POST', path, { response });
}

export function useRespondToDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToDiscussion,
    onSuccess: (_result, { studentId }) => queryClient.invalidateQueries({ queryKey: ['/api/students', studentId, 'discussions'] }),
  });
}
