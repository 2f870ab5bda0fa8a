import * as Tabs from '#app/components/ui/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CanvaDesignItem, CanvaTemplate } from '#shared/schemas/canva.ts';
import { directionOf } from '#shared/constants/languages.ts';
import { useCanvaAuthStatus } from '../api/get-auth-status.ts';
import { useCanvaCurrentUser } from '../api/get-current-user.ts';
import { useCanvaStatus } from '../api/get-status.ts';
import { useCanvaTemplates } from '../api/get-templates.ts';
import { AssetsTab } from './assets-tab.tsx';
import { BrandKitTab } from './brand-kit-tab.tsx';
import { ConnectBanner } from './connect-banner.tsx';
import { CreateDesignDialog } from './create-design-dialog.tsx';
import { DesignsTab } from './designs-tab.tsx';
import { ExportDesignDialog } from './export-design-dialog.tsx';
import { TemplatesTab } from './templates-tab.tsx';
import { ScrollingTab, ScrollingTabList } from '#app/components/ui/scrolling-tab-list.tsx';

const TABS = ['templates', 'designs', 'assets', 'brand_kit'] as const;
type StudioTab = (typeof TABS)[number];
const isStudioTab = (value: string): value is StudioTab => (TABS as readonly string[]).includes(value);

/** The design studio (spec point 2, "Design Studio"): connect banner, four tabs and two dialogs. */
export function DesignStudio() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<StudioTab>('templates');
  const [createFor, setCreateFor] = useState<CanvaTemplate | null>(null);
  const [exportFor, setExportFor] = useState<CanvaDesignItem | null>(null);
  const user = useCanvaCurrentUser();
  const status = useCanvaStatus();
  const configured = status.data?.configured ?? false;
  const auth = useCanvaAuthStatus(configured);
  const connected = configured && (auth.data?.connected ?? false);
  const templates = useCanvaTemplates(connected);
  const isAdmin = user.data?.role === 'admin';

  return (
    <div className="grid min-w-0 gap-6">
      {status.isLoading || (configured && auth.isLoading) ? (
        <p role="status" className="text-sm text-muted">
          {t('pages.design_studio.loading')}
        </p>
      ) : status.isError || !status.data || auth.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('pages.design_studio.status_failed')}
        </p>
      ) : (
        <ConnectBanner status={status.data} connected={connected} isAdmin={isAdmin} />
      )}

      <Tabs.Root className="min-w-0" dir={directionOf(i18n.language)} value={tab} onValueChange={(value) => isStudioTab(value) && setTab(value)}>
        <ScrollingTabList label={t('pages.design_studio.tabs.label')} value={tab} className="mb-6">
          {TABS.map((value) => (
            <ScrollingTab key={value} value={value}>
              {t(`pages.design_studio.tabs.${value}`)}
            </ScrollingTab>
          ))}
        </ScrollingTabList>
        <Tabs.Content value="templates">
          <TemplatesTab connected={connected} onCreate={setCreateFor} />
        </Tabs.Content>
        <Tabs.Content value="designs">
          <DesignsTab connected={connected} onExport={setExportFor} />
        </Tabs.Content>
        <Tabs.Content value="assets">
          <AssetsTab connected={connected} />
        </Tabs.Content>
        <Tabs.Content value="brand_kit">
          <BrandKitTab />
        </Tabs.Content>
      </Tabs.Root>

      {createFor && (
        <CreateDesignDialog
          key={createFor.id}
          open
          onOpenChange={(open) => !open && setCreateFor(null)}
          templates={templates.data ? templates.templates : [createFor]}
          initialTemplateId={createFor.id}
        />
      )}
      {exportFor && <ExportDesignDialog key={exportFor.id} open onOpenChange={(open) => !open && setExportFor(null)} design={exportFor} />}
    </div>
  );
}
