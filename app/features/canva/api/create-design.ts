import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateDesignInput } from '#shared/schemas/canva.ts';
import { apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { canvaDesignsQueryKey } from './get-designs.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

export const createDesign = (input: CreateDesignInput) => apiRequest<{ editUrl: string; designId: string }>('POST', '/api/canva/designs/create', input);

/** POST /api/canva/designs/create; on success opens the Canva editor in a new tab (spec point 8). */
export function useCreateDesign() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDesign,
    onSuccess: (result) => {
      // The tab opens only after the server answers, which a phone's pop-up blocker may refuse: the toast keeps the link.
      toast({
        title: t('pages.design_studio.toast.created_title'),
        description: t('pages.design_studio.toast.created_description'),
        link: { label: t('pages.design_studio.toast.open_design'), href: result.editUrl },
      });
      window.open(result.editUrl, '_blank', 'noopener,noreferrer');
      void queryClient.invalidateQueries({ queryKey: canvaDesignsQueryKey });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('pages.design_studio.toast.create_failed_title'),
        description: describeApiError(t, error),
      });
    },
  });
}
