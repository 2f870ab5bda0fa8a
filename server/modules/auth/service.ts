import { sql } from 'drizzle-orm';
import type { LanguageCode } from '#shared/constants/languages.ts';
import type { CurrentUser, LoginChallenge, LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import { rowsOf, type Database } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { conflict, forbidden, invalidCredentials, tooManyRequests } from '#server/errors.ts';
import { hitRateLimit, releaseRateLimit, resetRateLimit, type RateLimitResult } from '#server/lib/rate-limiter.ts';
import { mailContact, queueMail } from '#server/modules/mail/index.ts';
import { sessionUserOf, type Session, type SessionUser } from '#server/plugins/session.ts';
import { assertNotCommonPassword, hashPassword, verifyAgainstDummy, verifyPassword } from '#server/modules/accounts/index.ts';
import { recognisedDevice, rememberDevice } from './devices.ts';
import { challengeDifficulty, issueChallenge, spendProof } from './login-challenge.ts';
import { requestStaffAccess } from '#server/modules/staff/index.ts';
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
    // What an educator account's screens say while it waits, or after a refusal.
    staffAccess: session.user.accountRole === 'educator' ? (session.user.staffAccess ?? 'pending') : null,
  };
}

type LoginSettings = Pick<
  Env,
  | 'LOGIN_MAX_ATTEMPTS_PER_ACCOUNT'
  | 'LOGIN_MAX_ATTEMPTS_PER_IP'
  | 'LOGIN_WINDOW_MINUTES'
  | 'LOGIN_ACCOUNT_CEILING'
  | 'LOGIN_CEILING_WINDOW_MINUTES'
  | 'PUBLIC_BASE_URL'
  | 'VITE_CONTACT_EMAIL'
  | 'VITE_CONTACT_PHONE'
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

/** A login either signs in, or asks the browser to solve a challenge and send it again. */
export type LoginResult = { user: SessionUser; newDeviceToken: string | null; challenge?: undefined } | { challenge: LoginChallenge; user?: undefined };

/** The per-account count of failures from unrecognised browsers (the owner's mail says how many). */
const accountKey = (account: string) => `login:account:${account}`;
/** The per-account-and-address count of failures; its keys tell how many networks a campaign used. */
const accountIpPrefix = (account: string) => `login:account-ip:${account}:`;

/**
 * Checks credentials under limits that bound guessing without handing an attacker the power to
 * lock the owner out. Failed guesses are counted:
 * - per account and source: a browser that has signed in to this account before (device cookie)
 *   is its own source; anyone else is counted by network address. At most
 *   LOGIN_MAX_ATTEMPTS_PER_ACCOUNT per window, so ten wrong passwords from one place lock only that place;
 * - per network address across accounts: LOGIN_MAX_ATTEMPTS_PER_IP, against password spraying;
 * - per account from all unrecognised sources, per LOGIN_CEILING_WINDOW_MINUTES. Past
 *   LOGIN_ACCOUNT_CEILING failures this is no longer a refusal (a campaign spread over a dozen
 *   addresses used to lock the owner out of every new browser for an hour): an unrecognised
 *   browser must send a solved proof of work with each attempt (login-challenge.ts), whose
 *   difficulty rises with the failures, and the owner is told by mail. The right password with a
 *   valid proof always signs in. The owner's own browser is never held by this count.
 * A success clears the account-and-source count and marks the browser as the owner's. An attempt
 * refused before its password is checked (a limit, a missing proof) is not counted.
 */
