import { eq, sql } from 'drizzle-orm';
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

/**
 * Each student's course, level and engagement (0-100): 40% activity (distinct active days in the
 * last 14, capped at 10) and 60% learning (mean objective progress, or overall progress when none
 * is recorded). Numeric, not float, so that an average is the same however the rows are grouped.
 */
function studentFigures(course?: Course) {
  return sql`
    select s.course, s.current_difficulty_level as level,
      100 * (0.4 * least(coalesce(act.days, 0)::numeric / ${ENGAGED_DAYS}, 1) + 0.6 * coalesce(pr.mean, s.overall_progress::numeric)) as engagement
    from students s
    left join (
      select student_id, count(distinct date_trunc('day', created_at)) as days from activities
      where created_at > now() - interval '14 days' group by student_id
    ) act on act.student_id = s.id
    left join (select student_id, avg(progress::numeric) as mean from student_progress group by student_id) pr on pr.student_id = s.id
    where ${course ?? null}::course is null or s.course = ${course ?? null}::course`;
}

const cohortColumns = sql`count(*)::int as total, coalesce(avg(engagement), 0)::float8 as engagement,
  (count(*) filter (where level = 1))::int as l1, (count(*) filter (where level = 2))::int as l2,
  (count(*) filter (where level = 3))::int as l3, (count(*) filter (where level = 4))::int as l4`;

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

/**
 * Recomputes every scope's figures in one pass over the tables and stores them, in one
 * repeatable-read transaction: every row of the snapshot is of the same moment. Run by the
 * `analytics:refresh` job (and once inline when no snapshot exists yet).
 */
export async function refreshAnalytics(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    // grouping sets: each course's row and the all-courses row, from one scan, each the same avg() as a recomputation.
    const cohorts = rowsOf<CohortRow>(await tx.execute(sql`select course, ${cohortColumns} from (${studentFigures()}) f group by grouping sets ((course), ())`));
    const gaps = rowsOf<GapRow & { course_rank: number; all_rank: number }>(
      await tx.execute(sql`
        select *, row_number() over (partition by course order by ${gapOrder}) as course_rank, row_number() over (order by ${gapOrder}) as all_rank
        from (${objectiveGaps()}) g`),
    );
    // The transaction's own time: every row is of the same moment.
    const computedAt = sql`now()`;
    const ranked = (rank: (row: (typeof gaps)[number]) => number, keep: (row: (typeof gaps)[number]) => boolean) =>
      gaps.filter((row) => keep(row) && Number(rank(row)) <= GAPS_LISTED).sort((a, b) => Number(rank(a)) - Number(rank(b))).map(gapOf);
    const rows = [
      { scope: ALL_COURSES, cohort: cohortOf(cohorts.find((row) => row.course === null)), gaps: ranked((row) => row.all_rank, () => true), computedAt },
      ...COURSES.map((course) => ({
        scope: course,
        cohort: cohortOf(cohorts.find((row) => row.course === course)),
        gaps: ranked((row) => row.course_rank, (row) => row.course === course),
        computedAt,
      })),
    ];
    await tx
      .insert(analyticsSnapshots)
      .values(rows)
      .onConflictDoUpdate({ target: analyticsSnapshots.scope, set: { cohort: sql`excluded.cohort`, gaps: sql`excluded.gaps`, computedAt: sql`excluded.computed_at` } });
  });
}

const snapshotByScope = preparedPer((db) => db.select().from(analyticsSnapshots).where(eq(analyticsSnapshots.scope, sql.placeholder('scope'))).prepare('analytics_snapshot'));

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
