import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CalendarEventPage } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** A window of time the calendar lists: from `from` on, or up to `to` (exclusive) when given. */
export interface CalendarWindow {
  from: string;
  to?: string;
}

/** Events a page holds: a phone's screenful of the list. */
const PAGE_SIZE = 50;

export const calendarEventsQueryKey = (course: Course, window: CalendarWindow) => ['/api/calendar-events', course, window] as const;

/** GET /api/calendar-events?course=&from=&to=&cursor=: one page of the course's events in a window, soonest first. */
export function getCalendarEvents(course: Course, window: CalendarWindow, cursor?: string) {
  const query = new URLSearchParams({ course, from: window.from, limit: String(PAGE_SIZE), ...(window.to && { to: window.to }), ...(cursor && { cursor }) });
  return apiRequest<CalendarEventPage>('GET', `/api/calendar-events?${query}`);
}

/** The Calendar tab's query for one window; also fetched ahead for offline use (hooks/use-prefetch-portal-tabs.ts). */
export const calendarEventsQueryOptions = (course: Course, window: CalendarWindow) =>
  infiniteQueryOptions({
    queryKey: calendarEventsQueryKey(course, window),
    queryFn: ({ pageParam }) => getCalendarEvents(course, window, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The course's events in `window`, a page at a time. */
export function useCalendarEvents(course: Course, window: CalendarWindow) {
  const query = useInfiniteQuery(calendarEventsQueryOptions(course, window));
  return { ...query, events: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
