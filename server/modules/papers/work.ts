/**
 * The papers module's work for worker threads (server/workers): the built-in reading of a paper.
 * Pure, no database; index.ts is the face for everyone else.
 */
export { analysePaper, type PaperAnalysis, type PaperInput } from './paper-analysis.ts';
