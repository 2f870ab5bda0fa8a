import { Clock, MapPin } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/constants/courses.ts';
import { CALENDAR_EVENT_TYPES, type CalendarEvent } from '#shared/schemas/portal.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { useCalendarEvents, type CalendarWindow } from '../api/get-calendar-events.ts';
import { useFormatters } from '#app/lib/use-formatters.ts';
import { isDateOnly, localDayKey, parseIsoDate, startOfToday } from '#app/lib/dates.ts';
import { TabStatus } from '#app/components/ui/tab-status.tsx';
import { TabLoadFailure } from '#app/components/offline/tab-load-failure.tsx';
import { ShowMoreButton } from '#app/components/ui/show-more-button.tsx';

const isKnownEventType = (type: string): type is (typeof CALENDAR_EVENT_TYPES)[number] => (CALENDAR_EVENT_TYPES as readonly string[]).includes(type);

/** The window of one local day, `YYYY-MM-DD`: its midnight to the next. */
function dayWindow(day: string): CalendarWindow {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { from: new Date(year, month - 1, date).toISOString(), to: new Date(year, month - 1, date + 1).toISOString() };
}

/**
 * Spec point 2, Calendar: a single-date picker and a scrollable list of upcoming events.
 * Picking a day lists that day's events (past ones included); clearing it shows what is upcoming.
 * Each is a window of time the server pages through, not the whole calendar.
 */
export function CalendarTab({ course }: { course: Course }) {
  const { t } = useTranslation();
  const { formatPickedDay } = useFormatters();
  const [pickedDay, setPickedDay] = useState('');
  // Fixed for the life of the tab so the list does not shift while the student reads it.
  const [today] = useState(() => startOfToday().toISOString());
  const range = useMemo<CalendarWindow>(() => (pickedDay && isDateOnly(pickedDay) ? dayWindow(pickedDay) : { from: today }), [pickedDay, today]);
  const events = useCalendarEvents(course, range);
  const headingId = useId();
  const listHeadingId = useId();
  const shown = events.events;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-xl font-semibold">
        {t('dashboard.student.calendar.title')}
      </h3>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="grid content-start gap-3 p-5">
          <TextField type="date" label={t('dashboard.student.calendar.date_label')} value={pickedDay} onChange={(event) => setPickedDay(event.target.value)} />
          {pickedDay && (
            <Button variant="outline" onClick={() => setPickedDay('')}>
              {t('dashboard.student.calendar.show_all')}
            </Button>
          )}
        </Card>
        <div className="grid content-start gap-3">
          <h4 id={listHeadingId} className="font-semibold">
            {pickedDay ? t('dashboard.student.calendar.day_title', { date: formatPickedDay(pickedDay) }) : t('dashboard.student.calendar.upcoming_title')}
          </h4>
          {events.isPending ? (
            <TabStatus kind="loading">{t('dashboard.student.calendar.loading')}</TabStatus>
          ) : events.isLoadingError ? (
            <TabLoadFailure>{t('dashboard.student.calendar.failed')}</TabLoadFailure>
          ) : shown.length === 0 ? (
            <TabStatus kind="empty">{pickedDay ? t('dashboard.student.calendar.day_empty') : t('dashboard.student.calendar.empty')}</TabStatus>
          ) : (
            // A focusable scroll region, so keyboard users can scroll it too.
            <div role="region" aria-labelledby={listHeadingId} tabIndex={0} className="max-h-[32rem] overflow-y-auto rounded-[var(--radius-card)] pe-1">
              <ul className="grid gap-3">
                {shown.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
              <ShowMoreButton list={events} label={t('dashboard.student.calendar.more')} className="mt-3 w-full" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function EventCard({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const { formatDateTime, formatTime } = useFormatters();
  const start = parseIsoDate(event.startTime);
  const end = event.endTime ? parseIsoDate(event.endTime) : null;
  const endText = end && event.endTime ? (start && localDayKey(start) === localDayKey(end) ? formatTime(event.endTime) : formatDateTime(event.endTime)) : null;
  return (
    <Card className="grid gap-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h5 className="font-semibold">{event.title}</h5>
        <Badge>{isKnownEventType(event.type) ? t(`dashboard.student.calendar.types.${event.type}`) : event.type}</Badge>
      </div>
      {event.description && <p className="text-sm text-muted">{event.description}</p>}
      <ul className="grid gap-1 text-sm">
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0" aria-hidden />
          <span>
            {endText ? t('dashboard.student.calendar.time_range', { start: formatDateTime(event.startTime), end: endText }) : formatDateTime(event.startTime)}
          </span>
        </li>
        {event.location && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span>{t('dashboard.student.calendar.location', { location: event.location })}</span>
          </li>
        )}
      </ul>
    </Card>
  );
}
