import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANVA_EXPORT_POLL_TIMEOUT_MS } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { useExportStatus } from '../api/get-export-status.ts';

/** An export job: 50% while pending, 100% with a download link on success (spec point 4, "Export jobs"). */
export function ExportProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CANVA_EXPORT_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [jobId]);
  const query = useExportStatus(jobId, !timedOut);
  const status = query.data?.status ?? 'pending';
  const percent = status === 'success' ? 100 : status === 'pending' ? 50 : 0;
  const url = query.data?.url ?? query.data?.urls?.[0];

  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm font-medium">{t('pages.design_studio.export.job', { jobId })}</p>
      {status !== 'failed' && (
        <>
          <ProgressBar value={percent / 100} label={t('pages.design_studio.export.progress_label')} />
          <p className="text-sm">{t('pages.design_studio.export.percent', { percent })}</p>
        </>
      )}
      {status === 'pending' && !query.isError && (
        <p className="text-sm text-muted">{timedOut ? t('pages.design_studio.export.timed_out') : t('pages.design_studio.export.pending')}</p>
      )}
      {query.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('pages.design_studio.export.status_error')}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t('pages.design_studio.export.failed', { error: query.data?.error ?? t('pages.design_studio.export.unknown_error') })}
        </p>
      )}
      {status === 'success' && url && (
        <Button asChild>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <Download className="size-4" aria-hidden />
            {t('pages.design_studio.export.download')}
          </a>
        </Button>
      )}
    </div>
  );
}
