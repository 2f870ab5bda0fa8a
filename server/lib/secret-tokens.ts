import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie: 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of such a secret: its SHA-256, so a leaked table cannot be replayed as links or cookies. */
export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');
