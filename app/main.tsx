import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { initClientI18n, readInitialTranslations } from './lib/i18n-client.ts';
import { detectLanguage, storedLanguage } from './lib/language.ts';
import { App } from './app.tsx';
import { preloadPage } from './router.tsx';
import { AfterHydration } from './after-hydration.tsx';
import i18next from 'i18next';
import { toast } from './lib/toast.ts';
import { forgetKeptFirstScreen, keepFirstScreen, keepPagesFor, registerServiceWorker } from './lib/offline/service-worker.ts';
import { deferFontsOnFirstVisit } from './lib/first-visit-fonts.ts';
import { holdSavedDataUntilHydrated } from './lib/hydration-hold.ts';
import { watchInstallOffer } from './lib/install-prompt.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/constants/routes.ts';

/** Marks the page interactive (`<html data-ready>`), for people's tools and the browser tests; then readies the app for use offline. */
function markReady() {
  if (document.documentElement.dataset.ready === 'true') return;
  document.documentElement.dataset.ready = 'true';
  registerServiceWorker((reload) =>
    toast({ title: i18next.t('common.update_ready'), action: { label: i18next.t('common.update_reload'), onClick: reload }, persistent: true }),
  );
  keepPagesFor(i18next.resolvedLanguage ?? i18next.language);
  i18next.on('languageChanged', keepPagesFor);
  // A signed-in dashboard: kept on the phone for the next visit (app/sw.ts), in the language it is read in.
  if (location.pathname === '/dashboard' && document.documentElement.dataset.shell) keepFirstScreen();
  i18next.on('languageChanged', () => void forgetKeptFirstScreen());
}

async function start() {
  watchInstallOffer();
  const root = document.getElementById('root')!;
  // Read before i18next starts: its first languageChanged stores the language it starts in, which
  // would overwrite the reader's own choice with the prerendered page's (spec point 4: the stored
  // choice comes first).
  const stored = storedLanguage();
  const initial = readInitialTranslations();
  // The dashboard the phone kept (app/sw.ts): shown at once, then drawn afresh rather than hydrated.
  // Its data is from an earlier visit, and what the screen draws from the time ("as of 5 minutes
  // ago", today) would no longer match its HTML (React error 418).
  const kept = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.hasAttribute('data-kept') ?? false;
  if (initial && root.hasChildNodes() && !kept && (!stored || stored === initial.lng)) {
    // A dashboard the server rendered (for a first visit) holds the brand fonts back until the screen has loaded.
    if (document.documentElement.dataset.fonts === 'later') deferFontsOnFirstVisit();
    // A prerendered page in the reader's language: hydrate it. The page's own chunk first, so
    // hydration runs to the end in one go instead of suspending and leaving the page half-alive
    // while the reader already taps.
    await Promise.all([initClientI18n(initial.lng, initial), preloadPage(location.pathname)]);
    // A signed-in screen the server rendered (its shell names the role): hydrated without the data saved on the phone.
    if (document.documentElement.dataset.shell) holdSavedDataUntilHydrated();
    hydrateRoot(
      root,
      <StrictMode>
        <App>
          <AfterHydration run={markReady} />
        </App>
      </StrictMode>,
    );
    return;
  }
  // No prerendered page, or one in another language than the reader chose: render afresh in the
  // reader's language. Hydrating first and switching after would race React's hydration of the
  // page's Suspense boundary, which hydrates later than the shell (a mismatch, React error 418).
  // A signed-in screen's chunks load alongside the strings; a failure shows in the route's error boundary.
  const prerendered = Boolean(initial && root.hasChildNodes());
  if (!prerendered) deferFontsOnFirstVisit();
  const page = preloadPage(location.pathname).catch(() => undefined);
  const language = stored ?? detectLanguage();
  // A signed-in dashboard's shell carries the strings its first screen needs, in the language the
  // server chose, and announced the screen's chunks with the entry: render once they are in, not
  // once per chunk as each arrives (on a slow phone each render of the screen costs 100-200 ms).
  const dashboardShell = !prerendered && initial !== undefined;
  const shellStrings = (dashboardShell || kept) && initial?.lng === language ? initial : undefined;
  await Promise.all([initClientI18n(language, shellStrings), (prerendered || dashboardShell) && page]);
  // The kept screen is replaced in one commit by the same screen drawn from its data; the data saved
  // on the phone comes just after, as for a hydrated page (a Loading frame would flash in between).
  if (kept) holdSavedDataUntilHydrated();
  createRoot(root).render(
    <StrictMode>
      <App>
        <AfterHydration run={markReady} />
      </App>
    </StrictMode>,
  );
}

void start();
