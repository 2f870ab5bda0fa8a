import type { FastifyInstance } from 'fastify';
import { gradedSubmissionSchema, gradeSubmissionSchema, submissionPageSchema, submissionParamsSchema, submissionQuerySchema } from '#shared/schemas/grading.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { idempotentWrite } from '#server/plugins/idempotency.ts';
import * as service from './service.ts';

/** Educators and admins grade submitted assignments; the student is told. */
export async function gradingRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const graders = { access: 'grade:assignment:any' } as const;
  app.get('/submissions', { config: graders, schema: { querystring: submissionQuerySchema, response: { 200: submissionPageSchema } } }, async (request) =>
    service.listSubmissionsToGrade(app.db, request.query),
  );
  app.post(
    '/submissions/:id/grade',
    {
      config: { ...graders, idempotent: true },
      schema: { params: submissionParamsSchema, body: gradeSubmissionSchema, response: { 200: gradedSubmissionSchema } },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, async (db) => ({
        status: 200,
        body: await service.gradeSubmission(db, request.session!, request.params.id, request.body),
      })),
  );
}
