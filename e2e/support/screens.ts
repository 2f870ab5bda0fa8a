import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { E2E_ADMIN, E2E_DEMO_PASSWORD } from '../settings.ts';

/** The three roles of the signed-in screens, as the demo data has them (an admin continues as admin). */
export const ROLES = [
  { role: 'student', username: 'grace.wanjiru', password: E2E_DEMO_PASSWORD },
  { role: 'educator', username: 'samuel.otieno', password: E2E_DEMO_PASSWORD },
  { role: 'admin', username: E2E_ADMIN.username, password: E2E_ADMIN.password },
] as const;
export type RoleUser = (typeof ROLES)[number];

/** The tabs an address opens (/dashboard?tab=...): the student portal's, which staff see too, and the admin portal's. */
export const PORTAL_TABS = ['overview', 'dialogue', 'books', 'calendar', 'discussions', 'assignments', 'papers'] as const;
export const ADMIN_TABS = ['upload', 'validation', 'library', 'training', 'applications', 'messages', 'staff'] as const;

/** A phone and a desktop screen: the phone as the project's device (touch, mobile viewport), 360 px wide. */
export function screenOptions(width: 360 | 1280) {
  return width === 360
    ? { viewport: { width: 360, height: 740 } }
    : { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
}

/**
 * A context in `lng` with the user signed in through the API (the form is another spec's subject):
 * the first page it opens is already a signed-in one, as after any earlier visit.
 */
export async function signedInContext(browser: Browser, user: RoleUser, lng: string, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: lng === 'ar' ? 'ar' : 'en-KE', ...options });
  await context.addCookies([{ name: 'i18nextLng', value: lng, url: options?.baseURL ?? 'http://127.0.0.1' }]);
  const login = await context.request.post('/api/login', { data: { username: user.username, password: user.password } });
  expect(login.ok(), `sign in as ${user.username}: ${login.status()}`).toBe(true);
  if (user.role === 'admin') expect((await context.request.post('/api/session/role', { data: { role: 'admin' } })).ok()).toBe(true);
  return context;
}

/** Opens `path` afresh and waits until the page is interactive, as the default page's goto does (e2e/fixtures.ts). */
export async function load(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

// The anonymous current-user check answers 401 by design, as in e2e/fixtures.ts.
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 401/];

/**
 * The console errors and uncaught exceptions of a page made in a context of the test's own, which
 * the default page's check (e2e/fixtures.ts) does not watch: the array fills as they come.
 */
