import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { changeLanguage } from './language.ts';

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
