// npm run bench:web — builds the client, serves it with the real server on an empty embedded
// database, then measures the home page the way a phone on a slow network meets it:
//   1. bytes: JavaScript and CSS (compressed, as sent) loaded before first paint, all JavaScript
//      on the page, total transfer, in headless Chromium;
//   2. Lighthouse 12 mobile (default simulated Slow 4G, 4x CPU slowdown): performance and
//      accessibility scores, LCP, TBT, CLS.
//   3. the signed-in portals on a slow phone (360 px, 400 kbps, 400 ms round
//      trip, CPU 4x slower): time until the student's portal shows (paints) its first tab's content
//      and the educator's dashboard its figures and roster, cold (nothing cached) and warm (opened
//      before); then until the screen is interactive (its code has run), with the requests, bytes
//      and JavaScript the visit loaded by then; and the admission wizard (not signed in), Start
//      pressed as soon as the page shows, until its first field takes typing; the median of
//      three runs. BENCH_STUDENTS=50000
//      serves them from PostgreSQL with that many more students in the database.
// Prints figures; targets: <= 75 KB gzip JS on /, Lighthouse performance >= 95,
// accessibility 100; student portal <= 4 s cold and <= 1.5 s warm, educator dashboard <= 5 s cold,
// the admission wizard usable <= 5 s cold.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { BENCH_TLS, buildUnlessAsked, startBuiltServer } from './support/built-server.ts';
import { cohortDatabase } from './support/cohort.ts';

const PORT = Number(process.env.BENCH_PORT ?? 5190);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PATHS = (process.env.BENCH_PATHS ?? '/,/about,/academics,/admissions,/contact,/resources-faq').split(',').filter(Boolean);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

buildUnlessAsked();

interface Entry {
  name: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
  responseEnd: number;
}

async function measureBytes(path: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-background-networking'] });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const result = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name,
      initiatorType: r.initiatorType,
      transferSize: r.transferSize,
      encodedBodySize: r.encodedBodySize,
      responseEnd: r.responseEnd,
    }));
    return { paint, document: nav.transferSize, documentBody: nav.encodedBodySize, resources };
  });
  await browser.close();
  const isJs = (e: Entry) => /\.m?js(\?|$)/.test(e.name);
  const isCss = (e: Entry) => /\.css(\?|$)/.test(e.name);
  const beforePaint = result.resources.filter((e) => e.responseEnd <= result.paint);
  const sum = (list: Entry[]) => list.reduce((n, e) => n + e.encodedBodySize, 0);
  // The server sends brotli where the browser accepts it; the gzip figure is the same files' .gz twins.
  const gzipSum = (list: Entry[]) => list.reduce((n, e) => n + statSync(join('dist', new URL(e.name).pathname) + '.gz').size, 0);
  return {
    firstPaintMs: result.paint,
    jsBeforePaint: sum(beforePaint.filter(isJs)),
    cssBeforePaint: sum(beforePaint.filter(isCss)),
    jsTotal: sum(result.resources.filter(isJs)),
    jsTotalGzip: gzipSum(result.resources.filter(isJs)),
    jsBeforePaintGzip: gzipSum(beforePaint.filter(isJs)),
    jsFiles: result.resources.filter(isJs).length,
    cssTotal: sum(result.resources.filter(isCss)),
    fonts: sum(result.resources.filter((e) => /\.woff2?(\?|$)/.test(e.name))),
    html: result.documentBody,
    totalTransfer: result.document + result.resources.reduce((n, e) => n + e.transferSize, 0),
  };
}

