import { CACHE_NAMES, type WorkerMessage } from './cache-names.ts';
import { savesData, whenLoadedAndQuiet, whenNetworkQuiet } from '../when-network-quiet.ts';

/**
 * Registers the service worker (app/sw.ts) once the page has loaded and gone quiet, asks it to keep the public
 * pages in the reader's language (again after a language switch, not on a data-saving
 * connection), and tells the reader when a new version is ready. Kept tiny and free of
 * libraries: every public page loads it (its budget is 2 KB).
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const announce = (worker: ServiceWorker) =>
          onUpdateReady(() => {
            navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
            send(worker, { type: 'SKIP_WAITING' });
          });
        // A first install has no controller: nothing to replace, nothing to announce.
        if (registration.waiting && navigator.serviceWorker.controller) announce(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
          });
        });
      })
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  };
  // The worker's first install downloads the whole app: not while the screen the reader waits for is still loading.
  whenLoadedAndQuiet(start);
}

/** Asks the active service worker to keep every public page and the strings in `language`. */
export function keepPagesFor(language: string) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  if (savesData()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active && send(registration.active, { type: 'KEEP_PAGES', language }));
}

/** Asks the service worker to keep this user's dashboard as the server renders it, for their next visit (app/sw.ts). */
export function keepFirstScreen() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV || savesData()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    whenNetworkQuiet(() => registration.active && send(registration.active, { type: 'KEEP_FIRST_SCREEN' })),
  );
}

/** Drops the dashboard kept for the user signed in before: at every change of session and of language. */
export function forgetKeptFirstScreen(): Promise<unknown> {
  return 'caches' in self ? caches.delete(CACHE_NAMES.firstScreen).catch(() => undefined) : Promise.resolve();
}

const send = (worker: ServiceWorker, message: WorkerMessage) => worker.postMessage(message);
