/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CLIENT_RENDERED_PATHS, FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_HEADER, PRERENDERED_PAGES } from '#shared/constants/routes.ts';
import { CACHE_NAMES, NOT_PRECACHED_CHUNKS, SHELL_URL, type WorkerMessage } from './lib/offline/cache-names.ts';

/**
 * The service worker (docs/decisions/004-offline.md). After one visit the
 * app opens with no connection:
 * - the app's code, styles and fonts are precached (the build lists them, with their hashes);
 * - the signed-in screens get the precached shell at once, online or not;
 * - public pages come from the network (their language follows the reader's cookie) and fall
 *   back to the copy kept from the last visit; the page asks for the others to be fetched in the
 *   reader's language, so every public page opens offline after one visit;
 * - strings, and downloaded course materials, come from their caches.
 * A new version waits until the reader chooses to reload (the page shows "a new version is
 * ready"), so a page that is open keeps the code it started with.
 */
declare const self: ServiceWorkerGlobalScope;

// The precache's route is added below, after the dashboard's: /dashboard is in the precache (the shell).
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the page it was installed from: a tab's code opened
// later in that same visit, offline, comes from the precache without a reload. An update still
// waits for the reader's Reload: claiming happens on activation, which for an update follows SKIP_WAITING.
clientsClaim();

/**
 * Chrome 123+ (the Service Worker static routing API): the app's hashed files come straight from
 * the caches, without this worker's script running for each of a screen's ~40 files. A file not
 * found there comes from the network. The chunks left out of the precache still go through the
 * fetch handler below, which keeps them once opened. Elsewhere the fetch handler serves all of them.
 */
interface StaticRoutes {
  addRoutes?: (rules: { condition: Record<string, unknown>; source: 'cache' | 'fetch-event' }[]) => Promise<void>;
}
self.addEventListener('install', (event) => {
  const routes = (event as ExtendableEvent & StaticRoutes).addRoutes;
  if (!routes) return;
  // The first rule that matches applies (a condition with `or` may hold nothing else).
  const notPrecached = { or: NOT_PRECACHED_CHUNKS.map((chunk) => ({ urlPattern: `/assets/${chunk}-*` })) };
  event.waitUntil(
    routes
      .call(event, [
        { condition: notPrecached, source: 'fetch-event' },
        { condition: { urlPattern: '/assets/*', requestMethod: 'GET' }, source: 'cache' },
      ])
      .catch((error: unknown) => console.warn('Static routes not added', error)),
  );
});

const shell = createHandlerBoundToURL(SHELL_URL);

/*
 * The dashboard as the server last rendered it for the signed-in user: a
 * returning visit paints it from the phone at once, instead of waiting for the app's code to run
 * and draw the screen on a slow CPU. The page's code then refreshes what it shows from the server.
 * One copy, marked `data-kept` (its time) so that the page knows its data is not fresh; the page
 * drops it at every sign-in, sign-out, role switch and language change
 * (app/lib/offline/service-worker.ts, forgetKeptFirstScreen), and a new version of the app drops it (its files change).
 * Asked for again at most hourly: the screen's data is refreshed anyway, the copy only has to paint.
 */
const KEPT_AT = 'x-kept-at';
const KEEP_FOR_MS = 60 * 60 * 1000;
const keptFirstScreen = () => caches.open(CACHE_NAMES.firstScreen).then((cache) => cache.match(SHELL_URL));
const isRendered = (response: Response | undefined) => response?.headers.get(FIRST_SCREEN_HEADER) === 'rendered';
const isRecent = (response: Response | undefined) => Date.now() - Number(response?.headers.get(KEPT_AT) ?? 0) < KEEP_FOR_MS;

