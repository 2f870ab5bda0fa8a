import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';

/**
 * Cheap revalidation of API reads: every successful GET under /api carries an
 * ETag of its body, and a request whose If-None-Match holds it is answered 304 with no body. The
 * browser keeps the last answer (private: never a shared cache) and asks again each time
 * (no-cache), so a phone on a slow link downloads a list only when it has changed. Routes that
 * set their own Cache-Control (public calendars, files, exports) keep it.
 */
export const revalidationPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      // Kept by no cache (a decrypted paper): there is nothing to revalidate, so no ETag to work out.
      else if (/\bno-store\b/.test(String(reply.getHeader('cache-control')))) return payload;
      const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'revalidation' },
);
