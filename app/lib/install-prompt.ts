/**
 * The browser's offer to install the app: Chrome on Android fires
 * `beforeinstallprompt` once the page has a manifest and a service worker; the home page keeps
 * the event and shows its install button, which opens the browser's own dialog. Free of
 * libraries: the public pages' script (app/public-page.ts) and the React app both use it.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** installable: the browser offers it now; installed: opened as the app; manual: the browser's menu is the way. */
export type InstallState = 'installable' | 'installed' | 'manual';

let offer: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function installState(): InstallState {
  if (installed || matchMedia('(display-mode: standalone)').matches) return 'installed';
  return offer ? 'installable' : 'manual';
}

/** Calls `listener` whenever the state changes; returns the call that stops it. */
export function onInstallStateChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Keeps the browser's offer instead of letting it show its own banner at a moment of its choosing. Call once, early. */
export function watchInstallOffer() {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    notify();
  });
  addEventListener('appinstalled', () => {
    installed = true;
    offer = null;
    notify();
  });
}

/** Opens the browser's install dialog; an offer can be used once. */
export async function promptInstall() {
  const current = offer;
  if (!current) return;
  offer = null;
  await current.prompt();
  if ((await current.userChoice).outcome === 'accepted') installed = true;
  notify();
}
