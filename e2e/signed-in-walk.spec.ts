import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { accessibilityProblems } from './support/accessibility.ts';
import {
  ADMIN_TABS,
  guardConsole,
  load,
  navigateInApp,
  PORTAL_TABS,
  quiet,
  rawKeys,
  ROLES,
  screenOptions,
  sidewaysOverflow,
  signedInContext,
  trackRequests,
  walkTabs,
  walkTabsBackwards,
  watchForRawKeys,
} from './support/screens.ts';

/**
 * One walk per role, language and screen through every signed-in screen, every tab opened in turn
 * (one level inside another), looking at each view as a reader would:
 * - no translation key, at any moment of a load, not only at the end;
 * - no sideways scrolling; on the phone the tabs are then opened again from the last to the first,
 *   since what one tab leaves behind can widen the next;
 * - one main landmark, every control named, no serious or critical WCAG finding.
 * In English on the phone and in Arabic on the wide screen the service worker is on, and the walk
 * ends by loading every signed-in address afresh (the full load a returning reader gets, from the
 * service worker's shell), then three of them offline: still no key.
 *
 * An admin's dashboard holds every staff view (educator, materials, admin, and a student's portal,
 * walked as the student), so the educator's own dashboard is walked in two of the four settings.
 */
const SETTINGS = [
  { lng: 'en', width: 360 },
  { lng: 'en', width: 1280 },
  { lng: 'ar', width: 360 },
  { lng: 'ar', width: 1280 },
] as const;
/** The addresses a signed-in user may open directly (the reader's is found on the books tab). */
const ADDRESSES = ['/dashboard', ...PORTAL_TABS.map((tab) => `/dashboard?tab=${tab}`), '/design-studio', '/assets', '/assessment', '/auth'];
/** Screens other than the dashboard, opened from it as a link inside the app does. */
const TOOLS = ['/design-studio', '/assets', '/assessment'];
// Offline, the browser reports the requests it could not make.
const OFFLINE_ERRORS = [/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch/];

for (const user of ROLES) {
  for (const { lng, width } of SETTINGS) {
    const directLoads = (lng === 'en') === (width === 360);
    if (user.role === 'educator' && !directLoads) continue;
    test(`${user.role} in ${lng} at ${width} px: every signed-in screen and tab has its words, fits the screen and is accessible${directLoads ? ', loaded afresh and offline too' : ''}`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const staff = user.role !== 'student';
      const context = await signedInContext(browser, user, lng, {
        ...test.info().project.use,
        ...screenOptions(width),
        serviceWorkers: directLoads ? 'allow' : 'block',
      });
      await watchForRawKeys(context);
      const page = await context.newPage();
      const consoleErrors = guardConsole(page);
      trackRequests(page);
      const found: string[] = [];
      const keysAndWidth = async (where: string) => {
        found.push(...(await rawKeys(page)).map((key) => `${where}: ${key}`));
        const overflow = await sidewaysOverflow(page);
        if (overflow) found.push(`${where}: ${overflow}`);
      };
      const everything = async (where: string) => {
        await keysAndWidth(where);
        found.push(...(await accessibilityProblems(page, where)));
      };
      /** Every tab of the screen's first tab list, forwards with every check, then on the phone backwards. */
      const walkScreen = async (where: string, shallow: readonly string[] = []) => {
        const list = page.getByRole('tablist').first();
        if ((await list.count()) === 0) return everything(where);
        await walkTabs(page, list, where, everything, { shallow });
        if (width === 360) await walkTabsBackwards(page, list, where, keysAndWidth);
      };

      await load(page, '/dashboard');
      await expect(page.getByRole('tablist').first().getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
      // A staff member's look at a student's portal is the student's own portal, walked in the student's run.
      await walkScreen('/dashboard', staff ? [translation(lng, 'dashboard.shell.tabs.student')] : []);
      if (user.role === 'student') {
        await page.getByRole('tab', { name: translation(lng, 'dashboard.student.tabs.books') }).click();
        await page
          .getByRole('link', { name: translation(lng, 'dashboard.student.books.read') })
          .first()
          .click();
        await expect(page).toHaveURL(/\/dashboard\/read\//);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await quiet(page);
        await everything('the reader');
      }
      for (const path of TOOLS) {
        await navigateInApp(page, path);
        // Its chunk and strings arrive first (a loading message meanwhile): look once the page is there.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        await walkScreen(`in the app → ${path}`);
      }

      if (directLoads) {
        // From now on the service worker answers: every address loaded afresh.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await load(page, '/dashboard?tab=books');
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'the service worker controls the page').toBe(true);
        const reader = staff ? null : await page.locator('a[href^="/dashboard/read/"]').first().getAttribute('href', { timeout: 20_000 });
        const addresses = [...ADDRESSES, ...(user.role === 'admin' ? ADMIN_TABS.map((tab) => `/dashboard?tab=${tab}`) : []), ...(reader ? [reader] : [])];
        for (const path of addresses) {
          await load(page, path);
          await quiet(page);
          await keysAndWidth(`load ${path}`);
          if (staff && path === '/dashboard') await everyRoleTab(page, async (tab) => keysAndWidth(`load ${path} › ${tab}`));
        }
        // Offline: the shell and the strings kept on the phone; a screen that cannot load says so, in words.
        const errorsOnline = consoleErrors.length;
        await context.setOffline(true);
        for (const path of ['/dashboard', '/design-studio', '/assets']) {
          await load(page, path);
          await quiet(page);
          await keysAndWidth(`offline ${path}`);
        }
        await context.setOffline(false);
        consoleErrors.splice(
          errorsOnline,
          Infinity,
          ...consoleErrors.slice(errorsOnline).filter((error) => !OFFLINE_ERRORS.some((pattern) => pattern.test(error))),
        );
      }
      await context.close();
      expect(found).toEqual([]);
      expect(consoleErrors, 'console errors').toEqual([]);
    });
  }
}

/** Clicks each of the dashboard's role tabs (staff) and looks at what it opens. */
async function everyRoleTab(page: Page, look: (tab: string) => Promise<void>) {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await quiet(page);
    await look((await tabs.nth(i).textContent())?.trim() ?? String(i));
  }
}
