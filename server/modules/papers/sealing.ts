import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { decryptToken, encryptToken } from '#server/lib/crypto.ts';
import { stem, words } from '#server/lib/nlp/text.ts';

/**
 * Everything of a reflection paper is sealed with the paper's own key:
 * its text, its title and its analysis. That key is sealed with the server's (PAPER_ENCRYPTION_KEY).
 * Each value is bound to the paper's id and to its field, so a ciphertext copied onto another row
 * or into another column does not open. A database dump holds no word of a paper.
 */
export type SealedField = 'content' | 'title' | 'analysis' | 'file_name';

// The contexts the first papers were sealed with are kept, so those papers still open.
const contextOf = (field: SealedField, paperId: string) => (field === 'content' ? `reflection_papers:${paperId}` : `reflection_papers.${field}:${paperId}`);
const keyContext = (paperId: string) => `reflection_papers.key:${paperId}`;

/** A new paper's own key, and that key sealed with the server's, to store beside it. */
export function newPaperKey(serverKey: Buffer, paperId: string) {
  const paperKey = randomBytes(32);
  return { paperKey, encryptionKey: encryptToken(serverKey, paperKey.toString('base64'), keyContext(paperId)) };
}

/** The paper's own key, from its sealed copy. Throws when the server key is not the one it was sealed with. */
export function openPaperKey(serverKey: Buffer, paperId: string, encryptionKey: string | null): Buffer {
  if (!encryptionKey) throw new Error('The paper has no key');
  return Buffer.from(decryptToken(serverKey, encryptionKey, keyContext(paperId)), 'base64');
}

export function seal(paperKey: Buffer, paperId: string, field: SealedField, plaintext: string): string {
  return encryptToken(paperKey, plaintext, contextOf(field, paperId));
}

export function open(paperKey: Buffer, paperId: string, field: SealedField, sealed: string): string {
  return decryptToken(paperKey, sealed, contextOf(field, paperId));
}

/**
 * The forms a word is searched by: the word itself and its light stems (the paper's language and
 * the searcher's are not known to match, so each language's stem is tried; Swahili compares whole
 * words). Both the index and a search use these, so "servants" finds "servant".
 */
function searchForms(text: string): Set<string> {
  const forms = new Set<string>();
  for (const word of words(text)) {
    if (word.length < 3 || /^\d+$/.test(word)) continue;
    forms.add(word);
    for (const language of ['en', 'fr', 'ar'] as const) forms.add(stem(word, language));
  }
  return forms;
}

/** The key of the blind index: derived from the server key, so it is neither stored nor the key of any paper. */
const indexKeys = new WeakMap<Buffer, Buffer>();
function indexKeyOf(serverKey: Buffer): Buffer {
  let key = indexKeys.get(serverKey);
  if (!key) indexKeys.set(serverKey, (key = Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'reflection_papers.search_terms', 32))));
  return key;
}

/**
 * A blind index of `texts` (a paper's title and keywords): a keyed hash (HMAC-SHA-256, 16 bytes)
 * of each word form. A search hashes its own words the same way and compares hashes, so the
 * database can find a paper by a word without holding the word. It tells which papers share a
 * word, not which word.
 */
export function searchTermsOf(serverKey: Buffer, texts: string[]): string[] {
  const key = indexKeyOf(serverKey);
  const forms = new Set<string>();
  for (const text of texts) for (const form of searchForms(text)) forms.add(form);
  return [...forms].map((form) => createHmac('sha256', key).update(form).digest('base64url').slice(0, 22));
}
