import { CircleCheck, CircleX, Download, ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTITUTE_ASSET_SPECS } from '#shared/constants/asset-formats.ts';
import { CANVA_EXPORT_POLL_TIMEOUT_MS, type GenerateAssetsResult } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { useDownloadInstituteAssets, type DownloadedZip } from '../api/download-assets.ts';
import { useExportStatuses } from '../api/get-export-statuses.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';

const NEXT_STEPS = ['edit', 'brand', 'wait', 'download', 'refresh'] as const;

/** Saves a downloaded file the way a link with `download` does, and returns its object URL for a "save again" link. */
function saveFile({ blob, fileName }: DownloadedZip): string {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  return url;
}

/**
 * The result of a generation: each format's design and export, polled every 5 s for up to 10
 * minutes; once every export has succeeded the zip is downloaded (spec point 4, "Asset generation").
 */
export function GeneratedAssets({ result }: { result: GenerateAssetsResult }) {
  const { t } = useTranslation();
  const jobIds = result.assets.flatMap((asset) => (asset.jobId ? [asset.jobId] : []));
  const [timedOut, setTimedOut] = useState(false);
  const hasJobs = jobIds.length > 0;
  useEffect(() => {
    if (!hasJobs) return;
    const timer = setTimeout(() => setTimedOut(true), CANVA_EXPORT_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [hasJobs]);
  const statuses = useExportStatuses(jobIds, !timedOut);
  const statusOf = (jobId: string) => statuses[jobIds.indexOf(jobId)];
  const allSucceeded = jobIds.length > 0 && statuses.every((query) => query.data?.status === 'success');
  const anyFailed = statuses.some((query) => query.data?.status === 'failed');
  const ready = statuses.filter((query) => query.data?.status === 'success').length;

  const download = useDownloadInstituteAssets();
  const [zip, setZip] = useState<{ url: string; fileName: string } | null>(null);
  const requested = useRef(false);
  function requestZip() {
    download.mutate({ jobIds }, { onSuccess: (file) => setZip({ url: saveFile(file), fileName: file.fileName }) });
  }
  useEffect(() => {
    if (!allSucceeded || requested.current) return;
    requested.current = true;
    requestZip();
    // requestZip changes every render; the ref makes this run once, when the last export succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allSucceeded]);
  useEffect(() => () => void (zip && URL.revokeObjectURL(zip.url)), [zip]);

  const created = result.assets.filter((asset) => !asset.error).length;
  const failedToCreate = result.assets.length - created;

  return (
    <Card className="grid gap-4">
      <h3 className="text-lg">{t('pages.canva_designs.generate.results_title')}</h3>
      <p className="text-sm">{t('pages.canva_designs.generate.created', { done: created, total: result.assets.length })}</p>
      {/* One short line for screen readers as exports finish, rather than every row's changes. */}
      {hasJobs && (
        <p role="status" className="text-sm font-medium">
          {t('pages.canva_designs.generate.summary', { ready, total: jobIds.length })}
        </p>
      )}
      {failedToCreate > 0 && (
        <p role="alert" className="text-sm text-destructive">
          {t('pages.canva_designs.generate.some_not_created', { failed: failedToCreate })}
        </p>
      )}
      <ul className="grid gap-3">
        {result.assets.map((asset) => {
          const spec = INSTITUTE_ASSET_SPECS.find((candidate) => candidate.name === asset.spec.name);
          const name = spec ? t(`pages.canva_designs.formats.${spec.key}`) : asset.spec.name;
          const query = asset.jobId ? statusOf(asset.jobId) : undefined;
          const status = query?.data?.status ?? 'pending';
          const state = asset.error ? 'not_created' : status === 'pending' && query?.isError ? 'retrying' : status;
          const percent = state === 'success' ? 100 : state === 'pending' || state === 'retrying' ? 50 : 0;
          return (
            <li key={asset.jobId ?? asset.spec.name} className="grid gap-2 rounded-[var(--radius-button)] border border-charcoal/10 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{name}</span>
                <span dir="ltr" className="text-xs text-muted">
                  {t('pages.canva_designs.formats.size', { width: asset.spec.width, height: asset.spec.height })}
                </span>
              </div>
              {state === 'not_created' ? (
                <p className="flex items-center gap-2 text-sm text-destructive">
                  <CircleX aria-hidden="true" className="size-4 shrink-0" />
                  {t('pages.canva_designs.generate.asset_error', { error: asset.error })}
                </p>
              ) : (
                <>
                  <ProgressBar value={percent / 100} label={t('pages.canva_designs.generate.progress_label', { name })} />
                  <p className="flex items-center gap-2 text-sm">
                    {state === 'success' ? (
                      <CircleCheck aria-hidden="true" className="size-4 text-primary" />
                    ) : state === 'pending' || state === 'retrying' ? (
                      <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                    ) : (
                      <CircleX aria-hidden="true" className="size-4 text-destructive" />
                    )}
                    {t(`pages.canva_designs.generate.state_${state}`, { percent, error: query?.data?.error ?? '' })}
                  </p>
                </>
              )}
              {asset.editUrl && (
                <a
                  href={asset.editUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex w-fit items-center gap-1 text-sm font-medium text-primary underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('pages.canva_designs.generate.open_in_canva', { name })}
                </a>
              )}
            </li>
          );
        })}
      </ul>

      {anyFailed && (
        <p role="alert" className="text-sm text-destructive">
          {t('pages.canva_designs.generate.exports_failed')}
        </p>
      )}
      {timedOut && !allSucceeded && !anyFailed && <p className="text-sm text-muted">{t('pages.canva_designs.generate.timed_out')}</p>}
      {allSucceeded && (
        <div className="grid gap-2">
          <p className="font-medium">{t('pages.canva_designs.generate.all_ready', { total: jobIds.length })}</p>
          {download.isPending && (
            <p role="status" className="flex items-center gap-2 text-sm">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              {t('pages.canva_designs.generate.zipping')}
            </p>
          )}
          {download.isError && (
            <div role="alert" className="grid gap-2 text-sm text-destructive">
              <p>
                {t('pages.canva_designs.generate.zip_failed', {
                  error: describeApiError(t, download.error),
                })}
              </p>
              <Button variant="outline" className="w-fit" onClick={requestZip}>
                {t('pages.canva_designs.generate.zip_retry')}
              </Button>
            </div>
          )}
          {zip && (
            <Button asChild variant="outline" className="w-fit">
              <a href={zip.url} download={zip.fileName}>
                <Download aria-hidden="true" className="size-4" />
                {t('pages.canva_designs.generate.zip_again', { fileName: zip.fileName })}
              </a>
            </Button>
          )}
        </div>
      )}

      <div className="grid gap-1">
        <h4 className="font-ui text-sm font-medium">{t('pages.canva_designs.generate.next_steps_title')}</h4>
        <ol className="list-decimal ps-5 text-sm">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{t(`pages.canva_designs.generate.next_steps.${step}`)}</li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
