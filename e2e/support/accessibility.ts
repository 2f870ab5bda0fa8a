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

/** WCAG 2.2 A and AA: the rules the signed-in and public screens are held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's rules for a control without an accessible name: failed at any impact. */
export const NAME_RULES = ['button-name', 'link-name', 'aria-command-name', 'input-button-name'];
/** Roles in Chromium's accessibility tree that a person activates, and so must hear named. */
const CONTROL_ROLES = new Set(['button', 'link', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'switch', 'PopUpButton']);

/** One main landmark, the only element with the id the skip link targets. */
export async function landmarkProblems(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const found: string[] = [];
    const mains = document.querySelectorAll('main, [role="main"]');
    if (mains.length !== 1) found.push(`${where}: ${mains.length} main landmarks`);
    const targets = document.querySelectorAll('[id="main"]');
    if (targets.length > 1) found.push(`${where}: ${targets.length} elements with id="main"`);
    if (document.querySelector('a[href="#main"]') && !(targets.length === 1 && targets[0]!.matches('main, [role="main"]'))) {
      found.push(`${where}: the skip link does not lead to the main landmark`);
    }
    return found;
  }, where);
}

/**
 * Buttons, links, tabs and menu items with no name in Chromium's own accessibility tree: what a
 * screen reader is given (axe's name rules read the DOM).
 */
export async function unnamedInAccessibilityTree(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || !CONTROL_ROLES.has(role) || String(node.name?.value ?? '').trim() !== '') continue;
      let html = '(no DOM node)';
      if (node.backendDOMNodeId !== undefined) {
        const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
        const { result } = await cdp.send('Runtime.callFunctionOn', {
          objectId: object.objectId!,
          functionDeclaration: 'function () { return this.outerHTML.replace(/ class="[^"]*"/g, "").slice(0, 200); }',
          returnByValue: true,
        });
        html = String(result.value);
      }
      found.push(`${where}: a ${role} with no name: ${html}`);
    }
  } finally {
    await cdp.detach();
  }
  return found;
}

/**
 * Everything the accessibility checks find on the screen as it is now, in one axe run: serious and
 * critical WCAG findings, any control without a name (axe and the accessibility tree), and more
 * or fewer than one main landmark.
 */
export async function accessibilityProblems(page: Page, where: string): Promise<string[]> {
  const found = await landmarkProblems(page, where);
  for (const violation of await axeViolations(page, WCAG_TAGS)) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical' && !NAME_RULES.includes(violation.id)) continue;
    found.push(
      `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
  found.push(...(await unnamedInAccessibilityTree(page, where)));
  return found;
}
