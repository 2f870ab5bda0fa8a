import type { Page } from '@playwright/test';

/** Fills in the contact form (English) with a pastor's question about studying offline, ready to send. */
export async function fillContactForm(page: Page) {
  await page.getByLabel('Full name').fill('Pastor Daniel Ouma');
  await page.getByLabel('E-mail address').fill('daniel.ouma@example.org');
  await page.getByRole('combobox', { name: 'Department' }).selectOption('academic');
  await page.getByLabel('Subject', { exact: true }).fill('Course books offline');
  await page.getByLabel('Message', { exact: true }).fill('Can I download the Hermeneutics readings to study without a connection?');
}
