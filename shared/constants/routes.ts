/** Spec point 2: the public pages, prerendered at build time in every language (name = file name). */
export const PRERENDERED_PAGES = [
  { path: '/', name: 'index' },
  { path: '/about', name: 'about' },
  { path: '/academics', name: 'academics' },
  { path: '/admissions', name: 'admissions' },
  { path: '/contact', name: 'contact' },
  { path: '/resources-faq', name: 'resources-faq' },
  { path: '/canva-designs', name: 'canva-designs' },
] as const;

/** The translated not-found page, also prerendered; served with status 404. */
export const NOT_FOUND_PAGE = { path: '/__not-found__', name: '404' } as const;

/** Screens the client renders itself (spec point 2): served the application shell. */
export const CLIENT_RENDERED_PATHS = ['/auth', '/dashboard', '/design-studio', '/assets', '/assessment'] as const;

/** The element a dashboard page the server rendered carries its first-screen answer in (server/modules/first-screen/page.ts). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** The address's parameter that opens a screen on one of its tabs (/dashboard?tab=assignments, a notification's link). */
export const TAB_PARAM = 'tab';
