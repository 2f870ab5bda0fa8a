import { useEffect, useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_ASSETS_PER_FETCH, type FigmaFile } from '#shared/schemas/figma.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { SelectField } from '#app/components/ui/select-field.tsx';
import { toast } from '#app/lib/toast.ts';
import { useFetchFigmaAssets } from '../api/fetch-figma-assets.ts';
import { useFigmaAssets, useSyncFigmaAssets } from '../api/get-figma-assets.ts';
import { useFigmaFiles } from '../api/get-figma-files.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

interface BrowseAssetsTabProps {
  isAdmin: boolean;
  fileId: string | null;
  onFileChange: (fileId: string) => void;
}

export function BrowseAssetsTab({ isAdmin, fileId, onFileChange }: BrowseAssetsTabProps) {
  const { t } = useTranslation();
  const files = useFigmaFiles();
  const list = files.files;
  const current = list.find((f) => f.id === fileId) ?? list[0] ?? null;

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.assets.browse.heading')}</h2>
      {files.isPending ? (
        <p role="status">{t('pages.assets.files.loading')}</p>
      ) : files.isError ? (
        <p role="alert" className="text-destructive">
          {t('pages.assets.files.error')}
        </p>
      ) : !current ? (
        <p className="text-muted">{t('pages.assets.browse.no_files')}</p>
      ) : (
        <>
          <SelectField
            label={t('pages.assets.browse.file_label')}
            options={list.map((f) => ({ value: f.id, label: f.name }))}
            value={current.id}
            onChange={(event) => onFileChange(event.target.value)}
            className="max-w-md"
          />
          {/* The picker lists the files loaded so far: more come a page at a time. */}
          <ShowMoreButton list={files} label={t('pages.assets.files.more')} className="justify-self-start" />
          <FileAssets key={current.id} file={current} isAdmin={isAdmin} />
        </>
      )}
    </div>
  );
}

function FileAssets({ file, isAdmin }: { file: FigmaFile; isAdmin: boolean }) {
  const { t } = useTranslation();
  const assets = useFigmaAssets(file.id);
  const sync = useSyncFigmaAssets();
  const fetchAssets = useFetchFigmaAssets();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // Spec point 8: 'Failed to fetch assets' is a toast.
  useEffect(() => {
    if (assets.isError) {
      toast({
        variant: 'destructive',
        title: t('pages.assets.toast.fetch_failed_title'),
        description: describeApiError(t, assets.error),
      });
    }
  }, [assets.isError, assets.error, t]);

  function toggle(id: string, checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function handleSync() {
    sync.mutate(file.id, {
      onSuccess: (list) =>
        toast({ title: t('pages.assets.toast.synced_title'), description: t('pages.assets.toast.synced_description', { count: list.length }) }),
      // Spec point 8: 'Failed to refresh assets' is only logged; the visible notice is the fetch one.
      onError: (error) => {
        console.warn('Failed to refresh assets', error);
        toast({
          variant: 'destructive',
          title: t('pages.assets.toast.fetch_failed_title'),
          description: describeApiError(t, error),
        });
      },
    });
  }

  function handleDownload() {
    // Spec point 5, "Download selected assets": at least one asset must be selected.
    if (selected.size === 0) {
      toast({ variant: 'destructive', title: t('pages.assets.toast.none_selected_title'), description: t('pages.assets.toast.none_selected_description') });
      return;
    }
    if (selected.size > MAX_ASSETS_PER_FETCH) {
      toast({
        variant: 'destructive',
        title: t('pages.assets.toast.download_failed_title'),
        description: t('pages.assets.browse.over_limit', { max: MAX_ASSETS_PER_FETCH }),
      });
      return;
    }
    fetchAssets.mutate(
      { fileId: file.id, assetIds: [...selected] },
      {
        onSuccess: (result) => {
          if (result.stored.length === 0 && result.failed.length > 0) {
            toast({
              variant: 'destructive',
              title: t('pages.assets.toast.download_failed_title'),
              description: result.failed[0]?.error || t('pages.assets.toast.download_failed_description'),
            });
            return;
          }
          setSelected(new Set());
          toast({
            title: t('pages.assets.toast.downloaded_title'),
            description:
              result.failed.length > 0
                ? t('pages.assets.toast.downloaded_partial', { stored: result.stored.length, failed: result.failed.length })
                : t('pages.assets.toast.downloaded_description', { count: result.stored.length }),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('pages.assets.toast.download_failed_title'),
            description: describeApiError(t, error),
          }),
      },
    );
  }

  const list = assets.data ?? [];
  const allSelected = list.length > 0 && list.every((a) => selected.has(a.id));

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h3 className="text-lg font-semibold break-words">{file.name}</h3>
      {isAdmin && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={handleSync} disabled={sync.isPending}>
            <RefreshCw className="size-4" aria-hidden />
            {sync.isPending ? t('pages.assets.browse.syncing') : t('pages.assets.browse.sync')}
          </Button>
          <Button onClick={handleDownload} disabled={fetchAssets.isPending}>
            <Download className="size-4" aria-hidden />
            {fetchAssets.isPending ? t('pages.assets.browse.downloading') : t('pages.assets.browse.download_selected', { count: selected.size })}
          </Button>
        </div>
      )}
      {assets.isPending ? (
        <p role="status">{t('pages.assets.browse.loading')}</p>
      ) : assets.isError ? (
        <p role="alert" className="text-destructive">
          {t('pages.assets.toast.fetch_failed_title')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-muted">{t('pages.assets.browse.empty')}</p>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('pages.assets.browse.list_label', { count: list.length })}</legend>
          {isAdmin && (
            <label className="flex min-h-11 items-center gap-3 rounded-[var(--radius-button)] px-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-5"
                checked={allSelected}
                onChange={(event) => setSelected(event.target.checked ? new Set(list.map((a) => a.id)) : new Set())}
              />
              {t('pages.assets.browse.select_all')}
            </label>
          )}
          <ul className="grid gap-2">
            {list.map((asset) => (
              <li key={asset.id} className="rounded-[var(--radius-button)] border border-charcoal/10">
                <label className="flex min-h-11 flex-wrap items-center gap-3 p-3">
                  {isAdmin && (
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={selected.has(asset.id)}
                      onChange={(event) => toggle(asset.id, event.target.checked)}
                    />
                  )}
                  <span className="min-w-0 flex-[1_1_10rem] font-medium break-words">{asset.name}</span>
                  <Badge>{asset.type}</Badge>
                  <span className="text-sm">
                    {asset.isDownloaded
                      ? t('pages.assets.browse.downloaded_status', { formats: asset.downloadFormats.join(', ') })
                      : t('pages.assets.browse.not_downloaded_status')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </Card>
  );
}
