import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ADMIN_TABS, guardConsole, load, PORTAL_TABS, navigateInApp, quiet, rawKeys, ROLES, screenOptions, signedInContext, trackRequests, watchForRawKeys } from './support/screens.ts';

/**
 * Issue 35, item 4: no screen ever shows a translation key. A screen whose strings are not in yet
 * shows nothing, or its loading state, until they are: on a full load (from the server, and from
 * the service worker's shell, which carries only the dashboard's strings), after a move inside the
 * app, and offline. Every signed-in address, for each role, in English and Arabic; any key seen at
 * any moment of a load counts, not only one left on the screen at the end.
 */
// Offline, the browser reports the requests it could not make.
const OFFLINE_ERRORS = [/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/];

/** The addresses a signed-in user may open directly (the reader's is found on the books tab). */
const ADDRESSES = ['/dashboard', ...PORTAL_TABS.map((tab) => `/dashboard?tab=${tab}`), '/design-studio', '/assets', '/assessment', '/auth'];

/** The keys the screen has shown since the last look, after clicking each of the dashboard's role tabs (staff). */
async function lookAt(page: Page, where: string, staffTabs: boolean): Promise<string[]> {
  await quiet(page);
  const found = (await rawKeys(page)).map((key) => `${where}: ${key}`);
  if (!staffTabs) return found;
  const roleTabs = page.getByRole('tablist').first().getByRole('tab');
  for (let i = 0; i < (await roleTabs.count()); i++) {
    await roleTabs.nth(i).click();
    await quiet(page);
    found.push(...(await rawKeys(page)).map((key) => `${where} › role tab ${i + 1}: ${key}`));
  }
  return found;
}

for (const user of ROLES) {
  for (const lng of ['en', 'ar'] as const) {
    test(`${user.role} in ${lng}: no translation key on any signed-in screen, loaded directly, opened in the app or offline`, async ({ browser }) => {
      test.setTimeout(150_000);
      const staff = user.role !== 'student';
      // The service worker answers every signed-in address with its shell once it has installed: the
      // full load a returning reader gets. (It is blocked in most specs.)
      const context = await signedInContext(browser, user, lng, { ...test.info().project.use, ...screenOptions(lng === 'en' ? 360 : 1280), serviceWorkers: 'allow' });
      await watchForRawKeys(context);
      const page = await context.newPage();
      const consoleErrors = guardConsole(page, OFFLINE_ERRORS);
      trackRequests(page);
      const found: string[] = [];
      const goto = (path: string) => load(page, path);

      // The first visit: the dashboard as the server renders it, its strings partly inline; then
      // every other screen opened from it inside the app.
      await goto('/dashboard');
      found.push(...(await lookAt(page, 'first load /dashboard', staff)));
      for (const path of ['/design-studio', '/assets', '/assessment', '/dashboard?tab=books', '/auth']) {
        await navigateInApp(page, path);
        found.push(...(await lookAt(page, `in the app → ${path}`, false)));
      }

      // From now on the service worker answers: every address loaded afresh.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await goto('/dashboard?tab=books');
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the service worker controls the page').toBe(true);
      // The reader, opened from a student's own books (staff see a student's portal, not their own books).
      const reader = staff ? null : await page.locator('a[href^="/dashboard/read/"]').first().getAttribute('href', { timeout: 20_000 });
      const addresses = [...ADDRESSES, ...(user.role === 'admin' ? ADMIN_TABS.map((tab) => `/dashboard?tab=${tab}`) : []), ...(reader ? [reader] : [])];
      for (const path of addresses) {
        await goto(path);
        found.push(...(await lookAt(page, `load ${path}`, staff && path === '/dashboard')));
      }

      // Offline: the shell and the strings kept on the phone; a screen that cannot load says so, in words.
      await context.setOffline(true);
      for (const path of ['/dashboard', '/design-studio', '/assets']) {
        await goto(path);
        found.push(...(await lookAt(page, `offline ${path}`, false)));
      }
      await context.setOffline(false);
      await context.close();
      expect(found).toEqual([]);
      expect(consoleErrors, 'console errors').toEqual([]);
    });
  }
}
