import { E2E_ADMIN } from './settings.ts';
import { translation } from './locales.ts';
import { expect, signIn, test, toast, uniqueUsername } from './fixtures.ts';

test('a new student registers, stays signed in across a reload, logs out and is kept out of the dashboard', async ({ page }) => {
  const username = uniqueUsername('student');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Amani Mutua');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a good password');
  await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Amani Mutua' })).toBeVisible();
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Amani Mutua' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('registration shows field errors under the fields and sends nothing while they stand', async ({ page }) => {
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/register')) registerCalls += 1;
  });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await expect(page.getByText('The username must be at least 3 characters.')).toBeVisible();
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible();
  expect(registerCalls).toBe(0);
});

test.describe('refused by the server', () => {
  // The refusal is the subject: Chromium logs the 400 as a console error.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a common password is refused by the server and explained under the password field', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full name').fill('Common Choice');
    await page.getByLabel('Username').fill(uniqueUsername('common'));
    await page.getByLabel('Password').fill('Password1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(translation('en', 'validation.password_common'));
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test("a wrong password shows the login failure toast with the reason in the reader's language", async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill('nobody.at.all');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText(translation('en', 'errors.codes.INVALID_CREDENTIALS'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("an Arabic reader who enters a wrong password reads why in Arabic, not the server's English", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(translation('ar', 'auth.fields.username')).fill('nobody.at.all');
  await page.getByLabel(translation('ar', 'auth.fields.password')).fill('not the password');
  await page.getByRole('button', { name: translation('ar', 'auth.login.submit') }).click();
  await expect(page.getByText(translation('ar', 'auth.toast.login_failed_title'), { exact: true })).toBeVisible();
  await expect(page.getByText(translation('ar', 'errors.codes.INVALID_CREDENTIALS'), { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toHaveCount(0);
});

test('a privileged account meets the role-selection step; cancel returns to the form; a chosen role is held', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your role' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue as Educator' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Successfully logged in as Administrator (Educator)', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Signed-in user')).toContainText('Educator');
});

test('an educator who registers waits; an admin approves the request in the Educators tab; the educator then sees the dashboard', async ({ page, browser }) => {
  const username = uniqueUsername('educator');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Full name').fill('Pst. Baraka Mwita');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('a good password');
  await page.getByRole('radio', { name: 'Educator' }).check();
  await page.getByLabel(translation('en', 'auth.fields.educator_note')).fill('I teach Preaching at a Bible school in Musoma.');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: translation('en', 'auth.staff_access.pending_title') })).toBeVisible();
  // Nothing of the educator's screens, and so no student's data, is shown.
  await expect(page.getByRole('tab', { name: 'Educator' })).toHaveCount(0);

  const admin = await browser.newPage();
  await signIn(admin, E2E_ADMIN.username, E2E_ADMIN.password, 'Admin');
  await admin.getByRole('tab', { name: 'Admin' }).click();
  await admin.getByRole('tab', { name: /^Educators/ }).click();
  const request = admin.getByRole('listitem').filter({ hasText: 'Pst. Baraka Mwita' });
  await expect(request).toContainText('I teach Preaching at a Bible school in Musoma.');
  await request.getByRole('button', { name: 'Approve' }).click();
  await request.getByLabel('Note (optional)').fill('Known to the Preaching faculty.');
  await request.getByRole('button', { name: 'Confirm the approval' }).click();
  await expect(toast(admin, 'Pst. Baraka Mwita is approved')).toBeVisible();
  await admin.close();

  await page.getByRole('button', { name: translation('en', 'auth.staff_access.check_again') }).click();
  await expect(page.getByRole('tab', { name: 'Educator' })).toBeVisible();
});
