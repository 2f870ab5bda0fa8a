import type { Page } from '@playwright/test';
import { expect, toast } from '../fixtures.ts';
import { E2E_DESIGN_ORIGIN, E2E_FAKE_CANVA_ORIGIN } from '../settings.ts';

// Helpers for specs on the design server (E2E_DESIGN_ORIGIN), whose Canva is the fake started by
// design-services-server.ts. Its connection is one for the whole institute and outlives a spec:
// a spec that needs a known state sets it with these.

export type WindowOpenCall = { url: string; target: string; features: string };

/**
 * Records the page's window.open calls from now until it navigates, still opening the windows.
 * Returns a reader of the calls so far.
 */
export async function recordWindowOpens(page: Page): Promise<() => Promise<WindowOpenCall[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __windowOpenCalls?: WindowOpenCall[] };
    if (w.__windowOpenCalls) return;
    const calls: WindowOpenCall[] = [];
    w.__windowOpenCalls = calls;
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url ?? ''), target: target ?? '', features: features ?? '' });
      return open(url, target, features);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __windowOpenCalls: WindowOpenCall[] }).__windowOpenCalls);
}

/**
 * The institute's access is revoked in Canva; the app finds out on its next call to Canva (its
 * refresh is refused) and drops the stored connection. Needs a signed-in page; answers at once when
 * nothing was connected.
 */
export async function disconnectCanva(page: Page) {
  const revoked = await page.request.post(`${E2E_FAKE_CANVA_ORIGIN}/__fake/revoke-all`);
  expect(revoked.status()).toBe(204);
  const call = await page.request.get(`${E2E_DESIGN_ORIGIN}/api/canva/designs`);
  expect(call.status(), await call.text()).toBe(409);
}

/**
 * Connects Canva as an admin does, from /design-studio showing "Not connected": Connect opens a
 * 600 x 700 pop-up at Canva's authorize URL; Canva (the fake approves at once) redirects to the
 * app's callback page, which posts the outcome to its opener and closes; the studio then says so.
 */
export async function connectCanva(page: Page) {
  await expect(page.getByRole('heading', { name: 'Not connected to Canva' })).toBeVisible();
  const windowOpens = await recordWindowOpens(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect to Canva' }).click();
  const popup = await popupPromise;

  const opened = (await windowOpens()).at(-1)!;
  const authorize = new URL(opened.url);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${E2E_FAKE_CANVA_ORIGIN}/api/oauth/authorize`);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${E2E_DESIGN_ORIGIN}/api/canva/auth/callback`);
  expect(authorize.searchParams.get('code_challenge_method')).toMatch(/^s256$/i);
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(opened.target).toBe('canva-auth');
  expect(opened.features.split(',')).toEqual(expect.arrayContaining(['width=600', 'height=700']));

  await expect.poll(() => popup.isClosed(), { message: 'the callback page closes the pop-up', timeout: 15_000 }).toBe(true);
  await expect(toast(page, 'Connected to Canva')).toContainText('Your Canva account is connected.');
  await expect(page.getByRole('main').getByText('Connected to Canva', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect to Canva' })).toBeHidden();
}
