import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_DEMO_PASSWORD } from './settings.ts';
import { axeRuleViolations } from './support/axe.ts';

/**
 * Issue 35, item 7: every screen has exactly one main landmark (the one the skip link goes to),
 * and no button or link without an accessible name, in English and Arabic, on a 360 px phone and
 * a 1280 px screen. Names are checked twice: by axe's rules and in Chromium's own accessibility
 * tree, which is what a screen reader is given. Every tab of a tabbed screen is opened, one level
 * inside another, so a control that shows only on one tab is seen.
 */
const WIDTHS = [360, 1280] as const;
const NAME_RULES = ['button-name', 'link-name', 'aria-command-name', 'input-button-name'];
/** Roles in Chromium's accessibility tree that a person activates, and so must hear named. */
const CONTROL_ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'switch', 'PopUpButton']);

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

/** One main landmark, the only element with the id the skip link targets. */
async function landmarkProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const found: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]');
    if (mains.length !== 1) found.push(`${where}: ${mains.length} main landmarks`);
    const targets = document.querySelectorAll('[id="main"]');
    if (targets.length > 1) found.push(`${where}: ${targets.length} elements with id="main"`);
    if (document.querySelector('a[href="#main"]') && !(targets.length === 1 && targets[0]!.matches('main, [role="main"]'))) {
      found.push(`${where}: the skip link does not lead to the main landmark`);
    }
    return found;
  }, where);
}

/** Buttons and links (and tabs, menu items) a screen reader would announce without a name. */
async function unnamedControls(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const violation of await axeRuleViolations(page, NAME_RULES)) {
    found.push(`${where}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || !CONTROL_ROLES.has(role) || String(node.name?.value ?? '').trim() !== '') continue;
      let html = '(no DOM node)';
      if (node.backendDOMNodeId !== undefined) {
        const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          functionDeclaration: 'function () { return this.outerHTML.replace(/ class="[^"]*"/g, "").slice(0, 200); }',
          returnByValue: true,
        });
        html = String(result.value);
      }
      found.push(`${where}: a ${role} with no name: ${html}`);
    }
  } finally {
    await cdp.detach();
  }
  return found;
}

/** Everything this spec checks on the screen as it is now. */
async function problems(page: Page, where: string): Promise<string[]> {
  await settle(page);
  return [...(await landmarkProblems(page, where)), ...(await unnamedControls(page, where))];
}

/** Opens every tab of the screen's first tab list and of the first tab list inside each, checking each view. */
async function everyTab(page: Page, screen: string, { shallow = [] as string[] } = {}): Promise<string[]> {
  const found: string[] = [];
  const outer = page.getByRole('tablist').first();
  await expect(outer.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
  const outerLabel = await outer.getAttribute('aria-label');
  const outerTabs = await outer.getByRole('tab').allTextContents();
  for (const [i, outerName] of outerTabs.entries()) {
    await outer.getByRole('tab').nth(i).click();
    await settle(page);
    const inner = page.locator(`[role="tabpanel"] [role="tablist"]:not([aria-label="${outerLabel}"])`);
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
    // The signed-in walks (every tab of every role, minutes of the suite) run once, in English on the
    // phone: a name or a landmark does not change with the language, and the phone shows the controls
    // the wide screen has and its own (the menu). The other pages are checked in every combination.
    const walkDashboards = lng === 'en' && width === 360;
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

      if (walkDashboards) test("a student's dashboard, every tab, and the material reader: one main, every control named", async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, lng, 'grace.wanjiru', E2E_DEMO_PASSWORD);
        const found = await everyTab(page, 'student');
        await page.getByRole('tab', { name: translation(lng, 'dashboard.student.tabs.books') }).click();
        await page.getByRole('link', { name: translation(lng, 'dashboard.student.books.read') }).first().click();
        await expect(page).toHaveURL(/\/dashboard\/read\//);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        found.push(...(await problems(page, 'student › reader')));
        expect(found).toEqual([]);
      });

      if (walkDashboards) test("an educator's dashboard, every tab: one main, every control named", async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page, lng, 'samuel.otieno', E2E_DEMO_PASSWORD);
        // The student view's own tabs are the student's, checked above.
        expect(await everyTab(page, 'educator', { shallow: [translation(lng, 'dashboard.shell.tabs.student')] })).toEqual([]);
      });

      test('an educator still waiting for approval: one main, every control named', async ({ page }) => {
        await signIn(page, lng, 'daniel.kiprop', E2E_DEMO_PASSWORD);
        await expect(page.getByRole('button', { name: translation(lng, 'auth.staff_access.sign_out') })).toBeVisible();
        expect(await problems(page, 'waiting educator')).toEqual([]);
      });

      if (walkDashboards) test("an admin's dashboard, every tab, and the design tools: one main, every control named", async ({ page }) => {
        test.setTimeout(180_000);
        await signIn(page, lng, E2E_ADMIN.username, E2E_ADMIN.password, 'admin');
        const found = await everyTab(page, 'admin', { shallow: [translation(lng, 'dashboard.shell.tabs.student')] });
        for (const path of ['/design-studio', '/assets']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          found.push(...(await problems(page, path)));
        }
        expect(found).toEqual([]);
      });
    });
  }
}

/** Each role's continue button opens that role's own screen of the dashboard (issue 35, item 7). */
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
