// The large cohort the benches measure at: bench:api's read endpoints, and bench:web's educator
// dashboard with 50,000 students in the database.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf, type DatabaseHandle } from '#server/db/client.ts';
import { refreshAnalytics } from '#server/modules/analytics/repo.ts';
import { hashPassword } from '#server/modules/accounts/index.ts';
import { COURSES } from '#shared/constants/courses.ts';

/**
 * Adds `students` students (bench.1 ... bench.N, each with progress, assignments, activity,
 * notifications and an open dialogue), an admin (bench.admin), applications (a fifth of the
 * students) and uploads (a tenth), all with `password`; returns the tables' row counts.
 */
export async function seedCohort(db: DatabaseHandle['db'], students: number, password: string) {
  const hash = await hashPassword(password);
  const courses = sql.raw(`array[${COURSES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]::course[]`);
  const bench = sql`u.username like 'bench.%'`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into users (username, password, name, role, email)
      select 'bench.' || g, ${hash}, (array['Amani','Baraka','Neema','Zawadi','Juma','Imani','Faraja','Tumaini'])[1 + g % 8] || ' Bench ' || g, 'student', 'bench.' || g || '@example.org'
      from generate_series(1, ${students}) g`);
    await tx.execute(sql`insert into users (username, password, name, role) values ('bench.admin', ${hash}, 'Bench Admin', 'admin')`);
    await tx.execute(sql`insert into students (user_id, course, current_difficulty_level, overall_progress, literacy_score)
      select u.id, (${courses})[1 + (abs(hashtext(u.username)) % ${COURSES.length})], 1 + (abs(hashtext(u.username || 'l')) % 4), random(), 40 + (random() * 60)::int
      from users u where ${bench} and u.role = 'student'`);
    await tx.execute(sql`insert into student_progress (student_id, objective_id, progress, mastery_level)
      select s.id, lo.id, random(), (random() * 4)::int from students s join learning_objectives lo on lo.course = s.course
      join users u on u.id = s.user_id where ${bench}`);
    // Submitted work has the times the submit route records (the grading queue is ordered by arrival).
    await tx.execute(sql`insert into student_assignments (student_id, assignment_id, status, submitted_at, received_at)
      select sid, aid, st, case when st = 'submitted' then at end, case when st = 'submitted' then at end from (
        select s.id as sid, a.id as aid, case when random() < 0.5 then 'assigned' else 'submitted' end as st, now() - random() * interval '30 days' as at
        from students s join assignments a on a.course = s.course join users u on u.id = s.user_id where ${bench}
      ) x`);
    await tx.execute(sql`insert into activities (student_id, type, description, created_at)
      select s.id, 'login', 'Signed in', now() - (random() * interval '20 days')
      from students s join users u on u.id = s.user_id cross join generate_series(1, 5) where ${bench}`);
    await tx.execute(sql`insert into notifications (user_id, kind, data, link, created_at)
      select u.id, 'assignment_graded', '{}'::jsonb, '/dashboard?tab=assignments', now() - (random() * interval '20 days')
      from users u cross join generate_series(1, 3) where ${bench}`);
    // Every student has a Socratic dialogue open: an opening question sent to the whole cohort.
    await tx.execute(sql`insert into questions (content, difficulty_level) values ('Why does grace come before the law in this passage?', 2)`);
    await tx.execute(sql`insert into discussion_threads (student_id, course, opening_question_id, difficulty_level, max_turns)
      select s.id, s.course, (select id from questions order by created_at desc limit 1), s.current_difficulty_level, 3
      from students s join users u on u.id = s.user_id where ${bench}`);
    await tx.execute(sql`insert into applications (status, first_name, last_name, email, submitted_at, reference)
      select 'submitted', 'Applicant', 'Bench ' || g, 'applicant.' || g || '@example.org', now() - g * interval '1 minute', 'KTI-BENCH-' || g
      from generate_series(1, ${Math.ceil(students / 5)}) g`);
    // Uploads for the admin content lists (a tenth of the student count): most approved, some pending or rejected.
    await tx.execute(sql`insert into course_content (course, type, title, author, content, validation_status, is_training_data, validated_at, processing_status, uploaded_at)
      select (${courses})[1 + g % ${COURSES.length}], 'book', 'Bench passage ' || g, 'Author ' || (g % 300), repeat('Grace precedes the law. ', 20),
        case when g % 10 = 0 then 'pending' when g % 10 = 1 then 'rejected' else 'approved' end, g % 10 > 1,
        case when g % 10 <> 0 then now() - g * interval '1 minute' end, 'complete', now() - g * interval '1 minute' - interval '1 day'
      from generate_series(1, ${Math.ceil(students / 10)}) g`);
  });
  const counts = await db.execute(sql`select (select count(*) from students) as students, (select count(*) from student_progress) as progress,
    (select count(*) from student_assignments) as assignments, (select count(*) from activities) as activities,
    (select count(*) from notifications) as notifications, (select count(*) from discussion_threads) as threads, (select count(*) from applications) as applications`);
  return rowsOf<Record<string, unknown>>(counts)[0];
}

/**
 * A fresh PostgreSQL database for a bench (on BENCH_DATABASE_URL's server, or the local one), or
 * undefined when no server answers. `fill` adds the cohort once the app has migrated and seeded
 * the demo: vacuumed and analysed as a database that has run a while, its analytics kept.
 */
export async function cohortDatabase(students: number, password: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  const name = `bench_web_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async fill() {
      const database = await openDatabase({ url: url.toString(), poolSize: 4 });
      try {
        const counts = await seedCohort(database.db, students, password);
        await database.db.execute(sql`vacuum analyze`);
        await refreshAnalytics(database.db);
        return counts;
      } finally {
        await database.close();
      }
    },
    async drop() {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}
