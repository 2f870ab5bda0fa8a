import i18next from 'i18next';
import { directionOf, FALLBACK_LANGUAGE, LANGUAGE_CODES, sanitizeLanguage, type LanguageCode } from '#shared/constants/languages.ts';
import { DIRECTION_STORAGE_KEY, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './i18n-settings.ts';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice is simply not remembered.
  }
}

/**
 * Spec point 4, detection order on load: the stored choice, then the browser's languages, then
 * the page's lang attribute; fallback en. Values that are not plain language tags are discarded
 * (spec point 5).
 */
export function detectLanguage(): LanguageCode {
  const candidates = [readStorage(LANGUAGE_STORAGE_KEY), ...(navigator.languages ?? [navigator.language]), document.documentElement.lang];
  for (const candidate of candidates) {
    const code = sanitizeLanguage(candidate);
    if (code) return code;
  }
  return FALLBACK_LANGUAGE;
}

/** The stored choice alone, if it is a supported language. */
export function storedLanguage(): LanguageCode | null {
  return sanitizeLanguage(readStorage(LANGUAGE_STORAGE_KEY));
}

/** Spec point 4: direction and language on the document, both remembered in the browser. */
export function applyDocumentLanguage(language: string) {
  const code = sanitizeLanguage(language) ?? FALLBACK_LANGUAGE;
  const dir = directionOf(code);
  document.documentElement.lang = code;
  document.documentElement.dir = dir;
  writeStorage(LANGUAGE_STORAGE_KEY, code);
  writeStorage(DIRECTION_STORAGE_KEY, dir);
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches language; a failure is logged and never leaves the UI waiting (spec point 4). */
export async function changeLanguage(code: string): Promise<void> {
  if (!(LANGUAGE_CODES as string[]).includes(code)) return;
  try {
    await i18next.changeLanguage(code);
  } catch (error) {
    console.error('Language switch failed', error);
  }
}
