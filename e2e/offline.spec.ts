import { expect, test } from './fixtures.ts';

// Our readers' connections drop. A screen whose code cannot be downloaded says so and offers to try
// again, instead of a blank page.
test.describe('a screen that cannot be downloaded', () => {
  // One pattern: Playwright would read a two-item array as a value and its options.
  test.use({ allowedConsoleErrors: [/Failed to load resource|Failed to fetch dynamically imported module|signed-in-gate/] });

  test('says so and loads once the connection is back', async ({ page }) => {
    await page.goto('/');
    await page.route('**/assets/signed-in-gate-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Platform Access' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await expect(alert).toContainText('Check your connection, then try again.');
    await page.unroute('**/assets/signed-in-gate-*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // Signed out, the platform asks for a sign-in.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
