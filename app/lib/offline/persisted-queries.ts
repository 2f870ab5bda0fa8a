import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The signed-in screens' data kept on the phone: what the student last saw
 * opens at once, with or without a connection, and is refreshed from the server when online.
 * Stored in IndexedDB with TanStack Query's own dehydrate and hydrate (the persist-client
 * packages would bring a second copy of query-core). A logout deletes it.
 */
let opened: ReturnType<typeof createStore> | undefined;
const store = () => (opened ??= createStore('kti-offline', 'queries'));
const KEY = 'signed-in';
/**
 * Raised when a cached answer's shape changes in a way the screens cannot read: older copies are dropped.
 * 2: the assignments, meetings, calendar and design lists became pages.
 */
const SHAPE_VERSION = 2;
/** A phone may stay offline for weeks; older data is more misleading than none. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Writes at most this often while answers keep arriving. */
const SAVE_DELAY_MS = 1000;

interface Saved {
  version: number;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/** The saved answers once read: undefined until then, `{}` when there are none or they could not be read. */
let read: { saved?: Saved } | undefined;
let reading: Promise<unknown> | undefined;
let restored = false;

/**
 * Starts reading the saved answers from IndexedDB, once per page load: the router starts it with
 * the signed-in screens' code, so that the first render finds them read.
 */
export function readSavedQueries(): Promise<unknown> {
  // The server's render of a first screen (app/entry-server.tsx): no phone, nothing saved.
  if (import.meta.env.SSR) return Promise.resolve();
  reading ??= get<Saved>(KEY, store()).then(
    (saved) => (read = { saved }),
    (error: unknown) => {
      // Private browsing or a full disk: the app works as before, from the network.
      console.warn('Saved data could not be read', error);
      read = {};
    },
  );
  return reading;
}

/**
 * Puts the saved answers into the client once per page load, then keeps saving them; online, they
 * are refreshed once `refreshAfter` settles (the first screen's early answer, which refreshes its
 * own parts: asking for those again meanwhile would fetch them twice). True when that is done, at
 * once if the answers had been read already; false while they are still being read.
 */
export function restoreQueriesNow(queryClient: QueryClient, refreshAfter?: Promise<unknown>): boolean {
  if (restored || import.meta.env.SSR) return true;
  // Hydrating a screen the server rendered: the saved answers come just after (app/lib/hydration-hold.ts).
  if (!read) {
    void readSavedQueries();
    return false;
  }
  restored = true;
  const { saved } = read;
  if (saved && saved.version === SHAPE_VERSION && Date.now() - saved.savedAt < MAX_AGE_MS) hydrate(queryClient, saved.state);
  keepSaving(queryClient);
  // Data never goes stale by itself (spec point 9), so what came from the phone is refreshed once
  // (after the early answer), and everything on every reconnection. Not what this page has
  // already fetched (the first screen's early answer): that would ask for it twice.
  const fromThePhone = (query: { state: { dataUpdatedAt: number } }) => query.state.dataUpdatedAt < performance.timeOrigin;
  void Promise.resolve(refreshAfter)
    .catch(() => undefined)
    .then(() => {
      if (navigator.onLine) void queryClient.invalidateQueries({ predicate: fromThePhone });
    });
  addEventListener('online', () => void queryClient.invalidateQueries());
  return true;
}

/** `restoreQueriesNow`, once the saved answers have been read. */
export async function restoreQueries(queryClient: QueryClient, refreshAfter?: Promise<unknown>): Promise<void> {
  await readSavedQueries();
  restoreQueriesNow(queryClient, refreshAfter);
}

function keepSaving(queryClient: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  queryClient.getQueryCache().subscribe(() => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false });
      set(KEY, { version: SHAPE_VERSION, savedAt: Date.now(), state } satisfies Saved, store()).catch((error: unknown) =>
        console.warn('Data not saved on this phone', error),
      );
    }, SAVE_DELAY_MS);
  });
}

/** Deletes the saved answers (a logout: a shared phone keeps nothing of the last user). */
export function forgetSavedQueries(): Promise<void> {
  return del(KEY, store()).catch(() => undefined);
}
