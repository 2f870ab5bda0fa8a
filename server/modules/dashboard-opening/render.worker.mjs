// The first-screen render thread's entry point (./page.ts). Node 20 does not carry the main
// thread's TypeScript loader (`--import tsx`) into worker threads, so it is registered here first.
import { register } from 'tsx/esm/api';

register();
const { renderFirstScreenPage } = await import('./render.worker.ts');

export default renderFirstScreenPage;
