import { renderToStringAsync } from 'preact-render-to-string';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { I18N_OPTIONS } from './lib/i18n-settings.ts';
import { App } from './app.tsx';
import { AfterHydration } from './after-hydration.tsx';

const doNothing = () => {};

/**
 * Renders one public page to HTML at build time (scripts/prerender.ts). Waits for every lazy
 * page chunk, so the HTML holds the whole page, not a loading indicator. Each page gets its own
 * i18next instance holding exactly the strings the page carries, as the browser will.
 */
export async function renderPage(url: string, lng: string, resources: Record<string, Record<string, unknown>>): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...I18N_OPTIONS,
    lng,
    resources: Object.fromEntries(Object.entries(resources).map(([code, strings]) => [code, { common: strings }])),
  });
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
  const html = await renderToStringAsync(tree);
  if (!/<h1[\s>]/.test(html)) throw new Error(`Prerendering ${url} gave a page without its heading`);
  return html;
}
