import { whenNetworkQuiet } from './when-network-quiet.ts';

const FONTS_SEEN_KEY = 'kti-fonts-seen';

/**
 * On a phone's first visit to a signed-in screen, its text shows in the phone's own fonts until the
 * screen has loaded; the brand's fonts (about 73 KB) follow and are cached for later visits. Sent
 * with the screen's code and data, they took a third of a 400 kbps connection's time to first
 * content. `html[data-fonts='later']` in styles.css holds them back.
 */
export function deferFontsOnFirstVisit() {
  const root = document.documentElement;
  let seen: boolean;
  try {
    seen = Boolean(localStorage.getItem(FONTS_SEEN_KEY));
  } catch {
    seen = true;
  }
  // A page the server rendered holds them back before anything can ask (server/modules/dashboard-opening/page.ts).
  if (seen) {
    delete root.dataset.fonts;
    return;
  }
  root.dataset.fonts = 'later';
  whenNetworkQuiet(() => {
    delete root.dataset.fonts;
    try {
      localStorage.setItem(FONTS_SEEN_KEY, '1');
    } catch {
      // Private mode: the next visit defers them again.
    }
  });
}
