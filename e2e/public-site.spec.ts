import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RAW_KEY, translation } from './locales.ts';
import { axeViolations } from './support/accessibility.ts';
import { fillContactForm } from './support/contact-form.ts';

const PAGES = [
  { path: '/', headline: (lng: string) => translation(lng, 'pages.home.hero.tagline') },
  { path: '/about', headline: (lng: string) => translation(lng, 'pages.about.identity.title').replace('{{name}}', 'Kato Theological Institute') },
  { path: '/academics', headline: (lng: string) => translation(lng, 'pages.academics.header.title') },
  { path: '/admissions', headline: (lng: string) => translation(lng, 'pages.admissions.title') },
  { path: '/contact', headline: (lng: string) => translation(lng, 'pages.contact.title') },
  { path: '/resources-faq', headline: (lng: string) => translation(lng, 'pages.resources_faq.title') },
  { path: '/canva-designs', headline: (lng: string) => translation(lng, 'pages.canva_designs.title') },
];

async function useLanguage(page: Page, lng: string) {
  await page.context().addCookies([{ name: 'i18nextLng', value: lng, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), lng);
}

for (const lng of ['en', 'ar'] as const) {
  test.describe(`in ${lng}`, () => {
    for (const { path, headline } of PAGES) {
      test(`${path} shows its headline content, no raw keys, no serious accessibility problems`, async ({ page }) => {
        await useLanguage(page, lng);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await expect(page.getByRole('main').getByText(headline(lng), { exact: false }).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const text = await page.locator('body').innerText();
        expect(text).not.toMatch(RAW_KEY);
        // After hydration the page is the same, still without keys.
        await page.waitForLoadState('networkidle');
        expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);

        const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

test.describe('navigation on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('highlights the current section; Home only on exactly /', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await page.goto('/');
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Academics' }).click();
    await expect(page).toHaveURL(/\/academics$/);
    await expect(nav.getByRole('link', { name: 'Academics' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Platform Access' })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('the mobile drawer', () => {
  for (const lng of ['en', 'ar'] as const) {
    test(`opens from the ${lng === 'ar' ? 'left' : 'right'} in ${lng}, at most 90% wide, and closes with Escape`, async ({ page }) => {
      await useLanguage(page, lng);
      await page.goto('/about');
      await page.getByRole('button', { name: translation(lng, 'nav.open_menu') }).click();
      const drawer = page.getByRole('dialog', { name: translation(lng, 'nav.menu') });
      await expect(drawer).toBeVisible();
      await page.waitForTimeout(300); // the slide-in animation
      const box = (await drawer.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.width).toBeLessThanOrEqual(viewport.width * 0.9 + 1);
      if (lng === 'ar') expect(box.x).toBeLessThan(1);
      else expect(Math.abs(box.x + box.width - viewport.width)).toBeLessThan(1);
      await expect(drawer.getByRole('link', { name: translation(lng, 'nav.about') })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: translation(lng, 'nav.open_menu') }).click();
      await drawer.getByRole('link', { name: translation(lng, 'nav.contact') }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(drawer).toBeHidden();
    });
  }
});

test('the home language picker disables the clicked button for about 300 ms and switches the language', async ({ page }) => {
  await page.goto('/');
  const french = page.getByRole('button', { name: /Français/ });
  // Timed from before the click: a slow poll for "disabled" cannot shorten the window measured.
  const started = Date.now();
  await french.click();
  await expect(french).toBeDisabled();
  await expect(french).toBeEnabled();
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(french).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(translation('fr', 'pages.home.hero.tagline'))).toBeVisible();
});

test('the FAQ accordion keeps one item open and works from the keyboard', async ({ page }) => {
  await page.goto('/resources-faq');
  const duration = page.getByRole('button', { name: translation('en', 'pages.resources_faq.faq.items.program_duration.question') });
  const fees = page.getByRole('button', { name: translation('en', 'pages.resources_faq.faq.items.cost_fees.question') });
  await duration.click();
  await expect(duration).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/24/).first()).toBeVisible();
  await fees.focus();
  await page.keyboard.press('Enter');
  await expect(fees).toHaveAttribute('aria-expanded', 'true');
  await expect(duration).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(/\$1,200/)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(fees).toHaveAttribute('aria-expanded', 'false');
});

test("the FAQ's technical support links write to the support address, not to admissions", async ({ page }) => {
  await page.goto('/resources-faq');
  const support = page.getByRole('link', { name: 'Write to support@katoinstitute.ac.ke' });
  await expect(support).toHaveAttribute('href', /^mailto:support@katoinstitute\.ac\.ke\?subject=Technical%20support%20request/);
  await expect(page.locator('a[href^="mailto:admissions@"]').filter({ hasText: /support/i })).toHaveCount(0);
});

// The install offer is live where the browser makes one (Chrome on Android fires beforeinstallprompt).
test("the home page offers to install the app when the browser does, and opens the browser's own dialog", async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('button', { name: translation('en', 'pages.home.status.app_install') });
  await expect(page.getByText(translation('en', 'pages.home.status.app_install_manual'))).toBeVisible();
  await expect(install).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  // The browser's offer, as Chrome makes it: an event whose prompt() opens its dialog.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => void document.documentElement.setAttribute('data-install-dialog', 'opened'),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    dispatchEvent(offer);
  });
  await expect(page.getByText(translation('en', 'pages.home.status.app_install_manual'))).toBeHidden();
  await install.click();
  await expect(page.locator('html')).toHaveAttribute('data-install-dialog', 'opened');
  await expect(page.getByText(translation('en', 'pages.home.status.app_installed'))).toBeVisible();
  await expect(install).toBeHidden();
});

// The contact page has no React until the form is used; what was typed and sent before it came is kept.
test("a message typed and sent before the contact form's code has arrived is sent once it has", async ({ page }) => {
  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/contact-form-*.js', async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/contact');
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  // Nothing has gone yet, and the page did not submit itself the old way (a reload with the fields in its address).
  expect(new URL(page.url()).search).toBe('');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  release();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Pastor Daniel Ouma', department: 'academic', subject: 'Course books offline' });
  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
});
