// npm run bench:api — seeds a large cohort (BENCH_STUDENTS, default 5,000: progress, assignments,
// activities, notifications, discussions, applications), starts the server in its own process as
// it is deployed (server/server.ts, job worker included; on PostgreSQL one app process per core,
// or BENCH_APP_PROCESSES), then drives every read endpoint from this process with concurrent
// clients (autocannon), the items the lists open included (file downloads, and what Canva's or
// Figma's own API answers, are not: they measure the disk or the service), each between two measurements of /api/health of the same server
// (BENCH_HEALTH_SECONDS each, default 1): one line each, path, req/s, p99 and its share of those
// /api/health's mean throughput. Then the plans PostgreSQL chose for the statements the main
// requests run (EXPLAIN ANALYZE of the real statements, captured from the ORM, their parameters
// written in). Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or a server on
// 127.0.0.1:5432) is there. Targets: p99 <= 100 ms and >= 30% of /api/health's req/s.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql, type Logger } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { openDatabase, rowsOf, type DatabaseTarget } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { DEMO_EDUCATOR, seedDemoData } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { refreshAnalytics } from '#server/modules/analytics/repo.ts';
import { seedCohort } from './support/cohort.ts';
import { startBuiltServer } from './support/built-server.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PASSWORD = 'bench password 2026';
const PAPER_KEY = randomBytes(32).toString('base64');
const COURSE = 'Systematic Theology';

/** On PostgreSQL the server runs as deployed there, one app process per core (APP_PROCESSES); PGlite's is one process. */
const APP_PROCESSES = Number(process.env.BENCH_APP_PROCESSES ?? availableParallelism());
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 1);
/** How long /api/health is measured before and after each endpoint, for that endpoint's share of it. */
const HEALTH_SECONDS = Number(process.env.BENCH_HEALTH_SECONDS ?? 1);
/** BENCH_ONLY=submissions (a regular expression): only the endpoints whose path matches, and their plans; /api/health always. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const chosenBy = (path: string) => !ONLY || ONLY.test(path);
/**
 * The dashboard's page is a read too once the client is built: the server renders the user's first
 * screen into it (server/modules/dashboard-opening/page.ts). Measured when `npm run build` has been run.
 */
const CLIENT_BUILT = existsSync('dist/index.html') && existsSync('.ssr/entry-server.js');
/** A request's headers: the page is asked for as a browser navigates to it, the only request it renders a first screen for. */
const headersFor = (path: string, cookie: string): Record<string, string> =>
  path === '/dashboard' ? { cookie, accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } : { cookie };

/** One endpoint under load: first a warm-up, not counted (a server that has run a while has compiled its hot code). */
async function measure(base: string, path: string, cookie: string, { seconds = SECONDS, warm = true } = {}) {
  if (warm) await warmUp(base, path, cookie);
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, headers: headersFor(path, cookie) });
  // Requests completed over the run's own length: the mean of per-second samples is coarse for a 1 s run.
  return {
    path,
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** A path as printed: the ids in it (the bench student's, an application's...) written `:id`. */
const shown = (path: string) => path.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, ':id');

/** Load not counted: `BENCH_WARMUP` seconds of it (none when 0). */
async function warmUp(base: string, path: string, cookie: string) {
  if (WARMUP_SECONDS > 0) await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: headersFor(path, cookie) });
}

/** Captures the statements one request runs, so that their plans can be printed. */
function statementRecorder() {
  let recording: { query: string; params: unknown[] }[] | null = null;
  const logger: Logger = { logQuery: (query, params) => recording?.push({ query, params }) };
  return {
    logger,
    async during(run: () => Promise<unknown>) {
      recording = [];
      await run();
      const seen = recording;
      recording = null;
      return seen;
    },
  };
}

// Sign-in and session bookkeeping run on every request; their plans are not what this prints.
const PLUMBING = /"?(sessions|login_devices|rate_limit_buckets|idempotency_keys)"?/;

