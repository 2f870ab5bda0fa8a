import type { SuggestionRequest } from '#shared/schemas/questions.ts';

export interface SuggestionProblem {
  field: 'contentSource' | 'targetKeywords' | 'other';
  /** A key under dashboard.educator.generator.errors. */
  messageKey: string;
}

/**
 * Checks a request against the shared schema before it is sent, so a too-short excerpt or too
 * many keywords get a translated message under the field instead of a round trip and a 400. The
 * schema (and zod) load on the first check, not with the educator's first screen.
 */
export async function checkSuggestionRequest(input: SuggestionRequest): Promise<SuggestionProblem | null> {
  const { suggestionRequestSchema } = await import('#shared/schemas/questions.ts');
  const result = suggestionRequestSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.path[0] === 'contentSource') {
    const messageKey =
      issue.code === 'too_big' ? 'dashboard.educator.generator.errors.content_source_max' : 'dashboard.educator.generator.errors.content_source_min';
    return { field: 'contentSource', messageKey };
  }
  if (issue?.path[0] === 'targetKeywords') return { field: 'targetKeywords', messageKey: 'dashboard.educator.generator.errors.keywords_invalid' };
  return { field: 'other', messageKey: 'dashboard.educator.generator.errors.request_invalid' };
}
