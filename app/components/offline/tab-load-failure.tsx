import { useTranslation } from 'react-i18next';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { useOnline } from './offline-banner.tsx';

/**
 * A screen whose data could not be loaded and has none saved. Offline that is
 * no failure: it says plainly that nothing is saved yet and that it loads once the connection
 * returns (persisted-queries.ts asks again then). Online, `children` says it failed.
 */
export function TabLoadFailure({ children }: { children: string }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <TabStatus kind="empty">{t('dashboard.offline.nothing_saved')}</TabStatus>;
  return <TabStatus kind="error">{children}</TabStatus>;
}
