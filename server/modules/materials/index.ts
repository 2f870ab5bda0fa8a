/**
 * Materials: course books and recordings staff add to a course, read in the phone's reader and
 * downloaded for offline study.
 */
export { materialRoutes } from './routes.ts';
export * from './service.ts';
