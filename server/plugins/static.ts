import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client. Hashed assets are cached for a year (their names change with
 * their content); index.html and the locale files are revalidated, so a deploy reaches
 * phones on the next visit without re-downloading what did not change.
 */
export const staticPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const root = resolve(distDir);
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'client build not found; run `npm run build` to serve the web app');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorate('clientIndexAvailable', true);
  },
  { name: 'static' },
);

declare module 'fastify' {
  interface FastifyInstance {
    clientIndexAvailable?: boolean;
  }
}
