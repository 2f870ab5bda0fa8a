import { useMutation } from '@tanstack/react-query';
import type { ApplicationInput } from '#shared/schemas/admissions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const submitApplication = (input: ApplicationInput) =>
  apiRequest<{ id: string; status: string; submittedAt: string }>('POST', '/api/applications', input);

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
