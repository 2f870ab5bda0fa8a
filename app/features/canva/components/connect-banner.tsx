import { AlertTriangle, CheckCircle2, Link2, Loader2, Unlink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CanvaStatus } from '#shared/schemas/canva.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { useDisconnectCanva } from '../api/disconnect.ts';
import { useCanvaConnect } from '../hooks/use-canva-connect.ts';

interface ConnectBannerProps {
  status: CanvaStatus;
  connected: boolean;
  isAdmin: boolean;
}

/** The three-state connect banner (spec point 2): not configured, not connected, connected. */
export function ConnectBanner({ status, connected, isAdmin }: ConnectBannerProps) {
  const { t } = useTranslation();
  const { connect, connecting } = useCanvaConnect();
  const disconnect = useDisconnectCanva();

  if (!status.configured) {
    return (
      <Card role="status" className="grid gap-2 border-destructive/40 p-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="size-5 text-destructive" aria-hidden />
          {t('pages.design_studio.banner.not_configured_title')}
        </h2>
        <p className="text-sm">{t('pages.design_studio.banner.not_configured_description')}</p>
        {status.missing.length > 0 && (
          <div className="text-sm">
            <p className="font-medium">{t('pages.design_studio.banner.missing_label')}</p>
            <ul className="list-disc ps-5">
              {status.missing.map((name) => (
                <li key={name}>
                  <code>{name}</code>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    );
  }

  if (connected) {
    return (
      <Card role="status" className="flex flex-wrap items-center justify-between gap-2 p-4">
        <p className="flex items-center gap-2 text-sm font-medium">
          <CheckCircle2 className="size-5 text-primary" aria-hidden />
          {t('pages.design_studio.banner.connected')}
        </p>
        {isAdmin && (
          <Button
            variant="outline"
            disabled={disconnect.isPending}
            onClick={() => {
              if (window.confirm(t('pages.design_studio.banner.disconnect_confirm'))) disconnect.mutate();
            }}
          >
            <Unlink className="size-4" aria-hidden />
            {t('pages.design_studio.banner.disconnect')}
          </Button>
        )}
      </Card>
    );
  }

  return (
    <Card role="status" className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t('pages.design_studio.banner.not_connected_title')}</h2>
        <p className="text-sm text-muted">
          {isAdmin ? t('pages.design_studio.banner.not_connected_admin') : t('pages.design_studio.banner.not_connected_user')}
        </p>
      </div>
      {isAdmin && (
        <Button onClick={() => void connect()} disabled={connecting}>
          {connecting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
          {connecting ? t('pages.design_studio.banner.connecting') : t('pages.design_studio.banner.connect')}
        </Button>
      )}
    </Card>
  );
}
