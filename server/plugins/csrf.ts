import fp from 'fastify-plugin';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin (scheme, host and port) a URL names, default ports left out; null for anything else ("null", garbage). */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery defence on top of the SameSite=Lax cookie:
 * a write whose Origin (or, lacking it, Referer) names another site is refused. A request
 * with neither header is not a browser's cross-site form or fetch, so it passes. Scheme, host
 * and port are compared: http://our-host or our-host:8080 is another site.
 */
export const csrfPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== null));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const claimed = request.headers.origin ?? request.headers.referer;
      if (claimed === undefined) return;
      const origin = originOf(claimed);
      if (origin !== null && (origin === originOf(`${request.protocol}://${request.host}`) || allowed.has(origin))) return;
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused');
    });
  },
  { name: 'csrf' },
);
