import { readFile } from 'node:fs/promises';
import { readZip } from '#server/test/read-zip.ts';
import { expect, signIn, test } from './fixtures.ts';
import { translation } from './locales.ts';
import { E2E_ADMIN, E2E_DESIGN_ORIGIN } from './settings.ts';
import { connectCanva, disconnectCanva } from './support/canva.ts';

// Spec point 2, "Design showcase (/canva-designs)": a public page with six tabs, language cards
// and the asset generation panel.

test('a visitor browses the six tabs, and a link can open one directly', async ({ page }) => {
  await page.goto('/canva-designs');
  await expect(page.getByRole('heading', { level: 1, name: 'Design Showcase' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Component groups' }).getByRole('tab');
  await expect(tabs).toHaveText(['Hero', 'Cards', 'Nav', 'Buttons', 'Layouts', 'Export']);
  await expect(page.getByRole('tab', { name: 'Hero' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Apply now/ })).toHaveAttribute('href', '/admissions');

  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(page.getByRole('tabpanel').getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '75');

  await page.getByRole('tab', { name: 'Layouts' }).click();
  const palette = page.getByRole('tabpanel').getByRole('listitem');
  for (const hex of ['#C9C8F2', '#AEE1D5', '#B6DFFB', '#F7E9D7', '#FFFFFF', '#2E2E2E']) await expect(palette.filter({ hasText: hex })).toHaveCount(1);
  await expect(page).toHaveURL(/\/canva-designs#layouts$/);

  // The address keeps the tab: reloading (or following a shared link) opens it again.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Layouts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByText('Social media banner')).toBeVisible();

  // The skip link's own fragment does not close the open tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole('tab', { name: 'Layouts' })).toHaveAttribute('aria-selected', 'true');
});

test('a visitor is told who generates the institute assets', async ({ page }) => {
  await page.goto('/canva-designs#export');
  const panel = page.getByRole('tabpanel', { name: 'Export' });
  await expect(panel.getByText('PDF', { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Generate KTI assets' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Formats that will be generated' }).getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByText('Administrators generate these assets. Sign in to continue.')).toBeVisible();
  await panel.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the language cards switch the whole interface, Arabic right to left', async ({ page }) => {
  await page.goto('/canva-designs');
  const cards = page.getByRole('list', { name: 'Interface languages' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByRole('button', { name: 'Use English' })).toHaveAttribute('aria-pressed', 'true');

  await cards.getByRole('button', { name: 'Use Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('fr', 'pages.canva_designs.title'));
  const useFrench = translation('fr', 'pages.canva_designs.languages.use').replace('{{language}}', 'Français');
  await expect(page.getByRole('button', { name: useFrench })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The tabs follow the reading direction: the first tab sits at the right.
  const first = await page.getByRole('tab').first().boundingBox();
  const last = await page.getByRole('tab').last().boundingBox();
  expect(first!.x).toBeGreaterThan(last!.x);

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('asset generation, with Canva (the fake) configured', () => {
  test.use({ baseURL: E2E_DESIGN_ORIGIN });

  test('an admin is sent to connect Canva first, then generates the institute assets and gets them as one zip', async ({ page }) => {
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
    await disconnectCanva(page);

    await page.goto('/canva-designs#export');
    const panel = page.getByRole('tabpanel', { name: 'Export' });
    await expect(panel.getByRole('alert')).toContainText('Connect Canva first in the admin panel (Design Studio).');
    await expect(panel.getByRole('button', { name: 'Generate assets' })).toBeHidden();
    await panel.getByRole('link', { name: 'Open the Design Studio' }).click();
    await expect(page).toHaveURL(/\/design-studio$/);
    await connectCanva(page);

    await page.goto('/canva-designs#export');
    await panel.getByRole('button', { name: 'Generate assets' }).click();
    await expect(panel.getByText('5 of 5 designs created.')).toBeVisible();
    // Looking at another tab meanwhile does not lose the run.
    await page.getByRole('tab', { name: 'Cards' }).click();
    await page.getByRole('tab', { name: 'Export' }).click();
    await expect(panel.getByText('5 of 5 designs created.')).toBeVisible();
    const exports = panel.getByRole('progressbar', { name: /^Export of / });
    await expect(exports).toHaveCount(5);
    await expect(panel.getByRole('link', { name: 'Open Certificate (A4 landscape) in Canva' })).toHaveAttribute('href', /^https:\/\/www\.canva\.com\/.+\/edit/);

    // The fake finishes each export on its second check, five seconds after the first.
    const downloadPromise = page.waitForEvent('download', { timeout: 20_000 });
    for (const bar of await exports.all()) await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
    await expect(panel.getByRole('status').filter({ hasText: 'Exports ready:' })).toHaveText('Exports ready: 5 of 5.');
    await expect(panel.getByText('All 5 exports are ready. Your zip file is downloading.')).toBeVisible();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('kti-assets.zip');
    const files = readZip(await readFile((await download.path())!));
    expect(files.map((file) => file.name)).toContain('kti-social-media-banner.png');
    expect(files).toHaveLength(5);
    // Each is the PNG the export produced, not a placeholder.
    for (const file of files) expect(file.data.subarray(1, 4).toString('latin1'), file.name).toBe('PNG');
    await expect(panel.getByRole('link', { name: 'Save kti-assets.zip again' })).toBeVisible();
  });
});
