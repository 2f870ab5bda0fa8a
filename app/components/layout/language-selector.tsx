import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants/languages.ts';
import { changeLanguage } from '#app/lib/language.ts';

/** Spec point 2, header: a language selector with a loading placeholder until translations are ready. */
export function LanguageSelector() {
  const { t, i18n, ready } = useTranslation();
  if (!ready) return <div aria-hidden="true" className="h-11 w-32 animate-pulse rounded-[var(--radius-button)] bg-lavender/50" />;
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('language.label')}</span>
      <select
        data-language-select
        className="min-h-11 rounded-[var(--radius-button)] border border-charcoal/20 bg-white px-2"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
