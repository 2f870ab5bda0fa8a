import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { changeLanguage } from '#app/lib/language.ts';
import { cn } from '#app/lib/cn.ts';
import { directionOf, LANGUAGES, type LanguageCode } from '#shared/constants/languages.ts';

/** Spec point 9, "Interface": the language switch indicator lasts 300 ms. */
const LANGUAGE_SWITCH_INDICATOR_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The home page's course-language picker (spec point 2): one button per interface language.
 * The clicked button is disabled and shows a spinner for at least 300 ms while the switch runs.
 */
export function HomeLanguagePicker() {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<LanguageCode | null>(null);
  // Only the latest click may clear the indicator when several switches overlap.
  const latestRequest = useRef(0);
  // Disabling the focused button drops keyboard focus to <body>; it is given back afterwards.
  const restoreFocusTo = useRef<HTMLButtonElement | null>(null);
  const current = i18n.resolvedLanguage;

  useEffect(() => {
    if (pending !== null || !restoreFocusTo.current) return;
    const button = restoreFocusTo.current;
    restoreFocusTo.current = null;
    if (!document.activeElement || document.activeElement === document.body) button.focus();
  }, [pending]);

  async function handleSelect(code: LanguageCode, button: HTMLButtonElement) {
    const request = ++latestRequest.current;
    restoreFocusTo.current = button;
    setPending(code);
    await Promise.all([changeLanguage(code), wait(LANGUAGE_SWITCH_INDICATOR_MS)]);
    if (request === latestRequest.current) setPending(null);
  }

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
              onClick={(event) => void handleSelect(language.code, event.currentTarget)}
              className={cn(isCurrent && 'ring-2 ring-primary ring-offset-2')}
            >
              {isPending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                  <span className="sr-only">{t('pages.home.languages.switching')}</span>
                </>
              ) : (
                <span aria-hidden="true">{language.flag}</span>
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