function lighthouse(path: string) {
  const out = join(tmpdir(), `kti-bench-lighthouse-${process.pid}.json`);
  const run = spawnSync(
    'npx',
    [
      'lighthouse',
      `${base}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
  );
  if (run.status !== 0) throw new Error('lighthouse failed');
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint').displayValue,
    lcp: audit('largest-contentful-paint').displayValue,
    tbt: audit('total-blocking-time').displayValue,
    cls: audit('cumulative-layout-shift').displayValue,
    si: audit('speed-index').displayValue,
    throttling: `${report.configSettings.formFactor}, RTT ${report.configSettings.throttling.rttMs} ms, ${report.configSettings.throttling.throughputKbps} kbps, CPU x${report.configSettings.throttling.cpuSlowdownMultiplier}`,
    failedA11y: Object.values(report.audits as Record<string, { score: number | null; id: string; scoreDisplayMode: string }>)
      .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && report.categories.accessibility.auditRefs.some((r: { id: string }) => r.id === a.id))
      .map((a) => a.id),
  };
}

const PASSWORD = 'bench demo password';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A 360 px phone on 400 kbps both ways with a 400 ms round trip, its CPU four times slower. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Milliseconds from navigation to `ready`, and the requests, bytes and JavaScript bytes the visit made meanwhile. */
async function timeVisit(page: Page, origin: string, ready: (page: Page) => Promise<unknown>, path = '/dashboard') {
  let requests = 0;
  let bytes = 0;
  let jsBytes = 0;
  const trace: string[] = [];
  page.on('requestfinished', (request) => {
    requests++;
    const finished = Date.now() - started;
    void request
      .sizes()
      .then((sizes) => {
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        // A file the service worker answered reports no size (-1): nothing came over the network.
        if (/\.m?js(\?|$)/.test(request.url())) jsBytes += Math.max(0, sizes.responseBodySize);
        const timing = request.timing();
        trace.push(
          `${String(Math.round(timing.startTime - started)).padStart(6)} ${String(finished).padStart(6)} ms ${kb(sizes.responseBodySize).padStart(9)}  ${request.url().replace(origin, '')}`,
        );
      })
      .catch(() => undefined);
  });
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await ready(page);
  // Shown means painted: text in the document before its stylesheet has arrived is not on the screen yet.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 'raf', timeout: 120_000 });
  const ms = Date.now() - started;
  // A dashboard the server rendered shows before its code has run: when it answers a tap is another figure.
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 120_000 });
  const interactiveMs = Date.now() - started;
  // BENCH_TRACE=1: each request of the visit (start, end, body size), to see what waits on what.
  if (process.env.BENCH_TRACE === '1')
    console.log(
      `    visit of ${ms} ms:\n${trace
        .sort()
        .map((line) => `      ${line}`)
        .join('\n')}`,
    );
  // totals(): the same counts later on, for a visit that goes on (the wizard, once Start is pressed).
  return { ms, interactiveMs, requests, bytes, jsBytes, totals: () => ({ requests, bytes, jsBytes }) };
}

async function portalVisits(browser: Browser, origin: string, username: string, ready: (page: Page) => Promise<unknown>) {
  const signIn = async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: origin,
      ignoreHTTPSErrors: true,
      serviceWorkers: 'allow',
    });
    const response = await context.request.post('/api/login', { data: { username, password: PASSWORD }, headers: { Origin: origin } });
    if (!response.ok()) throw new Error(`sign-in as ${username} failed: ${response.status()}`);
    return context;
  };
  const cold: Awaited<ReturnType<typeof timeVisit>>[] = [];
  const warm: Awaited<ReturnType<typeof timeVisit>>[] = [];
  for (let run = 0; run < RUNS; run++) {
    const first = await signIn();
    const coldPage = await first.newPage();
    await slowPhone(coldPage);
    cold.push(await timeVisit(coldPage, origin, ready));
    await first.close();

    // Warm: opened once before at full speed (service worker installed, data kept), then again on the slow phone.
    const context = await signIn();
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await ready(page);
    // The visit has finished when the worker has kept the dashboard for the next one (app/sw.ts; none for an admin).
    const keptBy = Date.now() + 20_000;
    const kept = () => page.evaluate(async () => Boolean(await (await caches.open('kti-first-screen')).match('/dashboard')));
    while (!(await kept())) {
      if (Date.now() > keptBy) {
        console.log('    (no copy of the dashboard was kept within 20 s of the first visit)');
        break;
      }
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(500);
    const again = await context.newPage();
    await page.close();
    await slowPhone(again);
    warm.push(await timeVisit(again, origin, ready));
    await context.close();
  }
  const median = (list: typeof cold) => [...list].sort((a, b) => a.ms - b.ms)[Math.floor(list.length / 2)]!;
  const show = (list: typeof cold) => {
    const m = median(list);
    const interactive = [...list].sort((a, b) => a.interactiveMs - b.interactiveMs)[Math.floor(list.length / 2)]!.interactiveMs;
    return `median ${m.ms} ms (${list.map((v) => v.ms).join(', ')}), interactive ${interactive} ms, ${m.requests} requests, ${kb(m.bytes)} (JavaScript ${kb(m.jsBytes)} as sent)`;
  };
  return { cold: show(cold), warm: show(warm) };
}

/**
 * The admission wizard opened cold by someone not signed in: the admissions page until it has
 * painted, then Start pressed at once, until the wizard's first field takes typing (the page's HTML
 * form of the first step, which Start shows while the wizard's code comes), then until that code
 * has come and run and taken over what was typed (checked: the name typed at once is still there).
 */
async function wizardVisits(browser: Browser, origin: string) {
  const visits: { paintMs: number; usableMs: number; codeMs: number; requests: number; bytes: number; jsBytes: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: origin,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await slowPhone(page);
    const started = Date.now();
    const visit = await timeVisit(
      page,
      origin,
      (admissions) => admissions.locator('[data-start-application]').first().waitFor({ timeout: 120_000 }),
      '/admissions',
    );
    // The paint is timed from the navigation; pressing Start waits for the page's few lines of script (data-ready).
    await page.locator('[data-start-application]').first().click({ timeout: 120_000 });
    const firstName = page.locator('form [name="firstName"]');
    await firstName.fill('Amina', { timeout: 120_000 });
    const usableMs = Date.now() - started;
    await page.locator('[data-early-wizard]').waitFor({ state: 'detached', timeout: 120_000 });
    const codeMs = Date.now() - started;
    const kept = await firstName.inputValue();
    if (kept !== 'Amina') throw new Error(`the wizard lost what was typed before its code came: "${kept}"`);
    visits.push({ paintMs: visit.ms, usableMs, codeMs, ...visit.totals() });
    await context.close();
  }
  const median = (key: 'usableMs' | 'codeMs') => [...visits].sort((a, b) => a[key] - b[key])[Math.floor(visits.length / 2)]!;
  const m = median('usableMs');
  const code = median('codeMs');
  return (
    `median ${m.usableMs} ms (${visits.map((v) => v.usableMs).join(', ')}), the page painted at ${m.paintMs} ms; ` +
    `the wizard's code running ${code.codeMs} ms (${visits.map((v) => v.codeMs).join(', ')}); ${code.requests} requests, ${kb(code.bytes)} (JavaScript ${kb(code.jsBytes)} as sent)`
  );
}

// BENCH_STUDENTS=50000: both servers run on one PostgreSQL database that holds that many students
// besides the demo (the educator's dashboard is timed with 50,000 students in the database).
const COHORT = Number(process.env.BENCH_STUDENTS ?? 0);
const cohort = COHORT > 0 ? await cohortDatabase(COHORT, PASSWORD) : undefined;
if (COHORT > 0 && !cohort) throw new Error('BENCH_STUDENTS needs a PostgreSQL server (BENCH_DATABASE_URL, or one on 127.0.0.1:5432)');
const storageDir = mkdtempSync(join(tmpdir(), 'kti-bench-web-storage-'));
const serverEnv = { DEMO_PASSWORD: PASSWORD, ...(cohort && { DATABASE_URL: cohort.url, STORAGE_DIR: storageDir }) };

const { base, stop } = await startBuiltServer(PORT, 'web', serverEnv);
if (cohort) {
  const started = Date.now();
  const counts = await cohort.fill();
  console.log(`PostgreSQL with the demo and ${COHORT} more students, seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
}
for (const path of PATHS) {
  const bytes = await measureBytes(path);
  console.log(`\n${path}`);
  console.log(`  JS before first paint:                ${kb(bytes.jsBeforePaintGzip)} gzip (${kb(bytes.jsBeforePaint)} as sent, brotli)`);
  console.log(`  CSS before first paint (compressed):  ${kb(bytes.cssBeforePaint)}`);
  console.log(
    `  all JS on the page:                   ${kb(bytes.jsTotalGzip)} gzip (${kb(bytes.jsTotal)} brotli) in ${bytes.jsFiles} files   (target <= 75 KB gzip)`,
  );
  console.log(`  all CSS / fonts / HTML (compressed):  ${kb(bytes.cssTotal)} / ${kb(bytes.fonts)} / ${kb(bytes.html)}`);
  console.log(`  total transfer:                       ${kb(bytes.totalTransfer)}`);
  console.log(`  first paint, local, unthrottled:      ${bytes.firstPaintMs.toFixed(0)} ms`);
  // Lighthouse now and then fails to record a trace on this machine: the byte figures above stand either way.
  let lh: ReturnType<typeof lighthouse>;
  try {
    lh = lighthouse(path);
  } catch {
    console.log('  Lighthouse failed this time (run again for its figures)');
    continue;
  }
  console.log(`  Lighthouse mobile (${lh.throttling})`);
  console.log(`    performance ${lh.performance} (target >= 95), accessibility ${lh.accessibility} (target 100)`);
  console.log(`    FCP ${lh.fcp}, LCP ${lh.lcp}, TBT ${lh.tbt}, CLS ${lh.cls}, Speed Index ${lh.si}`);
  if (lh.failedA11y.length) console.log(`    failed accessibility audits: ${lh.failedA11y.join(', ')}`);
}
if (process.env.BENCH_PORTALS !== '0') {
  // The same build over HTTPS with HTTP/2, as a deployment serves it (a service worker needs HTTPS):
  // there a screen's files share one connection, where plain HTTP/1.1 fetches six at a time.
  const secure = await startBuiltServer(PORT + 1, 'web-tls', { ...serverEnv, ...BENCH_TLS });
  // The self-signed certificate is accepted, for the service worker too.
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--ignore-certificate-errors'],
  });
  for (const [protocol, origin] of [
    ['HTTP/1.1, plain http', base],
    ['HTTP/2, https', secure.base],
  ] as const) {
    console.log(`\nSigned-in portals over ${protocol}, at 360 px, 400 kbps, 400 ms RTT, CPU 4x slower (${RUNS} runs each)`);
    // The student's first tab: their name, and their certifications with units counted.
    const student = await portalVisits(browser, origin, 'grace.wanjiru', (page) =>
      page
        .getByText(/\d+ of \d+ units/)
        .first()
        .waitFor({ timeout: 120_000 }),
    );
    console.log(`  student portal, first tab's content:  cold ${student.cold}   (target <= 4,000 ms)`);
    console.log(`                                        warm ${student.warm}   (target <= 1,500 ms)`);
    // The educator's dashboard: the cohort figures and the first row of the roster.
    const educator = await portalVisits(browser, origin, 'samuel.otieno', async (page) => {
      await page.getByText(/^Figures as of /).waitFor({ timeout: 120_000 });
      await page
        .getByRole('button', { name: /^Adjust / })
        .first()
        .waitFor({ timeout: 120_000 });
    });
    console.log(`  educator dashboard, figures + roster: cold ${educator.cold}   (target <= 5,000 ms)`);
    console.log(`                                        warm ${educator.warm}`);
    console.log(
      `  admission wizard, Start pressed once the page shows, until its first field takes typing: cold ${await wizardVisits(browser, origin)}   (target <= 5,000 ms)`,
    );
  }
  await browser.close();
  secure.stop();
}
stop();
await cohort?.drop();
rmSync(storageDir, { recursive: true, force: true });
process.exit(0);
