import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export interface CommentVariables {
  studentId: string;
  threadId: string;
  body: string;
  turnId?: string;
}

/** POST /api/students/{id}/discussions/{threadId}/comments: an educator's comment the student reads. */
export function commentOnDiscussion({ studentId, threadId, body, turnId }: CommentVariables) {
  const path = `/api/students/${encodeURIComponent(studentId)}/discussions/${encodeURIComponent(threadId)}/comments`;
  return apiRequest('POST', path, { body, ...(turnId && { turnId }) });
}

export function useCommentOnDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnDiscussion,
    onSuccess: (_result, { studentId }) => queryClient.invalidateQueries({ queryKey: ['/api/students', studentId, 'discussions'] }),
  });
}
