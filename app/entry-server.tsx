import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { I18N_OPTIONS } from './lib/i18n-settings.ts';
import { App } from './app.tsx';
import { AfterHydration } from './after-hydration.tsx';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { queryClient } from './lib/query-client.ts';
import { seedDashboardOpening } from './routes/dashboard/dashboard-opening-queries.ts';
import { preloadDashboardForServer, preloadPage } from './router.tsx';

const doNothing = () => {};

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts). Waits for every lazy
 * page chunk, so the HTML holds the whole page, not a loading indicator. Each page gets its own
 * i18next instance holding exactly the strings the page carries, as the browser will.
 */
export async function renderPage(url: string, lng: string, resources: Record<string, Record<string, unknown>>): Promise<string> {
  const instance = await i18nFor(lng, resources);
  // The page's chunk in first, as the browser loads it before hydrating (app/main.tsx): both render it at once.
  await preloadPage(url);
  const tree = (
    <I18nextProvider i18n={instance}>
      <Router ssrPath={url}>
        <App>
          <AfterHydration run={doNothing} />
        </App>
      </Router>
    </I18nextProvider>
  );
  // Waits for every suspended lazy chunk. A page whose own chunk did not render has no heading.
  // One piece: React otherwise writes a part larger than its progressive chunk size (12.8 KB) after
  // the page, hidden, with an inline script that swaps it in for its loading screen: the whole page
  // moved when it ran (a layout shift of 0.4 on the home page), and a page for reading has nothing
  // to stream.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const html = await new Response(prelude).text();
  if (!/<h1[\s>]/.test(html)) throw new Error(`Prerendering ${url} gave a page without its heading`);
  // React's marks of a part that suspended and is swapped in by script (<!--$?-->, $RC).
  if (html.includes('<!--$?-->')) throw new Error(`Prerendering ${url} gave a page whose content waits for a script`);
  return html;
}

async function i18nFor(lng: string, resources: Record<string, Record<string, unknown>>) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng,
    resources: Object.fromEntries(Object.entries(resources).map(([code, strings]) => [code, { common: strings }])),
  });
  return instance;
}

/**
 * Renders a signed-in user's dashboard as it first opens, with the data of their first-screen
 * answer, for the server to send in the page (server/plugins/static.ts): a
 * phone shows it before the app's code has arrived, and the code then hydrates it.
 * Call once, with every language's whole strings; the returned function renders one page.
 * It renders synchronously, from chunks loaded here: the query client is the app's one, filled
 * with this user's data and emptied in the same turn, so no other request's render can see it.
 */
export async function createFirstScreenRenderer(resources: Record<string, Record<string, unknown>>) {
  await preloadDashboardForServer();
  const instances = new Map(await Promise.all(Object.keys(resources).map(async (lng) => [lng, await i18nFor(lng, resources)] as const)));
  return function renderFirstScreen(screen: FirstScreen, lng: string): string {
    const instance = instances.get(lng);
    if (!instance) throw new Error(`No strings for ${lng}`);
    queryClient.clear();
    try {
      seedDashboardOpening(queryClient, screen, { withUser: true });
      const html = renderToString(
        <I18nextProvider i18n={instance}>
          <Router ssrPath="/dashboard">
            <App>
              <AfterHydration run={doNothing} />
            </App>
          </Router>
        </I18nextProvider>,
      );
      // A part that suspended rendered its fallback (React marks it <!--$!-->): the page would open on a loading indicator.
      if (!html.includes('<main') || html.includes('<!--$!-->')) throw new Error('The first screen rendered without its content');
      return html;
    } finally {
      queryClient.clear();
    }
  };
}
