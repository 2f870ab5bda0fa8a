import { useTranslation } from 'react-i18next';
import { toast } from '#app/lib/toast.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

/**
 * The spec point 8 upload toasts, shared by the text and the file upload. They live on the
 * mutation rather than on each `mutate` call: a call's own callbacks are skipped once the form
 * that made it has unmounted, and the admin must still hear how the upload ended.
 */
export function useUploadToasts() {
  const { t } = useTranslation();
  return {
    onSuccess: () => toast({ title: t('dashboard.admin.toast.uploaded_title'), description: t('dashboard.admin.toast.uploaded_description') }),
    onError: (error: Error) =>
      toast({
        variant: 'destructive',
        title: t('dashboard.admin.toast.upload_failed_title'),
        description: t('dashboard.admin.toast.upload_failed_description', { error: describeApiError(t, error) }),
      }),
  };
}
