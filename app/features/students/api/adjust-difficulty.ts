import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DifficultyUpdate } from '#shared/schemas/educator.ts';
import type { Student } from '#shared/schemas/students.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export interface AdjustDifficultyInput extends DifficultyUpdate {
  studentId: string;
}

/** PATCH /api/students/{id}/difficulty with an integer level 1-4 (spec point 7). */
export const adjustDifficulty = ({ studentId, level }: AdjustDifficultyInput) =>
  apiRequest<Student>('PATCH', `/api/students/${encodeURIComponent(studentId)}/difficulty`, { level } satisfies DifficultyUpdate);

/** Applies a level and shows the spec point 8 toasts; every student read and the cohort figures refresh. */
export function useAdjustDifficulty() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: adjustDifficulty,
    onSuccess: async () => {
      toast({ title: t('dashboard.educator.toast.adjusted_title'), description: t('dashboard.educator.toast.adjusted_description') });
      // Spec point 7: "student lists are refreshed"; the prefix also refreshes any open student portal.
      // The level distribution is computed from the same rows, so the analytics are refreshed too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['/api/students'] }), queryClient.invalidateQueries({ queryKey: ['/api/analytics'] })]);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('dashboard.educator.toast.adjust_failed_title'),
        description: t('dashboard.educator.toast.adjust_failed_description', { error: describeApiError(t, error) }),
      });
    },
  });
}
