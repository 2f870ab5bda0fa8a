import type { FastifyInstance } from 'fastify';
import { calendarEventListQuerySchema, calendarEventPageSchema } from '#shared/schemas/portal.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';

/** Spec point 7: calendar events of one course plus institute-wide events, upcoming first, a page at a time. */
export async function calendarRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/calendar-events',
    { config: { access: 'read:catalog:any' }, schema: { querystring: calendarEventListQuerySchema, response: { 200: calendarEventPageSchema } } },
    async (request) => service.listEvents(app.db, request.query),
  );
}
