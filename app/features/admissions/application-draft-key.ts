/**
 * Where the application wizard keeps its progress on this device (hooks/use-application-draft.ts).
 * Its own module: the admissions page's script (app/public-page.ts), which has no React, reads it
 * to know whether Start may show the page's HTML form or must wait for the wizard and its draft.
 */
export const APPLICATION_DRAFT_KEY = 'kti:application-draft';
