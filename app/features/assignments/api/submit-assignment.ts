import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { StudentAssignment, SubmitAssignmentInput } from '#shared/schemas/portal.ts';
import { enqueue } from '#app/lib/offline/outbox.ts';

export interface SubmitAssignmentVariables extends Pick<SubmitAssignmentInput, 'content'> {
  studentId: string;
  studentAssignmentId: string;
}

/** The outbox kind of a submission; its subject is the student assignment's id. */
export const ASSIGNMENT_SUBMISSION = 'assignment-submission';

/**
 * POST /api/students/{id}/assignments/{studentAssignmentId}/submit, through the outbox: saved on
 * the phone first, with the time the student pressed Submit (lateness is decided on it),
 * then sent now or when the connection returns. Resolves with the saved row, or `undefined` when
 * it waits on the phone.
 */
export function submitAssignment({ studentId, studentAssignmentId, content }: SubmitAssignmentVariables) {
  const url = `/api/students/${encodeURIComponent(studentId)}/assignments/${encodeURIComponent(studentAssignmentId)}/submit`;
  return enqueue<StudentAssignment>({
    owner: studentId,
    kind: ASSIGNMENT_SUBMISSION,
    subject: studentAssignmentId,
    url,
    body: { content, submittedAt: new Date().toISOString() },
  });
}

/**
 * After a submit the server took, every student read is refreshed (the pending list, its count and
 * the assignments tab). Callbacks given here run even if the dialog that started the submit has closed.
 */
export function useSubmitAssignment(
  options: Pick<UseMutationOptions<StudentAssignment | undefined, Error, SubmitAssignmentVariables>, 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<StudentAssignment | undefined, Error, SubmitAssignmentVariables>({
    mutationFn: submitAssignment,
    onError: options.onError,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      // Kept on the phone for later: nothing changed on the server yet, and offline a refetch could only fail.
      if (args[0] !== undefined) await queryClient.invalidateQueries({ queryKey: ['/api/students'] });
    },
  });
}
