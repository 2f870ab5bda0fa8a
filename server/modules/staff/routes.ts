import type { FastifyInstance } from 'fastify';
import {
  staffDecisionResultSchema,
  staffDecisionSchema,
  staffInvitationReceiptSchema,
  staffInvitationSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffParamsSchema,
  staffPendingCountSchema,
} from '#shared/schemas/staff.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { mailContact } from '#server/modules/mail/index.ts';
import * as service from './service.ts';

const adminOnly = { access: 'manage:staff:any' } as const;

/** The admin portal's staff tab. Educator accounts wait here for approval; admins invite, approve, refuse and revoke. */
export async function staffRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/admin/staff', { config: adminOnly, schema: { querystring: staffListQuerySchema, response: { 200: staffPageSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.listStaff(app.db, request.query);
  });

  app.get('/admin/staff/pending-count', { config: adminOnly, schema: { response: { 200: staffPendingCountSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { pending: await service.pendingCount(app.db) };
  });

  app.post(
    '/admin/staff/:userId/decision',
    { config: adminOnly, schema: { params: staffParamsSchema, body: staffDecisionSchema, response: { 200: staffDecisionResultSchema } } },
    async (request) => service.decide(app.db, request.session!.user, request.params.userId, request.body),
  );

  app.post(
    '/admin/staff/invitations',
    { config: adminOnly, schema: { body: staffInvitationSchema, response: { 201: staffInvitationReceiptSchema } } },
    async (request, reply) => {
      const receipt = await service.inviteEducator(app.db, request.session!.user, request.body, {
        contact: mailContact(app.env),
        baseUrl: app.env.PUBLIC_BASE_URL,
      });
      reply.code(201);
      return receipt;
    },
  );
}
