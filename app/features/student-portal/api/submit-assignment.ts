import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { StudentAssignment, SubmitAssignmentInput } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export interface SubmitAssignmentVariables extends SubmitAssignmentInput {
  studentId: string;
  studentAssignmentId: string;
}

/** POST /api/students/{id}/assignments/{studentAssignmentId}/submit: a text submission. */
export function submitAssignment({ studentId, studentAssignmentId, content }: SubmitAssignmentVariables) {
  const path = `/api/students/${encodeURIComponent(studentId)}/assignments/${encodeURIComponent(studentAssignmentId)}/submit`;
  return apiRequest<StudentAssignment>('POST', path, { content });
}

/**
 * After a submit every student read is refreshed (the pending list, its count and the assignments
 * tab). Callbacks given here run even if the dialog that started the submit has closed.
 */
export function useSubmitAssignment(
  options: Pick<UseMutationOptions<StudentAssignment, Error, SubmitAssignmentVariables>, 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<StudentAssignment, Error, SubmitAssignmentVariables>({
    mutationFn: submitAssignment,
    onError: options.onError,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: ['/api/students'] });
    },
  });
}
