/**
 * A screen the server rendered is hydrated from what it was rendered with, nothing else: a part
 * drawn from data saved on the phone (a count, a list the first screen does not carry) would
 * differ from the server's HTML, and React would throw the page away and draw it again (error
 * 418). Work that would change what the first render shows waits here until hydration has
 * committed (app/main.tsx). Its own module: the entry imports it, and it must stay tiny.
 */
let holding = false;
const waiting: (() => void)[] = [];

export function holdUntilHydrated() {
  holding = true;
}

/** True while a server-rendered screen is being hydrated. */
export const hydrating = () => holding;

/** Runs `work` once hydration has committed (at once if nothing is being hydrated). */
export function afterHydration(work: () => void) {
  if (holding) waiting.push(work);
  else work();
}

export function hydrated() {
  holding = false;
  waiting.splice(0).forEach((work) => work());
}
