/**
 * Figma: the design asset manager's files, read through Figma's REST API and kept in file storage.
 */
export { figmaRoutes } from './routes.ts';
export * from './service.ts';
