import type { Locator, Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../shared/constants/routes.ts';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { quiet, screenOptions, sidewaysOverflow, trackRequests } from './support/screens.ts';

/**
 * Nothing scrolls sideways, on a 360 px phone or a 1280 px screen, in English or
 * Arabic: every public page and every step of the admission wizard, also once a step has said what
 * is missing (the signed-in tabs: e2e/signed-in-walk.spec.ts). Measured as the document's scroll
 * width against its client width: a phone's browser zooms out to fit a wider page, so its inner
 * width grows with the page and hides the overflow.
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
        await page
          .getByRole('button', { name: tr('pages.admissions.start') })
          .first()
          .click();
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
  });
}
