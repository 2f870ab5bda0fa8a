/**
 * The questions module's work for worker threads (server/workers): the built-in engine writes
 * questions from a passage already read. Pure, no database; index.ts is the face for everyone else.
 */
export { writeBuiltinQuestions } from './builtin-engine.ts';
export type { DraftQuestion, GenerationContext } from './grounding.ts';
