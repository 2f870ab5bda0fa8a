import { useMutation } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** POST /api/discussions/proposals/generate: the agent writes the next question of every student who has none (a job; 202). */
export function useRequestProposals() {
  return useMutation({ mutationFn: (course: Course) => apiRequest<{ queued: true }>('POST', '/api/discussions/proposals/generate', { course }) });
}
