import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, for the given WCAG tags. The 550 KB script goes
 * into a document once, not on every check as @axe-core/playwright's builder does (1.4-2.9 s a
 * check on a 2-core machine, most of the signed-in sweep's time); tab after tab of one page
 * reuses it. Pages here have no frames to check.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options);
  return results.violations;
}

/** axe-core's violations of the named rules only (a narrow check runs in a fraction of a whole one's time). */
export async function axeRuleViolations(page: Page, rules: string[]): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] };
  const results = await page.evaluate((runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions), options);
  return results.violations;
}
