import { directionOf, FALLBACK_LANGUAGE, sanitizeLanguage } from '#shared/constants/languages.ts';
import { DIRECTION_STORAGE_KEY, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './i18n-settings.ts';

// Free of libraries: the public pages' script (app/public-page.ts) uses it too.

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}

/** The language the cookie asks the server for (server/lib/request-language.ts). */
export const cookieLanguage = () => document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];

/** Remembers the reader's language in the browser, and in the cookie that tells the server which language to send pages in. */
export function rememberLanguage(language: string) {
  const code = sanitizeLanguage(language) ?? FALLBACK_LANGUAGE;
  writeStorage(LANGUAGE_STORAGE_KEY, code);
  writeStorage(DIRECTION_STORAGE_KEY, directionOf(code));
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
  return code;
}

/** Spec point 4: direction and language on the document, both remembered. */
export function applyDocumentLanguage(language: string) {
  const code = rememberLanguage(language);
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
