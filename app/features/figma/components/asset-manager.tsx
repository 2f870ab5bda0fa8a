import { useState } from 'react';
import * as Tabs from '#app/components/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/lib/api-client.ts';
import { useFigmaStatus } from '../api/get-figma-status.ts';
import { useIsFigmaAdmin } from '../api/get-user-role.ts';
import { BrowseAssetsTab } from './browse-assets-tab.tsx';
import { DesignFilesTab } from './design-files-tab.tsx';
import { DownloadedAssetsTab } from './downloaded-assets-tab.tsx';
import { NotConfiguredPanel } from './not-configured-panel.tsx';

const tabClass = 'min-h-11 flex-1 rounded-[calc(var(--radius-button)-4px)] px-3 text-sm font-medium data-[state=active]:bg-white data-[state=active]:shadow-sm';

type Tab = 'files' | 'browse' | 'downloaded';

/** Spec point 2, "Asset manager (/assets)": three tabs, or a not-configured panel. */
export function AssetManager() {
  const { t } = useTranslation();
  const status = useFigmaStatus();
  const isAdmin = useIsFigmaAdmin();
  const [tab, setTab] = useState<Tab>('files');
  const [fileId, setFileId] = useState<string | null>(null);

  if (status.isPending) return <p role="status">{t('pages.assets.status_loading')}</p>;
  const notConfigured = status.data?.configured === false || (status.error instanceof ApiError && status.error.status === 503);
  if (notConfigured) return <NotConfiguredPanel missing={status.data?.missing ?? []} />;
  if (status.isError)
    return (
      <p role="alert" className="text-destructive">
        {t('pages.assets.status_error')}
      </p>
    );

  function handleViewAssets(id: string) {
    setFileId(id);
    setTab('browse');
  }

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label={t('pages.assets.tabs.label')} className="mb-6 flex flex-wrap gap-1 rounded-[var(--radius-button)] bg-lavender/40 p-1">
        <Tabs.Trigger value="files" className={tabClass}>
          {t('pages.assets.tabs.files')}
        </Tabs.Trigger>
        <Tabs.Trigger value="browse" className={tabClass}>
          {t('pages.assets.tabs.browse')}
        </Tabs.Trigger>
        <Tabs.Trigger value="downloaded" className={tabClass}>
          {t('pages.assets.tabs.downloaded')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="files">
        <DesignFilesTab isAdmin={isAdmin} onViewAssets={handleViewAssets} />
      </Tabs.Content>
      <Tabs.Content value="browse">
        <BrowseAssetsTab isAdmin={isAdmin} fileId={fileId} onFileChange={setFileId} />
      </Tabs.Content>
      <Tabs.Content value="downloaded">
        <DownloadedAssetsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
