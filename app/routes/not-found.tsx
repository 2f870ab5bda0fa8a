import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#app/components/ui/button.tsx';

/** Spec point 2: any unknown route shows a translated title and description. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-20 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('pages.not_found.title')}</h1>
      <p className="text-muted">{t('pages.not_found.description')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">{t('pages.not_found.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact">{t('pages.not_found.contact')}</Link>
        </Button>
      </div>
    </section>
  );
}
