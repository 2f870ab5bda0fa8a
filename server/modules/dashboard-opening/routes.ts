import type { FastifyInstance } from 'fastify';
import { firstScreenSchema } from '#shared/schemas/first-screen.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';

/** What the dashboard opens on, in the one request the signed-in screens' shell preloads. */
export async function firstScreenRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const maxAgeMs = app.env.ANALYTICS_MAX_AGE_SECONDS * 1000;
  app.get('/me/first-screen', { config: { access: 'session' }, schema: { response: { 200: firstScreenSchema } } }, async (request) =>
    service.firstScreen(app.db, request.session!, maxAgeMs),
  );
}
