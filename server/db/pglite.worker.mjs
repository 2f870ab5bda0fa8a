// The embedded database's thread entry (./pglite-thread.ts). Node 20 does not carry the main
// thread's TypeScript loader (`--import tsx`) into worker threads, so it is registered here first.
import { register } from 'tsx/esm/api';

register();
await import('./pglite.worker.ts');
