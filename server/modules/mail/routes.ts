import type { FastifyInstance } from 'fastify';
import { mailStatusSchema } from '#shared/schemas/admissions.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import { mailStatus } from './service.ts';

/** Whether outgoing mail is set up, and how much waits or failed, for the admin portal. */
export async function mailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/mail-status', { config: { access: 'manage:admissions:any' }, schema: { response: { 200: mailStatusSchema } } }, async () =>
    mailStatus(app.db, app.mailer),
  );
}
