import { eq, sql, type SQL } from 'drizzle-orm';
import { COURSES, type Course } from '#shared/constants/courses.ts';
import type { CohortAnalytics, PerformanceGap } from '#shared/schemas/educator.ts';
import { preparedPer, rowsOf, type Database } from '#server/db/client.ts';
import { analyticsSnapshots, jobs } from '#server/db/schema/index.ts';

/** A learning objective counts as a gap for a student below this progress. */
export const GAP_PROGRESS_THRESHOLD = 0.6;
/** Distinct active days in the last 14 that count as fully engaged. */
const ENGAGED_DAYS = 10;
/** Gaps listed per course (and for every course). */
const GAPS_LISTED = 20;
/** The snapshot row that covers every course. */
export const ALL_COURSES = 'all';
export const REFRESH_JOB = 'analytics:refresh';

type CohortFigures = Omit<CohortAnalytics, 'computedAt'>;

/** A part of the students by id, [from, to) (to null: to the end), that the refresh reads in one statement. */
type IdRange = readonly [from: string, to: string | null];

/** `column` (a student's id) within `range`, as a condition an index on it answers with one range scan. */
const within = (column: SQL, range: IdRange | undefined) =>
  range ? sql`${column} >= ${range[0]}::uuid${range[1] ? sql` and ${column} < ${range[1]}::uuid` : sql``}` : sql`true`;

/**
 * Each student's course, level and engagement (0-100): 40% activity (distinct active days in the
 * last 14, capped at 10) and 60% learning (mean objective progress, or overall progress when none
 * is recorded). Numeric, not float, so that an average is the same however the rows are grouped.
 * Of one course, or of the students whose ids are in `ids`.
 */
function studentFigures(course?: Course, ids?: IdRange) {
  return sql`
    select s.course, s.current_difficulty_level as level,
      100 * (0.4 * least(coalesce(act.days, 0)::numeric / ${ENGAGED_DAYS}, 1) + 0.6 * coalesce(pr.mean, s.overall_progress::numeric)) as engagement
    from students s
    left join (
      select student_id, count(distinct date_trunc('day', created_at)) as days from activities
      where created_at > now() - interval '14 days' and ${within(sql`student_id`, ids)} group by student_id
    ) act on act.student_id = s.id
    left join (select student_id, avg(progress::numeric) as mean from student_progress where ${within(sql`student_id`, ids)} group by student_id) pr on pr.student_id = s.id
    where (${course ?? null}::course is null or s.course = ${course ?? null}::course) and ${within(sql`s.id`, ids)}`;
}

/** How many students of each difficulty level, from studentFigures' rows. */
const levelCounts = sql`(count(*) filter (where level = 1))::int as l1, (count(*) filter (where level = 2))::int as l2,
  (count(*) filter (where level = 3))::int as l3, (count(*) filter (where level = 4))::int as l4`;

const cohortColumns = sql`count(*)::int as total, coalesce(avg(engagement), 0)::float8 as engagement, ${levelCounts}`;

interface CohortRow {
  course: Course | null;
  total: number;
  engagement: number | string;
  l1: number;
  l2: number;
  l3: number;
  l4: number;
}

const cohortOf = (row: CohortRow | undefined): CohortFigures => ({
  totalStudents: Number(row?.total ?? 0),
  averageEngagement: Math.round(Number(row?.engagement ?? 0) * 10) / 10,
  difficultyDistribution: { '1': Number(row?.l1 ?? 0), '2': Number(row?.l2 ?? 0), '3': Number(row?.l3 ?? 0), '4': Number(row?.l4 ?? 0) },
});

interface GapRow {
  objective_id: string;
  course: Course;
  title: string;
  category: string;
  affected: number;
  average: number | string;
}

const gapOf = (r: GapRow): PerformanceGap => ({
  objectiveId: r.objective_id,
  objectiveTitle: r.title,
  category: r.category,
  studentsAffected: Number(r.affected),
  averageProgress: Math.round(Number(r.average) * 1000) / 1000,
});

