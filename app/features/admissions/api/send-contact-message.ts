import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '#shared/schemas/admissions.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const sendContactMessage = (input: ContactMessageInput) => apiRequest<{ id: string }>('POST', '/api/contact', input);

/** Spec point 4, "Contact form": the caller shows Sending... while pending and resets on success. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
