import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { useEmailConfirmation } from '../api/notifications.ts';

/** The page a confirmation link opens: it confirms the address, on any device, signed in or not. */
export function EmailConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirmation = useEmailConfirmation(token);
  if (confirmation.isPending) return <p role="status">{t('dashboard.notifications.confirm.working')}</p>;
  if (confirmation.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <h1 className="text-2xl font-bold">{t('dashboard.notifications.confirm.failed_title')}</h1>
        <p>{describeApiError(t, confirmation.error)}</p>
        <Button asChild variant="outline">
          <a href="/dashboard?settings=notifications">{t('dashboard.notifications.confirm.open_settings')}</a>
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-3">
      <MailCheck className="size-10 text-primary" aria-hidden />
      <h1 className="text-2xl font-bold">{t('dashboard.notifications.confirm.done_title')}</h1>
      <p>
        {t('dashboard.notifications.confirm.done_text')}{' '}
        <bdi dir="ltr" className="font-medium break-all">
          {confirmation.data.email}
        </bdi>
      </p>
      <Button asChild>
        <a href="/dashboard">{t('dashboard.notifications.confirm.continue')}</a>
      </Button>
    </div>
  );
}
