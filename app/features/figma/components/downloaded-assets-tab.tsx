import { Download, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoredAsset } from '#shared/schemas/figma.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { storedAssetFileUrl, useStoredAssets } from '../api/get-stored-assets.ts';
import { formatAssetSize } from '#app/lib/format-size.ts';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

export function DownloadedAssetsTab() {
  const { t } = useTranslation();
  const stored = useStoredAssets();

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.assets.downloaded.heading')}</h2>
      {stored.isPending ? (
        <p role="status">{t('pages.assets.downloaded.loading')}</p>
      ) : stored.isError ? (
        <p role="alert" className="text-destructive">
          {t('pages.assets.downloaded.error')}
        </p>
      ) : stored.assets.length === 0 ? (
        <p className="text-muted">{t('pages.assets.downloaded.empty')}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stored.assets.map((asset) => (
              <li key={asset.id}>
                <StoredAssetCard asset={asset} />
              </li>
            ))}
          </ul>
          <ShowMoreButton list={stored} label={t('pages.assets.downloaded.more')} />
        </>
      )}
    </div>
  );
}

function StoredAssetCard({ asset }: { asset: StoredAsset }) {
  const { t, i18n } = useTranslation();
  // Every card has a View and a Download: screen readers hear which asset each belongs to.
  const nameSuffix = t('pages.assets.downloaded.name_suffix', { name: asset.name });
  return (
    <Card className="grid h-full gap-2 p-4">
      <h3 className="font-semibold break-words">{asset.name}</h3>
      <div className="flex flex-wrap gap-2">
        <Badge>{asset.format}</Badge>
        {asset.figmaAsset && <Badge className="bg-mint">{asset.figmaAsset.type}</Badge>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('pages.assets.downloaded.size')}</dt>
        <dd>{formatAssetSize(asset.fileSize, i18n.language)}</dd>
        {asset.width !== null && asset.height !== null && (
          <>
            <dt className="text-muted">{t('pages.assets.downloaded.dimensions')}</dt>
            <dd dir="ltr" className="text-start">
              {t('pages.assets.downloaded.dimensions_value', { width: asset.width, height: asset.height })}
            </dd>
          </>
        )}
        <dt className="text-muted">{t('pages.assets.downloaded.checksum')}</dt>
        <dd>
          <code dir="ltr" title={asset.checksum}>
            {asset.checksum.slice(0, 12)}…
          </code>
        </dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={storedAssetFileUrl(asset.id)} target="_blank" rel="noopener noreferrer" aria-label={`${t('pages.assets.downloaded.view')}${nameSuffix}`}>
            <Eye className="size-4" aria-hidden />
            {t('pages.assets.downloaded.view')}
          </a>
        </Button>
        <Button asChild>
          <a href={storedAssetFileUrl(asset.id, true)} download aria-label={`${t('pages.assets.downloaded.download')}${nameSuffix}`}>
            <Download className="size-4" aria-hidden />
            {t('pages.assets.downloaded.download')}
          </a>
        </Button>
      </div>
    </Card>
  );
}
