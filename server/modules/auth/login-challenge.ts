import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LoginChallenge, LoginProof } from '#shared/schemas/auth.ts';
import type { Database } from '#server/db/client.ts';
import { appMeta } from '#server/db/schema/index.ts';
import { hitRateLimit } from '#server/lib/rate-limiter.ts';
import { leadingZeroBits } from '#shared/auth/proof-of-work.ts';

/**
 * The proof of work a browser the account does not know pays per login attempt once the account
 * has had many failures. It replaces a hard ceiling that let a campaign spread
 * over a dozen addresses lock the owner out: the right password from a new browser is never
 * refused outright, it costs that browser a few seconds of hashing instead.
 *
 * A challenge is `v1.<payload>.<signature>`: the payload (base64url JSON) names the account, the
 * difficulty, an id and an expiry; the signature is an HMAC-SHA256 under a key every app process
 * shares (KEY_ROW in app_meta, written once by whichever process needs it first). The browser
 * finds a nonce such that SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits.
 * A challenge works once (a rate-limit bucket per id, allowing one hit), for one account, for
 * CHALLENGE_SECONDS, and only at a difficulty no lower than the account needs when it is used.
 *
 * What it is not: a barrier to an attacker hashing natively (a GPU does 2^15 hashes in
 * microseconds). It slows scripted guessing to the speed of its CPU and makes every guess cost
 * something; what bounds a campaign remains the per-address limits (LOGIN_MAX_ATTEMPTS_*), and
 * the owner is told by mail (service.ts, alertOwner).
 */

/** Where the signing key lives: one row for every process over the same database. */
const KEY_ROW = 'login-challenge-key';
/** How long a challenge stands: a slow phone needs seconds to solve it, a slow network a few more. */
export const CHALLENGE_SECONDS = 300;

/**
 * Difficulty in leading zero bits of SHA-256: 2^bits hashes expected. Chromium's crypto.subtle,
 * 64 digests at a time, measured 78,000 hashes/s on this project's 2-core server and 18,000 with
 * 6x CPU throttling (DevTools' low-end phone); a low-end Android phone is taken as about 10,000/s.
 * 12 bits is then under half a second; each doubling of the failures past the threshold adds a
 * bit, up to 15 bits: about 3 s expected on such a phone, and 95 times in 100 under 10 s.
 */
export const MIN_DIFFICULTY = 12;
export const MAX_DIFFICULTY = 15;

/** The difficulty an account needs after `failures` failed logins from unknown browsers, past `threshold`. */
export function challengeDifficulty(failures: number, threshold: number): number {
  const doublings = Math.floor(Math.log2(Math.max(1, failures / threshold)));
  return Math.min(MAX_DIFFICULTY, MIN_DIFFICULTY + doublings);
}

const keys = new WeakMap<Database, Promise<Buffer>>();

async function readOrCreateKey(db: Database): Promise<Buffer> {
  // A signing key only makes challenges unforgeable; it guards no password. Two processes starting
  // together both try the insert: one row wins and both read it.
  await db
    .insert(appMeta)
    .values({ key: KEY_ROW, value: { key: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY_ROW));
  const key = Buffer.from(String((row?.value as { key?: unknown } | undefined)?.key ?? ''), 'base64url');
  if (key.length !== 32) throw new Error(`app_meta ${KEY_ROW} does not hold a 32-byte key`);
  return key;
}

/** The shared signing key, read once per process (and per database, for tests). */
function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

interface ChallengePayload {
  /** Single-use id. */
  i: string;
  /** The account (username, lower case). */
  a: string;
  /** Difficulty in bits. */
  d: number;
  /** Expiry, ms since the epoch. */
  e: number;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(`v1.${payload}`).digest('base64url');

/** A new challenge for `account` at `difficulty`. */
export async function issueChallenge(db: Database, account: string, difficulty: number): Promise<LoginChallenge> {
  const key = await signingKey(db);
  const expires = Date.now() + CHALLENGE_SECONDS * 1000;
  const payload: ChallengePayload = { i: randomBytes(16).toString('base64url'), a: account, d: difficulty, e: expires };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { challenge: `v1.${encoded}.${sign(key, encoded)}`, difficulty, expiresAt: new Date(expires).toISOString() };
}

function readPayload(key: Buffer, challenge: string): ChallengePayload | null {
  const [version, encoded, signature, ...rest] = challenge.split('.');
  if (version !== 'v1' || !encoded || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(key, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as ChallengePayload;
    return typeof payload.i === 'string' && typeof payload.a === 'string' && Number.isInteger(payload.d) && Number.isFinite(payload.e) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * True when `proof` answers a challenge issued for `account`, not expired, at least as hard as
 * `difficulty`, solved, and not used before; using it spends it, so a replay is false. Checked
 * before the password, so concurrent replays cannot both reach the password check.
 */
export async function spendProof(db: Database, account: string, difficulty: number, proof: LoginProof): Promise<boolean> {
  const payload = readPayload(await signingKey(db), proof.challenge);
  if (!payload || payload.a !== account || payload.e <= Date.now() || payload.d < difficulty) return false;
  const digest = createHash('sha256').update(`${proof.challenge}:${proof.nonce}`).digest();
  if (leadingZeroBits(digest) < payload.d) return false;
  // Kept past the expiry, so a challenge cannot come back when its bucket's window would restart.
  const spent = await hitRateLimit(db, `login:challenge:${payload.i}`, 1, CHALLENGE_SECONDS * 2);
  return spent.allowed;
}
