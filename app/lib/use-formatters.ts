import { useTranslation } from 'react-i18next';
import { dateTimeFormat, numberFormat } from '#shared/constants/intl-locale.ts';
import { isDateOnly, parseIsoDate } from './dates.ts';

function formattersFor(language: string | undefined) {
  const date = () => dateTimeFormat(language, { dateStyle: 'medium' });
  // A bare date names a calendar day, not an instant: format it in UTC so it never shifts a day.
  const calendarDay = () => dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = () => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const format = (formatter: () => Intl.DateTimeFormat, value: string) => {
    const parsed = parseIsoDate(value);
    return parsed ? formatter().format(parsed) : value;
  };
  return {
    formatDate: (value: string) => format(isDateOnly(value) ? calendarDay : date, value),
    formatDateTime: (value: string) => (isDateOnly(value) ? format(calendarDay, value) : format(dateTime, value)),
    formatTime: (value: string) => format(() => dateTimeFormat(language, { timeStyle: 'short' }), value),
    /** A picked `<input type="date">` value (YYYY-MM-DD) as a long day name. */
    formatPickedDay: (value: string) => format(() => dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }), value),
    /** A fraction from 0 to 1 as a whole percent. */
    formatPercent: (fraction: number) => numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(Math.min(1, Math.max(0, fraction))),
    formatNumber: (value: number) => numberFormat(language).format(value),
  };
}

/** The functions of each language, shared by every component that formats (the formatters themselves are kept in intl-locale.ts). */
const formattersByLanguage = new Map<string, ReturnType<typeof formattersFor>>();

/** Dates, times and percentages in the interface language (brief: Intl, no date library). */
export function useFormatters() {
  const { i18n } = useTranslation();
  let formatters = formattersByLanguage.get(i18n.language);
  if (!formatters) formattersByLanguage.set(i18n.language, (formatters = formattersFor(i18n.language)));
  return formatters;
}
