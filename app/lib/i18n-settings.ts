import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '#shared/constants/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DIRECTION_STORAGE_KEY = 'app-direction';
/** The server reads this cookie to send a page already rendered in the reader's language. */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** Spec point 9, "Translations": namespace common, separators, fallback, retries and parallel reads. */
export const I18N_OPTIONS = {
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
  react: { useSuspense: false },
} satisfies InitOptions;
