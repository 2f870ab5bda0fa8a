import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { Env } from '#server/env.ts';
import { parseTokenKey } from '#server/lib/crypto.ts';

export interface PaperKey {
  /** The server key that wraps each paper's own key; null when papers cannot be stored. */
  key: Buffer | null;
  /** Why not, for the admin and the log. */
  problem: string | null;
}

/**
 * The server key for reflection papers: PAPER_ENCRYPTION_KEY (32 bytes, base64
 * or hex). Without it, the embedded database outside production keeps a generated key in its own
 * data directory, so the demo works with nothing to set; that key sits beside the data, so
 * production and PostgreSQL require the variable and papers are refused until it is set.
 */
export function resolvePaperKey(env: Pick<Env, 'PAPER_ENCRYPTION_KEY' | 'NODE_ENV' | 'DATA_DIR'>, database: Pick<DatabaseHandle, 'driver' | 'lock'>): PaperKey {
  if (env.PAPER_ENCRYPTION_KEY) {
    const key = parseTokenKey(env.PAPER_ENCRYPTION_KEY);
    return key ? { key, problem: null } : { key: null, problem: 'PAPER_ENCRYPTION_KEY is not 32 bytes written as base64 or 64 hex characters' };
  }
  if (database.driver !== 'pglite' || !database.lock || env.NODE_ENV === 'production') {
    return { key: null, problem: 'PAPER_ENCRYPTION_KEY is not set' };
  }
  const file = join(env.DATA_DIR, 'paper-encryption.key');
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  const key = parseTokenKey(readFileSync(file, 'utf8'));
  return key ? { key, problem: null } : { key: null, problem: `${file} does not hold a 32-byte key` };
}
