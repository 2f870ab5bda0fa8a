import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { FALLBACK_LANGUAGE } from '#shared/constants/languages.ts';
import { requestLanguage } from '#server/lib/request-language.ts';
import { CLIENT_RENDERED_PATHS, FIRST_SCREEN_HEADER, NOT_FOUND_PAGE, PRERENDERED_PAGES, TAB_PARAM } from '#shared/constants/routes.ts';
import { firstScreen, canRenderFirstScreens, startFirstScreenPages } from '#server/modules/dashboard-opening/index.ts';
import type { DashboardShell } from '#server/modules/dashboard-opening/index.ts';
import type { Session } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser's page request, or returns false when there is no built client. */
    sendPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

const pageByPath = new Map<string, string>(PRERENDERED_PAGES.map((page) => [page.path, page.name]));
const clientRendered = new Set<string>(CLIENT_RENDERED_PATHS);
/** The dashboard's shell for the session's role: it announces that role's code (scripts/prerender.ts). */
const dashboardShell = (session: Session): DashboardShell => (session.role === 'student' ? 'dashboard-student' : 'dashboard-staff');

/** A client-rendered screen or one beneath it (/dashboard/read/:id), as the service worker routes them. */
const isClientRendered = (path: string) => clientRendered.has(path) || CLIENT_RENDERED_PATHS.some((root) => path.startsWith(`${root}/`));

/**
 * Serves the built client. Public pages go out prerendered in the reader's language, so a
 * phone paints text from the first response; hashed assets are cached for a year; everything
 * compressible is sent pre-compressed (scripts/compress.ts).
 */
export const staticPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const root = resolve(distDir);
    if (!existsSync(resolve(root, 'index.html'))) {
      app.log.warn({ root }, 'client build not found; run `npm run build` to serve the web app');
      return;
    }
    const prerendered = existsSync(resolve(root, 'prerendered', FALLBACK_LANGUAGE, 'index.html'));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/') && !pathName.startsWith('/.vite/') && pathName !== '/index.html',
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    const firstScreenPages = prerendered && canRenderFirstScreens(root) ? startFirstScreenPages(root) : undefined;
    if (firstScreenPages) app.addHook('onClose', () => firstScreenPages.close());
    else app.log.info('no server render of the first screen in this build: dashboards are sent as shells');
    const analyticsMaxAgeMs = app.env.ANALYTICS_MAX_AGE_SECONDS * 1000;

    app.decorate('sendPage', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0]!.replace(/\/+$/, '') || '/';
      reply.header('cache-control', 'no-cache');
      if (/^\/(assets|locales)\//.test(path)) {
        return reply.code(404).send({ error: `No file at ${path}`, code: 'NOT_FOUND' });
      }
      const name = pageByPath.get(path);
      if (!prerendered) return reply.sendFile('index.html');
      const language = requestLanguage(request);
      reply.header('vary', 'Cookie, Accept-Language');
      // The shell in the reader's language preloads that language's strings, and the dashboard's its
      // first screen and its role's code (scripts/prerender.ts); someone not signed in gets the plain shell.
      if (path === '/dashboard' && request.session) {
        return reply.sendFile(`prerendered/${language}/${dashboardShell(request.session)}.html`);
      }
      if (isClientRendered(path)) return reply.sendFile(`prerendered/${language}/shell.html`);
      if (name === undefined) reply.code(404);
      return reply.sendFile(`prerendered/${language}/${name ?? NOT_FOUND_PAGE.name}.html`);
    });

    // A fully signed-in user's dashboard comes with their first screen in the page
    // (server/modules/dashboard-opening/page.ts). A route of its own, not the page fallback: routes get
    // the compression hooks (server/app.ts): a student's 60 KB of HTML goes out as about 18 KB.
    if (!firstScreenPages) return;
    // Open to anyone: who is signed in decides what is in the page, and the API checks every later call.
    app.get('/dashboard', { config: { access: 'public' } }, async (request, reply) => {
      const session = request.session;
      // Only a page the browser navigates to, or the copy the service worker keeps of it for the
      // signed-in user's next visit (it asks with FIRST_SCREEN_HEADER). The worker's other fetch of
      // /dashboard is the shell it keeps for every client-rendered screen, for whoever uses the
      // phone next, offline too (app/sw.ts): that copy must hold no one's data.
      const navigation = request.headers['sec-fetch-mode'] === 'navigate' || request.headers[FIRST_SCREEN_HEADER] === 'keep';
      // The first screen is the dashboard as it opens: an address that names a tab
      // (/dashboard?tab=assignments, from a notification) opens another, which the shell renders.
      const opensATab = new URLSearchParams(request.url.split('?')[1]).has(TAB_PARAM);
      // An admin opens on the admin portal, whose answers the first screen does
      // not carry: the client's copies saved on the phone would differ from a render without them.
      if (!session?.role || session.role === 'admin' || !navigation || opensATab) return app.sendPage!(request, reply);
      // A phone that gives up (a dropped connection, a reload) costs no render: its page leaves the queue.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      try {
        const answer = await firstScreen(app.db, session, analyticsMaxAgeMs);
        const html = await firstScreenPages.page({ answer, lng: requestLanguage(request), shell: dashboardShell(session) }, gone.signal);
        // Someone's own page: never kept by a shared cache, and asked for afresh each time.
        reply
          .header('cache-control', 'private, no-cache')
          .header('vary', 'Cookie, Accept-Language')
          .header(FIRST_SCREEN_HEADER, 'rendered')
          .type('text/html; charset=utf-8')
          .compress(html);
        return reply;
      } catch (error) {
        if (gone.signal.aborted) return reply;
        // The shell asks for the same answer itself, and shows the error if there is one.
        request.log.warn({ err: error }, 'first screen not rendered; the shell was sent');
        return app.sendPage!(request, reply);
      }
    });
  },
  { name: 'static' },
);
