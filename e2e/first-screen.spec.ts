import { test as withoutScripts, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_DEMO_PASSWORD } from './settings.ts';

// A signed-in user's dashboard arrives with their first screen in the page
// (server/modules/dashboard-opening/page.ts), so a slow phone shows it before the app's code has come;
// the code then brings that same screen to life instead of drawing it again.

async function signInBy(context: BrowserContext, username: string, baseURL: string) {
  const response = await context.request.post('/api/login', { data: { username, password: E2E_DEMO_PASSWORD }, headers: { Origin: baseURL } });
  expect(response.ok()).toBe(true);
}

// Playwright's own test here: the fixtures' page waits for the app to come alive, which it cannot.
withoutScripts.describe('without any script running', () => {
  withoutScripts.use({ javaScriptEnabled: false });

  withoutScripts("a student's dashboard shows their portal's first tab, in their language", async ({ page, context, baseURL }) => {
    await signInBy(context, 'grace.wanjiru', baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Grace Wanjiru/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(page.getByText('Certifications', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ of \d+ units$/).first()).toBeVisible();

    await context.addCookies([{ name: 'i18nextLng', value: 'ar', url: baseURL! }]);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'نظرة عامة', selected: true })).toBeVisible();
    await expect(page.getByText('الشهادات', { exact: true })).toBeVisible();
  });

  withoutScripts("an educator's dashboard shows the cohort's figures and the first students", async ({ page, context, baseURL }) => {
    await signInBy(context, 'samuel.otieno', baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByText(/^Figures as of /)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Adjust / }).first()).toBeVisible();
  });

  withoutScripts("someone not signed in gets no one's screen", async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('#first-screen-data')).toHaveCount(0);
  });
});

/**
 * Opens /dashboard with the app's code held back until `whileHeld` has run on the server's page;
 * resolves once the app is interactive. Returns the requests the page made.
 */
async function openWithCodeHeld(page: Page, whileHeld: () => Promise<void>) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The fixture's goto resolves once the page is interactive (e2e/fixtures.ts).
  const opened = page.goto('/dashboard');
  await whileHeld();
  release();
  await opened;
  return requests;
}

for (const lng of ['en', 'ar']) {
  test(`${lng}: a student's portal comes alive on the very screen the server sent: nothing redrawn, nothing asked for again`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18nextLng', value: lng, url: baseURL! }]);
    await signInBy(context, 'grace.wanjiru', baseURL!);
    const requests = await openWithCodeHeld(page, async () => {
      await expect(page.getByText(translation(lng, 'dashboard.student.overview.certifications_title'), { exact: true })).toBeVisible();
      // A node of the server's screen, to see whether the app keeps it or draws the screen again.
      await page.evaluate(() => {
        (window as unknown as { serverNode: Element }).serverNode = document.querySelector('#main section')!;
      });
    });
    expect(await page.evaluate(() => (window as unknown as { serverNode: Element }).serverNode.isConnected)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    // The page carried the first screen's data: it was not fetched again.
    expect(requests).not.toContain('/api/me/first-screen');
    // Alive: a tab opens.
    const assignments = translation(lng, 'dashboard.student.tabs.assignments');
    await page.getByRole('tab', { name: assignments }).click();
    await expect(page.getByRole('tab', { name: assignments, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: assignments })).toBeVisible();
    await expect(page.getByText(translation(lng, 'dashboard.student.overview.certifications_title'), { exact: true })).toBeHidden();
  });
}

test("an educator's dashboard comes alive on the screen the server sent, and picks a student", async ({ page, context, baseURL }) => {
  await signInBy(context, 'samuel.otieno', baseURL!);
  await openWithCodeHeld(page, async () => {
    await expect(page.getByText(/^Figures as of /)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { serverNode: Element }).serverNode = document.querySelector('#main')!;
    });
  });
  expect(await page.evaluate(() => (window as unknown as { serverNode: Element }).serverNode.isConnected)).toBe(true);
  // Alive: "Adjust" on the roster picks that student in the difficulty controls.
  const adjust = page.getByRole('button', { name: /^Adjust / }).nth(1);
  const name = (await adjust.getAttribute('aria-label'))!.replace(/^Adjust /, '');
  await adjust.click();
  const picker = page.getByRole('region', { name: 'Difficulty Controls' }).getByLabel('Select student');
  await expect(picker.locator('option:checked')).toHaveText(new RegExp(`^${name} `));
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("keeps a shell for the phone's next visits with no one's data in it", async ({ page, context, baseURL }) => {
    await signInBy(context, 'grace.wanjiru', baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByText(/^\d+ of \d+ units$/).first()).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The worker's copy of /dashboard serves every client-rendered screen, to whoever signs in next.
    // (Workbox keys its precache by the file's revision, in the query.)
    const kept = await page.evaluate(async () => (await caches.match('/dashboard', { ignoreSearch: true }))?.text());
    expect(kept).toContain('<div id="root"></div>');
    expect(kept).not.toContain('first-screen-data');
    expect(kept).not.toContain('Grace Wanjiru');
  });
});
