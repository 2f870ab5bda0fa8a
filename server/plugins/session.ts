import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Role } from '#shared/auth/permissions.ts';
import type { Course } from '#shared/constants/courses.ts';
import type { StaffAccess } from '#shared/auth/permissions.ts';
import { sessions, students, users } from '#server/db/schema/index.ts';
import { unauthorized } from '#server/errors.ts';

export interface SessionUser {
  id: string;
  username: string;
  name: string;
  /** The role stored on the account. */
  accountRole: Role;
  /** The account's learner profile, when it has one. */
  studentId: string | null;
  /** That profile's course: a student's dashboard opens on it without asking for the profile first. */
  studentCourse: Course | null;
  /** An educator account's standing: only an approved educator acts as one. Null for other accounts. */
  staffAccess: StaffAccess | null;
}

/** The signed-in account as the session holds it, from its users row and its learner profile (if any). */
export function sessionUserOf(
  user: { id: string; username: string; name: string; role: Role; staffAccess: StaffAccess | null },
  student: { id: string; course: Course } | null | undefined,
): SessionUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    accountRole: user.role,
    studentId: student?.id ?? null,
    studentCourse: student?.course ?? null,
    staffAccess: user.staffAccess,
  };
}

export interface Session {
  id: string;
  user: SessionUser;
  /**
   * The role this session acts as. For an admin account it is the role chosen at the
   * role-selection step and null until then; for everyone else it is the account's role.
   */
  role: Role | null;
}

export interface SessionOptions {
  idleTimeoutMinutes: number;
  absoluteLifetimeHours: number;
  secureCookie: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    sessions: {
      /** Starts a new session (a new id: any session on the request is destroyed first). */
      start: (request: FastifyRequest, reply: FastifyReply, user: SessionUser) => Promise<Session>;
      /**
       * Sets the role a privileged account acts as, under a new session id: the old cookie stops
       * working, so an id seen before the switch cannot act with the new role.
       */
      setRole: (request: FastifyRequest, reply: FastifyReply, role: Role) => Promise<Session>;
      destroy: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    };
  }
}

/** API calls, and the dashboard's page, whose shell preloads the signed-in role's code (server/plugins/static.ts). */
const readsSession = (url: string) => url.startsWith('/api/') || /^\/dashboard\/?(?:\?|$)/.test(url);

// Touch last_seen_at at most this often, so reads do not turn into a write per request.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Privileged accounts act as whichever role they picked; an educator acts as one only once an
 * admin has approved the account, and as no role before (every route that needs a
 * role refuses it); others always act as their own role.
 */
export function effectiveRole(user: Pick<SessionUser, 'accountRole' | 'staffAccess'>, chosenRole: Role | null): Role | null {
  if (user.accountRole === 'admin') return chosenRole;
  if (user.accountRole === 'educator' && user.staffAccess !== 'approved') return null;
  return user.accountRole;
}

/**
 * Server-side sessions in the database: an opaque random token in an
 * HttpOnly SameSite=Lax cookie, its hash in `sessions`, an idle timeout and an absolute lifetime.
 */
export const sessionPlugin = fp<SessionOptions>(
  async (app, options) => {
    await app.register(cookie);
    // The __Host- prefix pins the cookie to this host and path, but browsers accept it only over HTTPS.
    const cookieName = options.secureCookie ? '__Host-sid' : 'sid';
    const idleMs = options.idleTimeoutMinutes * 60_000;
    const lifetimeMs = options.absoluteLifetimeHours * 3_600_000;
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: options.secureCookie,
      path: '/',
    };

    app.decorateRequest('session', null);

    // Every API request reads its session: one prepared statement, built once, whose plan the database keeps.
    const sessionById = app.db
      .select({
        id: sessions.id,
        activeRole: sessions.activeRole,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        username: users.username,
        name: users.name,
        accountRole: users.role,
        staffAccess: users.staffAccess,
        studentId: students.id,
        studentCourse: students.course,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(students, eq(students.userId, users.id))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), gt(sessions.lastSeenAt, sql.placeholder('idleSince'))))
      .prepare('session_by_id');

    app.addHook('onRequest', async (request) => {
      if (!readsSession(request.url)) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      const id = hashOfToken(token);
      const now = Date.now();
      const [row] = await sessionById.execute({ id, now: new Date(now), idleSince: new Date(now - idleMs) });
      if (!row) return;
      if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await app.db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, id));
      }
      const user = {
        id: row.userId,
        username: row.username,
        name: row.name,
        accountRole: row.accountRole,
        studentId: row.studentId,
        studentCourse: row.studentCourse,
        staffAccess: row.staffAccess,
      };
      request.session = { id, user, role: effectiveRole(user, row.activeRole) };
    });

    async function destroy(request: FastifyRequest, reply: FastifyReply) {
      if (request.session) await app.db.delete(sessions).where(eq(sessions.id, request.session.id));
      request.session = null;
      reply.clearCookie(cookieName, cookieOptions);
    }

    app.decorate('sessions', {
      async start(request, reply, user) {
        // Rotation: a login never keeps the session id the browser arrived with.
        await destroy(request, reply);
        const now = Date.now();
        await app.db
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - idleMs)))));
        const token = newSecretToken();
        const id = hashOfToken(token);
        const role = effectiveRole(user, null);
        await app.db.insert(sessions).values({ id, userId: user.id, activeRole: role, expiresAt: new Date(now + lifetimeMs) });
        reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.floor(lifetimeMs / 1000) });
        request.session = { id, user, role };
        return request.session;
      },
      async setRole(request, reply, role) {
        const session = request.session!;
        // The row keeps its absolute lifetime (expires_at): a role switch does not lengthen a session.
        const token = newSecretToken();
        const id = hashOfToken(token);
        const [row] = await app.db
          .update(sessions)
          .set({ id, activeRole: role, lastSeenAt: sql`now()` })
          .where(eq(sessions.id, session.id))
          .returning({ expiresAt: sessions.expiresAt });
        // Ended meanwhile (a logout in another tab): the caller is signed out, not served a 500.
        if (!row) throw unauthorized();
        reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)) });
        session.id = id;
        session.role = effectiveRole(session.user, role);
        return session;
      },
      destroy,
    });
  },
  { name: 'session', dependencies: ['db'] },
);
