/**
 * A dashboard's page with its first screen rendered in: scripts/prerender.ts
 * writes one template per language and role, server/modules/dashboard-opening/page.ts fills it per request.
 */
export const FIRST_SCREEN_MARK = '<!--first-screen-->';
export const FIRST_SCREEN_DATA_MARK = '<!--first-screen-data-->';
export type DashboardShell = 'dashboard-student' | 'dashboard-staff';
export const renderedTemplateName = (shell: DashboardShell) => `${shell}-rendered`;
