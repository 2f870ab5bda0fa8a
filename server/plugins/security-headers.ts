import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/** Inline scripts that run (no src, not JSON data) in one HTML document. */
const INLINE_SCRIPT = /<script\b((?:(?!\bsrc\s*=)[^>])*)>([\s\S]*?)<\/script>/gi;

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The CSP hashes of every inline script in the built pages (the one that sets the reading
 * direction before first paint), read from the files the server will send, so the policy always
 * matches the build it serves.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(resolve(distDir))) {
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (/\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes!) || !body!.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The origins of configured service URLs that are plain http (a local stand-in): `https:` already covers the rest. */
export function plainHttpOrigins(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    const parsed = new URL(url);
    if (parsed.protocol === 'http:') origins.add(parsed.origin);
  }
  return [...origins];
}

/** Helmet's headers that apply to a document (or a worker's script) and to nothing else. */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * The headers helmet sets with these options, worked out once: they do not depend on the request.
 * (@fastify/helmet built helmet afresh, its policy parsed again, on every request: about a tenth
 * of the server's time on a small API answer.)
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every page and API answer, by helmet: a
 * Content-Security-Policy that runs only our own scripts (files from this origin, and the
 * inline ones by hash), no framing, nosniff, a referrer policy, and HSTS in production.
 */
export const securityHeadersPlugin = fp<{ distDir: string; production: boolean; imageOrigins?: string[] }>(
  async (app, { distDir, production, imageOrigins = [] }) => {
    const everyAnswer = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(distDir)],
          // React and Radix set style attributes; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Design thumbnails come from Canva's and Figma's CDNs (https), or from a design service configured at a plain-http address.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Over plain http (a laptop, the tests) an upgrade would break every request.
          ...(production && { upgradeInsecureRequests: [] }),
        },
      },
      // The Canva connection pop-up reports back to its opener (server/modules/canva/callback-page.ts).
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // A hashed script, style or font, or a strings file, is never a document: the headers that
    // govern one only cost bytes there, about 700 on each of a screen's 40 files over HTTP/1.1.
    // nosniff, the resource policy and HSTS stay.
    const appFiles = Object.fromEntries(Object.entries(everyAnswer).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(/^\/(assets|locales)\//.test(request.url) ? appFiles : everyAnswer);
      done();
    });
  },
  { name: 'security-headers' },
);
