import { expect, test } from './fixtures.ts';
import { RAW_KEY, translation } from './locales.ts';

test('switching to Arabic turns the page right-to-left and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('i18nextLng'), localStorage.getItem('app-direction')])).toEqual(['ar', 'rtl']);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('sw');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
});

test('a public page carries only its own strings, and the sign-in screen still opens fully translated from it', async ({ page }) => {
  await page.context().addCookies([{ name: 'i18nextLng', value: 'fr', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  // The signed-in screens' strings are not in the page: they come when one of those screens opens.
  expect(html).toContain(translation('fr', 'pages.home.hero.tagline'));
  expect(html).not.toContain(JSON.stringify(translation('fr', 'auth.login.submit')));

  const strings = page.waitForResponse((r) => r.url().endsWith('/locales/fr/common.json'));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: translation('fr', 'nav.platform_access') })
    .click();
  expect((await strings).status()).toBe(200);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: translation('fr', 'auth.login.submit') })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
});

test('a language chosen before wins over the language a prerendered page was sent in', async ({ page }) => {
  // An English page (no cookie, an English browser) for a reader whose phone remembers Arabic.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('i18nextLng', 'ar');
      sessionStorage.setItem('seeded', '1');
    }
  });
  // Without a cookie the server sends the page in English; the page then asks again in Arabic.
  expect(await (await page.request.get('/')).text()).toContain('<html lang="en" dir="ltr">');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: translation('ar', 'nav.home'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
});

test('each prerendered page describes itself in its own language', async ({ page }) => {
  await page.context().addCookies([{ name: 'i18nextLng', value: 'sw', url: test.info().project.use.baseURL! }]);
  await page.goto('/about');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', translation('sw', 'common.meta_description'));
});

test('a stored language value that is not a language tag is ignored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', '<script>alert(1)</script>'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'About' })).toBeVisible();
});

test.describe('unknown routes', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('show the translated not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/pages\./);
  });
});
