import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Router, type BaseLocationHook } from 'wouter';
import { AdmissionsContent } from '#app/routes/public/admissions.tsx';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';
import { initClientI18n, type InitialTranslations } from '#app/lib/i18n-client.ts';
// The wizard's code is fetched with this island's when Start is reached, not in a second wave once it runs.
import '#app/features/admissions/components/application-wizard.tsx';

/** The page has no app router: a link inside the island opens its page afresh, as any link of a page for reading does. */
const fullPageLoads: BaseLocationHook = () => [location.pathname, (to: string) => location.assign(to)];

/**
 * The admissions page's application, brought to life on the prerendered page that has no React
 * (app/public-page.ts): when someone presses Start, the wizard; for a link that resumes an
 * application, the page as it was, which fetches the draft and opens the wizard on it. React
 * renders the page's content in place of its HTML, from the strings the page carries inline.
 */
export async function mountAdmissions(container: HTMLElement, opening: 'information' | 'wizard') {
  const language = document.documentElement.lang;
  const inline = document.getElementById('initial-translations');
  const initial = inline ? (JSON.parse(inline.textContent ?? '{}') as InitialTranslations) : undefined;
  await initClientI18n(language, initial?.lng === language ? initial : undefined);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <Router hook={fullPageLoads}>
          <AdmissionsContent opening={opening} />
        </Router>
        <LazyToaster />
      </StrictMode>,
    ),
  );
  if (opening === 'wizard') window.scrollTo({ top: 0 });
}
