import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assessmentReviewSchema,
  assessmentTokenSchema,
  assessmentViewSchema,
  saveAssessmentAnswerSchema,
  scheduleAssessmentSchema,
} from '#shared/schemas/assessments.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { mailContact } from '#server/modules/mail/index.ts';
import * as service from './service.ts';

const applicationParamsSchema = z.object({ id: z.string().uuid({ message: 'validation.id_invalid' }) });

/**
 * The entry assessment (spec point 1). Admins schedule it and read the engine's
 * analysis; the applicant takes it without an account, through the personal link (its token is sent
 * in the body, so it never lands in a URL log).
 */
export async function assessmentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'manage:admissions:any' } as const;

  app.post(
    '/admin/applications/:id/assessment',
    { config: admin, schema: { params: applicationParamsSchema, body: scheduleAssessmentSchema, response: { 200: assessmentReviewSchema } } },
    async (request) =>
      service.scheduleAssessment(app.db, app.heavyWork, request.params.id, request.body, { contact: mailContact(app.env), baseUrl: app.env.PUBLIC_BASE_URL }),
  );

  app.get(
    '/admin/applications/:id/assessment',
    { config: admin, schema: { params: applicationParamsSchema, response: { 200: assessmentReviewSchema.nullable() } } },
    async (request) => service.reviewOf(app.db, request.params.id),
  );

  const applicant = { access: 'public' } as const;
  app.post('/assessments/open', { config: applicant, schema: { body: assessmentTokenSchema, response: { 200: assessmentViewSchema } } }, async (request) =>
    service.openAssessment(app.db, request.body.token),
  );
  app.post('/assessments/start', { config: applicant, schema: { body: assessmentTokenSchema, response: { 200: assessmentViewSchema } } }, async (request) =>
    service.startAssessment(app.db, request.body.token),
  );
  app.post(
    '/assessments/answer',
    { config: applicant, schema: { body: saveAssessmentAnswerSchema, response: { 200: z.object({ savedAt: z.string() }) } } },
    async (request) => service.saveAnswer(app.db, request.body.token, request.body.level, request.body.answer),
  );
  app.post('/assessments/submit', { config: applicant, schema: { body: assessmentTokenSchema, response: { 200: assessmentViewSchema } } }, async (request) =>
    service.submitAssessment(app.db, request.body.token),
  );
}
