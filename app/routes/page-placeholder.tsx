import { useTranslation } from 'react-i18next';

/** A screen whose content is not built yet: its real title and a short honest note. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-3xl gap-3 px-4 py-16">
      <h1 className="text-3xl font-bold">{t(titleKey)}</h1>
      <p className="text-muted">{t('common.page_in_preparation')}</p>
    </section>
  );
}
