/**
 * The dashboard's opening (its first screen): what a signed-in user's dashboard opens on, in one answer, and the
 * page the server renders with it.
 */
export { firstScreenRoutes } from './routes.ts';
export * from './service.ts';
export { canRenderFirstScreens, startFirstScreenPages } from './page.ts';
export { FIRST_SCREEN_DATA_MARK, FIRST_SCREEN_MARK, renderedTemplateName, type DashboardShell } from './page-template.ts';
