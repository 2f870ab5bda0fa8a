import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '#server/lib/zod-validation.ts';
import {
  acceptInvitationSchema,
  currentUserSchema,
  invitationLookupSchema,
  invitationSchema,
  loginChallengeErrorSchema,
  loginSchema,
  okSchema,
  registerSchema,
  roleSelectionSchema,
} from '#shared/schemas/auth.ts';
import { secureCookies } from '#server/env.ts';
import { unauthorized } from '#server/errors.ts';
import { DEVICE_COOKIE, DEVICE_LIFETIME_DAYS } from './devices.ts';
import { acceptInvitation, lookupInvitation } from '#server/modules/accounts/index.ts';
import * as service from './service.ts';

const REGISTER_LIMIT_PER_HOUR = 20;

/** Spec point 7, "Auth": current user, login, registration, logout; plus the role-selection step. */
export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/user', { config: { access: 'public' }, schema: { response: { 200: currentUserSchema } } }, async (request) => {
    if (!request.session) throw unauthorized();
    return service.presentUser(request.session);
  });

  app.post(
    '/login',
    { config: { access: 'public' }, schema: { body: loginSchema, response: { 200: currentUserSchema, 428: loginChallengeErrorSchema } } },
    async (request, reply) => {
      const { body } = request;
      const result = await service.login(app.db, app.env, body, { ip: request.ip, deviceToken: request.cookies[DEVICE_COOKIE] });
      if (result.challenge) {
        // 428 Precondition Required: the attempt was not checked; solve and send it again.
        return reply
          .code(428)
          .send({ error: 'Solve the challenge and send the login again', code: 'LOGIN_CHALLENGE_REQUIRED' as const, challenge: result.challenge });
      }
      const { user, newDeviceToken } = result;
      if (newDeviceToken) {
        reply.setCookie(DEVICE_COOKIE, newDeviceToken, {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies(app.env),
          // Read only by this route.
          path: '/api/login',
          maxAge: DEVICE_LIFETIME_DAYS * 86_400,
        });
      }
      const session = await app.sessions.start(request, reply, user);
      return service.presentUser(session);
    },
  );

  app.post('/register', { config: { access: 'public' }, schema: { body: registerSchema, response: { 201: currentUserSchema } } }, async (request, reply) => {
    const { body } = request;
    await service.limitRegistrations(app.db, request.ip, REGISTER_LIMIT_PER_HOUR);
    const user = await service.register(app.db, body);
    const session = await app.sessions.start(request, reply, user);
    reply.code(201);
    return service.presentUser(session);
  });

  // The one-time link an accepted applicant receives, to choose a password.
  app.post(
    '/invitations/lookup',
    { config: { access: 'public' }, schema: { body: invitationLookupSchema, response: { 200: invitationSchema } } },
    async (request) => lookupInvitation(app.db, request.body.token),
  );

  app.post(
    '/invitations/accept',
    { config: { access: 'public' }, schema: { body: acceptInvitationSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const user = await acceptInvitation(app.db, request.body.token, request.body.password);
      const session = await app.sessions.start(request, reply, user);
      return service.presentUser(session);
    },
  );

  app.post('/logout', { config: { access: 'public' }, schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await app.sessions.destroy(request, reply);
    return { ok: true as const };
  });

  app.post(
    '/session/role',
    { config: { access: 'session' }, schema: { body: roleSelectionSchema, response: { 200: currentUserSchema } } },
    async (request, reply) => {
      const { body } = request;
      service.assertMaySelectRole(request.session!);
      const session = await app.sessions.setRole(request, reply, body.role);
      return service.presentUser(session);
    },
  );
}
