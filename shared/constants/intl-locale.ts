/**
 * The locale every Intl formatter uses for the interface language. Arabic gets its numbering
 * system explicitly (issue 10, item 5), decided here once: Latin digits ("ar-u-nu-latn"). Phone
 * numbers, dates typed into forms, verse references (John 3:16), scores and the counts i18next
 * interpolates are all written in Latin digits on the same screens, and our Arabic readers in
 * North Africa and Chad write numbers that way; a bare "ar" would leave the choice to each
 * browser (Latin in current Chrome, Arabic-Indic in older ones).
 */
const NUMBERING: Record<string, string> = { ar: 'ar-u-nu-latn' };

export function intlLocale(language: string | undefined): string | undefined {
  if (!language) return undefined;
  const base = language.split('-')[0]!.toLowerCase();
  const locale = NUMBERING[base] ?? language;
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0 ? locale : undefined;
  } catch {
    return undefined;
  }
}
