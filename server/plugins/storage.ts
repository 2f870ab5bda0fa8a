import fp from 'fastify-plugin';
import type { FileStorage } from '#server/lib/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const storagePlugin = fp<{ storage: FileStorage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);
