import { useMutation } from '@tanstack/react-query';
import type { ApplicationInput, ApplicationReceipt } from '#shared/schemas/admissions.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { submissionKey } from '../hooks/use-application-draft.ts';

/**
 * POST /api/applications, with the Idempotency-Key of this exact application: a resend after a
 * lost answer creates nothing new. Null: a resend answered from before the server sealed its kept
 * answers, which kept no body.
 */
export const submitApplication = (input: ApplicationInput) =>
  apiRequest<ApplicationReceipt | null>('POST', '/api/applications', input, { 'Idempotency-Key': submissionKey(JSON.stringify(input)) });

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
