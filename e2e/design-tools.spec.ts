import { expect, test, uniqueUsername } from './fixtures.ts';

// The browser-test server runs with no Figma token and no Canva client: "not configured" is a
// first-class state. The flows against fake Figma and Canva servers run on a second
// server, in design-tools-connected.spec.ts.
test('the design tools say what is not set up, and nothing breaks', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Design Reviewer');
  await page.getByLabel('Username').fill(uniqueUsername('designer'));
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Asset Manager' })).toBeVisible();
  await expect(page.getByText('Figma is not set up')).toBeVisible();
  await expect(page.getByText('FIGMA_ACCESS_TOKEN').first()).toBeVisible();

  await page.goto('/design-studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Design Studio' })).toBeVisible();
  await expect(page.getByText('Configuration Required')).toBeVisible();
  await expect(page.getByText('CANVA_CLIENT_ID').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Brand Kit' }).click();
  await expect(page.getByText(/C9C8F2/i).first()).toBeVisible();
});

test('the design tools need a signed-in user', async ({ page }) => {
  await page.goto('/assets');
  await expect(page).toHaveURL(/\/auth$/);
});
