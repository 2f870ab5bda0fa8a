import { useSyncExternalStore } from 'react';
import { CACHE_NAMES } from './cache-names.ts';

/**
 * Course materials kept on the phone at the student's request (issue 13, item 3): stored in the
 * service worker's `kti-materials` cache under the file's address, which the worker then serves
 * with no connection. Nothing is stored unless the student asks.
 */
let stored = new Set<string>();
const listeners = new Set<() => void>();
const publish = (next: Set<string>) => {
  stored = next;
  for (const listener of listeners) listener();
};

const available = () => typeof caches !== 'undefined';

let loading: Promise<void> | undefined;
/** Reads which files are on the phone already (once per page). */
export function loadStoredMaterials(): Promise<void> {
  loading ??= (async () => {
    if (!available()) return;
    const keys = await (await caches.open(CACHE_NAMES.materials)).keys();
    publish(new Set(keys.map((request) => new URL(request.url).pathname)));
  })().catch(() => undefined);
  return loading;
}

/**
 * Downloads a file into the phone's store, reporting progress (0 to 1) as it arrives. Asks the
 * browser to keep the store when space runs short (persistent storage), where it allows.
 */
export async function keepOnPhone(url: string, size: number | null, onProgress: (share: number) => void): Promise<void> {
  void navigator.storage?.persist?.();
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || size || 0;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(1, received / total));
  }
  const headers = new Headers({ 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' });
  const disposition = response.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  headers.set('content-length', String(received));
  await (await caches.open(CACHE_NAMES.materials)).put(url, new Response(new Blob(parts as BlobPart[]), { headers }));
  onProgress(1);
  publish(new Set([...stored, new URL(url, location.href).pathname]));
}

/** Removes a file from the phone. */
export async function removeFromPhone(url: string): Promise<void> {
  await (await caches.open(CACHE_NAMES.materials)).delete(url);
  const next = new Set(stored);
  next.delete(new URL(url, location.href).pathname);
  publish(next);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the file at `url` is on the phone, kept current. */
export function useStoredOnPhone(url: string): boolean {
  const set = useSyncExternalStore(subscribe, () => stored, () => stored);
  return set.has(new URL(url, 'http://x').pathname);
}

/** How many files are on the phone, kept current (the storage figures follow it). */
export function useStoredCount(): number {
  return useSyncExternalStore(subscribe, () => stored.size, () => 0);
}

/** How much the phone's storage holds for this site, and how much it has left (bytes), where the browser says. */
export async function storageFigures(): Promise<{ used: number; free: number } | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return undefined;
  return { used: estimate.usage ?? 0, free: estimate.quota - (estimate.usage ?? 0) };
}
