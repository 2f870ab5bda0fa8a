import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportDesignInput } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export const exportDesign = (input: ExportDesignInput) => apiRequest<{ jobId: string }>('POST', '/api/canva/designs/export', input);

/** POST /api/canva/designs/export: starts an export job (spec point 8 toasts). */
export function useExportDesign() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: exportDesign,
    onSuccess: ({ jobId }) => {
      toast({ title: t('pages.design_studio.toast.export_started_title'), description: t('pages.design_studio.toast.export_started_description', { jobId }) });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('pages.design_studio.toast.export_failed_title'),
        description: describeApiError(t, error),
      });
    },
  });
}
