import { useSyncExternalStore } from 'react';

/** Spec point 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A link to follow from the toast, such as the page a new tab should have opened (a blocked pop-up leaves this way). */
  link?: { label: string; href: string };
  /** A button that does something here, such as reloading into a new version of the app. */
  action?: { label: string; onClick: () => void };
  /** Stays until the reader acts on it or closes it, instead of the usual 5 seconds. */
  persistent?: boolean;
  open: boolean;
}

let toasts: ToastData[] = [];
const NO_TOASTS: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
