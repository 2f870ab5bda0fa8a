import { useTranslation } from 'react-i18next';
import { Badge } from '#app/components/ui/badge.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';
import { useCanvaAssets } from '../api/get-assets.ts';
import { NeedsConnection, QueryState } from './query-state.tsx';

export function AssetsTab({ connected }: { connected: boolean }) {
  const { t } = useTranslation();
  const query = useCanvaAssets(connected);
  if (!connected) return <NeedsConnection />;
  const assets = query.assets;
  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold">{t('pages.design_studio.assets.title')}</h2>
      <QueryState isLoading={query.isLoading} isError={query.isError} isEmpty={assets.length === 0} emptyKey="pages.design_studio.assets.empty" />
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {assets.map((asset) => (
          <li key={asset.id}>
            <Card className="grid h-full gap-2 p-3">
              {asset.thumbnail && <img src={asset.thumbnail.url} alt="" loading="lazy" className="aspect-square w-full rounded object-cover" />}
              <h3 className="text-sm font-semibold break-words">{asset.name}</h3>
              {asset.localData?.type && <p className="text-xs text-muted">{asset.localData.type}</p>}
              {asset.localData?.isInstituteBranded && <Badge className="w-fit">{t('pages.design_studio.assets.institute_branded')}</Badge>}
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton list={query} label={t('pages.design_studio.assets.more')} />
    </div>
  );
}
