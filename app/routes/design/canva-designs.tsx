import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignShowcase } from '#app/features/design-showcase/components/design-showcase.tsx';

// Server state (TanStack Query) downloads only when someone opens the Export tab.
const AssetGeneration = lazy(() => import('./asset-generation.tsx').then((module) => ({ default: module.AssetGeneration })));

/** Spec point 2, /canva-designs: the public design showcase. */
export function CanvaDesignsPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('pages.canva_designs.title')}</h1>
        <p className="max-w-3xl text-lg text-muted">{t('pages.canva_designs.subtitle')}</p>
      </div>
      <DesignShowcase
        generationPanel={
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                {t('pages.canva_designs.generate.checking')}
              </p>
            }
          >
            <AssetGeneration />
          </Suspense>
        }
      />
    </section>
  );
}
