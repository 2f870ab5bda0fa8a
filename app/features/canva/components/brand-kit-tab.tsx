import { useTranslation } from 'react-i18next';
import { Card } from '#app/components/ui/card.tsx';
import { useBrandKit } from '../api/get-brand-kit.ts';
import { QueryState } from './query-state.tsx';

export function BrandKitTab() {
  const { t } = useTranslation();
  const query = useBrandKit();
  const kit = query.data;
  return (
    <div className="grid gap-6">
      <h2 className="text-xl font-semibold">{t('pages.design_studio.brand_kit.title')}</h2>
      <QueryState isLoading={query.isLoading} isError={query.isError} isEmpty={false} emptyKey="pages.design_studio.brand_kit.title" />
      {kit && (
        <>
          <Card className="grid gap-4 p-4">
            <h3 className="text-lg font-semibold">{t('pages.design_studio.brand_kit.colors')}</h3>
            {kit.colors.map((group) => (
              <div key={group.name} className="grid gap-2">
                <h4 className="font-medium">{group.name}</h4>
                <ul className="flex flex-wrap gap-3">
                  {group.hex.map((hex) => (
                    <li key={hex} className="grid justify-items-center gap-1">
                      <span className="block size-12 rounded border border-charcoal/20" style={{ backgroundColor: hex }} aria-hidden />
                      <code className="text-xs">{hex}</code>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Card>
          <Card className="grid gap-3 p-4">
            <h3 className="text-lg font-semibold">{t('pages.design_studio.brand_kit.fonts')}</h3>
            <ul className="grid gap-3">
              {kit.fonts.map((font) => (
                <li key={font.name} className="grid gap-0.5">
                  <span className="font-medium">{font.name}</span>
                  <span className="text-sm" style={{ fontFamily: font.family }}>
                    {t('pages.design_studio.brand_kit.family', { family: font.family })}
                  </span>
                  <span className="text-sm text-muted">{t('pages.design_studio.brand_kit.weights', { weights: font.weights.join(', ') })}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="grid gap-3 p-4">
            <h3 className="text-lg font-semibold">{t('pages.design_studio.brand_kit.messaging')}</h3>
            <dl className="grid gap-2">
              <dt className="font-medium">{t('pages.design_studio.brand_kit.tagline')}</dt>
              <dd className="text-sm">{kit.messaging.tagline}</dd>
              <dt className="font-medium">{t('pages.design_studio.brand_kit.mission')}</dt>
              <dd className="text-sm">{kit.messaging.mission}</dd>
              <dt className="font-medium">{t('pages.design_studio.brand_kit.values')}</dt>
              <dd>
                <ul className="list-disc ps-5 text-sm">
                  {kit.messaging.values.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </ul>
              </dd>
            </dl>
          </Card>
        </>
      )}
    </div>
  );
}
