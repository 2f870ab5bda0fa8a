import { useSyncExternalStore } from 'react';
import { createStore, del, entries, set } from 'idb-keyval';
import { ApiError, throwIfNotOk } from '../api-client.ts';

/**
 * Work written on the phone, sent exactly once (docs/decisions/004-offline.md).
 * A write is saved in IndexedDB before anything is sent, so a closed tab or a dropped connection
 * loses nothing; it is sent now if possible, else when the connection returns or the app is next
 * opened. Each carries an `Idempotency-Key`, so however often it is sent (two tabs, a reply lost
 * on the way back) the server acts on it once. Its state is shown where the work is:
 * saved on this phone and waiting, sending, sent, or failed with the reason and a retry.
 */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'failed';

export interface OutboxEntry {
  /** Also the request's Idempotency-Key. */
  key: string;
  /** Whose work it is (the student's id): only the signed-in student's entries are sent or shown. */
  owner: string;
  /** What it is and what it is about ("assignment", the student assignment's id), for the screen that shows it. */
  kind: string;
  subject: string;
  url: string;
  /** A JSON body; or, for a file, `form`: the text fields and the file, kept as a Blob in IndexedDB. */
  body: unknown;
  form?: { fields: Record<string, string>; file: Blob; fileName: string };
  createdAt: number;
  state: OutboxState;
  /** The server's refusal, kept to explain it (status and body). */
  error?: { status: number; body: unknown };
  sentAt?: number;
}

let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore('kti-outbox', 'writes'));
/** Sent entries stay listed this long, so the screen can say "sent" until the fresh data shows it. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000;

let all: OutboxEntry[] = [];
const listeners = new Set<() => void>();
const sentListeners = new Set<(entry: OutboxEntry) => void>();

function publish(next: OutboxEntry[]) {
  all = next;
  for (const listener of listeners) listener();
}

async function save(entry: OutboxEntry) {
  await set(entry.key, entry, store());
  publish([...all.filter((e) => e.key !== entry.key), entry].sort((a, b) => a.createdAt - b.createdAt));
}

let loading: Promise<void> | undefined;
/** Reads what earlier visits left; sent entries older than a day are forgotten. */
export function loadOutbox(): Promise<void> {
  loading ??= (async () => {
    try {
      const stored = (await entries<string, OutboxEntry>(store())).map(([, entry]) => entry);
      const stale = stored.filter((e) => e.state === 'sent' && Date.now() - (e.sentAt ?? 0) > KEEP_SENT_MS);
      await Promise.all(stale.map((e) => del(e.key, store())));
      // A send interrupted by a closed tab is simply sent again: the key makes that safe.
      publish(
        stored
          .filter((e) => !stale.includes(e))
          .map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' as const } : e))
          .sort((a, b) => a.createdAt - b.createdAt),
      );
    } catch (error) {
      console.warn('Work saved on this phone could not be read', error);
    }
  })();
  return loading;
}

/**
 * Saves a write on the phone, then tries to send it. Resolves with the server's answer when it
 * was sent now, or `undefined` when it waits for a connection. A refusal (4xx) rejects with the
 * ApiError and the entry stays as failed, with its reason.
 */
export async function enqueue<T>(write: Pick<OutboxEntry, 'owner' | 'kind' | 'subject' | 'url' | 'body' | 'form'>): Promise<T | undefined> {
  await loadOutbox();
  const entry: OutboxEntry = { ...write, key: crypto.randomUUID(), createdAt: Date.now(), state: 'waiting' };
  await save(entry);
  const result = await send<T>(entry);
  if (result.outcome === 'refused') throw result.error;
  return result.outcome === 'sent' ? result.answer : undefined;
}

/** The entry as a request: multipart for a file (the browser writes the boundary), JSON otherwise. */
function requestBody(entry: OutboxEntry): { headers: Record<string, string>; body: BodyInit } {
  if (!entry.form) return { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': entry.key }, body: JSON.stringify(entry.body) };
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.form.fields)) form.set(name, value);
  form.set('file', entry.form.file, entry.form.fileName);
  return { headers: { 'Idempotency-Key': entry.key }, body: form };
}

type SendResult<T> = { outcome: 'sent'; answer: T } | { outcome: 'waiting' } | { outcome: 'refused'; error: ApiError };

async function send<T>(entry: OutboxEntry): Promise<SendResult<T>> {
  await save({ ...entry, state: 'sending' });
  try {
    const response = await fetch(entry.url, { method: 'POST', credentials: 'include', ...requestBody(entry) });
    await throwIfNotOk(response);
    const text = await response.text();
    const sent = { ...entry, state: 'sent' as const, sentAt: Date.now(), error: undefined };
    await save(sent);
    for (const listener of sentListeners) listener(sent);
    return { outcome: 'sent', answer: (text ? JSON.parse(text) : null) as T };
  } catch (error) {
    // Refused for good (invalid, not allowed, already done): say why; a server fault or a lost connection is tried again later.
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 408 &&
      error.status !== 429 &&
      (error.body as { code?: string } | null)?.code !== 'IDEMPOTENCY_IN_PROGRESS'
    ) {
      await save({ ...entry, state: 'failed', error: { status: error.status, body: error.body } });
      return { outcome: 'refused', error };
    }
    await save({ ...entry, state: 'waiting' });
    return { outcome: 'waiting' };
  }
}

let flushing: Promise<void> | undefined;
/** Sends the owner's waiting writes, oldest first; stops at the first that cannot go (still offline). */
export function flushOutbox(owner: string): Promise<void> {
  flushing ??= (async () => {
    try {
      await loadOutbox();
      for (const entry of all.filter((e) => e.owner === owner && e.state === 'waiting')) {
        if ((await send(entry)).outcome === 'waiting') break;
      }
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

/** Tries a failed write again (the reader chose to, perhaps after fixing what was wrong elsewhere). */
export async function retryWrite(key: string) {
  const entry = all.find((e) => e.key === key);
  if (!entry) return;
  await save({ ...entry, state: 'waiting', error: undefined });
  await flushOutbox(entry.owner);
}

/** Removes a failed write the reader gave up on. */
export async function discardWrite(key: string) {
  await del(key, store());
  publish(all.filter((e) => e.key !== key));
}

/** Runs `listener` for every write the server accepts, whichever screen or visit queued it. */
export function onWriteSent(listener: (entry: OutboxEntry) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** One owner's writes of one kind, kept current. */
export function useOutbox(owner: string, kind: string): OutboxEntry[] {
  const snapshot = useSyncExternalStore(subscribe, () => all);
  return snapshot.filter((e) => e.owner === owner && e.kind === kind);
}
