import { workerData } from 'node:worker_threads';
import { loadFirstScreenPages } from './page.ts';

/** One render thread's pages: the renderer and the templates are loaded once, as the thread starts. */
export const renderFirstScreenPage = await loadFirstScreenPages((workerData as { distDir: string }).distDir);
