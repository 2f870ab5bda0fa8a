import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Piscina from 'piscina';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/constants/languages.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/constants/routes.ts';
import { firstScreenSchema, type FirstScreen } from '#shared/schemas/first-screen.ts';
import { inlineJson } from '#server/lib/html.ts';
import { workerExecArgv } from '#server/lib/worker-exec-argv.ts';
import { FIRST_SCREEN_DATA_MARK, FIRST_SCREEN_MARK, renderedTemplateName, type DashboardShell } from './page-template.ts';

/*
 * A signed-in user's dashboard page with their first screen already in it: on a
 * slow phone the screen shows as soon as the page and its stylesheet have arrived, instead of after
 * the app's code, its strings and the data have each come and run. The app's code then hydrates it.
 * The render is the client's own code, built for the server (`.ssr/entry-server.js` beside the
 * client's build), run with the same answer `GET /api/me/first-screen` gives, which the page
 * carries so that the client does not ask for it again.
 */

type RenderFirstScreen = (screen: FirstScreen, lng: string) => string;
export interface FirstScreenPageRequest {
  /** The first-screen answer, as the service returns it. */
  answer: unknown;
  lng: LanguageCode;
  shell: DashboardShell;
}

const bundleOf = (distDir: string) => resolve(distDir, '..', '.ssr', 'entry-server.js');
const templatePath = (distDir: string, lng: string, shell: DashboardShell) => resolve(distDir, 'prerendered', lng, `${renderedTemplateName(shell)}.html`);

/** Whether the build can render first screens: a development server or a test's miniature build cannot. */
export const canRenderFirstScreens = (distDir: string) =>
  existsSync(bundleOf(distDir)) &&
  LANGUAGE_CODES.every((lng) => existsSync(templatePath(distDir, lng, 'dashboard-student')) && existsSync(templatePath(distDir, lng, 'dashboard-staff')));

/** Loads the renderer and the templates; the returned function makes one page. Runs in the render thread (./render.worker.ts). */
export async function loadFirstScreenPages(distDir: string) {
  const resources = Object.fromEntries(
    LANGUAGE_CODES.map((lng) => [lng, JSON.parse(readFileSync(resolve(distDir, 'locales', lng, 'common.json'), 'utf8')) as Record<string, unknown>]),
  );
  const { createFirstScreenRenderer } = (await import(pathToFileURL(bundleOf(distDir)).href)) as {
    createFirstScreenRenderer: (resources: Record<string, Record<string, unknown>>) => Promise<RenderFirstScreen>;
  };
  const render = await createFirstScreenRenderer(resources);
  const templates = new Map<string, string>();
  for (const lng of LANGUAGE_CODES) {
    for (const shell of ['dashboard-student', 'dashboard-staff'] as const)
      templates.set(`${lng} ${shell}`, readFileSync(templatePath(distDir, lng, shell), 'utf8'));
  }
  return function firstScreenPage({ answer, lng, shell }: FirstScreenPageRequest): string {
    // What the API's serializer sends, read back as the client will read it: dates as strings.
    const json = inlineJson(firstScreenSchema.parse(answer));
    const html = render(JSON.parse(json) as FirstScreen, lng);
    return templates
      .get(`${lng} ${shell}`)!
      .replace(FIRST_SCREEN_MARK, () => html)
      .replace(FIRST_SCREEN_DATA_MARK, () => `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${json}</script>`);
  };
}

/**
 * Renders first-screen pages in threads of their own. A render is the whole screen's component
 * tree: about 5 ms for a student's portal and 40 ms for an educator's dashboard with its roster of
 * 50 (measured on a 2-core machine); on the event loop it would hold up every other
 * request meanwhile. A page that would wait behind many others is refused at once, and the caller
 * sends the shell, which renders the screen on the phone as before.
 */
export function startFirstScreenPages(distDir: string) {
  const pool = new Piscina<FirstScreenPageRequest, string>({
    filename: new URL('./render.worker.mjs', import.meta.url).href,
    workerData: { distDir: resolve(distDir) },
    // One ready from the start (its first page would otherwise wait for the bundle to load), more
    // under load, up to one per core but one: the event loop keeps a core.
    minThreads: 1,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    maxQueue: 64,
    execArgv: workerExecArgv(),
  });
  return {
    /** The page; `signal` takes it out of the queue when the phone has given up waiting. */
    page: (request: FirstScreenPageRequest, signal?: AbortSignal): Promise<string> => pool.run(request, { signal }),
    close: () => pool.destroy(),
  };
}
