import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { validationFailed } from '#server/errors.ts';

/**
 * The most common passwords (ASVS 4 V2.1.7, NIST SP 800-63B 5.1.1.2), kept as
 * data (conventions, habit 13) in common-passwords.txt beside this file: SecLists'
 * Passwords/Common-Credentials/10-million-password-list-top-10000.txt (Mark Burnett's ten million
 * leaked passwords, the 10,000 most frequent, most frequent first), unchanged, one a line (SHA-256
 * 0279e0e7d854dc40460db18a7cf2e09fb661837dc0ae7d3b8dc6e783ba5d84b4). Most of its entries are shorter
 * than the 8 characters a password needs anyway; it is kept whole so it can be compared with its source.
 *
 * Read once, lazily, on the server only: nothing under app/ imports this, so the list never
 * reaches a phone.
 */
const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

const listSchema = z.array(z.string().min(1).max(256)).min(1000, 'the common-password list looks truncated');

let common: Set<string> | undefined;

/** The comparison form: case and Unicode compatibility forms do not make a common password uncommon. */
const normalise = (password: string) => password.normalize('NFKC').trim().toLowerCase();

function load(): Set<string> {
  const lines = readFileSync(LIST_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  return new Set(listSchema.parse(lines).map(normalise));
}

/** True when `password` is on the list of the most common passwords, ignoring case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(normalise(password));
}

/**
 * Refuses a common password where one is chosen (registration, the set-password link) with the
 * 400 a schema failure gives, naming the field, so the form shows it under the password.
 */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw validationFailed({ password: 'validation.password_common' });
}
