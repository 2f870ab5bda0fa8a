import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, sanitizeLanguage, type LanguageCode } from '#shared/constants/languages.ts';
import { LANGUAGE_STORAGE_KEY } from './i18n-settings.ts';
import { readStorage } from './document-language.ts';

export { applyDocumentLanguage } from './document-language.ts';

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

/** Languages whose strings came inline with a prerendered page, and the sections left out of them. */
const omittedSections = new Map<string, readonly string[]>();

export function noteOmittedSections(languages: string[], sections: readonly string[]) {
  for (const language of languages) omittedSections.set(language, sections);
}

let markStarted: () => void = () => {};
/**
 * Settles once the browser's i18next has started (initClientI18n). Until then neither the language
 * nor the sections the page's inline strings left out are known, and a screen asked for before
 * (app/main.tsx loads the page's code alongside the strings) would be judged complete: the service
 * worker's shell, the dashboard's, opened /assets with its strings as raw keys.
 */
const started = new Promise<void>((resolve) => (markStarted = resolve));

/** Called by initClientI18n once i18next knows its language and strings, loaded or not. */
export const noteI18nStarted = () => markStarted();

/**
 * Loads the whole strings file of `language` (default: the current one) if a prerendered page
 * brought only part of it and `needs` (default: any) includes a section left out. False when the
 * strings are still incomplete: the file could not be downloaded (the backend retries first).
 * In the browser it first waits for i18next to have started; the server renders with instances of
 * its own that hold every string a page shows (app/entry-server.tsx), so it need not wait.
 */
export async function completeTranslations(needs?: readonly string[], requested?: string): Promise<boolean> {
  if (!import.meta.env.SSR) await started;
  const language = requested ?? i18next.resolvedLanguage ?? i18next.language;
  const omitted = omittedSections.get(language);
  if (!omitted || (needs && !needs.some((section) => omitted.includes(section)))) return true;
  await i18next.reloadResources([language], ['common']);
  // reloadResources resolves even when the download failed; the strings themselves tell.
  if (!omitted.every((section) => i18next.getResource(language, 'common', section) !== undefined)) return false;
  omittedSections.delete(language);
  return true;
}

/**
 * A screen's code that may need strings the page's inline strings left out: the code and, if
 * `needs` (default: any left-out section) includes one, the whole strings file load together.
 */
export const withSections =
  <T>(load: () => Promise<T>, needs?: readonly string[]) =>
  () =>
    Promise.all([load(), completeTranslations(needs)]).then(([module, complete]) => {
      if (!complete) throw new Error('The strings of this screen could not be loaded');
      return module;
    });

let latestLanguageRequest = 0;

/** Switches language; a failure is logged and never leaves the UI waiting (spec point 4). */
export async function changeLanguage(code: string): Promise<void> {
  if (!(LANGUAGE_CODES as string[]).includes(code)) return;
  // Only the newest choice applies, even when an older one finishes later.
  const request = ++latestLanguageRequest;
  try {
    // Back to a language a prerendered page came in: the screen open now may need its other sections.
    const complete = await completeTranslations(undefined, code);
    if (request !== latestLanguageRequest) return;
    if (!complete) {
      console.warn(`i18n: ${code} could not be loaded; the language stays as it is`);
      return;
    }
    await i18next.changeLanguage(code);
  } catch (error) {
    console.error('Language switch failed', error);
  }
}

/** Spec point 9, "Interface": the language switch indicator lasts 300 ms. */
const LANGUAGE_SWITCH_INDICATOR_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Language buttons (the home picker, the showcase's language cards): the clicked button shows
 * its indicator for at least 300 ms while the switch runs, and keeps keyboard focus afterwards.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState<LanguageCode | null>(null);
  // Only the latest click may clear the indicator when several switches overlap.
  const latestRequest = useRef(0);
  // Disabling the focused button drops keyboard focus to <body>; it is given back afterwards.
  const restoreFocusTo = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (pending !== null || !restoreFocusTo.current) return;
    const button = restoreFocusTo.current;
    restoreFocusTo.current = null;
    if (!document.activeElement || document.activeElement === document.body) button.focus();
  }, [pending]);

  async function select(code: LanguageCode, button: HTMLButtonElement) {
    const request = ++latestRequest.current;
    restoreFocusTo.current = button;
    setPending(code);
    await Promise.all([changeLanguage(code), wait(LANGUAGE_SWITCH_INDICATOR_MS)]);
    if (request === latestRequest.current) setPending(null);
  }

  return { current: i18n.resolvedLanguage, pending, select };
}