export function guardConsole(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  const expected = [...EXPECTED_CONSOLE_ERRORS, ...allowed];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.some((pattern) => pattern.test(message.text()))) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message} ${error.stack?.split('\n').slice(1, 4).join(' ') ?? ''}`));
  return problems;
}

/** Opens `path` as a link inside the app does: the router changes screen without a page load. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await quiet(page);
}

type Tree = { [key: string]: string | Tree };
const english = JSON.parse(readFileSync('app/public/locales/en/common.json', 'utf8')) as Tree;

/**
 * Text that looks like a key shown raw: the first two parts of a real key ("pages.assets",
 * "dashboard.admin", "common.loading"), then any more dotted parts. An address or a file name
 * ("grace.wanjiru@…", "common.json", "notes.pdf") does not start with one, nor part of a longer word.
 */
const KEY_PREFIXES = Object.entries(english).flatMap(([section, value]) =>
  typeof value === 'object' ? Object.keys(value).map((key) => `${section}.${key}`) : [],
);
const RAW_KEY_SOURCE = `(?:^|[^\\w.@/-])((?:${KEY_PREFIXES.map((prefix) => prefix.replace(/\./g, '\\.')).join('|')})(?:\\.[A-Za-z0-9_]+)*)(?![\\w@/-]|\\.\\w)`;

/**
 * Records, from the first byte of every page, each text or label that looks like a translation key
 * when it enters the document, even if it is replaced a moment later: a reader saw it. Read with
 * `rawKeys`.
 */
export async function watchForRawKeys(context: BrowserContext) {
  await context.addInitScript((source: string) => {
    const pattern = new RegExp(source, 'g');
    const seen: string[] = [];
    (window as unknown as { __rawKeys: string[] }).__rawKeys = seen;
    const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'value'];
    const skip = (node: Node | null) =>
      Boolean(node && (node.nodeType === 1 ? (node as Element) : node.parentElement)?.closest('script,style,template,noscript'));
    const check = (text: string | null, where: string) => {
      if (!text) return;
      for (const match of text.matchAll(pattern)) seen.push(`${match[1]} (${where})`);
    };
    const visit = (node: Node) => {
      if (skip(node)) return;
      if (node.nodeType === 3) check(node.textContent, node.parentElement?.tagName.toLowerCase() ?? 'text');
      else if (node.nodeType === 1) {
        const element = node as Element;
        for (const attribute of ATTRIBUTES) check(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
        element.childNodes.forEach(visit);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'childList') record.addedNodes.forEach(visit);
        else if (record.type === 'characterData') visit(record.target);
        else if (record.type === 'attributes' && !skip(record.target))
          check((record.target as Element).getAttribute(record.attributeName!), `[${record.attributeName}]`);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  }, RAW_KEY_SOURCE);
}

/** The raw keys that have entered the page since it loaded (or since the last call), and those on screen now. */
export async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate((source: string) => {
    const store = (window as unknown as { __rawKeys?: string[] }).__rawKeys ?? [];
    const found = store.splice(0);
    const pattern = new RegExp(source, 'g');
    for (const match of document.body.innerText.matchAll(pattern)) found.push(`${match[1]} (on screen)`);
    return [...new Set(found)];
  }, RAW_KEY_SOURCE);
}

/**
 * The page's sideways overflow and, if any, where it comes from: the elements past the page's edge
 * that are wider than, or stick out of, their parent (where it starts), those no scrolling ancestor
 * holds first (an absolutely placed one may escape its scroller), then the furthest out.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return null;
    const width = root.clientWidth;
    const rtl = getComputedStyle(root).direction === 'rtl';
    const insideScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 8).join('.') : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> ${Math.round(box.left)}..${Math.round(box.right)} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const culprits: { element: Element; by: number; held: boolean; origin: boolean }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Only the side the page scrolls toward counts: the end (right, or left in Arabic).
      const by = rtl ? -(box.left + scrollX) : box.right + scrollX - width;
      if (by <= 0.5) continue;
      const parent = element.parentElement!.getBoundingClientRect();
      const origin = box.right > parent.right + 0.5 || box.left < parent.left - 0.5;
      culprits.push({ element, by, held: insideScroller(element), origin });
    }
    culprits.sort((a, b) => Number(b.origin) - Number(a.origin) || Number(a.held) - Number(b.held) || b.by - a.by);
    return `scrollWidth ${root.scrollWidth} > clientWidth ${width} (by ${overflow} px); from: ${culprits
      .slice(0, 3)
      .map((culprit) => `${describe(culprit.element)}${culprit.origin ? ' (out of its parent ' + describe(culprit.element.parentElement!) + ')' : ''}`)
      .join(' | ')}`;
  });
}

const inflight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, for `quiet`. */
export function trackRequests(page: Page) {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until no request of the page has been in flight for `ms` (at most 8 s: a screen that polls
 * is looked at anyway), then for two frames: after a click, what the tab loads has arrived and is
 * laid out. Playwright's networkidle is reached once per page load, not after each click.
 */
export async function quiet(page: Page, ms = 250) {
  const open = inflight.get(page);
  const until = Date.now() + 8_000;
  let quietSince = Date.now();
  while (open && Date.now() < until) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= ms) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens every tab of `list` in turn and calls `visit` on each view: a tab whose panel holds tabs of
 * its own (other than this list) has each of those opened instead, one level deep, unless it is one
 * of `shallow` (a staff member's look at a student's portal, walked as the student). Tabs are found
 * on the page, not listed here, so a new tab is walked when it is added.
 */
export async function walkTabs(
  page: Page,
  list: Locator,
  where: string,
  visit: (where: string) => Promise<void>,
  { shallow = [] as readonly string[], nested = true } = {},
) {
  const tabs = list.getByRole('tab');
  const label = await list.getAttribute('aria-label');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim() ?? String(i);
    await tab.click();
    await quiet(page);
    const here = `${where} › ${name}`;
    const inner = page.locator(`[role="tabpanel"][data-state="active"] [role="tablist"]${label ? `:not([aria-label="${label}"])` : ''}`);
    if (!nested || shallow.includes(name) || (await inner.count()) === 0) await visit(here);
    else await walkTabs(page, inner.first(), here, visit, { nested: false });
  }
}

/** Opens the tabs of `list` from the last to the first: what one tab leaves behind can widen the next. */
export async function walkTabsBackwards(page: Page, list: Locator, where: string, visit: (where: string) => Promise<void>) {
  const tabs = list.getByRole('tab');
  for (let i = (await tabs.count()) - 1; i >= 0; i--) {
    const tab = tabs.nth(i);
    await tab.click();
    await quiet(page);
    await visit(`${where} › ${(await tab.textContent())?.trim() ?? i} (backwards)`);
  }
}
