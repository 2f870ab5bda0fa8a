/**
 * The sign-in proof of work: SHA-256(`challenge:nonce`) must start with the
 * challenge's number of zero bits. The server checks it (server/modules/auth/login-challenge.ts);
 * the login form finds a nonce (app/features/auth/api/login-challenge.ts).
 */

/** How many zero bits `digest` starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
