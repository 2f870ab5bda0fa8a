// The worker threads' entry point. Node 20 does not carry the main thread's TypeScript loader
// (`--import tsx`) into worker threads, so each worker registers it before loading the tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./heavy-work.worker.ts');

export const { extractFile, analyseContent, analyseExcerpt, writeQuestions, analyseAnswer, analysePaper, readMaterial } = tasks;
