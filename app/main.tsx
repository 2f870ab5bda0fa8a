import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { initClientI18n, type InitialTranslations } from './lib/i18n-client.ts';
import { changeLanguage, detectLanguage, storedLanguage } from './lib/language.ts';
import { App } from './app.tsx';
import { preloadPage } from './router.tsx';
import { AfterHydration } from './after-hydration.tsx';


/** Marks the page interactive (`<html data-ready>`), for people's tools and the browser tests. */
function markReady() {
  document.documentElement.dataset.ready = 'true';
}

async function start() {
  const root = document.getElementById('root')!;
  const inline = document.getElementById('initial-translations');
  const initial = inline ? (JSON.parse(inline.textContent ?? '{}') as InitialTranslations) : undefined;
  if (initial && root.hasChildNodes()) {
    // A prerendered page: hydrate in the language the server rendered; only then honour a
    // different stored choice, so the switch can never race the hydration.
    // The page's own chunk first, so hydration runs to the end in one go instead of suspending
    // and leaving the page half-alive while the reader already taps.
    await Promise.all([initClientI18n(initial.lng, initial), preloadPage(location.pathname)]);
    const switchToStored = () => {
      markReady();
      const stored = storedLanguage();
      if (stored && stored !== initial.lng) void changeLanguage(stored);
    };
    hydrateRoot(
      root,
      <StrictMode>
        <App>
          <AfterHydration run={switchToStored} />
        </App>
      </StrictMode>,
    );
    return;
  }
  await initClientI18n(detectLanguage());
  createRoot(root).render(
    <StrictMode>
      <App>
        <AfterHydration run={markReady} />
      </App>
    </StrictMode>,
  );
}

void start();
