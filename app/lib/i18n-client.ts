import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from './i18n-settings.ts';
import { localeBackend } from './locale-backend.ts';
import { applyDocumentLanguage, noteI18nStarted, noteOmittedSections } from './language.ts';

export interface InitialTranslations {
  lng: string;
  /** Strings by language: the page's language and the fallback, English. */
  resources: Record<string, Record<string, unknown>>;
  /** Sections (dotted paths) left out of these strings; the full file has them. */
  omitted?: string[];
}

/** The strings a prerendered page carries inline (scripts/prerender.ts), if it carries any. */
export function readInitialTranslations(): InitialTranslations | undefined {
  const inline = document.getElementById('initial-translations');
  return inline ? (JSON.parse(inline.textContent ?? '{}') as InitialTranslations) : undefined;
}

/**
 * Starts i18next in the browser. A prerendered page carries its language's strings inline, so
 * the first render needs no request and matches the server's HTML; other languages load from
 * /locales/{lng}/common.json when chosen.
 */
export async function initClientI18n(lng: string, initial?: InitialTranslations): Promise<void> {
  i18next.on('languageChanged', applyDocumentLanguage);
  if (initial?.omitted?.length) noteOmittedSections(Object.keys(initial.resources), initial.omitted);
  i18next.on('failedLoading', (language, ns, message) => console.warn(`i18n: failed loading ${language}/${ns}: ${message}`));
  try {
    await i18next
      .use(localeBackend)
      .use(initReactI18next)
      .init({
        ...I18N_OPTIONS,
        lng,
        ...(initial && {
          resources: Object.fromEntries(Object.entries(initial.resources).map(([code, strings]) => [code, { common: strings }])),
          partialBundledLanguages: true,
        }),
      });
    console.info('i18n initialised');
  } catch (error) {
    console.error('i18n initialisation failed', error);
  } finally {
    // Screens asked for meanwhile wait for this to know which of their strings are missing (language.ts).
    noteI18nStarted();
  }
}
