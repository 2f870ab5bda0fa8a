import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { cn } from '#app/lib/cn.ts';
import { useLanguageSwitch } from '#app/lib/language.ts';
import { directionOf, LANGUAGES } from '#shared/constants/languages.ts';

/**
 * The home page's course-language picker (spec point 2): one button per interface language.
 * The clicked button is disabled and shows a spinner for at least 300 ms while the switch runs.
 */
export function HomeLanguagePicker() {
  const { t } = useTranslation();
  const { current, pending, select } = useLanguageSwitch();

  return (
    <div>
      <div role="group" aria-label={t('pages.home.languages.group_label')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {LANGUAGES.map((language) => {
          const isPending = pending === language.code;
          const isCurrent = current === language.code;
          return (
            <Button
              key={language.code}
              variant={isCurrent ? 'primary' : 'outline'}
              aria-pressed={isCurrent}
              aria-busy={isPending || undefined}
              disabled={isPending}
              data-language={language.code}
              onClick={(event) => void select(language.code, event.currentTarget)}
              className={cn(isCurrent && 'ring-2 ring-primary ring-offset-2')}
            >
              {isPending && (
                <>
                  <Spinner />
                  <span className="sr-only">{t('pages.home.languages.switching')}</span>
                </>
              )}
              <span lang={language.code} dir={directionOf(language.code)}>
                {language.name}
              </span>
            </Button>
          );
        })}
      </div>
      <p className="mt-4 max-w-3xl text-muted">{t('pages.home.languages.note')}</p>
    </div>
  );
}
