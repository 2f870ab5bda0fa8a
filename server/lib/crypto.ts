import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenKeyError extends Error {}

/**
 * Reads TOKEN_ENCRYPTION_KEY: 32 bytes written as 64 hex characters or as base64 (standard or
 * URL-safe). Anything else is refused rather than stretched, so a typo cannot weaken the key.
 */
export function parseTokenKey(value: string | undefined): Buffer | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/**
 * AES-256-GCM for stored secrets (OAuth tokens, reflection papers and their keys): a fresh 12-byte IV per value, the 16-byte auth tag, and a
 * version prefix so the scheme can change later. `context` is bound as associated data (the
 * owning user), so a ciphertext copied onto another row does not decrypt.
 */
export function encryptToken(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Reverses encryptToken; throws on a wrong key, a wrong context or any tampering. */
export function decryptToken(key: Buffer, stored: string, context: string): string {
  const [version, ivText, tagText, dataText, ...rest] = stored.split(':');
  if (version !== VERSION || ivText === undefined || tagText === undefined || dataText === undefined || rest.length > 0) {
    throw new TokenKeyError('Unrecognised encrypted token format');
  }
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new TokenKeyError('Malformed encrypted token');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(Buffer.from(dataText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TokenKeyError('Encrypted token could not be decrypted (wrong key or tampered value)');
  }
}
