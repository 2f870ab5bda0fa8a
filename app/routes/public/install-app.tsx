import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { installState, onInstallStateChange, promptInstall, type InstallState } from '#app/lib/install-prompt.ts';

const serverState = (): InstallState => 'manual';

/**
 * The home page's install offer: a button where the browser offers to install
 * the app, the way through the browser's menu where it does not, and a plain line once installed.
 * All three are in the page, the others hidden: the prerendered page's script (app/public-page.ts)
 * shows the right one by the data-install-state attributes, as React does here.
 */
export function InstallApp() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(onInstallStateChange, installState, serverState);
  return (
    <div data-install className="mt-4">
      <Button data-install-state="installable" hidden={state !== 'installable'} onClick={() => void promptInstall()}>
        <Download aria-hidden="true" className="size-4" />
        {t('pages.home.status.app_install')}
      </Button>
      <p data-install-state="manual" hidden={state !== 'manual'} className="text-sm text-muted">
        {t('pages.home.status.app_install_manual')}
      </p>
      <p data-install-state="installed" hidden={state !== 'installed'} className="text-sm font-medium text-primary">
        {t('pages.home.status.app_installed')}
      </p>
    </div>
  );
}
