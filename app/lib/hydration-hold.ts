/**
 * A screen the server rendered is hydrated from what it was rendered with, nothing else: a part
 * drawn from data saved on the phone (the bell's unread count, a list the first screen does not
 * carry) would differ from the server's HTML, and React would throw the page away and draw it
 * again (error 418). app/main.tsx holds the saved data back when it hydrates such a page; the
 * signed-in screens' server state (app/lib/server-state.tsx) takes the hold and restores the
 * data once its own part of the page has hydrated. Its own module: the entry imports it.
 */
let held = false;

export function holdSavedDataUntilHydrated() {
  held = true;
}

/** True once, for the first taker, when the page being hydrated holds its saved data back. */
export function takeSavedDataHold(): boolean {
  const wasHeld = held;
  held = false;
  return wasHeld;
}
