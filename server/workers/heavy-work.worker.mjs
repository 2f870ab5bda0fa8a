// The worker threads' entry point. Node 20 does not carry the main thread's TypeScript loader
// (`--import tsx`) into worker threads, so each worker registers it before loading the tasks.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// Heavy work is background work: on Linux this thread yields to the threads that answer requests
// (the event loop, the embedded database's), so on a small machine a poll of /api/health does not
// wait its turn behind an analysis. Nice 5, not more: at 10, with both cores
// busy answering, a 1,500-page book took longer than 30 s to read. Linux names a thread by its own
// id under /proc; elsewhere the thread keeps the process's priority.
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), 5);
} catch {
  // not Linux, or not permitted: the default priority
}
register();
const tasks = await import('./heavy-work.worker.ts');

export const { extractFile, analyseContent, chunkForSearch, analyseExcerpt, writeQuestions, analyseAnswer, analysePaper, readMaterial } = tasks;
