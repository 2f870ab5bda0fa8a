import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_DEMO_PASSWORD } from './settings.ts';

/**
 * A student's first screen on a phone, in English and Arabic. (Every tab of every
 * signed-in screen, checked with axe at both widths: e2e/signed-in-walk.spec.ts.)
 */
async function signedIn(browser: Browser, lng: string, width: number, user: { username: string; password: string }) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 }, locale: lng === 'ar' ? 'ar' : 'en-KE' });
  await context.addCookies([{ name: 'i18nextLng', value: lng, url: 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel(translation(lng, 'auth.fields.username')).fill(user.username);
  await page.getByLabel(translation(lng, 'auth.fields.password')).fill(user.password);
  await page.getByRole('button', { name: translation(lng, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, close: () => context.close() };
}

for (const lng of ['en', 'ar'] as const) {
  test(`a student's first screen on a 360 x 740 phone in ${lng}: one greeting, the next thing to do without scrolling, a tab bar that shows it scrolls`, async ({
    browser,
  }) => {
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
