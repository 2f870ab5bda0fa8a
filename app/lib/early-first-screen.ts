import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/constants/routes.ts';

/** How long the early answer stands in for the queries: the first moments of the page, not its whole life. */
const EARLY_ANSWER_MS = 15_000;

/** A page the server rendered: its answer, and when the phone kept it if it is the copy the service worker keeps (app/sw.ts). */
export interface RenderedFirstScreen {
  screen: FirstScreen;
  keptAt?: number;
}

let early:
  | { answer: Promise<FirstScreen | null>; startedAt: number; userTaken: boolean; screenTaken: boolean; rendered?: RenderedFirstScreen }
  | undefined;
/** Bumped when the session changes (sign-in, sign-out): an answer asked for before belongs to someone else. */
let generation = 0;

/** The answer the server rendered this page with, if it did: read once, as the page starts. */
function renderedFirstScreen(): RenderedFirstScreen | undefined {
  const element = document.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const keptAt = Number(element.dataset.kept);
    return { screen: JSON.parse(element.textContent) as FirstScreen, keptAt: keptAt > 0 ? keptAt : undefined };
  } catch {
    return undefined;
  }
}

/**
 * GET /api/me/first-screen as the page starts (the dashboard's shell has already asked for it with
 * a preload, scripts/prerender.ts): the user, so that the role's screen is fetched before the
 * signed-in gate's code has arrived, and what that screen shows first, so that it needs no request
 * of its own (issue 16, item 2). Null when nobody is signed in. A page the server rendered carries
 * the answer it was rendered with: then nothing is asked for.
 */
export function fetchFirstScreen(): Promise<FirstScreen | null> {
  const rendered = early ? undefined : renderedFirstScreen();
  early ??= {
    rendered,
    answer: rendered ? Promise.resolve(rendered.screen) : fetch('/api/me/first-screen', { credentials: 'include' }).then((response) => {
      if (response.status === 401) return null;
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<FirstScreen>;
    }),
    startedAt: Date.now(),
    userTaken: false,
    screenTaken: false,
  };
  return early.answer;
}

export const fetchEarlyUser = (): Promise<CurrentUser | null> => fetchFirstScreen().then((screen) => screen?.user ?? null);

/** The early answer for one taker, once, while it is fresh; null if the session changes before it arrives. */
function take(part: 'userTaken' | 'screenTaken'): Promise<FirstScreen | null> | undefined {
  if (!early || early[part] || Date.now() - early.startedAt > EARLY_ANSWER_MS) return undefined;
  early[part] = true;
  const asked = generation;
  return early.answer.then((screen) => (asked === generation ? screen : null));
}

/**
 * The answer a page the server rendered carries, once, at once: the signed-in gate seeds the
 * queries with it before its first render, which then shows what the page's HTML shows.
 */
export function takeRenderedFirstScreen(): RenderedFirstScreen | undefined {
  if (!early?.rendered || early.screenTaken) return undefined;
  early.screenTaken = true;
  early.userTaken = true;
  return early.rendered;
}

/** The early answer's user, once: the gate's first current-user query takes it instead of asking again. */
export const takeEarlyUser = (): Promise<CurrentUser | null> | undefined => take('userTaken')?.then((screen) => screen?.user ?? null);

/** The early answer, once: the signed-in gate puts its parts into the query cache. */
export const takeFirstScreen = (): Promise<FirstScreen | null> | undefined => take('screenTaken');

/** A sign-in or sign-out: an early answer, arrived or not, is no longer this session's. */
export function forgetEarlyAnswer() {
  early = undefined;
  generation += 1;
}
