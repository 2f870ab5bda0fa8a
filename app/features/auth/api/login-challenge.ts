import type { LoginChallenge, LoginProof } from '#shared/schemas/auth.ts';
import { leadingZeroBits } from '#shared/auth/proof-of-work.ts';

/**
 * Solves the proof of work the server asks of a browser it does not know, when the account has
 * had many failed logins (server/modules/auth/login-challenge.ts): a nonce such
 * that SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits. crypto.subtle does the
 * hashing, so no code is added to the bundle for it; it exists only on HTTPS or localhost, as
 * every deployment serves the app.
 */

/** Digests asked for at once: one at a time wastes the phone's time on promise turns (64 measured best in Chromium). */
const BATCH = 64;
/** The server asks for at most 15 bits (32,768 hashes expected); far past that, stop rather than run a phone's battery down. */
const MAX_DIFFICULTY = 20;

export class ChallengeUnsolvableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChallengeUnsolvableError';
  }
}

/**
 * Finds the nonce. `onProgress` hears the share of the expected work done, 0 to 99 (the work is
 * random: a solution may come before or after the expected count).
 */
export async function solveLoginChallenge(
  { challenge, difficulty }: Pick<LoginChallenge, 'challenge' | 'difficulty'>,
  onProgress?: (percent: number) => void,
): Promise<LoginProof> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new ChallengeUnsolvableError('crypto.subtle is not available (the page is not served over HTTPS)');
  if (difficulty > MAX_DIFFICULTY) throw new ChallengeUnsolvableError(`difficulty ${difficulty} is more than this browser will try`);
  const encoder = new TextEncoder();
  const expected = 2 ** difficulty;
  // 2^(d+6) tries fail only one time in e^64: never in practice, yet the loop has an end.
  const limit = expected * 64;
  let reported = -1;
  for (let start = 0; start < limit; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => (start + i).toString(36));
    const digests = await Promise.all(nonces.map((nonce) => subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`))));
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return { challenge, nonce: nonces[found]! };
    const percent = Math.min(99, Math.floor(((start + BATCH) / expected) * 100));
    if (onProgress && percent !== reported) {
      reported = percent;
      onProgress(percent);
    }
  }
  throw new ChallengeUnsolvableError('no solution found');
}
