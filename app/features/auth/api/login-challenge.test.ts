import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChallengeUnsolvableError, solveLoginChallenge } from './login-challenge.ts';

/** Leading zero bits, counted here independently of the solver. */
function zeroBits(hex: string): number {
  const bits = BigInt(`0x${hex}`).toString(2).padStart(256, '0');
  return bits.length - bits.replace(/^0+/, '').length;
}

describe("the login form's proof of work", () => {
  it('finds a nonce whose SHA-256 with the challenge starts with the asked zero bits, reporting progress', async () => {
    const challenge = 'v1.eyJ0ZXN0Ijp0cnVlfQ.signature';
    const progress: number[] = [];
    const proof = await solveLoginChallenge({ challenge, difficulty: 12 }, (percent) => progress.push(percent));
    expect(proof.challenge).toBe(challenge);
    expect(proof.nonce).toMatch(/^[0-9a-z]{1,16}$/);
    expect(zeroBits(createHash('sha256').update(`${challenge}:${proof.nonce}`).digest('hex'))).toBeGreaterThanOrEqual(12);
    expect(progress.every((p, i) => p >= 0 && p <= 99 && (i === 0 || p > progress[i - 1]!))).toBe(true);
  });

  it('refuses a difficulty no phone should be asked to pay', async () => {
    await expect(solveLoginChallenge({ challenge: 'x', difficulty: 28 })).rejects.toBeInstanceOf(ChallengeUnsolvableError);
  });
});
