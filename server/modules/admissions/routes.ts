import type { FastifyInstance } from 'fastify';
import {
  applicationListItemSchema,
  applicationReceiptSchema,
  contactMessageListItemSchema,
  contactMessageSchema,
  contactReceiptSchema,
  pageOf,
  paginationQuerySchema,
} from '#shared/schemas/admissions.ts';
import { fieldsFromZodError, type ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { validationFailed } from '#server/errors.ts';
import * as service from './service.ts';

/** Applications and contact messages (issue 3): stored, rate-limited, listed for admins. */
export async function admissionsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The date rules depend on today, so this body is validated per request rather than by a fixed route schema.
  app.post('/applications', { config: { access: 'public' }, schema: { response: { 201: applicationReceiptSchema } } }, async (request, reply) => {
    const parsed = service.serverApplicationSchema().safeParse(request.body ?? undefined);
    if (!parsed.success) throw validationFailed(fieldsFromZodError(parsed.error));
    const receipt = await service.submitApplication(app.db, request.ip, parsed.data);
    reply.code(201);
    return receipt;
  });

  app.post(
    '/contact',
    { config: { access: 'public' }, schema: { body: contactMessageSchema, response: { 201: contactReceiptSchema } } },
    async (request, reply) => {
      const receipt = await service.receiveContactMessage(app.db, request.ip, request.body);
      reply.code(201);
      return receipt;
    },
  );

  app.get(
    '/admin/applications',
    { config: { access: 'manage:admissions:any' }, schema: { querystring: paginationQuerySchema, response: { 200: pageOf(applicationListItemSchema) } } },
    async (request) => service.listSubmittedApplications(app.db, request.query.page, request.query.pageSize),
  );

  app.get(
    '/admin/contact-messages',
    { config: { access: 'manage:admissions:any' }, schema: { querystring: paginationQuerySchema, response: { 200: pageOf(contactMessageListItemSchema) } } },
    async (request) => service.listContactMessages(app.db, request.query.page, request.query.pageSize),
  );
}
