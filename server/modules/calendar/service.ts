import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CalendarEventListQuery } from '#shared/schemas/portal.ts';
import type { Database } from '#server/db/client.ts';
import { calendarEvents } from '#server/db/schema/index.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';

const CALENDAR_LIST = 'calendar-events';

/**
 * A page of public events of a course plus the institute-wide ones (issue 16), starting in
 * [from, to) by (start, id): keyset read from the partial (start_time, id) index of public events,
 * so the next page costs what the first does. `from` defaults to now: the list is upcoming first.
 */
export async function listEvents(db: Database, query: CalendarEventListQuery) {
  const after = query.cursor ? decodeCursor(CALENDAR_LIST, query.cursor, ['time', 'uuid']) : null;
  const rows = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      description: calendarEvents.description,
      type: calendarEvents.type,
      course: calendarEvents.course,
      startTime: calendarEvents.startTime,
      endTime: calendarEvents.endTime,
      location: calendarEvents.location,
    })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.isPublic, true),
        sql`${calendarEvents.startTime} >= ${query.from ? sql`${query.from}::timestamptz` : sql`now()`}`,
        query.to ? sql`${calendarEvents.startTime} < ${query.to}::timestamptz` : undefined,
        query.course ? or(eq(calendarEvents.course, query.course), isNull(calendarEvents.course)) : undefined,
        afterTimeAndId(calendarEvents.startTime, calendarEvents.id, after),
      ),
    )
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (event) => encodeCursor(CALENDAR_LIST, [event.startTime.toISOString(), event.id]));
}
