import { useTranslation } from 'react-i18next';
import { INSTITUTE } from '#shared/constants/brand.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-charcoal/10 bg-charcoal text-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">
        <p className="font-semibold">{INSTITUTE.name}</p>
        <p className="mt-1 opacity-80">{t('footer.tagline')}</p>
        <p className="mt-4 opacity-70">{t('footer.copyright', { year: new Date().getFullYear(), name: INSTITUTE.name })}</p>
      </div>
    </footer>
  );
}
