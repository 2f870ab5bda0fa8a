import { createHash } from 'node:crypto';

/**
 * What the login form does in the browser (app/features/auth/api/login-challenge.ts), in Node for
 * tests: finds a nonce such that SHA-256(`${challenge}:${nonce}`) starts with `difficulty` zero bits.
 * Written from the contract in shared/schemas/auth.ts, not from the server's checker.
 */
export function solveChallenge({ challenge, difficulty }: { challenge: string; difficulty: number }): { challenge: string; nonce: string } {
  for (let n = 0; ; n += 1) {
    const nonce = n.toString(36);
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    let zeros = 0;
    for (const byte of digest) {
      if (byte === 0) zeros += 8;
      else {
        zeros += Math.clz32(byte) - 24;
        break;
      }
    }
    if (zeros >= difficulty) return { challenge, nonce };
  }
}
