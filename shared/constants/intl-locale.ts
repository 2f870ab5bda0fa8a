/**
 * The locale every Intl formatter uses for the interface language. Arabic gets its numbering
 * system explicitly, decided here once: Latin digits ("ar-u-nu-latn"). Phone
 * numbers, dates typed into forms, verse references (John 3:16), scores and the counts i18next
 * interpolates are all written in Latin digits on the same screens, and our Arabic readers in
 * North Africa and Chad write numbers that way; a bare "ar" would leave the choice to each
 * browser (Latin in current Chrome, Arabic-Indic in older ones).
 */
const NUMBERING: Record<string, string> = { ar: 'ar-u-nu-latn' };

// Asking ICU whether a locale is supported costs about a millisecond on a slow phone, and every
// formatted date and number asks: the answer is kept per language.
const supported = new Map<string, string | undefined>();

export function intlLocale(language: string | undefined): string | undefined {
  if (!language) return undefined;
  if (supported.has(language)) return supported.get(language);
  const base = language.split('-')[0]!.toLowerCase();
  const locale = NUMBERING[base] ?? language;
  let answer: string | undefined;
  try {
    answer = Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : undefined;
  } catch {
    answer = undefined;
  }
  supported.set(language, answer);
  return answer;
}

// A formatter costs a millisecond or more to make on a slow phone, and a screen formats dozens of
// dates and numbers: each language's formatter for each set of options is made once.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: string | undefined,
  options: object | undefined,
  make: (locale: string | undefined) => T,
): T {
  const locale = intlLocale(language);
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make(locale)));
  return formatter;
}

/** `new Intl.DateTimeFormat` in the interface language, made once per language and options. */
export const dateTimeFormat = (language: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat` in the interface language, made once per language and options. */
export const numberFormat = (language: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept('number', language, options, (locale) => new Intl.NumberFormat(locale, options));
