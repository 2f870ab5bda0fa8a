/**
 * Students: a student's record and portal (dashboard, assignments, submissions), their level and
 * the suggestions to change it, their activity, and the roster educators read.
 */
export { studentRoutes } from './routes.ts';
export * from './service.ts';
