import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { calendarEventListSchema, courseQuerySchema } from '#shared/schemas/portal.ts';
import { calendarEvents } from '#server/db/schema/index.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';

/** Spec point 7: calendar events from the past week on, for one course plus institute-wide events. */
export async function calendarRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/calendar-events',
    { config: { access: 'read:catalog:any' }, schema: { querystring: courseQuerySchema, response: { 200: calendarEventListSchema } } },
    async (request) => {
      const { course } = request.query;
      return app.db
        .select()
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.isPublic, true),
            gte(calendarEvents.startTime, sql`now() - interval '7 days'`),
            course ? or(eq(calendarEvents.course, course), isNull(calendarEvents.course)) : undefined,
          ),
        )
        .orderBy(asc(calendarEvents.startTime))
        .limit(200);
    },
  );
}
