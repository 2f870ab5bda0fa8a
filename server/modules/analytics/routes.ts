import type { FastifyInstance } from 'fastify';
import { cohortAnalyticsSchema, performanceGapListSchema } from '#shared/schemas/educator.ts';
import { courseQuerySchema } from '#shared/schemas/portal.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as repo from './repo.ts';

/** Spec point 7: cohort analytics and learning gaps for the educator dashboard. */
export async function analyticsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/analytics/cohort',
    { config: { access: 'read:analytics:any' }, schema: { querystring: courseQuerySchema, response: { 200: cohortAnalyticsSchema } } },
    async (request) => repo.cohortAnalytics(app.db, request.query.course),
  );
  app.get(
    '/analytics/gaps',
    { config: { access: 'read:analytics:any' }, schema: { querystring: courseQuerySchema, response: { 200: performanceGapListSchema } } },
    async (request) => repo.findPerformanceGaps(app.db, request.query.course),
  );
}
