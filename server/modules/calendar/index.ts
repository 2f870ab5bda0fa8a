/**
 * Calendar: the course events students see and staff manage.
 */
export { calendarRoutes } from './routes.ts';
export * from './service.ts';
