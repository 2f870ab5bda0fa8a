/**
 * Spec point 2: the public pages, prerendered at build time in every language (name = file name).
 * `app`: React runs the page (a gallery); the others are for reading and carry only
 * app/public-page.ts, no framework. The admissions page is read first: its
 * wizard, an application, loads React when someone starts it (app/islands/admissions.tsx).
 */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'index', app: false },
  { path: '/about', name: 'about', app: false },
  { path: '/academics', name: 'academics', app: false },
  { path: '/admissions', name: 'admissions', app: false },
  { path: '/contact', name: 'contact', app: false },
  { path: '/resources-faq', name: 'resources-faq', app: false },
  { path: '/canva-designs', name: 'canva-designs', app: true },
] as const;

/** Reading pages whose island starts with the page's strings inline, not with a request for the whole file. */
export const ISLAND_STRINGS_PAGES: readonly string[] = ['admissions'];

/** The translated not-found page, also prerendered; served with status 404. */
export const NOT_FOUND_PAGE = { path: '/__not-found__', name: '404', app: false } as const;

/** Screens the client renders itself (spec point 2): served the application shell. */
export const CLIENT_RENDERED_PATHS = ['/auth', '/dashboard', '/design-studio', '/assets', '/assessment'] as const;

/** The element a dashboard page the server rendered carries its first-screen answer in (server/modules/dashboard-opening/page.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/**
 * The phone keeps the last dashboard the server rendered for whoever is signed in (so that
 * a returning visit paints at once). The service worker asks for it with this request header, not
 * as a navigation, and the server marks the answer with it when the page holds a first screen.
 */
export const FIRST_SCREEN_HEADER = 'x-first-screen';

/** The address's parameter that opens a screen on one of its tabs (/dashboard?tab=assignments, a notification's link). */
export const TAB_PARAM = 'tab';
