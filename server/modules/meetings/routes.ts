import type { FastifyInstance } from 'fastify';
import { cohortMeetingListQuerySchema, cohortMeetingPageSchema, joinMeetingResponseSchema, joinMeetingSchema } from '#shared/schemas/portal.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { jitsiProvider } from '#server/integrations/video/provider.ts';
import * as service from './service.ts';

/** Spec point 7: cohort meetings and joining one. */
export async function meetingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const video = jitsiProvider(app.env.JITSI_BASE_URL);

  app.get(
    '/cohort-meetings',
    { config: { access: 'read:catalog:any' }, schema: { querystring: cohortMeetingListQuerySchema, response: { 200: cohortMeetingPageSchema } } },
    async (request) => service.listMeetings(app.db, request.query),
  );

  app.post(
    '/cohort-meetings/join',
    { config: { access: 'join:meeting:own' }, schema: { body: joinMeetingSchema, response: { 200: joinMeetingResponseSchema } } },
    async (request) => service.joinMeeting(app.db, video, request.session!, request.body),
  );
}
