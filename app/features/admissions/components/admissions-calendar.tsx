import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import type { AdmissionsCalendarResponse } from '#shared/schemas/admissions-calendar.ts';

// Public pages carry no query library: one fetch per page load, shared by every component that asks.
let request: Promise<AdmissionsCalendarResponse | null> | null = null;
const loadCalendar = () =>
  (request ??= fetch('/api/admissions/calendar', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<AdmissionsCalendarResponse>) : null))
    .catch(() => {
      request = null; // offline or failed: try again on the next page that asks
      return null;
    }));

/**
 * The admissions calendar an admin sets, read after the page has painted: the
 * prerendered page shows the rest at once, and these few words when they arrive. Undefined while
 * loading, null when it could not be had.
 */
export function useAdmissionsCalendar() {
  const [calendar, setCalendar] = useState<AdmissionsCalendarResponse | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadCalendar().then((loaded) => live && setCalendar(loaded));
    return () => {
      live = false;
    };
  }, []);
  return calendar;
}

function useLongDate() {
  const { i18n } = useTranslation();
  return (day: string) => dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** "Academic year 2026-2027" on the home page; the year appears when the calendar arrives. */
export function AcademicYearTitle() {
  const { t } = useTranslation();
  const calendar = useAdmissionsCalendar();
  // data-academic-year: the wording with a {year} slot, for the prerendered page's script (app/public-page.ts).
  return (
    <span data-academic-year={t('pages.home.status.rollout_title', { year: '{year}' })}>
      {calendar ? t('pages.home.status.rollout_title', { year: calendar.academicYear }) : t('pages.home.status.rollout_title_pending')}
    </span>
  );
}

/**
 * The intakes still open to applicants, each with its closing date, then the rolling note. The
 * data-intake-* wordings (a {date} slot each) are for the prerendered page's script (app/public-page.ts).
 */
export function IntakeList() {
  const { t } = useTranslation();
  const calendar = useAdmissionsCalendar();
  const longDate = useLongDate();
  return (
    <ul
      className="mt-3 grid gap-3"
      aria-busy={calendar === undefined}
      data-intakes=""
      data-intake-title={t('pages.admissions.enrollment.intake_title', { date: '{date}' })}
      data-intake-deadline={t('pages.admissions.enrollment.intake_deadline', { date: '{date}' })}
      data-intake-closed={t('pages.admissions.enrollment.intake_closed')}
    >
      {calendar === undefined && (
        <li role="status" className="text-sm text-muted" data-intakes-loading="">
          {t('pages.admissions.enrollment.loading')}
        </li>
      )}
      {calendar?.upcoming.map((intake) => (
        <li key={intake.startsOn}>
          <p className="font-semibold">{t('pages.admissions.enrollment.intake_title', { date: longDate(intake.startsOn) })}</p>
          <p className="text-sm text-muted">
            {intake.applicationDeadline >= new Date().toISOString().slice(0, 10)
              ? t('pages.admissions.enrollment.intake_deadline', { date: longDate(intake.applicationDeadline) })
              : t('pages.admissions.enrollment.intake_closed')}
          </p>
        </li>
      ))}
      <li>
        <p className="font-semibold">{t('pages.admissions.enrollment.items.rolling.title')}</p>
        <p className="text-sm text-muted">{t('pages.admissions.enrollment.items.rolling.description')}</p>
      </li>
    </ul>
  );
}
