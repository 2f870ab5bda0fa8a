import type { FastifyInstance } from 'fastify';
import { studentIdParamsSchema, studentListQuerySchema, studentListSchema, studentSchema } from '#shared/schemas/students.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';

/** Spec point 7, "Student portal and educator": the student list and one student's record. */
export async function studentRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/students',
    { config: { access: 'read:student:any' }, schema: { querystring: studentListQuerySchema, response: { 200: studentListSchema } } },
    async (request) => service.listStudents(app.db, request.query.course),
  );

  app.get(
    '/students/:id',
    { config: { access: 'read:student:own' }, schema: { params: studentIdParamsSchema, response: { 200: studentSchema } } },
    async (request) => service.getStudentFor(app.db, request.session!, request.params.id),
  );
}
