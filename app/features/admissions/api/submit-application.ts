import { useMutation } from '@tanstack/react-query';
import type { ApplicationInput, ApplicationReceipt } from '#shared/schemas/admissions.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { submissionKey } from '../hooks/use-application-draft.ts';

/** POST /api/applications, with the Idempotency-Key of this exact application: a resend after a lost answer creates nothing new. */
export const submitApplication = (input: ApplicationInput) =>
  apiRequest<ApplicationReceipt>('POST', '/api/applications', input, { 'Idempotency-Key': submissionKey(JSON.stringify(input)) });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
