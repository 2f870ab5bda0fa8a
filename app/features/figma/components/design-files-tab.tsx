import { ExternalLink, Images, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FigmaFile } from '#shared/schemas/figma.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import { toast } from '#app/lib/toast.ts';
import { useDeleteFigmaFile } from '../api/delete-figma-file.ts';
import { useFigmaFiles } from '../api/get-figma-files.ts';
import { AddFileDialog } from './add-file-dialog.tsx';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

interface DesignFilesTabProps {
  isAdmin: boolean;
  onViewAssets: (fileId: string) => void;
}

export function DesignFilesTab({ isAdmin, onViewAssets }: DesignFilesTabProps) {
  const { t } = useTranslation();
  const files = useFigmaFiles();

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.assets.files.heading')}</h2>
      {isAdmin && <AddFileDialog />}
      {files.isPending ? (
        <p role="status">{t('pages.assets.files.loading')}</p>
      ) : files.isError ? (
        <p role="alert" className="text-destructive">
          {t('pages.assets.files.error')}
        </p>
      ) : files.files.length === 0 ? (
        <p className="text-muted">{t('pages.assets.files.empty')}</p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2">
            {files.files.map((file) => (
              <li key={file.id}>
                <FileCard file={file} isAdmin={isAdmin} onViewAssets={onViewAssets} />
              </li>
            ))}
          </ul>
          <ShowMoreButton list={files} label={t('pages.assets.files.more')} />
        </>
      )}
    </div>
  );
}

function FileCard({ file, isAdmin, onViewAssets }: { file: FigmaFile; isAdmin: boolean; onViewAssets: (fileId: string) => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteFigmaFile();

  function handleDelete() {
    if (!window.confirm(t('pages.assets.files.delete_confirm', { name: file.name }))) return;
    remove.mutate(file.id, {
      onSuccess: () =>
        toast({ title: t('pages.assets.toast.file_deleted_title'), description: t('pages.assets.toast.file_deleted_description', { name: file.name }) }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('pages.assets.toast.delete_failed_title'),
          description: describeApiError(t, error),
        }),
    });
  }

  const synced = file.lastSyncedAt
    ? t('pages.assets.files.last_synced', {
        date: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(file.lastSyncedAt)),
      })
    : t('pages.assets.files.never_synced');

  return (
    <Card className="grid h-full gap-3 p-4 sm:p-6">
      <h3 className="text-lg font-semibold break-words">{file.name}</h3>
      {file.description && <p className="text-sm break-words">{file.description}</p>}
      <p className="text-sm text-muted">{synced}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onViewAssets(file.id)}>
          <Images className="size-4" aria-hidden />
          {t('pages.assets.files.view_assets')}
        </Button>
        <Button variant="outline" asChild>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="size-4" aria-hidden />
            {t('pages.assets.files.open_in_figma')}
            <span className="sr-only">{t('pages.assets.new_tab')}</span>
          </a>
        </Button>
        {isAdmin && (
          <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
            <Trash2 className="size-4" aria-hidden />
            {remove.isPending ? t('pages.assets.files.deleting') : t('pages.assets.files.delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
