import { useMutation } from '@tanstack/react-query';
import type { ApplicationDraft, ApplicationDraftReceipt, SaveApplicationDraftInput } from '#shared/schemas/admissions.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { keepApplicationDraft } from '../hooks/use-application-draft.ts';
import { linkSecretFromLocation } from '#app/lib/link-secret.ts';

/** POST /api/applications/drafts: "Save and continue later" keeps the answers on the server and mails a link, or gives it back when the address has had its share of mail today. */
export function useSaveApplicationDraft() {
  return useMutation({
    mutationFn: (input: SaveApplicationDraftInput) =>
      apiRequest<ApplicationDraftReceipt>('POST', '/api/applications/drafts', input, { 'Idempotency-Key': crypto.randomUUID() }),
  });
}

/** The token of a resume link: `/admissions#resume=TOKEN` (in the fragment, so no server log ever holds it). */
export const resumeTokenFromLocation = () => linkSecretFromLocation('resume');

/** POST /api/applications/drafts/resume: fetches the saved answers and puts them on this device for the wizard. */
export async function resumeApplicationDraft(token: string): Promise<void> {
  const draft = await apiRequest<ApplicationDraft>('POST', '/api/applications/drafts/resume', { token });
  keepApplicationDraft({ step: draft.step, values: draft.values });
}
