import type { InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '#shared/constants/languages.ts';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const DIRECTION_STORAGE_KEY = 'app-direction';
/** The server reads this cookie to send a page already rendered in the reader's language. */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** Spec point 9, "Translations": namespace common, separators, fallback, retries and parallel reads. */
export const I18N_OPTIONS = {
  ns: ['common'],
  defaultNS: 'common',
  keySeparator: '.',
  nsSeparator: ':',
  pluralSeparator: '_',
  contextSeparator: '_',
  supportedLngs: LANGUAGE_CODES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: FALLBACK_LANGUAGE,
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  saveMissing: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * Sections of the strings only the signed-in screens and the design tools use. A prerendered
 * public page leaves them out of the strings it carries inline (about half of them), and the client
 * loads the whole file before opening a screen that needs them (app/router.tsx). A public form
 * that meets an error code whose string is left out says what its HTTP status means instead.
 */
export const APP_ONLY_SECTIONS = ['dashboard', 'auth', 'assessment', 'pages.design_studio', 'pages.assets', 'pages.canva_designs', 'errors.codes'] as const;

/** Sections only the public pages use. */
export const PUBLIC_PAGE_SECTIONS = ['pages.home', 'pages.about', 'pages.academics', 'pages.admissions', 'pages.contact', 'pages.resources_faq'] as const;
/** Sections of the design tools, which staff open from the dashboard. */
export const DESIGN_TOOL_SECTIONS = ['pages.design_studio', 'pages.assets', 'pages.canva_designs'] as const;
/** The sections of the dashboard's bodies that only staff open, one each. */
export const STAFF_BODY_SECTIONS = { educator: 'dashboard.educator', admin: 'dashboard.admin', materials: 'dashboard.materials' } as const;

/**
 * The sections a signed-in dashboard's shell leaves out of the strings it carries inline
 * (scripts/prerender.ts): those its first screen does not show, a fifth of the
 * file staying for a student. Staff open on the educator's body; the admin's and the materials'
 * strings come with their tabs. A screen that needs a section left out loads the whole file first
 * (`withSections` in language.ts).
 */
export const dashboardShellOmits = (staff: boolean): readonly string[] => [
  ...PUBLIC_PAGE_SECTIONS,
  ...DESIGN_TOOL_SECTIONS,
  STAFF_BODY_SECTIONS.admin,
  STAFF_BODY_SECTIONS.materials,
  ...(staff ? [] : [STAFF_BODY_SECTIONS.educator]),
];
