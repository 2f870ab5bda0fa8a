import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueue } from '#app/lib/offline/outbox.ts';

export interface RespondVariables {
  studentId: string;
  threadId: string;
  response: string;
}

/** The outbox kind of an answer to the Socratic agent; its subject is the thread's id. */
export const DISCUSSION_RESPONSE = 'discussion-response';

type Accepted = { threadId: string; turnId: string; responseId: string; analysisStatus: 'pending' };

/**
 * POST /api/students/{id}/discussions/{threadId}/responses through the outbox: saved
 * on the phone first, then sent now or when the connection returns. Resolves with the server's
 * acceptance (202, analysed later), or `undefined` while it waits on the phone.
 */
export function respondToDiscussion({ studentId, threadId, response }: RespondVariables) {
  const url = `/api/students/${encodeURIComponent(studentId)}/discussions/${encodeURIComponent(threadId)}/responses`;
  return enqueue<Accepted>({ owner: studentId, kind: DISCUSSION_RESPONSE, subject: threadId, url, body: { response } });
}

export function useRespondToDiscussion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToDiscussion,
    // Kept on the phone for later: nothing changed on the server yet.
    onSuccess: (result, { studentId }) => (result ? queryClient.invalidateQueries({ queryKey: ['/api/students', studentId, 'discussions'] }) : undefined),
  });
}
