import { sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { CohortAnalytics, PerformanceGap } from '#shared/schemas/educator.ts';
import { rowsOf, type Database } from '#server/db/client.ts';

/** A learning objective counts as a gap for a student below this progress. */
export const GAP_PROGRESS_THRESHOLD = 0.6;
/** Distinct active days in the last 14 that count as fully engaged. */
const ENGAGED_DAYS = 10;

/**
 * Cohort size, average engagement and level distribution in one query (conventions, habit 7).
 * A student's engagement (0-100) is 40% activity (distinct active days in the last 14, capped at
 * 10) and 60% learning (mean objective progress, or overall progress when none is recorded).
 */
export async function cohortAnalytics(db: Database, course?: Course): Promise<CohortAnalytics> {
  const rows = rowsOf<{ total: number; engagement: number | string; l1: number; l2: number; l3: number; l4: number }>(
    await db.execute(sql`
      with cohort as (
        select id, current_difficulty_level as level, overall_progress from students
        where ${course ?? null}::course is null or course = ${course ?? null}::course
      ),
      activity as (
        select a.student_id, count(distinct date_trunc('day', a.created_at)) as days
        from activities a join cohort c on c.id = a.student_id
        where a.created_at > now() - interval '14 days'
        group by a.student_id
      ),
      progress as (
        select sp.student_id, avg(sp.progress) as mean
        from student_progress sp join cohort c on c.id = sp.student_id
        group by sp.student_id
      )
      select
        count(*)::int as total,
        coalesce(avg(100 * (0.4 * least(coalesce(act.days, 0)::numeric / ${ENGAGED_DAYS}, 1) + 0.6 * coalesce(pr.mean, c.overall_progress))), 0)::float8 as engagement,
        (count(*) filter (where c.level = 1))::int as l1,
        (count(*) filter (where c.level = 2))::int as l2,
        (count(*) filter (where c.level = 3))::int as l3,
        (count(*) filter (where c.level = 4))::int as l4
      from cohort c
      left join activity act on act.student_id = c.id
      left join progress pr on pr.student_id = c.id
    `),
  );
  const row = rows[0]!;
  return {
    totalStudents: Number(row.total),
    averageEngagement: Math.round(Number(row.engagement) * 10) / 10,
    difficultyDistribution: { '1': Number(row.l1), '2': Number(row.l2), '3': Number(row.l3), '4': Number(row.l4) },
  };
}

/** Learning objectives that students have not mastered, most students affected first. */
export async function findPerformanceGaps(db: Database, course?: Course, limit = 20): Promise<PerformanceGap[]> {
  const rows = rowsOf<{ objective_id: string; title: string; category: string; affected: number; average: number | string }>(
    await db.execute(sql`
      select lo.id as objective_id, lo.title, lo.category,
        (count(*) filter (where sp.progress < ${GAP_PROGRESS_THRESHOLD}))::int as affected,
        avg(sp.progress)::float8 as average
      from learning_objectives lo
      join student_progress sp on sp.objective_id = lo.id
      where ${course ?? null}::course is null or lo.course = ${course ?? null}::course
      group by lo.id
      having count(*) filter (where sp.progress < ${GAP_PROGRESS_THRESHOLD}) > 0
      order by affected desc, average asc, lo.title
      limit ${limit}
    `),
  );
  return rows.map((r) => ({
    objectiveId: r.objective_id,
    objectiveTitle: r.title,
    category: r.category,
    studentsAffected: Number(r.affected),
    averageProgress: Math.round(Number(r.average) * 1000) / 1000,
  }));
}
