import type { Locator, Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../shared/constants/routes.ts';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { guardConsole, load, quiet, ROLES, screenOptions, sidewaysOverflow, signedInContext, trackRequests } from './support/screens.ts';

/**
 * Issue 35, item 5: nothing scrolls sideways, on a 360 px phone or a 1280 px screen, in English or
 * Arabic: every public page, every step of the admission wizard (also once a step has said what
 * is missing), and every tab of the signed-in screens opened in turn, forwards and then (on the
 * phone) backwards, since what one tab leaves behind can widen the next. Measured as the
 * document's scroll width against its client width: a phone's browser zooms out to fit a wider
 * page, so its inner width grows with the page and hides the overflow.
 */
const WIDTHS = [360, 1280] as const;

/** One finding per look: where, and what sticks out. */
async function look(page: Page, where: string, found: string[]) {
  await quiet(page);
  const overflow = await sidewaysOverflow(page);
  if (overflow) found.push(`${where}: ${overflow}`);
}

/** Presses the wizard's Next (or, on the last step, Submit) and waits for what it shows. */
async function pressNext(page: Page, lng: string) {
  const tr = (key: string) => translation(lng, key);
  const next = page.getByRole('button', { name: tr('pages.admissions.wizard.next'), exact: true });
  await ((await next.count()) ? next : page.getByRole('button', { name: tr('pages.admissions.wizard.submit'), exact: true })).click();
}

// The fields by their names (the form's own): the same in every language.
const field = (page: Page, name: string): Locator => page.locator(`form [name="${name}"]`);

/** What a step needs to let the applicant on, by step. */
const FILL: ((page: Page) => Promise<void>)[] = [
  async (page) => {
    await field(page, 'firstName').fill('Amina');
    await field(page, 'lastName').fill('Njeri');
    await field(page, 'email').fill('amina.njeri@example.org');
    await field(page, 'phone').fill('+254 722 000 111');
    await field(page, 'address').fill('Moi Avenue 22');
    await field(page, 'city').fill('Nakuru');
    await field(page, 'state').fill('Nakuru County');
    await field(page, 'zipCode').fill('20100');
    await field(page, 'country').selectOption('KE');
    await field(page, 'dateOfBirth').fill('1990-06-01');
    await field(page, 'gender').selectOption('female');
  },
  async (page) => {
    await field(page, 'educationLevel').selectOption('bachelor');
    await field(page, 'churchAffiliation').fill('Anglican Church of Kenya');
    await field(page, 'previousEducation').fill('BEd, Egerton University, 2012');
  },
  async (page) => {
    await field(page, 'salvationTestimony').fill('I trusted Christ as a teenager through the witness of my grandmother and a village Bible study.');
    await field(page, 'callingToMinistry').fill('My church asked me to lead the women’s fellowship and I have taught Scripture there for eight years.');
    await field(page, 'theologicalInterests').fill('The doctrine of Scripture and biblical counselling.');
    await field(page, 'learningGoals').fill('To teach the Bible accurately to women leaders in my county.');
    await field(page, 'whyJoinKti').fill('A serious programme I can follow on my phone from Nakuru.');
  },
];

/**
 * Opens each tab of `list` in turn, forwards and then (if `backwards`) backwards, looking after
 * each. On the way forwards, a tab holding tabs of its own has them walked the same way, unless it
 * is one of `shallow`.
 */
async function walkTabs(page: Page, list: Locator, where: string, found: string[], { backwards = true, shallow = [] as readonly string[], nested = true } = {}) {
  const tabs = list.getByRole('tab');
  const count = await tabs.count();
  const order = [...Array(count).keys(), ...(backwards ? [...Array(count).keys()].reverse().slice(1) : [])];
  for (const [step, i] of order.entries()) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    const here = `${where} › ${name}${step >= count ? ' (backwards)' : ''}`;
    await look(page, here, found);
    if (!nested || step >= count || shallow.includes(name)) continue;
    // The tabs of the open tab's panel, other than this list (a student's portal sits in the dashboard's one panel).
    const inner = page.locator(`[role="tabpanel"][data-state="active"] [role="tablist"]:not([aria-label="${await list.getAttribute('aria-label')}"])`);
    if ((await inner.count()) > 0) await walkTabs(page, inner.first(), here, found, { backwards, nested: false });
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use(screenOptions(width));

    for (const lng of ['en', 'ar'] as const) {
      test(`public pages and every admission wizard step in ${lng} at ${width} px: no sideways scrolling`, async ({ page }) => {
        const tr = (key: string) => translation(lng, key);
        trackRequests(page);
        await page.context().addCookies([{ name: 'i18nextLng', value: lng, url: 'http://127.0.0.1' }]);
        const found: string[] = [];
        for (const { path } of PRERENDERED_PAGES) {
          await page.goto(path);
          await look(page, path, found);
        }

        // The wizard: each step as it opens, once Next has said what is missing, then back again.
        await page.goto('/admissions');
        await page.getByRole('button', { name: tr('pages.admissions.start') }).first().click();
        const heading = page.locator('#wizard-step-heading');
        for (let step = 1; step <= 4; step++) {
          await expect(heading).toHaveText(tr('pages.admissions.wizard.step_of').replace('{{step}}', String(step)).replace('{{total}}', '4'));
          await look(page, `wizard step ${step}`, found);
          await pressNext(page, lng);
          await expect(page.locator('form [aria-invalid="true"]').first()).toBeVisible();
          await look(page, `wizard step ${step}, empty, after Next`, found);
          if (step < 4) {
            await FILL[step - 1]!(page);
            await pressNext(page, lng);
          }
        }
        for (let step = 3; step >= 1; step--) {
          await page.getByRole('button', { name: tr('pages.admissions.wizard.previous'), exact: true }).click();
          await look(page, `wizard back to step ${step}`, found);
        }
        expect(found).toEqual([]);
      });
    }

    // Every signed-in tab is walked on the phone, where the page can be too wide; the wide screen's tabs
    // are measured by e2e/signed-in-a11y.spec.ts, and walking them again here cost minutes of the suite.
    for (const user of width === 360 ? ROLES : []) {
      // Arabic, the right-to-left layout, where a row that does not fit most often shows; English is
      // measured on every tab by e2e/signed-in-a11y.spec.ts.
      for (const lng of ['ar'] as const) {
        test(`${user.role} in ${lng} at ${width} px: every tab opened in turn, no sideways scrolling`, async ({ browser }) => {
          test.setTimeout(120_000);
          const found: string[] = [];
          const context = await signedInContext(browser, user, lng, { ...test.info().project.use, ...screenOptions(width) });
          const page = await context.newPage();
          const consoleErrors = guardConsole(page);
          trackRequests(page);
          // A student's portal seen by staff is the student's own, walked in the student's run. The
          // order of the tabs matters where the page is tight: on the phone they are walked both ways.
          const shallow = user.role === 'student' ? [] : [translation(lng, 'dashboard.shell.tabs.student')];
          const backwards = width === 360;
          await load(page, '/dashboard');
          const tabs = page.getByRole('tablist').first();
          await expect(tabs.getByRole('tab').first()).toBeVisible({ timeout: 20_000 });
          await look(page, '/dashboard', found);
          await walkTabs(page, tabs, '/dashboard', found, { backwards, shallow });
          if (user.role === 'student') {
            await load(page, '/dashboard?tab=books');
            await load(page, (await page.locator('a[href^="/dashboard/read/"]').first().getAttribute('href'))!);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
            await look(page, 'the reader', found);
          }
          for (const path of ['/design-studio', '/assets', '/assessment']) {
            await load(page, path);
            await look(page, path, found);
            const list = page.getByRole('tablist');
            if (await list.count()) await walkTabs(page, list.first(), path, found, { backwards });
          }
          await context.close();
          expect(found).toEqual([]);
          expect(consoleErrors, 'console errors').toEqual([]);
        });
      }
    }
  });
}

