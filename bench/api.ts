// npm run bench:api — seeds a large cohort (5,000 students with progress, assignments and
// activities), then drives the dashboard, students, cohort analytics and gaps endpoints with
// concurrent clients (autocannon), next to a trivial endpoint of the same server in the same run.
// Runs on PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or a server on 127.0.0.1:5432) is there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { DEMO_EDUCATOR, seedDemoData } from '#server/db/seed/seed.ts';
import { parseEnv } from '#server/env.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { COURSES } from '#shared/constants/courses.ts';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'bench password 2026';

async function seedCohort(db: DatabaseHandle['db']) {
  const hash = await hashPassword(PASSWORD);
  const courses = sql.raw(`array[${COURSES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]::course[]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (username, password, name, role)
      select 'bench.' || g, ${hash}, 'Bench Student ' || g, 'student' from generate_series(1, ${STUDENTS}) g`);
    await tx.execute(sql`insert into students (user_id, course, current_difficulty_level, overall_progress, literacy_score)
      select u.id, (${courses})[1 + (abs(hashtext(u.username)) % ${COURSES.length})], 1 + (abs(hashtext(u.username || 'l')) % 4), random(), 40 + (random() * 60)::int
      from users u where u.username like 'bench.%'`);
    await tx.execute(sql`insert into student_progress (student_id, objective_id, progress, mastery_level)
      select s.id, lo.id, random(), (random() * 4)::int from students s join learning_objectives lo on lo.course = s.course
      join users u on u.id = s.user_id where u.username like 'bench.%'`);
    // Submitted work has the times the submit route records (the grading queue is ordered by arrival).
    await tx.execute(sql`insert into student_assignments (student_id, assignment_id, status, submitted_at, received_at)
      select sid, aid, st, case when st = 'submitted' then at end, case when st = 'submitted' then at end from (
        select s.id as sid, a.id as aid, case when random() < 0.5 then 'assigned' else 'submitted' end as st, now() - random() * interval '30 days' as at
        from students s join assignments a on a.course = s.course join users u on u.id = s.user_id where u.username like 'bench.%'
      ) x`);
    await tx.execute(sql`insert into activities (student_id, type, description, created_at)
      select s.id, 'login', 'Signed in', now() - (random() * interval '20 days')
      from students s join users u on u.id = s.user_id cross join generate_series(1, 5) where u.username like 'bench.%'`);
  });
  const counts = await db.execute(sql`select (select count(*) from students) as students, (select count(*) from student_progress) as progress,
    (select count(*) from student_assignments) as assignments, (select count(*) from activities) as activities`);
  return (counts as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

async function measure(base: string, path: string, cookie: string) {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  const errors = result.non2xx + result.errors;
  return `${path.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms${errors ? `   (${errors} errors)` : ''}`;
}

async function run(label: string, database: DatabaseHandle) {
  console.log(`\n== ${label}`);
  await runMigrations(database);
  const storageDir = mkdtempSync(join(tmpdir(), 'kti-bench-storage-'));
  await seedDemoData(database.db, { demoPassword: PASSWORD, storage: localFileStorage(storageDir) });
  const started = Date.now();
  const counts = await seedCohort(database.db);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  const env = parseEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, CLIENT_DIST_DIR: './.no-client', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
  const app = await buildApp({ env, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (username: string) => {
    const response = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
    // Sign-in sets the device cookie as well as the session's: send back every one.
    return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).join('; ');
  };
  const educator = await login(DEMO_EDUCATOR.username);
  const student = await login('bench.42');
  const me = await (await fetch(`${base}/api/user`, { headers: { cookie: student } })).json();
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [path, cookie] of [
    ['/api/health', educator],
    [`/api/students/${me.studentId}/dashboard`, student],
    ['/api/students?course=Systematic%20Theology', educator],
    ['/api/analytics/cohort', educator],
    ['/api/analytics/cohort?course=Hermeneutics', educator],
    ['/api/analytics/gaps?course=Systematic%20Theology', educator],
    ['/api/analytics/gaps', educator],
  ] as const) {
    console.log(await measure(base, path, cookie));
  }
  await app.close();
  rmSync(storageDir, { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), 'kti-bench-api-'));
const pglite = await openDatabase({ dataDir });
await run(`PGlite (embedded, ${dataDir})`, pglite);
await pglite.close();
rmSync(dataDir, { recursive: true, force: true });

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: serverUrl });
const reachable = await admin.connect().then(
  () => true,
  () => false,
);
if (reachable) {
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ url: url.toString(), poolSize: 10 });
  try {
    await run(`PostgreSQL (${url.host})`, postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL not reachable; PostgreSQL run skipped.');
}
