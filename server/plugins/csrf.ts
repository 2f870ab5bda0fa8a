import fp from 'fastify-plugin';
import { AppError } from '#server/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originHost(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery defence on top of the SameSite=Lax cookie (issue 2, item 5):
 * a write whose Origin (or, lacking it, Referer) names another site is refused. A request
 * with neither header is not a browser's cross-site form or fetch, so it passes.
 */
export const csrfPlugin = fp<{ allowedOrigins: string[] }>(
  async (app, { allowedOrigins }) => {
    const allowedHosts = new Set(allowedOrigins.map(originHost).filter((h): h is string => h !== null));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const claimed = request.headers.origin ?? request.headers.referer;
      if (claimed === undefined) return;
      const host = originHost(claimed);
      const ownHost = originHost(`${request.protocol}://${request.host}`);
      if (host !== null && (host === ownHost || allowedHosts.has(host))) return;
      throw new AppError(403, 'CROSS_SITE_REQUEST', 'Cross-site request refused');
    });
  },
  { name: 'csrf' },
);
