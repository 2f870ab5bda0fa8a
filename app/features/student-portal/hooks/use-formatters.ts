import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '#shared/constants/intl-locale.ts';
import { isDateOnly, parseIsoDate } from '../lib/dates.ts';


/** Dates, times and percentages in the interface language (brief: Intl, no date library). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    // A bare date names a calendar day, not an instant: format it in UTC so it never shifts a day.
    const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    const longDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const number = new Intl.NumberFormat(locale);
    const format = (formatter: Intl.DateTimeFormat, value: string) => {
      const parsed = parseIsoDate(value);
      return parsed ? formatter.format(parsed) : value;
    };
    return {
      formatDate: (value: string) => format(isDateOnly(value) ? calendarDay : date, value),
      formatDateTime: (value: string) => (isDateOnly(value) ? format(calendarDay, value) : format(dateTime, value)),
      formatTime: (value: string) => format(time, value),
      /** A picked `<input type="date">` value (YYYY-MM-DD) as a long day name. */
      formatPickedDay: (value: string) => format(longDate, value),
      /** A fraction from 0 to 1 as a whole percent. */
      formatPercent: (fraction: number) => percent.format(Math.min(1, Math.max(0, fraction))),
      formatNumber: (value: number) => number.format(value),
    };
  }, [locale]);
}