/** A GET with exactly these headers (fetch sets Sec-Fetch-Mode itself, as `cors`). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** The endpoints measured, as a signed-in student, educator and admin of the server at `base` see them. */
async function endpointsOf(base: string) {
  // The cookies a response sets (name=value), over those already held: what a browser would send next.
  const cookiesAfter = (response: Response, held = '') => {
    const jar = new Map(held ? held.split('; ').map((pair) => [pair.split('=')[0]!, pair] as const) : []);
    for (const cookie of response.headers.getSetCookie()) jar.set(cookie.split('=')[0]!, cookie.split(';')[0]!);
    return [...jar.values()].join('; ');
  };
  const login = async (username: string) => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench could not sign in as ${username}: ${response.status}`);
    // Sign-in sets the device cookie as well as the session's: send back every one.
    return cookiesAfter(response);
  };
  const educator = await login(DEMO_EDUCATOR.username);
  const signedInAdmin = await login('bench.admin');
  // An admin chooses which role to act in before anything else; the switch gives the session a new id.
  const chosen = await fetch(`${base}/api/session/role`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: signedInAdmin, origin: base },
    body: JSON.stringify({ role: 'admin' }),
  });
  if (!chosen.ok) throw new Error(`bench could not choose the admin role: ${chosen.status} ${await chosen.text()}`);
  const admin = cookiesAfter(chosen, signedInAdmin);
  const student = await login('bench.42');
  const me = await (await fetch(`${base}/api/user`, { headers: { cookie: student } })).json();
  const studentId: string = me.studentId;
  const own = await (await fetch(`${base}/api/students/${studentId}`, { headers: { cookie: student } })).json();
  const course = encodeURIComponent(own.course);
  const c = encodeURIComponent(COURSE);
  const firstPage = await (await fetch(`${base}/api/students?course=${c}`, { headers: { cookie: educator } })).json();
  // The second page, when the course has one (a small BENCH_STUDENTS may give it a single page).
  const middle: string | null = firstPage.nextCursor ? `/api/students?course=${c}&cursor=${encodeURIComponent(firstPage.nextCursor)}` : null;
  // A deep page of the review list (the 40th, or the last there is), reached the way "Show more" reaches it.
  let applicationsPage = '/api/admin/applications';
  for (let page = 1; page < 40; page++) {
    const next: string | null = (await (await fetch(`${base}${applicationsPage}`, { headers: { cookie: admin } })).json()).nextCursor;
    if (!next) break;
    applicationsPage = `/api/admin/applications?cursor=${encodeURIComponent(next)}`;
  }

  // The items those lists open: an application, a library item, a course reading, a reflection paper.
  const firstId = async (path: string, cookie: string) => {
    const body = await (await fetch(`${base}${path}`, { headers: { cookie } })).json();
    return ((Array.isArray(body) ? body : body.items) as { id: string }[])[0]?.id;
  };
  const application = await firstId('/api/admin/applications?limit=1', admin);
  const libraryItem = await firstId('/api/admin/course-content?limit=1', admin);
  const materials: { id: string; format: string | null; readingSize: number | null }[] = await (
    await fetch(`${base}/api/course-materials?course=${course}`, { headers: { cookie: student } })
  ).json();
  const reading = materials.find((m) => m.readingSize !== null && m.format !== 'audio')?.id;
  const written = await fetch(`${base}/api/students/${studentId}/reflection-papers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: student, origin: base },
    body: JSON.stringify({
      course: own.course,
      title: 'Grace and the law',
      content: 'Grace precedes the law, and the law is given to a people already redeemed. '.repeat(40),
    }),
  });
  if (written.status !== 201) throw new Error(`bench could not write a reflection paper: ${written.status} ${await written.text()}`);
  const paper: string = (await written.json()).id;
  if (!application || !libraryItem) throw new Error('bench found no application or library item to open');

  const endpoints: [string, string][] = [
    [`/api/students/${studentId}/dashboard?course=${course}`, student],
    ['/api/user', student],
    [`/api/students/${studentId}`, student],
    [`/api/students/${studentId}/assignments?course=${course}`, student],
    [`/api/students/${studentId}/discussions?course=${course}`, student],
    [`/api/students/${studentId}/reflection-papers?course=${course}`, student],
    [`/api/students/${studentId}/reflection-papers/${paper}`, student],
    ['/api/notifications', student],
    ['/api/me/notification-settings', student],
    [`/api/course-materials?course=${course}`, student],
    ...(reading ? ([[`/api/course-materials/${reading}/reading`, student]] as [string, string][]) : []),
    [`/api/course-units?course=${course}`, student],
    [`/api/cohort-meetings?course=${course}`, student],
    [`/api/calendar-events?course=${course}`, student],
    ['/api/admissions/calendar', student],
    [`/api/students?course=${c}`, educator],
    ...(middle ? ([[middle, educator]] as [string, string][]) : []),
    // A common first name (one student in ten), and a rare one (eleven students): the trigram index serves the rare.
    [`/api/students?course=${c}&q=zawadi`, educator],
    ['/api/students?q=bench%204242', educator],
    ['/api/analytics/cohort', educator],
    [`/api/analytics/cohort?course=${c}`, educator],
    ['/api/analytics/gaps', educator],
    [`/api/analytics/gaps?course=${c}`, educator],
    [`/api/submissions?course=${c}`, educator],
    [`/api/discussions/proposals?course=${c}`, educator],
    [`/api/discussions/recommendations?course=${c}`, educator],
    [`/api/discussions/settings/${c}`, educator],
    ['/api/admin/applications', admin],
    [applicationsPage, admin],
    [`/api/admin/applications/${application}`, admin],
    [`/api/admin/applications/${application}/assessment`, admin],
    ['/api/admin/admissions-calendar', admin],
    ['/api/admin/applications?q=bench%204242', admin],
    ['/api/admin/contact-messages', admin],
    ['/api/admin/course-content', admin],
    ['/api/admin/validation/pending', admin],
    ['/api/admin/training-data', admin],
    ['/api/admin/course-content?q=grace', admin],
    [`/api/admin/course-content/${libraryItem}`, admin],
    ['/api/admin/mail-status', admin],
    ['/api/me/first-screen', student],
    ['/api/me/first-screen', educator],
    ...(CLIENT_BUILT
      ? ([
          ['/dashboard', student],
          ['/dashboard', educator],
        ] as [string, string][])
      : []),
    ['/api/figma/files', admin],
    ['/api/figma/stored-assets', admin],
  ];
  // Each endpoint answers once before it is measured (the analytics' first snapshot is made then).
  for (const [path, cookie] of endpoints) {
    const response = await get(`${base}${path}`, headersFor(path, cookie));
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.body.slice(0, 200)}`);
    // The page with the first screen in it, not the shell it falls back to.
    if (path === '/dashboard' && !response.body.includes('first-screen-data')) throw new Error('/dashboard came without its first screen');
  }
  return { endpoints, educator, course: c };
}

/** The server's settings for the bench: production, quiet, sign-in not throttled by the bench's own logins. */
const serverSettings = (storageDir: string) => ({
  // Reflection papers are stored encrypted; the bench writes one and reads it back.
  PAPER_ENCRYPTION_KEY: PAPER_KEY,
  NODE_ENV: 'production',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  STORAGE_DIR: storageDir,
  CLIENT_DIST_DIR: CLIENT_BUILT ? './dist' : './.no-client',
  LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
  SEED_DEMO_DATA: 'false',
});

async function run(label: string, target: DatabaseTarget, serverEnv: Record<string, string>) {
  console.log(`\n== ${label}`);
  const storageDir = mkdtempSync(join(tmpdir(), 'kti-bench-storage-'));
  const seeding = await openDatabase(target);
  await runMigrations(seeding);
  await seedDemoData(seeding.db, { demoPassword: PASSWORD, storage: localFileStorage(storageDir) });
  const started = Date.now();
  const counts = await seedCohort(seeding.db, STUDENTS, PASSWORD);
  // As a database that has run for a while: vacuumed (visibility maps for index-only scans) and analysed.
  await seeding.db.execute(sql`vacuum analyze`);
  // The seeding's writes flushed now, not by a checkpoint in the middle of the first measurements.
  await seeding.db.execute(sql`checkpoint`);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  const refreshStarted = Date.now();
  await refreshAnalytics(seeding.db);
  console.log(`analytics refresh (the background job, every course and all): ${Date.now() - refreshStarted} ms`);
  // The embedded database's directory is the server's alone once it starts.
  await seeding.close();

  // The server in its own process, as deployed (server/server.ts, its job worker included): the
  // load generator does not share its event loop.
  const server = await startBuiltServer(await freePort(), 'api', { ...serverSettings(storageDir), ...serverEnv });
  const { endpoints: all } = await endpointsOf(server.base);
  const endpoints = all.filter(([path]) => chosenBy(path));
  // A server that has run a while: every endpoint once under load before any is measured. The
  // embedded database's engine (WebAssembly) is compiled to its fast tier as it runs; from a cold
  // start PGlite's /api/health climbed from 140 to 550 req/s over its first 12 s.
  for (const [path, cookie] of endpoints) await warmUp(server.base, path, cookie);
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each, /api/health for ${HEALTH_SECONDS} s before and after each${CLIENT_BUILT ? '' : ' (the dashboard page is left out: no client build, run `npm run build` first)'}`,
  );
  const health = await measure(server.base, '/api/health', all[0]![1]);
  const line = (m: Measured, alongside: { rps: number }) =>
    `${shown(m.path).slice(0, 70).padEnd(70)} ${m.rps.toFixed(0).padStart(6)} req/s  p99 ${String(m.p99).padStart(5)} ms  ${((100 * m.rps) / alongside.rps).toFixed(0).padStart(4)}% of health${m.path === '/api/health' ? '' : ` (${alongside.rps.toFixed(0)} req/s alongside)`}${m.path === '/dashboard' ? `  ${(m.bytes / 1024).toFixed(0)} KB each` : ''}${m.errors ? `  (${m.errors} errors)` : ''}`;
  console.log(line(health, health));
  const results = [];
  const healthNow = () => measure(server.base, '/api/health', all[0]![1], { seconds: HEALTH_SECONDS, warm: false });
  for (const [path, cookie] of endpoints) {
    // The share is of /api/health measured just before and just after, on the same server: this
    // machine's speed drifts (health alone went from 2,267 to 4,193 req/s within one server's
    // life), and a share of one health figure taken minutes earlier would measure the drift as
    // much as the endpoint.
    await warmUp(server.base, path, cookie);
    const before = await healthNow();
    const result = await measure(server.base, path, cookie, { warm: false });
    const alongside = { rps: (before.rps + (await healthNow()).rps) / 2 };
    results.push({ ...result, share: result.rps / alongside.rps });
    console.log(line(result, alongside));
  }
  // The target is for the API's reads. The dashboard's page is HTML with a screen rendered in it,
  // timed on a phone by bench:web: its lines show what a render costs the server.
  const reads = results.filter((r) => r.path !== '/dashboard');
  const missed = reads.filter((r) => r.p99 > 100 || r.share < 0.3 || r.errors > 0);
  console.log(
    `${reads.length} API read endpoints; ${missed.length ? `${missed.length} miss the target (p99 <= 100 ms, >= 30% of health, no error): ${missed.map((r) => shown(r.path).slice(0, 60)).join(', ')}` : 'every one meets the target'}`,
  );
  const pages = results.filter((r) => r.path === '/dashboard');
  if (pages.length)
    console.log(
      `the dashboard page, student's and educator's (not an API read, not in the target): ${pages.map((r) => `${r.rps.toFixed(0)} pages/s, p99 ${r.p99} ms`).join('; ')}`,
    );
  await server.stop();

  if (process.env.BENCH_PLANS !== '0') await printPlans(target, storageDir);
  rmSync(storageDir, { recursive: true, force: true });
}

