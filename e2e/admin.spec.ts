import { expect, signIn, test } from './fixtures.ts';
import { E2E_ADMIN, E2E_DEMO_PASSWORD } from './settings.ts';
import { translation } from './locales.ts';

const TITLE = `Augustine on grace ${Date.now()}`;
const TEXT =
  'Augustine of Hippo taught that grace precedes every human good work. Writing in North Africa against Pelagius, ' +
  'he argued in On Nature and Grace that the will is healed by grace rather than merely helped by it. ' +
  'The churches of Carthage and Hippo received this teaching, and it shaped the Reformation reading of Paul.';

test('an admin uploads, sees it processed, approves it, finds it in the library and training data, and exports it; an educator then draws on it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await expect(page.getByText('Admin Access')).toBeVisible();

  // Upload: the button waits for course, title and content.
  const upload = page.getByRole('tabpanel').filter({ has: page.getByRole('heading', { name: 'Upload Content' }) });
  await expect(page.getByText('Please provide course, title, and content.')).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Upload Content' })).toBeDisabled();
  await upload.getByLabel('Course', { exact: true }).selectOption('Church History');
  await upload.getByLabel('Content type').selectOption('book');
  await upload.getByLabel('Title', { exact: true }).fill(TITLE);
  await upload.getByLabel('Author', { exact: true }).fill('Augustine of Hippo');
  await upload.getByLabel('Content text').fill(TEXT);
  await upload.getByRole('button', { name: 'Upload Content' }).click();
  await expect(page.getByText('Course content has been uploaded and is pending validation.', { exact: true })).toBeVisible();
  await expect(upload.getByLabel('Title', { exact: true })).toHaveValue('');

  // The validation queue shows it, processed by the background job.
  await page.getByRole('tab', { name: 'Content Validation' }).click();
  const item = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).first().click();
        return item.getByText('Complete').count();
      },
      { timeout: 20_000, intervals: [500, 1000] },
    )
    .toBeGreaterThan(0);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Content validation has been updated successfully.', { exact: true })).toBeVisible();
  await expect(item).toBeHidden();

  // The library and SDA Training show it as training data; each list is paged, and found by searching its title.
  await page.getByRole('tab', { name: 'Content Library' }).click();
  const library = page.getByRole('tabpanel', { name: 'Content Library' });
  await library.getByLabel('Search by title or author').fill(TITLE);
  await expect(library.getByRole('listitem')).toHaveCount(1);
  const libraryItem = library.getByRole('listitem').filter({ hasText: TITLE });
  await expect(libraryItem.getByText('Training data', { exact: true })).toBeVisible();
  await library.getByLabel('Search by title or author').fill(`${TITLE} (nothing else)`);
  await expect(library.getByText('No content matches your search.')).toBeVisible();
  await page.getByRole('tab', { name: 'SDA Training' }).click();
  await page.getByLabel('Search by title or author').fill('Augustine of Hippo');
  await expect(page.getByText(TITLE).first()).toBeVisible();

  // Export: the JSONL contains the approved passage.
  const exportLink = page.getByRole('link', { name: 'Export Training Data' });
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const stream = await download.createReadStream();
  let jsonl = '';
  for await (const chunk of stream) jsonl += chunk;
  const records = jsonl
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(records.find((r) => r.title === TITLE)).toMatchObject({ course: 'Church History', author: 'Augustine of Hippo' });

  // An educator generating questions on that course sees the upload among the content sources.
  const educatorContext = await browser.newContext();
  const educator = await educatorContext.newPage();
  await educator.goto('/auth');
  await educator.getByLabel('Username').fill('samuel.otieno');
  await educator.getByLabel('Password').fill(E2E_DEMO_PASSWORD);
  await educator.getByRole('button', { name: 'Sign in' }).click();
  await expect(educator).toHaveURL(/\/dashboard$/);
  await educator.getByRole('combobox', { name: 'Course', exact: true }).selectOption('Church History');
  await educator.getByRole('tab', { name: 'Educator' }).click();
  const generator = educator.getByRole('region', { name: 'SDA Question Generator' });
  await generator.getByLabel(/Content source/).fill('Pelagius denied that grace precedes the good will, and Augustine answered him from Carthage.');
  await generator.getByLabel(/keywords/i).fill('grace, Augustine, Pelagius');
  await generator.getByRole('button', { name: /Generate/ }).click();
  await expect(generator.getByRole('article')).toHaveCount(4);
  await expect(generator.getByRole('listitem').filter({ hasText: TITLE }).first()).toBeVisible();
  await educatorContext.close();
});

test('an admin sets the admissions calendar; the home page names the academic year and the admissions page the intakes', async ({ page, browser }) => {
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
  await page.goto('/dashboard?tab=applications');
  await page.getByRole('tab', { name: 'Admin' }).click();
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  await page.getByText('Admissions calendar', { exact: true }).click();
  await expect(page.getByText(/^Not set yet: the pages show the next January, May and September intakes/)).toBeVisible();
  const year = new Date().getFullYear() + 1;
  await page.getByLabel('Academic year').fill(`${year}-${year + 2}`);
  await page.getByRole('button', { name: 'Save the calendar' }).click();
  await expect(page.getByText('Write the academic year as two consecutive years, for example 2026-2027.')).toBeVisible();
  await page.getByLabel('Academic year').fill(`${year}-${year + 1}`);
  const first = page.getByRole('group', { name: 'Intake 1' });
  await first.getByLabel('Intake starts').fill(`${year}-02-02`);
  await first.getByLabel('Applications close').fill(`${year}-01-10`);
  await page.getByRole('button', { name: 'Save the calendar' }).click();
  await expect(page.getByText(/^Last changed /)).toBeVisible();

  // A visitor, in French.
  const context = await browser.newContext({ locale: 'fr-FR' });
  const visitor = await context.newPage();
  await visitor.goto('/');
  await expect(
    visitor.getByRole('heading', { name: translation('fr', 'pages.home.status.rollout_title').replace('{{year}}', `${year}-${year + 1}`) }),
  ).toBeVisible();
  await visitor.goto('/admissions');
  const longDate = (day: string) => new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  await expect(visitor.getByText(translation('fr', 'pages.admissions.enrollment.intake_title').replace('{{date}}', longDate(`${year}-02-02`)))).toBeVisible();
  await expect(
    visitor.getByText(translation('fr', 'pages.admissions.enrollment.intake_deadline').replace('{{date}}', longDate(`${year}-01-10`))),
  ).toBeVisible();
  await context.close();
});
