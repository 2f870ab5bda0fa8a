import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { initClientI18n, type InitialTranslations } from './lib/i18n-client.ts';
import { changeLanguage, detectLanguage, storedLanguage } from './lib/language.ts';
import { App } from './app.tsx';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function start() {
  const root = document.getElementById('root')!;
  const inline = document.getElementById('initial-translations');
  const initial = inline ? (JSON.parse(inline.textContent ?? '{}') as InitialTranslations) : undefined;
  if (initial && root.hasChildNodes()) {
    // A prerendered page: hydrate in the language the server rendered, then honour a different stored choice.
    await initClientI18n(initial.lng, initial);
    hydrateRoot(root, app);
    const stored = storedLanguage();
    if (stored && stored !== initial.lng) void changeLanguage(stored);
    return;
  }
  await initClientI18n(detectLanguage());
  createRoot(root).render(app);
}

void start();
