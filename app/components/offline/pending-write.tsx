import { CheckCircle2, CloudOff, Loader2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { discardWrite, retryWrite, type OutboxEntry } from '#app/lib/offline/outbox.ts';

/**
 * Where a piece of work written on this phone stands: saved here and waiting
 * for a connection, sending, sent, or refused with the server's reason and a way to retry.
 */
export function PendingWrite({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation();
  if (entry.state === 'failed') {
    const reason = describeApiError(t, new ApiError(entry.error?.status ?? 0, entry.error?.body, ''));
    return (
      <div role="alert" className="grid gap-2 text-sm text-destructive">
        <p className="flex items-start gap-1">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('dashboard.offline.state_failed', { reason })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void retryWrite(entry.key)}>
            {t('common.retry')}
          </Button>
          <Button variant="outline" onClick={() => void discardWrite(entry.key)}>
            {t('dashboard.offline.discard')}
          </Button>
        </div>
      </div>
    );
  }
  const Icon = entry.state === 'sent' ? CheckCircle2 : entry.state === 'sending' ? Loader2 : CloudOff;
  return (
    <p role="status" className="flex items-center gap-1 text-sm text-muted">
      <Icon className="size-4 shrink-0" aria-hidden />
      {t(`dashboard.offline.state_${entry.state}`)}
    </p>
  );
}
