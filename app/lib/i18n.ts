import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES, sanitizeLanguage } from '#shared/constants/languages.ts';

const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const DIRECTION_STORAGE_KEY = 'app-direction';

/** Spec point 4: direction and language on the document, direction remembered in local storage. */
function applyDocumentLanguage(language: string) {
  const code = sanitizeLanguage(language) ?? FALLBACK_LANGUAGE;
  const dir = directionOf(code);
  document.documentElement.lang = code;
  document.documentElement.dir = dir;
  try {
    localStorage.setItem(DIRECTION_STORAGE_KEY, dir);
  } catch {
    // Private mode or full storage: the choice simply is not remembered.
  }
}

// Spec point 5: a detected value that is not a plain language tag is discarded.
const safeDetector = new LanguageDetector();
const detect = safeDetector.detect.bind(safeDetector);
safeDetector.detect = (order) => {
  const found = detect(order);
  const candidates = Array.isArray(found) ? found : found ? [found] : [];
  for (const candidate of candidates) {
    const code = sanitizeLanguage(candidate);
    if (code) return code;
  }
  return undefined;
};

i18n.on('languageChanged', applyDocumentLanguage);
i18n.on('initialized', () => console.info('i18n initialised'));
i18n.on('failedLoading', (lng, ns, message) => console.warn(`i18n: failed loading ${lng}/${ns}: ${message}`));

/** Spec point 9, "Translations": namespace common, separators, retries and parallel reads. */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(safeDetector)
  .use(initReactI18next)
  .init({
    ns: ['common'],
    defaultNS: 'common',
    keySeparator: '.',
    nsSeparator: ':',
    pluralSeparator: '_',
    contextSeparator: '_',
    supportedLngs: LANGUAGE_CODES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    saveMissing: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    backend: {
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      addPath: '/locales/add/{{lng}}/{{ns}}',
    },
    react: { useSuspense: false },
  })
  .catch((error: unknown) => console.error('i18n initialisation failed', error));

/** Switches language; a failure is logged and never leaves the UI waiting (spec point 4). */
export async function changeLanguage(code: string): Promise<void> {
  try {
    await i18n.changeLanguage(code);
  } catch (error) {
    console.error('Language switch failed', error);
  }
}

export { i18n };
