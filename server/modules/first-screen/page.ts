import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/constants/routes.ts';
import { firstScreenSchema, type FirstScreen } from '#shared/schemas/first-screen.ts';
import { inlineJson } from '#server/lib/html.ts';
import { FIRST_SCREEN_DATA_MARK, FIRST_SCREEN_MARK, renderedTemplateName, type DashboardShell } from './page-template.ts';

type RenderFirstScreen = (screen: FirstScreen, lng: string) => string;

/**
 * A signed-in user's dashboard page with their first screen already in it (issue 16, item 2): on a
 * slow phone the screen shows as soon as the page and its stylesheet have arrived, instead of after
 * the app's code, its strings and the data have each come and run. The app's code then hydrates it.
 * The render is the client's own code, built for the server (`.ssr/entry-server.js` beside the
 * client's build) and run with the same answer `GET /api/me/first-screen` gives, which the page
 * carries so the client does not ask for it again.
 *
 * Undefined when the build has no server bundle or no templates (a development server, a test's
 * miniature build): the dashboard's shell is sent as before.
 */
export async function loadFirstScreenPages(distDir: string, log: FastifyBaseLogger) {
  const bundle = resolve(distDir, '..', '.ssr', 'entry-server.js');
  const templatePath = (lng: string, shell: DashboardShell) => resolve(distDir, 'prerendered', lng, `${renderedTemplateName(shell)}.html`);
  if (!existsSync(bundle) || !LANGUAGE_CODES.every((lng) => existsSync(templatePath(lng, 'dashboard-student')) && existsSync(templatePath(lng, 'dashboard-staff')))) {
    log.info('no server render of the first screen in this build: dashboards are sent as shells');
    return undefined;
  }
  const resources = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(resolve(distDir, 'locales', lng, 'common.json'), 'utf8')) as Record<string, unknown>]));
  const { createFirstScreenRenderer } = (await import(pathToFileURL(bundle).href)) as {
    createFirstScreenRenderer: (resources: Record<string, Record<string, unknown>>) => Promise<RenderFirstScreen>;
  };
  const render = await createFirstScreenRenderer(resources);
  const templates = new Map<string, string>();
  for (const lng of LANGUAGE_CODES) {
    for (const shell of ['dashboard-student', 'dashboard-staff'] as const) templates.set(`${lng} ${shell}`, readFileSync(templatePath(lng, shell), 'utf8'));
  }

  /** The whole page for this user's first-screen answer (as the API would send it), in `lng`. */
  return function firstScreenPage(answer: unknown, lng: LanguageCode, shell: DashboardShell): string {
    // What the API's serializer sends, read back as the client will read it: dates as strings.
    const json = inlineJson(firstScreenSchema.parse(answer));
    const screen = JSON.parse(json) as FirstScreen;
    const html = render(screen, lng);
    return templates
      .get(`${lng} ${shell}`)!
      .replace(FIRST_SCREEN_MARK, () => html)
      .replace(FIRST_SCREEN_DATA_MARK, () => `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${json}</script>`);
  };
}

export type FirstScreenPages = NonNullable<Awaited<ReturnType<typeof loadFirstScreenPages>>>;
