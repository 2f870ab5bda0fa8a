import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Role, StaffAccess } from '#shared/auth/permissions.ts';
import { buildApp } from '#server/app.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { students, users } from '#server/db/schema/index.ts';
import { parseEnv, type Env } from '#server/env.ts';
import { hashPassword } from '#server/modules/accounts/index.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/** The reflection-paper key every test app uses (tests read the stored ciphertext with it). */
export const TEST_PAPER_KEY = randomBytes(32).toString('base64');

/**
 * Builds the real app over a fresh migrated database, with test-friendly settings; or over
 * `options.database`, already migrated (a test that reads the database's own files opens it).
 */
export async function createTestApp(overrides: Record<string, string> = {}, options: { database?: DatabaseHandle } = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CLIENT_DIST_DIR: './.no-client-build',
    PAPER_ENCRYPTION_KEY: TEST_PAPER_KEY,
    ...overrides,
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Hashing is the slow part of making a user; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();

export interface TestUser {
  id: string;
  username: string;
  password: string;
  name: string;
  role: Role;
  studentId?: string;
}

/**
 * Inserts a user (and, for a student, the learner profile) straight into the database. An
 * educator is approved unless `staffAccess` says otherwise.
 */
export async function createUser(
  db: Database,
  options: { role?: Role; username?: string; password?: string; name?: string; staffAccess?: StaffAccess } = {},
): Promise<TestUser> {
  const role = options.role ?? 'student';
  const username = options.username ?? `${role}-${randomBytes(4).toString('hex')}`;
  const password = options.password ?? 'correct horse battery';
  const name = options.name ?? `Test ${role}`;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const staffAccess = role === 'educator' ? (options.staffAccess ?? 'approved') : null;
  const [user] = await db
    .insert(users)
    .values({ username, password: await hashes.get(password)!, name, role, staffAccess, staffAccessChangedAt: staffAccess && new Date() })
    .returning();
  let studentId: string | undefined;
  if (role === 'student') {
    const [student] = await db.insert(students).values({ userId: user!.id }).returning();
    studentId = student!.id;
  }
  return { id: user!.id, username, password, name, role, studentId };
}

/** The session cookie from a response, ready to send back as a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
  if (!cookie) throw new Error(`No session cookie in response (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Logs in through the API and returns the session cookie; an admin also picks `actAs`, which
 * issues a new session id: the cookie returned is the one set by that step.
 */
export async function loginAs(app: FastifyInstance, user: Pick<TestUser, 'username' | 'password' | 'role'>, actAs?: Role): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password } });
  const cookie = sessionCookie(response);
  if (user.role === 'admin') {
    const chosen = await app.inject({ method: 'POST', url: '/api/session/role', headers: { cookie }, payload: { role: actAs ?? 'admin' } });
    if (chosen.statusCode !== 200) throw new Error(`Role selection failed: ${chosen.body}`);
    return sessionCookie(chosen);
  }
  return cookie;
}
