import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { FirstScreen } from '#shared/schemas/first-screen.ts';

let early: Promise<FirstScreen | null> | undefined;
let userTaken = false;
let screenTaken = false;

/**
 * GET /api/me/first-screen as the page starts (the signed-in screens' shell has already asked for
 * it with a preload, scripts/prerender.ts): the user, so that the role's screen is fetched before
 * the signed-in gate's code has arrived, and what that screen shows first, so that it needs no
 * request of its own (issue 16, item 2). Null when nobody is signed in.
 */
export function fetchFirstScreen(): Promise<FirstScreen | null> {
  early ??= fetch('/api/me/first-screen', { credentials: 'include' }).then((response) => {
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return response.json() as Promise<FirstScreen>;
  });
  return early;
}

export const fetchEarlyUser = (): Promise<CurrentUser | null> => fetchFirstScreen().then((screen) => screen?.user ?? null);

/** The early answer's user, once: the gate's first current-user query takes it instead of asking again. */
export function takeEarlyUser(): Promise<CurrentUser | null> | undefined {
  if (!early || userTaken) return undefined;
  userTaken = true;
  return fetchEarlyUser();
}

/** The early answer, once: the signed-in gate puts its parts into the query cache. */
export function takeFirstScreen(): Promise<FirstScreen | null> | undefined {
  if (!early || screenTaken) return undefined;
  screenTaken = true;
  return early;
}
