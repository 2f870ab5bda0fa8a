import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { CalendarEventListQuery } from '#shared/schemas/portal.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { calendarEvents } from '#server/db/schema/index.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';

const CALENDAR_LIST = 'calendar-events';

/**
 * A page of public events of a course plus the institute-wide ones, starting in
 * [from, to) by (start, id): keyset read from the partial (start_time, id) index of public events,
 * so the next page costs what the first does. `from` defaults to now: the list is upcoming first.
 */
export async function listEvents(db: Database, query: CalendarEventListQuery) {
  const after = query.cursor ? decodeCursor(CALENDAR_LIST, query.cursor, ['time', 'uuid']) : null;
  const shape = `${query.to ? 't' : ''}${query.course ? 'c' : ''}${after ? 'a' : ''}`;
  const rows = await eventPage(db, shape).execute({
    from: query.from ?? null,
    to: query.to,
    course: query.course,
    afterTime: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, (event) => encodeCursor(CALENDAR_LIST, [event.startTime.toISOString(), event.id]));
}

/** The calendar's statement per shape (t: an end, c: a course, a: after a cursor), built once and kept with its plan. */
const eventPage = preparedPer((db, shape: string) =>
  db
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
        // As the partial index's predicate is written, so that the kept plan reads it.
        sql`${calendarEvents.isPublic}`,
        // From now unless the request names a start.
        sql`${calendarEvents.startTime} >= coalesce(${sql.placeholder('from')}::timestamptz, now())`,
        shape.includes('t') ? sql`${calendarEvents.startTime} < ${sql.placeholder('to')}::timestamptz` : undefined,
        shape.includes('c') ? or(eq(calendarEvents.course, sql.placeholder('course')), isNull(calendarEvents.course)) : undefined,
        shape.includes('a')
          ? afterTimeAndId(calendarEvents.startTime, calendarEvents.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')])
          : undefined,
      ),
    )
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id))
    .limit(pageLimit())
    .prepare(`calendar_events_${shape || 'all'}`),
);
