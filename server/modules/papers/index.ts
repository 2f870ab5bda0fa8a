/**
 * Papers: reflection papers, sealed at rest with a key of their own, their analysis, and the
 * educator's search through a blind index.
 */
export { paperRoutes } from './routes.ts';
export * from './service.ts';
export { resolvePaperKey, type PaperKey } from './keys.ts';