/** Every objective some student has not mastered, with how many and their mean progress (numeric, as above). */
const objectiveGaps = (course?: Course) => sql`
  select lo.id as objective_id, lo.course, lo.title, lo.category,
    (count(*) filter (where sp.progress < ${GAP_PROGRESS_THRESHOLD}))::int as affected,
    avg(sp.progress::numeric)::float8 as average
  from learning_objectives lo join student_progress sp on sp.objective_id = lo.id
  where ${course ?? null}::course is null or lo.course = ${course ?? null}::course
  group by lo.id
  having count(*) filter (where sp.progress < ${GAP_PROGRESS_THRESHOLD}) > 0`;
/** Most students affected first, then the lowest progress. */
const gapOrder = sql`affected desc, average asc, title, objective_id`;

/** Cohort figures recomputed from every row: the definition the kept snapshot must equal. */
export async function recomputeCohortAnalytics(db: Database, course?: Course): Promise<CohortFigures> {
  return cohortOf(rowsOf<CohortRow>(await db.execute(sql`select ${cohortColumns} from (${studentFigures(course)}) f`))[0]);
}

/** Learning gaps recomputed from every row: the definition the kept snapshot must equal. */
export async function recomputePerformanceGaps(db: Database, course?: Course): Promise<PerformanceGap[]> {
  return rowsOf<GapRow>(await db.execute(sql`select * from (${objectiveGaps(course)}) g order by ${gapOrder} limit ${GAPS_LISTED}`)).map(gapOf);
}

/** The refresh reads the students in this many parts, by the first hex digit of their id. */
const PARTS = 16;
const ID_RANGES: IdRange[] = Array.from({ length: PARTS }, (_, k) => [
  `${k.toString(16)}0000000-0000-0000-0000-000000000000`,
  k + 1 < PARTS ? `${(k + 1).toString(16)}0000000-0000-0000-0000-000000000000` : null,
]);

/**
 * One part's sums: per course, its students, their engagement summed (exact, numeric, as text) and
 * their levels; per objective, its progress rows, their progress summed and those below the gap threshold.
 */
async function partSums(db: Database, ids: IdRange) {
  const cohorts = rowsOf<{ course: Course; total: number; engagement_sum: string; l1: number; l2: number; l3: number; l4: number; computed_at: Date | string }>(
    await db.execute(sql`select course, count(*)::int as total, sum(engagement)::text as engagement_sum, ${levelCounts}, now() as computed_at
      from (${studentFigures(undefined, ids)}) f group by course`),
  );
  const objectives = rowsOf<{ objective_id: string; n: number; progress_sum: string; affected: number }>(
    await db.execute(sql`select objective_id, count(*)::int as n, sum(progress::numeric)::text as progress_sum,
      (count(*) filter (where progress < ${GAP_PROGRESS_THRESHOLD}))::int as affected
      from student_progress where ${within(sql`student_id`, ids)} group by objective_id`),
  );
  return { cohorts, objectives };
}

/**
 * Recomputes every scope's figures and stores them. The students are read in sixteen parts by id,
 * each in a statement of its own over its own range of the indexes, and the parts' exact sums are
 * then added up: the same figures as one pass (avg is the sum over the count, in numeric), but no
 * statement long. The embedded database runs one statement at a time, and one pass over every
 * student held every other request for its whole length: 140 ms at 5,000 students. Each part is
 * of its own moment; each student is counted once, in one part. Run by the `analytics:refresh`
 * job (and once inline when no snapshot exists yet).
 */
