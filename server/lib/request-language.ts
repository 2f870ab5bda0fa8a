import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, sanitizeLanguage, type LanguageCode } from '#shared/constants/languages.ts';

/** The cookie the client keeps the reader's language in (app/lib/i18n-settings.ts). */
export const LANGUAGE_COOKIE = 'i18nextLng';

/** The reader's language: their saved choice (cookie), else the browser's Accept-Language, else English. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): LanguageCode {
  const saved = sanitizeLanguage(cookie);
  if (saved) return saved;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const code = sanitizeLanguage(tag);
    if (code && (LANGUAGE_CODES as string[]).includes(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}

/** The language of the person making the request: the page they are sent, the mail they are written. */
export const requestLanguage = (request: FastifyRequest): LanguageCode => pickLanguage(request.cookies?.[LANGUAGE_COOKIE], request.headers['accept-language']);
