/**
 * The content module's work for worker threads (server/workers): pure functions, no database, no
 * HTTP. index.ts is the face for everyone else; a worker loads only this, not the module's routes.
 */
export { analyseContent } from './nlp.ts';
