import * as Tabs from '#app/components/ui/tabs.tsx';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '#shared/constants/languages.ts';
import { ButtonSamples } from './button-samples.tsx';
import { CardSamples } from './card-samples.tsx';
import { ExportFormats } from './export-formats.tsx';
import { HeroSamples } from './hero-samples.tsx';
import { LanguageCards } from './language-cards.tsx';
import { LayoutSamples } from './layout-samples.tsx';
import { NavSamples } from './nav-samples.tsx';
import { ScrollingTab, ScrollingTabList } from '#app/components/ui/scrolling-tab-list.tsx';

/** Spec point 2, "Design showcase": the six tabs, in order. */
const SHOWCASE_TABS = ['hero', 'cards', 'nav', 'buttons', 'layouts', 'export'] as const;
type ShowcaseTab = (typeof SHOWCASE_TABS)[number];
const isShowcaseTab = (value: string): value is ShowcaseTab => (SHOWCASE_TABS as readonly string[]).includes(value);

// The open tab lives in the address (#export), so a link can point at it.
const tabListeners = new Set<() => void>();
function subscribeToTab(listener: () => void) {
  tabListeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    tabListeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}
// Another fragment (the skip link's #main) leaves the open tab as it is.
let lastTab: ShowcaseTab = 'hero';
function tabInAddress(): ShowcaseTab {
  const fromHash = window.location.hash.slice(1);
  if (isShowcaseTab(fromHash)) lastTab = fromHash;
  return lastTab;
}
// The prerendered page shows Hero; the address's tab takes over right after hydration.
const prerenderedTab = (): ShowcaseTab => 'hero';

function openTab(value: ShowcaseTab) {
  lastTab = value;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', value === 'hero' ? `${pathname}${search}` : `#${value}`);
  tabListeners.forEach((listener) => listener());
}

interface DesignShowcaseProps {
  /** The asset generation panel (spec point 2), shown in the Export tab; it talks to the server, so the route provides it. */
  generationPanel: ReactNode;
}

/** The design showcase: language cards, then the institute's components by kind. */
export function DesignShowcase({ generationPanel }: DesignShowcaseProps) {
  const { t, i18n } = useTranslation();
  const tab = useSyncExternalStore(subscribeToTab, tabInAddress, prerenderedTab);
  // Once opened, the Export tab stays mounted (hidden when another tab is open), so an asset
  // generation in progress keeps polling and downloading while the reader looks elsewhere.
  const [exportOpened, setExportOpened] = useState(false);
  if (tab === 'export' && !exportOpened) setExportOpened(true);

  function handleTabChange(value: string) {
    if (isShowcaseTab(value)) openTab(value);
  }

  return (
    <div className="grid min-w-0 gap-10">
      <section aria-labelledby="showcase-languages" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="showcase-languages" className="text-2xl">
            {t('pages.canva_designs.languages.title')}
          </h2>
          <p className="text-muted">{t('pages.canva_designs.languages.subtitle')}</p>
        </div>
        <LanguageCards />
      </section>

      <Tabs.Root className="min-w-0" dir={directionOf(i18n.language)} value={tab} onValueChange={handleTabChange}>
        <ScrollingTabList label={t('pages.canva_designs.tabs.label')} value={tab} className="mb-6">
          {SHOWCASE_TABS.map((value) => (
            <ScrollingTab key={value} value={value}>
              {t(`pages.canva_designs.tabs.${value}`)}
            </ScrollingTab>
          ))}
        </ScrollingTabList>
        <Tabs.Content value="hero">
          <HeroSamples />
        </Tabs.Content>
        <Tabs.Content value="cards">
          <CardSamples />
        </Tabs.Content>
        <Tabs.Content value="nav">
          <NavSamples />
        </Tabs.Content>
        <Tabs.Content value="buttons">
          <ButtonSamples />
        </Tabs.Content>
        <Tabs.Content value="layouts">
          <LayoutSamples />
        </Tabs.Content>
        <Tabs.Content value="export" forceMount={exportOpened || undefined} className="grid gap-8 data-[state=inactive]:hidden">
          <ExportFormats />
          {generationPanel}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
