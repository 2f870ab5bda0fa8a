// npm run bench:offline — the installable app's figures: builds the client, serves it
// with the real server and demo data, then prints
//   1. the service worker's precache: files and bytes (as stored, and brotli as sent);
//   2. how long /dashboard takes to show a student's data on a 400 kbps, 400 ms connection:
//      warm (the app shell cached by the service worker, the data saved on the phone) and cold
//      (a first visit, nothing cached), the median of five runs each.
// Target: warm under 1.5 s; precache of the shell plus one language under 1.5 MB.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices, type BrowserContext, type Page } from '@playwright/test';
import { buildUnlessAsked, startBuiltServer } from './support/built-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5191);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'bench demo password';
const STUDENT = 'grace.wanjiru';
const RUNS = 5;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildUnlessAsked();

// 1. The precache, as the build wrote it into dist/sw.js.
const manifest = [...readFileSync('dist/sw.js', 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
const fileOf = (url: string) => join('dist', url === '/dashboard' ? 'index.html' : url.replace(/^\//, ''));
const stored = manifest.reduce((sum, url) => sum + statSync(fileOf(url)).size, 0);
const sent = manifest.reduce((sum, url) => sum + (statSync(`${fileOf(url)}.br`, { throwIfNoEntry: false })?.size ?? statSync(fileOf(url)).size), 0);
const locale = statSync('dist/locales/en/common.json').size;
const pages = ['index', 'about', 'academics', 'admissions', 'contact', 'resources-faq', 'canva-designs'].reduce(
  (sum, name) => sum + statSync(`dist/prerendered/en/${name}.html`).size,
  0,
);
console.log(`Precache: ${manifest.length} files, ${kb(stored)} stored (${kb(sent)} brotli as sent)`);
console.log(`Kept at run time for one language (English): strings ${kb(locale)}, public pages ${kb(pages)}`);
console.log(`Shell plus one language: ${kb(stored + locale + pages)}   (target under 1,536 KB)`);

const { base, stop } = await startBuiltServer(PORT, 'offline', { DEMO_PASSWORD: PASSWORD });

const browser = await chromium.launch({
  executablePath: CHROME,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function signedInContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: base, serviceWorkers: 'allow' });
  const response = await context.request.post('/api/login', { data: { username: STUDENT, password: PASSWORD }, headers: { Origin: base } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  return context;
}

/** 400 kbps both ways, 400 ms round trip: a slow rural mobile connection. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}

/** Milliseconds from navigation to the student's name and their certifications on screen. */
async function timeToData(page: Page): Promise<number> {
  const started = Date.now();
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page
    .getByRole('heading', { name: /Grace Wanjiru/ })
    .first()
    .waitFor({ timeout: 60_000 });
  await page
    .getByText(/\d+ of \d+ units/)
    .first()
    .waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const warm: number[] = [];
const cold: number[] = [];
for (let run = 0; run < RUNS; run++) {
  // Cold: a first visit on the slow connection.
  const first = await signedInContext();
  const coldPage = await first.newPage();
  await throttle(coldPage);
  cold.push(await timeToData(coldPage));
  await first.close();

  // Warm: one earlier visit at full speed, then the app opened again on the slow connection.
  const context = await signedInContext();
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page
    .getByText(/\d+ of \d+ units/)
    .first()
    .waitFor();
  await page.waitForTimeout(1500);
  const reopened = await context.newPage();
  await page.close();
  await throttle(reopened);
  warm.push(await timeToData(reopened));
  await context.close();
}
console.log(
  `/dashboard on 400 kbps, 400 ms RTT, ${RUNS} runs: warm median ${median(warm)} ms (${warm.join(', ')}), cold median ${median(cold)} ms (${cold.join(', ')})   (target warm under 1,500 ms)`,
);
await browser.close();
stop();
process.exit(0);
