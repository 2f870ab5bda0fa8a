import { useTranslation } from 'react-i18next';
import { DesignStudio } from '#app/features/canva/components/design-studio.tsx';

export function DesignStudioPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold">{t('pages.design_studio.title')}</h1>
        <p className="text-muted">{t('pages.design_studio.subtitle')}</p>
      </div>
      <DesignStudio />
    </section>
  );
}
