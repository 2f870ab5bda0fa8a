/**
 * Grading: educators and admins grade submitted assignments, and the student is told.
 */
export { gradingRoutes } from './routes.ts';
export * from './service.ts';