export async function login(db: Database, settings: LoginSettings, input: LoginInput, source: LoginSource): Promise<LoginResult> {
  const windowSeconds = settings.LOGIN_WINDOW_MINUTES * 60;
  const ceilingSeconds = settings.LOGIN_CEILING_WINDOW_MINUTES * 60;
  const account = input.username.toLowerCase();
  const user = await repo.findUserByUsername(db, input.username);
  const deviceId = user ? await recognisedDevice(db, user.id, source.deviceToken) : null;

  const sourceKey = deviceId ? `login:device:${deviceId}` : `${accountIpPrefix(account)}${source.ip}`;
  const counters = [
    { key: sourceKey, limit: settings.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT, window: windowSeconds },
    ...(deviceId
      ? []
      : [
          // Never refuses: past the threshold it asks for a proof of work instead.
          { key: accountKey(account), limit: Number.MAX_SAFE_INTEGER, window: ceilingSeconds },
          { key: `login:ip:${source.ip}`, limit: settings.LOGIN_MAX_ATTEMPTS_PER_IP, window: windowSeconds },
        ]),
  ];
  // Counted before the password is checked, so concurrent guesses cannot slip past a limit
  // together; an attempt that is refused, or that succeeds, is taken back.
  const hits: ((typeof counters)[number] & RateLimitResult)[] = [];
  for (const counter of counters) hits.push({ ...counter, ...(await hitRateLimit(db, counter.key, counter.limit, counter.window)) });
  const releaseAll = async () => {
    for (const hit of hits) await releaseRateLimit(db, hit.key);
  };
  const refused = hits.find((hit) => !hit.allowed);
  if (refused) {
    await releaseAll();
    throw lockedOut(refused.retryAfterSeconds);
  }

  const accountHit = hits.find((hit) => hit.key === accountKey(account));
  // The failures before this attempt (attempts still in flight count as failures until they end).
  const failuresBefore = accountHit ? accountHit.count - 1 : 0;
  if (accountHit && failuresBefore >= settings.LOGIN_ACCOUNT_CEILING) {
    // The same for an account that does not exist, so the challenge tells nobody which usernames are real.
    const difficulty = challengeDifficulty(failuresBefore, settings.LOGIN_ACCOUNT_CEILING);
    if (!input.proof || !(await spendProof(db, account, difficulty, input.proof))) {
      await releaseAll();
      return { challenge: await issueChallenge(db, account, difficulty) };
    }
  }

  const valid = user ? await verifyPassword(user.password, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    if (user && accountHit && accountHit.count >= settings.LOGIN_ACCOUNT_CEILING) {
      await alertOwner(db, settings, user, { account, failures: accountHit.count, since: ceilingSeconds });
    }
    throw invalidCredentials();
  }
  await resetRateLimit(db, sourceKey);
  for (const hit of hits) if (hit.key !== sourceKey) await releaseRateLimit(db, hit.key);
  const newDeviceToken = await rememberDevice(db, user.id, deviceId);
  const student = await repo.findStudentForUser(db, user.id);
  return {
    user: sessionUserOf(user, student),
    newDeviceToken,
  };
}

/** At most one "failed sign-in attempts" message per account in this many seconds. */
const ALERT_EVERY_SECONDS = 86_400;

/**
 * Tells the owner, by mail, that their account is under a guessing campaign:
 * how many failed attempts from how many network addresses, that none got in, and what to do.
 * At most one message a day per account (a rate-limit bucket allowing one hit, in the same
 * transaction as the message, so a message that could not be queued does not use up the day).
 * Only to users.email, which holds confirmed addresses only; an account without one is skipped.
 */
async function alertOwner(
  db: Database,
  settings: LoginSettings,
  user: { id: string; username: string; name: string; email: string | null; language: LanguageCode },
  campaign: { account: string; failures: number; since: number },
) {
  if (!user.email) return;
  const email = user.email;
  await db.transaction(async (tx) => {
    const today = await hitRateLimit(tx, `login:alert:${user.id}`, 1, ALERT_EVERY_SECONDS);
    if (!today.allowed) return;
    // The addresses that failed on this account in the period: the per-address buckets' keys.
    const [row] = rowsOf<{ networks: number }>(
      await tx.execute(sql`
        select count(*)::int as networks from rate_limit_buckets
        where starts_with(key, ${accountIpPrefix(campaign.account)}) and count > 0
          and window_start > now() - make_interval(secs => ${campaign.since})`),
    );
    await queueMail(
      tx,
      {
        to: email,
        language: user.language,
        kind: 'login-failures',
        data: {
          name: user.name,
          username: user.username,
          failures: campaign.failures,
          networks: Math.max(1, Number(row?.networks ?? 0)),
          minutes: Math.round(campaign.since / 60),
        },
      },
      mailContact(settings),
    );
  });
}

/** Creates a self-registered account; a student also gets the learner profile the portal reads. */
export async function register(db: Database, input: RegisterInput & { role: 'student' | 'educator' }) {
  assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, { username: input.username, passwordHash, name: input.name, role: input.role });
    if (!user) throw conflict('Username already exists', { username: 'validation.username_taken' });
    const student = user.role === 'student' ? await repo.insertStudentProfile(tx, user.id) : null;
    // An educator asks for access; an admin decides. Until then the account acts as no role.
    const staffAccess = user.role === 'educator' ? await requestStaffAccess(tx, user.id, input.note) : null;
    return sessionUserOf({ ...user, staffAccess }, student);
  });
}

/** Only a privileged account may act as another role (spec point 6). */
export function assertMaySelectRole(session: Session) {
  if (session.user.accountRole !== 'admin') throw forbidden('Only privileged accounts choose a role');
}

/**
 * Creates an admin, or promotes and resets the password of an existing account with that
 * username. Admins exist only through this server-side path.
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
