/** Caches shared by the service worker (app/sw.ts) and the pages. */
export const CACHE_NAMES = {
  pages: 'kti-pages',
  locales: 'kti-locales',
  assets: 'kti-assets',
  /** Course materials the student chose to download: stored only on their request. */
  materials: 'kti-materials',
  /** The signed-in user's dashboard as the server last rendered it: one page, dropped at every change of session. */
  firstScreen: 'kti-first-screen',
} as const;

/**
 * Staff-only screens' chunks (design tools, course materials management), left out of the
 * precache: cached when first opened, not downloaded by every student's phone.
 */
export const NOT_PRECACHED_CHUNKS = ['design-studio', 'canva-designs', 'assets', 'asset-generation', 'materials-manager'] as const;

/** The precached application shell: what the server answers for a client-rendered screen. */
export const SHELL_URL = '/dashboard';

/** What a page may ask of the service worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'KEEP_PAGES'; language: string } | { type: 'KEEP_FIRST_SCREEN' };