/** A port nobody listens on, for the bench's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The plans of the statements the main requests run: the same requests, once each, to a server in
 * this process whose statements are captured from the ORM (the measurements above are done).
 */
async function printPlans(target: DatabaseTarget, storageDir: string) {
  const recorder = statementRecorder();
  const database = await openDatabase({ ...target, logger: recorder.logger });
  const app = await buildApp({ env: parseEnv(serverSettings(storageDir)), database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { endpoints, course: c } = await endpointsOf(base);
    console.log('\n-- plans of the statements the main requests run');
    // The main requests: the first screens, the staff lists and their searches, a student's lists.
    const planned = [
      '/dashboard?',
      `/api/students?course=${c}`,
      `&cursor=`,
      '&q=zawadi',
      '?q=bench',
      '/api/submissions',
      '/api/notifications',
      '/discussions?',
      '/api/admin/applications',
      '/api/admin/course-content',
      '/api/admin/training-data',
    ];
    const chosen = planned
      .map((part) => endpoints.find(([path]) => path.includes(part))!)
      .filter((entry, i, all) => entry && all.indexOf(entry) === i && chosenBy(entry[0]));
    for (const [path, cookie] of chosen) {
      const statements = await recorder.during(() => fetch(`${base}${path}`, { headers: { cookie } }));
      console.log(`\n${shown(path)}`);
      for (const { query, params } of statements) {
        // Reads only: EXPLAIN ANALYZE runs the statement, and a `with` may write.
        if (!/^\s*(select|with)\b/i.test(query) || /\b(insert|update|delete)\b/i.test(query) || PLUMBING.test(query.split(/\bwhere\b/i)[0]!)) continue;
        const plan = rowsOf<Record<string, string>>(
          await database.db.execute(sql.raw(`explain (analyze, costs off, timing off, summary on) ${inline(query, params)}`)),
        );
        console.log(`  ${query.replace(/\s+/g, ' ').slice(0, 150)}${query.length > 150 ? '…' : ''}`);
        for (const row of plan) console.log(`    ${Object.values(row)[0]}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}

/** The statement with its parameters written in as literals (EXPLAIN takes no bind parameters on PGlite's simple protocol). */
function inline(query: string, params: unknown[]) {
  return query.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    // An array parameter (`= any($1::uuid[])`) as PostgreSQL's array literal.
    if (Array.isArray(value)) return `'{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}'`;
    const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `'${text.replace(/'/g, "''")}'`;
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'kti-bench-api-'));
if (process.env.BENCH_PGLITE !== '0') await run(`PGlite (embedded, ${dataDir}), ${STUDENTS} students`, { dataDir }, { DATA_DIR: dataDir });
rmSync(dataDir, { recursive: true, force: true });

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const adminClient = new pg.Client({ connectionString: serverUrl });
// BENCH_POSTGRES=0 measures PGlite only.
const reachable =
  process.env.BENCH_POSTGRES !== '0' &&
  (await adminClient.connect().then(
    () => true,
    () => false,
  ));
if (reachable) {
  const name = `bench_${Date.now()}`;
  await adminClient.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run(
      `PostgreSQL (${url.host}), ${STUDENTS} students, ${APP_PROCESSES} app processes`,
      { url: url.toString(), poolSize: 10 },
      { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '10', APP_PROCESSES: String(APP_PROCESSES) },
    );
  } finally {
    await adminClient.query(`drop database ${name} with (force)`);
    await adminClient.end();
  }
} else {
  console.log(process.env.BENCH_POSTGRES === '0' ? '\nPostgreSQL run skipped (BENCH_POSTGRES=0).' : '\nPostgreSQL not reachable; PostgreSQL run skipped.');
}
