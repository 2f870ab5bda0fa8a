import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { SampleFrame } from './sample-frame.tsx';

/** Hero tab: the page-opening banner in its full and compact forms. */
export function HeroSamples() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <SampleFrame title={t('pages.canva_designs.hero.full_title')} caption={t('pages.canva_designs.hero.full_caption')}>
        <div className="grid gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-lavender via-sky/70 to-mint p-6 sm:p-10">
          <Badge className="w-fit bg-white">{t('pages.canva_designs.hero.badge')}</Badge>
          <p className="font-heading max-w-2xl text-2xl font-bold sm:text-4xl">{t('pages.canva_designs.hero.headline')}</p>
          <p className="max-w-2xl text-base sm:text-lg">{t('pages.canva_designs.hero.text')}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link href="/admissions">
                {t('pages.canva_designs.hero.primary_action')}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/academics">{t('pages.canva_designs.hero.secondary_action')}</Link>
            </Button>
          </div>
        </div>
      </SampleFrame>
      <SampleFrame title={t('pages.canva_designs.hero.compact_title')} caption={t('pages.canva_designs.hero.compact_caption')}>
        <div className="grid max-w-sm gap-3 rounded-[var(--radius-card)] bg-mint/60 p-5">
          <p className="font-heading text-xl font-bold">{t('pages.canva_designs.hero.compact_headline')}</p>
          <p className="text-sm">{t('pages.canva_designs.hero.compact_text')}</p>
          <Button asChild className="w-full">
            <Link href="/contact">{t('pages.canva_designs.hero.compact_action')}</Link>
          </Button>
        </div>
      </SampleFrame>
    </div>
  );
}