export async function refreshAnalytics(db: Database): Promise<void> {
  const parts: Awaited<ReturnType<typeof partSums>>[] = [];
  for (const ids of ID_RANGES) parts.push(await partSums(db, ids));
  const cohortSums = parts.flatMap((part) => part.cohorts);
  // grouping sets: each course's row and the all-courses row, each the same avg() as a recomputation.
  const cohorts = rowsOf<CohortRow>(
    await db.execute(sql`select course, coalesce(sum(total), 0)::int as total, coalesce(sum(engagement_sum) / nullif(sum(total), 0), 0)::float8 as engagement,
      coalesce(sum(l1), 0)::int as l1, coalesce(sum(l2), 0)::int as l2, coalesce(sum(l3), 0)::int as l3, coalesce(sum(l4), 0)::int as l4
      from jsonb_to_recordset(${JSON.stringify(cohortSums)}::jsonb) as p(course course, total int, engagement_sum numeric, l1 int, l2 int, l3 int, l4 int)
      group by grouping sets ((course), ())`),
  );
  const gaps = rowsOf<GapRow & { course_rank: number; all_rank: number }>(
    await db.execute(sql`
      select *, row_number() over (partition by course order by ${gapOrder}) as course_rank, row_number() over (order by ${gapOrder}) as all_rank
      from (
        select lo.id as objective_id, lo.course, lo.title, lo.category, sum(p.affected)::int as affected, (sum(p.progress_sum) / sum(p.n))::float8 as average
        from jsonb_to_recordset(${JSON.stringify(parts.flatMap((part) => part.objectives))}::jsonb) as p(objective_id uuid, n int, progress_sum numeric, affected int)
        join learning_objectives lo on lo.id = p.objective_id
        group by lo.id
        having sum(p.affected) > 0
      ) g`),
  );
  // As old as the first part read, by the database's clock (the app's only when there is no student).
  const times = cohortSums.map((row) => new Date(row.computed_at).getTime());
  const computedAt = new Date(times.length ? Math.min(...times) : Date.now());
  const ranked = (rank: (row: (typeof gaps)[number]) => number, keep: (row: (typeof gaps)[number]) => boolean) =>
    gaps
      .filter((row) => keep(row) && Number(rank(row)) <= GAPS_LISTED)
      .sort((a, b) => Number(rank(a)) - Number(rank(b)))
      .map(gapOf);
  const rows = [
    {
      scope: ALL_COURSES,
      cohort: cohortOf(cohorts.find((row) => row.course === null)),
      gaps: ranked(
        (row) => row.all_rank,
        () => true,
      ),
      computedAt,
    },
    ...COURSES.map((course) => ({
      scope: course,
      cohort: cohortOf(cohorts.find((row) => row.course === course)),
      gaps: ranked(
        (row) => row.course_rank,
        (row) => row.course === course,
      ),
      computedAt,
    })),
  ];
  await db
    .insert(analyticsSnapshots)
    .values(rows)
    .onConflictDoUpdate({
      target: analyticsSnapshots.scope,
      set: { cohort: sql`excluded.cohort`, gaps: sql`excluded.gaps`, computedAt: sql`excluded.computed_at` },
      // Two refreshes at once (two app processes): the later figures stay.
      setWhere: sql`${analyticsSnapshots.computedAt} <= excluded.computed_at`,
    });
}

const snapshotByScope = preparedPer((db) =>
  db
    .select()
    .from(analyticsSnapshots)
    .where(eq(analyticsSnapshots.scope, sql.placeholder('scope')))
    .prepare('analytics_snapshot'),
);

export async function readSnapshot(db: Database, scope: string) {
  const [row] = await snapshotByScope(db).execute({ scope });
  return row;
}

/**
 * Queues a refresh to run in `afterSeconds`, unless one is already queued (a burst of writes or of
 * stale reads makes one job); a queued one due later is brought forward. Two processes racing may
 * queue two; the second recomputes the same figures.
 */
export async function queueRefresh(db: Database, afterSeconds = 0): Promise<void> {
  await db.execute(sql`
    with due as (
      update ${jobs} set run_at = least(run_at, now() + make_interval(secs => ${afterSeconds}))
      where status = 'queued' and kind = ${REFRESH_JOB}
      returning id
    )
    insert into ${jobs} (kind, payload, run_at)
    select ${REFRESH_JOB}, '{}'::jsonb, now() + make_interval(secs => ${afterSeconds})
    where not exists (select 1 from due)`);
}
