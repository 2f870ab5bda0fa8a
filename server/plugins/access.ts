import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Permission } from '#shared/auth/permissions.ts';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import { AppError, forbidden, unauthorized } from '#server/errors.ts';

/**
 * Who may call a route. Every /api route must declare one:
 * - 'public': anyone;
 * - 'session': any signed-in session, even one still at the role-selection step;
 * - 'authenticated': a signed-in session acting as a role;
 * - a permission: a session whose role grants it (shared/auth/permissions.ts).
 */
export type Access = 'public' | 'session' | 'authenticated' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /**
     * Every /api route with the access rule it declared, and the query parameters its schema
     * names; the role-matrix and request-fuzz tests walk it.
     */
    accessTable: { method: string; url: string; access: Access; queryKeys: string[] }[];
  }
}

export class UndeclaredAccessError extends Error {}

function staffAccessRefused(standing: StaffAccess | null) {
  return standing === 'refused' || standing === 'revoked'
    ? new AppError(403, 'STAFF_ACCESS_ENDED', 'This educator account has no access to student data. Contact the institute if you think this is a mistake.')
    : new AppError(403, 'STAFF_APPROVAL_PENDING', 'Your educator account is waiting for an administrator to approve it.');
}

/** The route-level guard: identity and role come from the server session only. */
export const accessPlugin = fp(
  async (app) => {
    const table: FastifyInstance['accessTable'] = [];
    app.decorate('accessTable', table);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const access = route.config?.access;
      if (!access) throw new UndeclaredAccessError(`Route ${String(route.method)} ${route.url} declares no access rule`);
      const querystring = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      const queryKeys = Object.keys(querystring?.shape ?? {});
      for (const method of [route.method].flat()) table.push({ method, url: route.url, access, queryKeys });
    });

    // preValidation, so an anonymous caller learns it must sign in before learning its body was wrong.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const session = request.session;
      if (!session) throw unauthorized();
      if (access === 'session') return;
      if (session.role === null) {
        // An educator account an admin has not approved (or has refused or revoked) acts as no role.
        if (session.user.accountRole === 'educator') throw staffAccessRefused(session.user.staffAccess);
        throw new AppError(403, 'ROLE_SELECTION_REQUIRED', 'Choose a role before continuing');
      }
      if (access === 'authenticated') return;
      if (!can(session.role, access)) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['session'] },
);