/** Asks the server for the signed-in user's dashboard and keeps it; for someone it renders none for (an admin, nobody signed in), a note of that. */
async function keepFirstScreen() {
  const response = await fetch(SHELL_URL, { credentials: 'same-origin', headers: { [FIRST_SCREEN_HEADER]: 'keep' } });
  const cache = await caches.open(CACHE_NAMES.firstScreen);
  const keptAt = String(Date.now());
  if (!response.ok || !isRendered(response)) {
    await cache.put(SHELL_URL, new Response('', { headers: { [KEPT_AT]: keptAt, [FIRST_SCREEN_HEADER]: 'none' } }));
    return;
  }
  // The brand fonts are in the precache by now: the copy need not hold them back as a first visit does.
  const html = (await response.text())
    .replace(`<script id="${FIRST_SCREEN_ELEMENT_ID}"`, `<script id="${FIRST_SCREEN_ELEMENT_ID}" data-kept="${keptAt}"`)
    .replace(/(<html[^>]*) data-fonts="later"/, '$1');
  await cache.put(
    SHELL_URL,
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', [KEPT_AT]: keptAt, [FIRST_SCREEN_HEADER]: 'rendered' } }),
  );
}
const keepFirstScreenIfOld = async () => {
  if (!isRecent(await keptFirstScreen())) await keepFirstScreen().catch(() => undefined);
};

// The dashboard as it opens (not a tab named in the address, which the shell renders): the copy
// kept, else the shell as before. The page asks for a new copy once it has loaded and the network
// is quiet (KEEP_FIRST_SCREEN), not while its own requests are on their way.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === SHELL_URL && url.search === '',
  async (options) => {
    const kept = await keptFirstScreen();
    return isRendered(kept) ? kept! : shell(options);
  },
);
// A new version's files differ from those the copy names. (Not at a first install: its page may be
// asking for a copy while this worker activates.)
let replacesAnother = false;
self.addEventListener('install', () => (replacesAnother = Boolean(self.registration.active)));
self.addEventListener('activate', (event) => replacesAnother && event.waitUntil(caches.delete(CACHE_NAMES.firstScreen)));

// The app's files, and the shell, from the precache.
addRoute();

const clientRendered = CLIENT_RENDERED_PATHS.map((path) => new RegExp(`^${path}(?:/|$)`));
registerRoute(new NavigationRoute(shell, { allowlist: clientRendered }));

// The pages are kept in the reader's language only (keepPagesFor): a copy kept matches whatever
// the page's Vary (Cookie, Accept-Language) says, which a page the worker fetched itself never
// carries the same way as a navigation. Without ignoreVary a page kept did not open offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: 6, matchOptions: { ignoreVary: true } }),
);

registerRoute(({ url }) => url.pathname.startsWith('/locales/'), new StaleWhileRevalidate({ cacheName: CACHE_NAMES.locales }));

// Chunks not precached (the design tools): immutable, so kept once fetched, a bounded number of them.
registerRoute(
  ({ url }) => url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({ maxEntries: 40 })] }),
);

// A course material the student downloaded opens from the phone; others from the network, never stored here.
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/course-materials\/[^/]+\/(?:file|reading)$/.test(url.pathname),
  async ({ request }) => (await caches.open(CACHE_NAMES.materials).then((cache) => cache.match(request, { ignoreSearch: true }))) ?? fetch(request),
);

// A page never visited, with no connection: the shell renders it from the strings it has.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(SHELL_URL)) ?? Response.error();
  return Response.error();
});

/** Fetches every public page and the strings in the reader's language, for reading offline. */
async function keepPagesFor(language: string) {
  const pages = await caches.open(CACHE_NAMES.pages);
  const locales = await caches.open(CACHE_NAMES.locales);
  await Promise.all([
    ...PRERENDERED_PAGES.map(async ({ path }) => {
      const response = await fetch(path, { credentials: 'same-origin' });
      if (response.ok) await pages.put(path, response);
    }),
    (async () => {
      const url = `/locales/${language}/common.json`;
      const response = await fetch(url);
      if (response.ok) await locales.put(url, response);
    })(),
  ]);
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'KEEP_PAGES') event.waitUntil(keepPagesFor(message.language).catch(() => undefined));
  if (message?.type === 'KEEP_FIRST_SCREEN') event.waitUntil(keepFirstScreenIfOld());
});
