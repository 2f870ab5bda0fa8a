/**
 * Questions: the Socratic question generator (built in, or an LLM endpoint), grounded in the
 * passage and in the approved library, and its evaluation.
 */
export { questionRoutes } from './routes.ts';
export * from './service.ts';
