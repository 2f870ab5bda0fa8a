import { test as base, expect, type Page } from '@playwright/test';

// The anonymous current-user check answers 401 by design (spec point 7); Chromium logs that as a console error.
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

interface Fixtures {
  page: Page;
  /** Console errors a test expects, such as the 404 of a missing page. */
  allowedConsoleErrors: RegExp[];
}

/** Every page fails its test on an unexpected console error or uncaught exception (conventions, habit 8). */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const allowed = [...EXPECTED_CONSOLE_ERRORS, ...allowedConsoleErrors];
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The server's Content-Security-Policy is on in these tests: any violation fails the test,
    // including one the browser would not print, such as a blocked image or connection.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    // Act only once the page is interactive, as a person does once it responds.
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      return response;
    };
    await use(page);
    expect(problems, 'console errors').toEqual([]);
  },
});

export { expect };

let counter = 0;
/** A username no other test uses. */
export function uniqueUsername(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Signs in through the form. A privileged account (the admin) meets the role-selection step:
 * `role` is the role it continues as.
 */
export async function signIn(page: Page, username: string, password: string, role?: 'Admin' | 'Educator') {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (role) await page.getByRole('button', { name: `Continue as ${role}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A toast in the notifications region, found by its title. While a modal dialog is open the rest of
 * the page is hidden from assistive technology (Radix announces toasts through a live region of its
 * own), yet the toast is on screen: hence includeHidden.
 */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}
