import type { FastifyInstance } from 'fastify';
import {
  notificationPageSchema,
  notificationParamsSchema,
  notificationQuerySchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  emailConfirmationSchema,
  emailConfirmedSchema,
} from '#shared/schemas/notifications.ts';
import { mailContact } from '#server/modules/mail/index.ts';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import * as service from './service.ts';
import { confirmEmail, getNotificationSettings, saveNotificationSettings } from './settings.ts';

/** The notifications bell: every signed-in user sees only their own. */
export async function notificationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'authenticated' } as const;
  app.get(
    '/notifications',
    { config: signedIn, schema: { querystring: notificationQuerySchema, response: { 200: notificationPageSchema } } },
    async (request) => service.listNotifications(app.db, request.session!, request.query),
  );
  app.post('/notifications/:id/read', { config: signedIn, schema: { params: notificationParamsSchema } }, async (request, reply) => {
    await service.markRead(app.db, request.session!, request.params.id);
    return reply.code(204).send();
  });
  app.post('/notifications/read-all', { config: signedIn }, async (request, reply) => {
    await service.markAllRead(app.db, request.session!);
    return reply.code(204).send();
  });

  // Which notifications are also e-mailed, where and in which language: each user their own.
  app.get('/me/notification-settings', { config: signedIn, schema: { response: { 200: notificationSettingsResponseSchema } } }, async (request) =>
    getNotificationSettings(app.db, request.session!.user),
  );
  app.put(
    '/me/notification-settings',
    { config: signedIn, schema: { body: notificationSettingsSchema, response: { 200: notificationSettingsResponseSchema } } },
    async (request) =>
      saveNotificationSettings(app.db, request.session!.user, request.body, { contact: mailContact(app.env), baseUrl: app.env.PUBLIC_BASE_URL }),
  );
  // The link mailed to a new address: its token is the proof, so it works signed in or not.
  app.post(
    '/me/email-confirmation',
    { config: { access: 'public' }, schema: { body: emailConfirmationSchema, response: { 200: emailConfirmedSchema } } },
    async (request) => confirmEmail(app.db, request.body.token),
  );
}
