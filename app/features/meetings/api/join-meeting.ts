import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { joinMeetingResponseSchema, joinMeetingSchema } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export type JoinMeetingInput = z.infer<typeof joinMeetingSchema>;
export type JoinMeetingResponse = z.infer<typeof joinMeetingResponseSchema>;

/** POST /api/cohort-meetings/join (spec point 7): answers the meeting's video-call URL. */
export const joinMeeting = ({ meetingId, studentId }: JoinMeetingInput) =>
  apiRequest<JoinMeetingResponse>('POST', '/api/cohort-meetings/join', { meetingId, studentId });

/**
 * Joining adds a participant, so the meeting list (its "joined" counts) is read again. Callers may
 * carry extra variables (only meetingId and studentId are sent); callbacks given here run even if
 * the calling component unmounts meanwhile, unlike callbacks given to `mutate`.
 */
export function useJoinMeeting<TVariables extends JoinMeetingInput = JoinMeetingInput>(
  options: Pick<UseMutationOptions<JoinMeetingResponse, Error, TVariables>, 'onSuccess' | 'onError'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<JoinMeetingResponse, Error, TVariables>({
    mutationFn: joinMeeting,
    onError: options.onError,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: ['/api/cohort-meetings'] });
    },
  });
}
