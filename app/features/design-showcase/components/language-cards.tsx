import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { cn } from '#app/lib/cn.ts';
import { useLanguageSwitch } from '#app/lib/language.ts';
import { directionOf, LANGUAGES } from '#shared/constants/languages.ts';

/** Spec point 2, "Design showcase": cards for English, French and Arabic. */
const CARD_LANGUAGES = LANGUAGES.filter((language) => language.code !== 'sw');

/**
 * How the institute's headline reads in each card's language, whatever the interface language is:
 * sample content, like the language names themselves, not interface text.
 */
const SAMPLE_HEADLINES: Record<(typeof CARD_LANGUAGES)[number]['code'], string> = {
  en: "Sound theology for Africa's churches",
  fr: "Une théologie solide pour les Églises d'Afrique",
  ar: 'لاهوت سليم لكنائس أفريقيا',
};

/** Each card switches the whole interface to its language; Arabic turns the page right-to-left. */
export function LanguageCards() {
  const { t } = useTranslation();
  const { current, pending, select } = useLanguageSwitch();

  return (
    <ul aria-label={t('pages.canva_designs.languages.label')} className="grid gap-4 sm:grid-cols-3">
      {CARD_LANGUAGES.map((language) => {
        const isCurrent = current === language.code;
        const isPending = pending === language.code;
        const dir = directionOf(language.code);
        return (
          <li
            key={language.code}
            className={cn(
              'grid gap-3 rounded-[var(--radius-card)] border bg-white p-5 shadow-sm',
              isCurrent ? 'border-primary ring-2 ring-primary' : 'border-charcoal/10',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-lg" lang={language.code} dir={dir}>
                {language.name}
              </h3>
              <span className="rounded-full bg-beige px-2 py-0.5 text-xs font-medium">
                {t(dir === 'rtl' ? 'pages.canva_designs.languages.rtl' : 'pages.canva_designs.languages.ltr')}
              </span>
            </div>
            <p lang={language.code} dir={dir} className="font-heading text-xl font-bold">
              {SAMPLE_HEADLINES[language.code]}
            </p>
            {isCurrent && <p className="text-sm font-medium text-primary">{t('pages.canva_designs.languages.current')}</p>}
            <Button
              variant={isCurrent ? 'primary' : 'outline'}
              aria-pressed={isCurrent}
              aria-busy={isPending || undefined}
              disabled={isPending}
              onClick={(event) => void select(language.code, event.currentTarget)}
            >
              {isPending ? <Spinner /> : isCurrent && <Check aria-hidden="true" className="size-4" />}
              {t('pages.canva_designs.languages.use', { language: language.name })}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
