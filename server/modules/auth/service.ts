import type { CurrentUser, LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import type { Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { conflict, forbidden, invalidCredentials, tooManyRequests } from '#server/errors.ts';
import { hitRateLimit, releaseRateLimit, resetRateLimit } from '#server/lib/rate-limiter.ts';
import type { Session } from '#server/plugins/session.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { recognisedDevice, rememberDevice } from './devices.ts';
import * as repo from './repo.ts';

/** The current-user presenter: what any client learns about the signed-in account. */
export function presentUser(session: Session): CurrentUser {
  const canSelectRole = session.user.accountRole === 'admin';
  return {
    id: session.user.id,
    username: session.user.username,
    name: session.user.name,
    role: session.role,
    roleSelectionRequired: canSelectRole && session.role === null,
    canSelectRole,
    studentId: session.user.studentId,
    course: session.user.studentCourse,
  };
}

type LoginLimits = Pick<
  Env,
  'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT' | 'LOGIN_MAX_ATTEMPTS_PER_IP' | 'LOGIN_WINDOW_MINUTES' | 'LOGIN_ACCOUNT_CEILING' | 'LOGIN_CEILING_WINDOW_MINUTES'
>;

function lockedOut(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return tooManyRequests(`Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
}

/** Where a login attempt comes from: its network address, and the browser's device cookie if it has one. */
export interface LoginSource {
  ip: string;
  deviceToken?: string;
}

/**
 * Checks credentials under limits that bound guessing without handing an attacker the power to
 * lock the owner out (issue 10, item 4). Failed guesses are counted:
 * - per account and source: a browser that has signed in to this account before (device cookie)
 *   is its own source; anyone else is counted by network address. At most
 *   LOGIN_MAX_ATTEMPTS_PER_ACCOUNT per window, so ten wrong passwords from one place lock only that place;
 * - per account from all unrecognised sources: LOGIN_ACCOUNT_CEILING per longer window, the bound
 *   on a guessing campaign spread over many addresses; the owner's own browser is not held by it;
 * - per network address across accounts: LOGIN_MAX_ATTEMPTS_PER_IP, against password spraying.
 * A success clears the account-and-source count and marks the browser as the owner's.
 */
export async function login(db: Database, limits: LoginLimits, input: LoginInput, source: LoginSource) {
  const windowSeconds = limits.LOGIN_WINDOW_MINUTES * 60;
  const ceilingSeconds = limits.LOGIN_CEILING_WINDOW_MINUTES * 60;
  const account = input.username.toLowerCase();
  const user = await repo.findUserByUsername(db, input.username);
  const deviceId = user ? await recognisedDevice(db, user.id, source.deviceToken) : null;

  const sourceKey = deviceId ? `login:device:${deviceId}` : `login:account-ip:${account}:${source.ip}`;
  const counters = [
    { key: sourceKey, limit: limits.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, window: windowSeconds },
    ...(deviceId
      ? []
      : [
          { key: `login:account:${account}`, limit: limits.LOGIN_ACCOUNT_CEILING, window: ceilingSeconds },
          { key: `login:ip:${source.ip}`, limit: limits.LOGIN_MAX_ATTEMPTS_PER_IP, window: windowSeconds },
        ]),
  ];
  // Counted before the password is checked, so concurrent guesses cannot slip past a limit
  // together; an attempt that is refused, or that succeeds, is taken back.
  const hits = [];
  for (const counter of counters) hits.push({ ...counter, ...(await hitRateLimit(db, counter.key, counter.limit, counter.window)) });
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) {
    for (const hit of hits) await releaseRateLimit(db, hit.key);
    throw lockedOut(refused.retryAfterSeconds);
  }

  const valid = user ? await verifyPassword(user.password, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw invalidCredentials();
  await resetRateLimit(db, sourceKey);
  for (const hit of hits) if (hit.key !== sourceKey) await releaseRateLimit(db, hit.key);
  const newDeviceToken = await rememberDevice(db, user.id, deviceId);
  const student = await repo.findStudentForUser(db, user.id);
  return {
    user: { id: user.id, username: user.username, name: user.name, accountRole: user.role, studentId: student?.id ?? null, studentCourse: student?.course ?? null },
    newDeviceToken,
  };
}

/** Creates a self-registered account; a student also gets the learner profile the portal reads. */
export async function register(db: Database, input: RegisterInput & { role: 'student' | 'educator' }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, { username: input.username, passwordHash, name: input.name, role: input.role });
    if (!user) throw conflict('Username already exists', { username: 'validation.username_taken' });
    const student = user.role === 'student' ? await repo.insertStudentProfile(tx, user.id) : null;
    return { id: user.id, username: user.username, name: user.name, accountRole: user.role, studentId: student?.id ?? null, studentCourse: student?.course ?? null };
  });
}

/** Only a privileged account may act as another role (spec point 6). */
export function assertMaySelectRole(session: Session) {
  if (session.user.accountRole !== 'admin') throw forbidden('Only privileged accounts choose a role');
}

/**
 * Creates an admin, or promotes and resets the password of an existing account with that
 * username. Admins exist only through this server-side path (issue 2, item 6).
 */
export async function upsertAdmin(db: Database, input: { username: string; password: string; name?: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await repo.findUserByUsername(tx, input.username);
    if (existing) {
      await repo.updateUserCredentials(tx, existing.id, { passwordHash, role: 'admin' });
      return { created: false, id: existing.id };
    }
    const user = await repo.insertUser(tx, { username: input.username, passwordHash, name: input.name ?? 'Administrator', role: 'admin' });
    return { created: true, id: user!.id };
  });
}

/** ADMIN_USERNAME / ADMIN_PASSWORD on start: create that admin once; never overwrite an existing account. */
export async function ensureBootstrapAdmin(db: Database, env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>) {
  if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) return false;
  if (await repo.findUserByUsername(db, env.ADMIN_USERNAME)) return false;
  await upsertAdmin(db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  return true;
}

/** Registrations per client IP per hour, so one client cannot mint accounts in bulk. */
export async function limitRegistrations(db: Database, ip: string, perHour: number) {
  const result = await hitRateLimit(db, `register:ip:${ip}`, perHour, 3600);
  if (!result.allowed) throw tooManyRequests('Too many registrations from this network. Try again later.', result.retryAfterSeconds);
}
