import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/constants/courses.ts';
import type { CalendarEvent } from '#shared/schemas/portal.ts';
import { apiRequest } from '#app/lib/api-client.ts';

export const calendarEventsQueryKey = (course: Course) => ['/api/calendar-events', course] as const;

/** GET /api/calendar-events?course= (spec point 7). */
export function getCalendarEvents(course: Course) {
  const query = new URLSearchParams({ course });
  return apiRequest<CalendarEvent[]>('GET', `/api/calendar-events?${query}`);
}

export function useCalendarEvents(course: Course) {
  return useQuery({ queryKey: calendarEventsQueryKey(course), queryFn: () => getCalendarEvents(course) });
}
