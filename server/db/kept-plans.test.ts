import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#server/test/database.ts';
import * as content from '#server/modules/content/repo.ts';
import { listSubmissionsToGrade } from '#server/modules/grading/service.ts';
import { listStudents } from '#server/modules/students/repo.ts';
import { listEvents } from '#server/modules/calendar/service.ts';
import { listMeetings } from '#server/modules/meetings/service.ts';
import { rowsOf, type DatabaseHandle } from './client.ts';

/** Rows enough that a tenth of them (what PostgreSQL assumes of a LIMIT it does not know) is far more than a page. */
const ROWS = 3000;
const COURSE = 'Systematic Theology';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into course_content (course, type, title, content, validation_status, is_training_data, validated_at)
    select ${COURSE}, 'book', 'Passage ' || g, 'Grace precedes the law.', (array['pending', 'approved', 'approved'])[1 + g % 3], g % 3 = 1, case when g % 3 <> 0 then now() end
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`insert into users (username, password, name) select 'plan.' || g, 'x', 'Student ' || g from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`insert into students (user_id, course) select id, ${COURSE} from users where username like 'plan.%'`);
  await db.execute(sql`insert into assignments (course, title, description, type, due_date) values (${COURSE}, 'Essay', 'Write it', 'essay', now())`);
  await db.execute(sql`insert into student_assignments (student_id, assignment_id, status, submitted_at, received_at)
    select s.id, a.id, 'submitted', now(), now() - random() * interval '9 days' from students s cross join assignments a`);
  await db.execute(sql`insert into calendar_events (title, type, course, start_time, is_public)
    select 'Event ' || g, 'lecture', ${COURSE}, now() + g * interval '1 hour', g % 10 <> 0 from generate_series(1, ${ROWS}) g`);
  await db.execute(
    sql`insert into cohort_meetings (title, course, scheduled_time) select 'Meeting ' || g, ${COURSE}, now() + g * interval '1 hour' from generate_series(1, ${ROWS}) g`,
  );
  await db.execute(sql`analyze`);
});
afterAll(() => database.close());

/**
 * A list's prepared statement is planned once and its plan kept, not planned
 * again on every request. At 50,000 students the roster, the grading list, the admin lists and the
 * review list were planned on each of their executions (0.2 ms of the database's time for the
 * grading list, as much as running it). The calendar's public events read a partial index, which
 * a kept plan uses only when the predicate is written as the index's.
 */
describe('the lists keep their plans', () => {
  it('from the sixth execution on, at the size where a tenth of the rows is many pages', async () => {
    const named = [
      'course_content_page_',
      'pending_validations_page_',
      'training_page_',
      'submissions_page_first',
      'students_page_c',
      'calendar_events_c',
      'meetings_page_uc',
    ];
    const plans = await database.db.transaction(async (tx) => {
      // In one transaction: one connection, whose prepared statements the view below shows.
      for (let i = 0; i < 8; i++) {
        expect((await content.listContent(tx, { limit: 50 })).items).toHaveLength(50);
        expect((await content.listPending(tx, { limit: 50 })).items).toHaveLength(50);
        expect((await content.listTrainingItems(tx, { limit: 50 })).items).toHaveLength(50);
        expect((await listSubmissionsToGrade(tx, { course: COURSE, limit: 50 })).items).toHaveLength(50);
        expect((await listStudents(tx, { course: COURSE, limit: 50 })).items).toHaveLength(50);
        expect((await listEvents(tx, { course: COURSE, limit: 50 })).items).toHaveLength(50);
        expect((await listMeetings(tx, { course: COURSE, when: 'upcoming', limit: 50 })).items).toHaveLength(50);
      }
      return rowsOf<{ name: string; generic_plans: number }>(
        await tx.execute(sql`select name, generic_plans from pg_prepared_statements where name in ${named}`),
      );
    });
    expect(Object.fromEntries(plans.map((row) => [row.name, Number(row.generic_plans)]))).toEqual(Object.fromEntries(named.map((name) => [name, 3])));
  });
});
