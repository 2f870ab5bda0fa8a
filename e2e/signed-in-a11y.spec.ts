import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_DEMO_PASSWORD } from './settings.ts';
import { axeViolations } from './support/axe.ts';

/**
 * Issue 16, item 3: every tab of every signed-in screen, in English and Arabic, on a 360 px phone
 * and a 1280 px screen, has no serious or critical axe violation (WCAG 2.2 A/AA) and does not
 * scroll sideways. Tabs are found on the page, not listed here, so a new tab is covered when it
 * is added. The material reader is checked as a student opens it.
 */
const WIDTHS = [360, 1280] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function signedIn(browser: Browser, lng: string, width: number, user: { username: string; password: string; admin?: boolean }) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 }, locale: lng === 'ar' ? 'ar' : 'en-KE' });
  await context.addCookies([{ name: 'i18nextLng', value: lng, url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel(translation(lng, 'auth.fields.username')).fill(user.username);
  await page.getByLabel(translation(lng, 'auth.fields.password')).fill(user.password);
  await page.getByRole('button', { name: translation(lng, 'auth.login.submit') }).click();
  if (user.admin) await page.getByRole('button', { name: translation(lng, 'auth.role_selection.as_admin') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, close: () => context.close() };
}

/** Waits for the screen's requests to settle and its loading messages to go. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
}

/** What is wrong on the screen as it is now: serious and critical axe findings, and sideways scrolling. */
async function problems(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const found: string[] = [];
  for (const violation of await axeViolations(page, AXE_TAGS)) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    found.push(`${where}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
  }
  // The page's width without a scroll bar (clientWidth): innerWidth counts the bar, and let a page 16 px too wide pass.
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  if (scrollWidth > clientWidth) found.push(`${where}: scrolls sideways by ${scrollWidth - clientWidth} px`);
  return found;
}

/** Opens every tab of every tab list on the screen, one level inside another, and checks each view. */
async function everyTab(page: Page, screen: string, { tabs = true, shallow = [] as string[] } = {}): Promise<string[]> {
  const found: string[] = [];
  const outer = page.getByRole('tablist').first();
  // The dashboard always has tabs: wait for them before listing. A design tool without its service set up has none.
  if (tabs) await expect(outer.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
  else await settle(page);
  const outerTabs = await outer.getByRole('tab').allTextContents();
  if (outerTabs.length === 0) return problems(page, screen);
  const outerLabel = await outer.getAttribute('aria-label');
  for (const [i, outerName] of outerTabs.entries()) {
    await outer.getByRole('tab').nth(i).click();
    await settle(page);
    const inner = page.locator(`[role="tabpanel"] [role="tablist"]:not([aria-label="${outerLabel}"])`);
    // A view whose inner tabs another run covers (a staff member's look at a student's portal) is checked as it opens.
    const innerCount = !shallow.includes(outerName) && (await inner.count()) > 0 ? await inner.first().getByRole('tab').count() : 0;
    if (innerCount === 0) {
      found.push(...(await problems(page, `${screen} › ${outerName}`)));
      continue;
    }
    for (let j = 0; j < innerCount; j++) {
      const tab = inner.first().getByRole('tab').nth(j);
      const innerName = await tab.textContent();
      await tab.click();
      found.push(...(await problems(page, `${screen} › ${outerName} › ${innerName}`)));
    }
  }
  return found;
}

for (const lng of ['en', 'ar'] as const) {
  for (const width of WIDTHS) {
    test(`signed-in screens in ${lng} at ${width} px: no serious axe finding, no sideways scrolling`, async ({ browser }) => {
      test.setTimeout(240_000);
      const found: string[] = [];

      const student = await signedIn(browser, lng, width, { username: 'grace.wanjiru', password: E2E_DEMO_PASSWORD });
      found.push(...(await everyTab(student.page, 'student')));
      // The reader (/dashboard/read/:id), opened from the first course book, is a screen of its own.
      await student.page.getByRole('tab', { name: translation(lng, 'dashboard.student.tabs.books') }).click();
      await student.page.getByRole('link', { name: translation(lng, 'dashboard.student.books.read') }).first().click();
      await expect(student.page).toHaveURL(/\/dashboard\/read\//);
      await expect(student.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      found.push(...(await problems(student.page, 'student › reader')));
      await student.close();

      // An admin's dashboard holds every staff view (educator, materials, admin, a student's portal).
      const admin = await signedIn(browser, lng, width, { ...E2E_ADMIN, admin: true });
      found.push(...(await everyTab(admin.page, 'admin', { shallow: [translation(lng, 'dashboard.shell.tabs.student')] })));
      for (const path of ['/assets', '/design-studio']) {
        await admin.page.goto(path);
        found.push(...(await everyTab(admin.page, path, { tabs: false })));
      }
      await admin.close();

      expect(found).toEqual([]);
    });
  }
}

for (const lng of ['en', 'ar'] as const) {
  test(`a student's first screen on a 360 x 740 phone in ${lng}: one greeting, the next thing to do without scrolling, a tab bar that shows it scrolls`, async ({ browser }) => {
    const { page, close } = await signedIn(browser, lng, 360, { username: 'emmanuel.okafor', password: E2E_DEMO_PASSWORD });
    const greeting = translation(lng, 'dashboard.student.welcome').replace('{{name}}', 'Emmanuel Okafor');
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
    await expect(page.getByRole('heading', { name: translation(lng, 'dashboard.welcome').replace('{{name}}', 'Emmanuel Okafor') })).toHaveCount(0);

    const next = page.getByRole('region', { name: translation(lng, 'dashboard.student.next_up.title') });
    await expect(next).toBeVisible();
    const box = (await next.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The tabs do not fit: the bar says so, and the tab opened at its far end is scrolled into view.
    const bar = page.getByRole('tablist', { name: translation(lng, 'dashboard.student.tabs.label') });
    await expect(page.locator('[data-scrolls]').filter({ has: bar })).toHaveCount(1);
    const last = bar.getByRole('tab').last();
    await last.focus();
    await last.press('Enter');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });

    // The next thing to do opens its tab.
    await bar.getByRole('tab').first().click();
    await next.getByRole('button').click();
    await expect(bar.getByRole('tab', { selected: true })).not.toHaveText(translation(lng, 'dashboard.student.tabs.overview'));
    await close();
  });
}
