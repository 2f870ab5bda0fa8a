import type { FastifyInstance } from 'fastify';
import { cohortAnalyticsSchema, performanceGapListSchema } from '#shared/schemas/educator.ts';
import { courseQuerySchema } from '#shared/schemas/portal.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';

/** Spec point 7: cohort analytics and learning gaps for the educator dashboard, read from the kept snapshot. */
export async function analyticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const maxAgeMs = app.env.ANALYTICS_MAX_AGE_SECONDS * 1000;
  app.get(
    '/analytics/cohort',
    { config: { access: 'read:analytics:any' }, schema: { querystring: courseQuerySchema, response: { 200: cohortAnalyticsSchema } } },
    async (request) => service.cohortAnalytics(app.db, request.query.course, maxAgeMs),
  );
  app.get(
    '/analytics/gaps',
    { config: { access: 'read:analytics:any' }, schema: { querystring: courseQuerySchema, response: { 200: performanceGapListSchema } } },
    async (request) => service.performanceGaps(app.db, request.query.course, maxAgeMs),
  );
}
