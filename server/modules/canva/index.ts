/**
 * Canva: the Connect API connection (OAuth), designs from templates, exports, and the institute's
 * generated assets.
 */
export { canvaRoutes } from './routes.ts';
export * from './service.ts';
