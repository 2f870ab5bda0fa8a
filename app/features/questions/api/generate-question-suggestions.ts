import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuestionSuggestion, SuggestionRequest } from '#shared/schemas/questions.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

/** POST /api/questions/suggestions: one Socratic question per requested level (spec point 7). */
export const generateQuestionSuggestions = (input: SuggestionRequest) => apiRequest<QuestionSuggestion[]>('POST', '/api/questions/suggestions', input);

/** Generates suggestions; a failure shows the spec point 8 'Generation Failed' toast. */
export function useGenerateQuestionSuggestions() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: generateQuestionSuggestions,
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.educator.toast.generation_failed_title'),
        description: t('dashboard.educator.toast.generation_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });
}
