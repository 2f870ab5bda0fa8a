import { useSyncExternalStore } from 'react';
import { CACHE_NAMES } from './cache-names.ts';

/**
 * Course materials kept on the phone at the student's request: stored in the
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

/** One file of a material to keep: its address and its size in bytes, as the list states it. */
export interface OfflinePart {
  url: string;
  size: number;
}

/** Bytes a set of parts costs to download. */
export const partsSize = (parts: readonly OfflinePart[]) => parts.reduce((sum, part) => sum + part.size, 0);

async function download(part: OfflinePart, onBytes: (bytes: number) => void): Promise<Response> {
  const response = await fetch(part.url, { credentials: 'include' });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes(value.length);
  }
  const headers = new Headers({ 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' });
  const disposition = response.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  headers.set('content-length', String(received));
  return new Response(new Blob(chunks as BlobPart[]), { headers });
}

/**
 * Downloads every part into the phone's store, reporting progress (0 to 1) over all of them; a
 * part that fails leaves none stored. Asks the browser to keep the store when space runs short
 * (persistent storage), where it allows.
 */
export async function keepOnPhone(parts: readonly OfflinePart[], onProgress: (share: number) => void): Promise<void> {
  void navigator.storage?.persist?.();
  const total = Math.max(1, partsSize(parts));
  let received = 0;
  const responses: Response[] = [];
  for (const part of parts) {
    responses.push(
      await download(part, (bytes) => {
        received += bytes;
        onProgress(Math.min(1, received / total));
      }),
    );
  }
  const cache = await caches.open(CACHE_NAMES.materials);
  await Promise.all(parts.map((part, index) => cache.put(part.url, responses[index]!)));
  onProgress(1);
  publish(new Set([...stored, ...parts.map((part) => new URL(part.url, location.href).pathname)]));
}

/** Removes a material's files from the phone. */
export async function removeFromPhone(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.materials);
  await Promise.all(urls.map((url) => cache.delete(url)));
  const next = new Set(stored);
  for (const url of urls) next.delete(new URL(url, location.href).pathname);
  publish(next);
}

/** A stored file as an address the page can play (audio seeks in it with no connection), or null. */
export async function storedFileAddress(url: string): Promise<string | null> {
  if (!available()) return null;
  const response = await (await caches.open(CACHE_NAMES.materials)).match(url);
  return response ? URL.createObjectURL(await response.blob()) : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The addresses (paths) of every file on the phone, kept current. */
export function useStoredPaths(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => stored,
    () => stored,
  );
}

/** How many files are on the phone, kept current (the storage figures follow it). */
export function useStoredCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => stored.size,
    () => 0,
  );
}

/** How much the phone's storage holds for this site, and how much it has left (bytes), where the browser says. */
export async function storageFigures(): Promise<{ used: number; free: number } | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return undefined;
  return { used: estimate.usage ?? 0, free: estimate.quota - (estimate.usage ?? 0) };
}
