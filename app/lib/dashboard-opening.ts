import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '#shared/constants/routes.ts';

/**
 * The dashboard's opening: the answer of GET /api/me/first-screen, which names the signed-in user
 * and carries the data the dashboard opens on, asked for once as the page starts (or read from the
 * page the server rendered with it) and handed once to each of its takers while it is fresh.
 */

/** How long the opening answer stands in for the queries: the first moments of the page, not its whole life. */
const OPENING_ANSWER_MS = 15_000;

/** A page the server rendered: its answer, and when the phone kept it if it is the copy the service worker keeps (app/sw.ts). */
export interface RenderedOpening {
  screen: FirstScreen;
  keptAt?: number;
}

let opening: { answer: Promise<FirstScreen | null>; startedAt: number; userTaken: boolean; screenTaken: boolean; rendered?: RenderedOpening } | undefined;
/** Bumped when the session changes (sign-in, sign-out): an answer asked for before belongs to someone else. */
let generation = 0;

/** The answer the server rendered this page with, if it did: read once, as the page starts. */
function renderedOpening(): RenderedOpening | undefined {
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
 * of its own. Null when nobody is signed in. A page the server rendered carries
 * the answer it was rendered with: then nothing is asked for.
 */
export function fetchDashboardOpening(): Promise<FirstScreen | null> {
  const rendered = opening ? undefined : renderedOpening();
  opening ??= {
    rendered,
    answer: rendered
      ? Promise.resolve(rendered.screen)
      : fetch('/api/me/first-screen', { credentials: 'include' }).then((response) => {
          if (response.status === 401) return null;
          if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
          return response.json() as Promise<FirstScreen>;
        }),
    startedAt: Date.now(),
    userTaken: false,
    screenTaken: false,
  };
  return opening.answer;
}

export const fetchOpeningUser = (): Promise<CurrentUser | null> => fetchDashboardOpening().then((screen) => screen?.user ?? null);

/** The opening answer for one taker, once, while it is fresh; null if the session changes before it arrives. */
function take(part: 'userTaken' | 'screenTaken'): Promise<FirstScreen | null> | undefined {
  if (!opening || opening[part] || Date.now() - opening.startedAt > OPENING_ANSWER_MS) return undefined;
  opening[part] = true;
  const asked = generation;
  return opening.answer.then((screen) => (asked === generation ? screen : null));
}

/**
 * The answer a page the server rendered carries, once, at once: the signed-in gate seeds the
 * queries with it before its first render, which then shows what the page's HTML shows.
 */
export function takeRenderedOpening(): RenderedOpening | undefined {
  if (!opening?.rendered || opening.screenTaken) return undefined;
  opening.screenTaken = true;
  opening.userTaken = true;
  return opening.rendered;
}

/** The opening answer's user, once: the gate's first current-user query takes it instead of asking again. */
export const takeOpeningUser = (): Promise<CurrentUser | null> | undefined => take('userTaken')?.then((screen) => screen?.user ?? null);

/** The opening answer, once: the signed-in gate puts its parts into the query cache. */
export const takeDashboardOpening = (): Promise<FirstScreen | null> | undefined => take('screenTaken');

/** A sign-in or sign-out: an opening answer, arrived or not, is no longer this session's. */
export function forgetDashboardOpening() {
  opening = undefined;
  generation += 1;
}
