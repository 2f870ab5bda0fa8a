/**
 * Content: the course content admins upload and approve (the validation queue and the library),
 * its analysis, and the training data of the Socratic Discussion Agent.
 */
export { contentRoutes } from './routes.ts';
export * from './service.ts';
