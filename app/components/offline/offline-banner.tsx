import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';

const subscribeToConnection = (onChange: () => void) => {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
};

/** Whether the phone says it has a connection, kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** When the newest answer on screen came from the server (0 when none has). */
function useLastUpdated(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => cache.getAll().reduce((newest, query) => Math.max(newest, query.state.dataUpdatedAt), 0),
    () => 0,
  );
}

/**
 * Offline, the signed-in screens say so and how old what they show is; work
 * done meanwhile is kept on the phone and sent when the connection returns.
 */
export function OfflineBanner() {
  const online = useOnline();
  const lastUpdated = useLastUpdated();
  const { t, i18n } = useTranslation();
  if (online) return null;
  const time = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(lastUpdated);
  return (
    <div role="status" className="flex items-start gap-2 rounded-[var(--radius-card)] border border-charcoal/20 bg-sky/40 p-3 text-sm">
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        {t('dashboard.offline.banner')} {lastUpdated > 0 && t('dashboard.offline.last_updated', { time })}
      </p>
    </div>
  );
}
