import { useTranslation } from 'react-i18next';
import { AssetManager } from '#app/features/figma/components/asset-manager.tsx';

/** Spec point 2, /assets: the design-file asset manager. */
export function AssetsPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-6xl gap-4 px-4 py-8 sm:py-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('pages.assets.title')}</h1>
        <p className="text-muted">{t('pages.assets.subtitle')}</p>
      </div>
      <AssetManager />
    </section>
  );
}
