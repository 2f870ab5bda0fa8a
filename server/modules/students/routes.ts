import type { FastifyInstance } from 'fastify';
import { difficultyUpdateSchema } from '#shared/schemas/educator.ts';
import {
  courseQuerySchema,
  studentAssignmentListQuerySchema,
  studentAssignmentPageSchema,
  studentAssignmentParamsSchema,
  studentAssignmentSchema,
  studentDashboardSchema,
  submitAssignmentSchema,
} from '#shared/schemas/portal.ts';
import { studentIdParamsSchema, studentListQuerySchema, studentPageSchema, studentSchema } from '#shared/schemas/students.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { idempotentWrite } from '#server/plugins/idempotency.ts';
import * as service from './service.ts';

/** Spec point 7, "Student portal and educator": students, a student's dashboard and assignments, difficulty. */
export async function studentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/students',
    { config: { access: 'read:student:any' }, schema: { querystring: studentListQuerySchema, response: { 200: studentPageSchema } } },
    async (request) => service.listStudents(app.db, request.query),
  );

  app.get(
    '/students/:id',
    { config: { access: 'read:student:own' }, schema: { params: studentIdParamsSchema, response: { 200: studentSchema } } },
    async (request) => service.getStudentFor(app.db, request.session!, request.params.id),
  );

  app.get(
    '/students/:id/dashboard',
    {
      config: { access: 'read:student:own' },
      schema: { params: studentIdParamsSchema, querystring: courseQuerySchema, response: { 200: studentDashboardSchema } },
    },
    async (request) => service.studentDashboard(app.db, request.session!, request.params.id, request.query.course),
  );

  app.get(
    '/students/:id/assignments',
    {
      config: { access: 'read:student:own' },
      schema: { params: studentIdParamsSchema, querystring: studentAssignmentListQuerySchema, response: { 200: studentAssignmentPageSchema } },
    },
    async (request) => service.studentAssignments(app.db, request.session!, request.params.id, request.query),
  );

  app.post(
    '/students/:id/assignments/:studentAssignmentId/submit',
    {
      config: { access: 'update:assignment:own', idempotent: true },
      schema: { params: studentAssignmentParamsSchema, body: submitAssignmentSchema, response: { 200: studentAssignmentSchema } },
    },
    async (request, reply) =>
      idempotentWrite(request, reply, async (db) => ({
        status: 200,
        body: await service.submitAssignment(
          db,
          request.session!,
          request.params.id,
          request.params.studentAssignmentId,
          request.body.content,
          request.body.submittedAt ? new Date(request.body.submittedAt) : undefined,
        ),
      })),
  );

  app.patch(
    '/students/:id/difficulty',
    { config: { access: 'update:difficulty:any' }, schema: { params: studentIdParamsSchema, body: difficultyUpdateSchema, response: { 200: studentSchema } } },
    async (request) => service.adjustDifficulty(app.db, request.session!, request.params.id, request.body.level),
  );
}
