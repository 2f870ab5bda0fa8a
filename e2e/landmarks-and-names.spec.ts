import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_DEMO_PASSWORD } from './settings.ts';
import { axeRuleViolations, landmarkProblems, NAME_RULES, unnamedInAccessibilityTree } from './support/accessibility.ts';

/**
 * Every screen has exactly one main landmark (the one the skip link goes to),
 * and no button or link without an accessible name, in English and Arabic, on a 360 px phone and
 * a 1280 px screen. Names are checked twice: by axe's rules and in Chromium's own accessibility
 * tree, which is what a screen reader is given. Here the pages anyone can open, a waiting educator's
 * screen and the role choice; every signed-in tab: e2e/signed-in-walk.spec.ts.
 */
const WIDTHS = [360, 1280] as const;

/** Signs in through the form in the page's language; an admin continues as the given role. */
async function signIn(page: Page, lng: string, username: string, password: string, role?: 'student' | 'educator' | 'admin') {
  await page.goto('/auth');
  await page.getByLabel(translation(lng, 'auth.fields.username')).fill(username);
  await page.getByLabel(translation(lng, 'auth.fields.password')).fill(password);
  await page.getByRole('button', { name: translation(lng, 'auth.login.submit') }).click();
  if (role) await page.getByRole('button', { name: translation(lng, `auth.role_selection.as_${role}`) }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Waits for the screen's requests to settle and its loading messages to go. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(150);
}

/** Buttons and links (and tabs, menu items) a screen reader would announce without a name: axe's rules and Chromium's tree. */
async function unnamedControls(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const violation of await axeRuleViolations(page, NAME_RULES)) {
    found.push(`${where}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  }
  return [...found, ...(await unnamedInAccessibilityTree(page, where))];
}

/** Everything this spec checks on the screen as it is now. */
async function problems(page: Page, where: string): Promise<string[]> {
  await settle(page);
  return [...(await landmarkProblems(page, where)), ...(await unnamedControls(page, where))];
}

for (const lng of ['en', 'ar'] as const) {
  for (const width of WIDTHS) {
    test.describe(`${lng} at ${width} px`, () => {
      test.use({
        viewport: { width, height: width === 360 ? 740 : 900 },
        isMobile: width === 360,
        hasTouch: width === 360,
        deviceScaleFactor: 1,
        locale: lng === 'ar' ? 'ar' : 'en-KE',
      });
      test.beforeEach(async ({ context }) => {
        await context.addCookies([{ name: 'i18nextLng', value: lng, url: 'http://127.0.0.1' }]);
      });

      test('a public page, the design showcase, the assessment page and the sign-in page: one main, every control named', async ({ page }) => {
        const found: string[] = [];
        for (const path of ['/', '/canva-designs', '/assessment', '/auth']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          found.push(...(await problems(page, path)));
        }
        expect(found).toEqual([]);
      });

      test.describe('the page for an unknown address', () => {
        test.use({ allowedConsoleErrors: [/the server responded with a status of 404/] });
        test('one main, every control named', async ({ page }) => {
          await page.goto('/no-such-page');
          await expect(page.getByRole('heading', { level: 1, name: translation(lng, 'pages.not_found.title') })).toBeVisible();
          expect(await problems(page, '/no-such-page')).toEqual([]);
        });
      });

      test('an educator still waiting for approval: one main, every control named', async ({ page }) => {
        await signIn(page, lng, 'daniel.kiprop', E2E_DEMO_PASSWORD);
        await expect(page.getByRole('button', { name: translation(lng, 'auth.staff_access.sign_out') })).toBeVisible();
        expect(await problems(page, 'waiting educator')).toEqual([]);
      });
    });
  }
}

/** Each role's continue button opens that role's own screen of the dashboard. */
test.describe('a privileged account chooses its role', () => {
  const adminPortal = (page: Page) => page.getByRole('heading', { name: translation('en', 'dashboard.admin.title') });
  const educatorDashboard = (page: Page) => page.getByRole('heading', { name: translation('en', 'dashboard.educator.title') });
  const tabs = (page: Page) => page.getByRole('tablist', { name: translation('en', 'dashboard.shell.tabs_label') });

  test('"Continue as Admin" opens the admin portal, also when the dashboard is opened afresh', async ({ page }) => {
    await signIn(page, 'en', E2E_ADMIN.username, E2E_ADMIN.password, 'admin');
    await expect(tabs(page).getByRole('tab', { name: translation('en', 'dashboard.shell.tabs.admin') })).toHaveAttribute('aria-selected', 'true');
    await expect(adminPortal(page)).toBeVisible();
    await expect(educatorDashboard(page)).toHaveCount(0);

    // The server renders a signed-in dashboard's first screen into the page: the admin's is the portal too.
    await page.goto('/dashboard');
    await expect(tabs(page).getByRole('tab', { name: translation('en', 'dashboard.shell.tabs.admin') })).toHaveAttribute('aria-selected', 'true');
    await expect(adminPortal(page)).toBeVisible();
    await expect(educatorDashboard(page)).toHaveCount(0);
  });

  test('"Continue as Educator" opens the educator\'s dashboard', async ({ page }) => {
    await signIn(page, 'en', E2E_ADMIN.username, E2E_ADMIN.password, 'educator');
    await expect(tabs(page).getByRole('tab', { name: translation('en', 'dashboard.shell.tabs.educator') })).toHaveAttribute('aria-selected', 'true');
    await expect(educatorDashboard(page)).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: translation('en', 'dashboard.shell.tabs.admin') })).toHaveCount(0);
  });

  test('"Continue as Student" opens the student\'s screen', async ({ page }) => {
    await signIn(page, 'en', E2E_ADMIN.username, E2E_ADMIN.password, 'student');
    // The admin account has no student record of its own: the student's screen says so, with no staff tab.
    await expect(page.getByText(translation('en', 'dashboard.shell.no_student_profile'))).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    await expect(educatorDashboard(page)).toHaveCount(0);
    await expect(adminPortal(page)).toHaveCount(0);
  });
});
