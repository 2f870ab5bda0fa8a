import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { learningObjectives, studentProgress } from '#server/db/schema/index.ts';

/** A course's learning objectives, by title. */
export async function objectivesOf(db: Database, course: Course) {
  return db
    .select({ id: learningObjectives.id, title: learningObjectives.title, description: learningObjectives.description })
    .from(learningObjectives)
    .where(eq(learningObjectives.course, course))
    .orderBy(learningObjectives.title)
    .limit(200);
}

/** The descriptions of learning objectives, by id. */
export async function objectiveDescriptions(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: learningObjectives.id, description: learningObjectives.description })
    .from(learningObjectives)
    .where(inArray(learningObjectives.id, ids));
  return new Map(rows.map((r) => [r.id, r.description ?? '']));
}

/** One student's weakest objectives, as their answers have recorded them (lowest progress first). */
export async function findStudentGaps(db: Database, studentId: string, limit: number) {
  return db
    .select({
      title: learningObjectives.title,
      category: learningObjectives.category,
      progress: studentProgress.progress,
      masteryLevel: studentProgress.masteryLevel,
    })
    .from(studentProgress)
    .innerJoin(learningObjectives, eq(learningObjectives.id, studentProgress.objectiveId))
    .where(and(eq(studentProgress.studentId, studentId), sql`${studentProgress.progress} < 0.6`))
    .orderBy(studentProgress.progress, learningObjectives.title)
    .limit(limit);
}

/**
 * Moves a student's mastery of objectives from an analysed answer: an
 * objective the answer shows at its level moves a third of the way to 1 and records the level
 * reached; one the question was about but the answer missed loses 15% (first record: 0.2), so
 * it shows among the cohort's learning gaps (progress below 0.6).
 */
export async function recordObjectiveEvidence(db: Database, studentId: string, shown: { objectiveId: string; level: number }[], missed: string[]) {
  for (const { objectiveId, level } of shown) {
    await db.execute(sql`
      insert into student_progress (student_id, objective_id, progress, mastery_level, updated_at)
      values (${studentId}, ${objectiveId}, 0.34, ${level}, now())
      on conflict (student_id, objective_id) do update set
        progress = least(1, student_progress.progress + (1 - student_progress.progress) * 0.34),
        mastery_level = greatest(student_progress.mastery_level, ${level}),
        updated_at = now()
    `);
  }
  for (const objectiveId of missed) {
    await db.execute(sql`
      insert into student_progress (student_id, objective_id, progress, mastery_level, updated_at)
      values (${studentId}, ${objectiveId}, 0.2, 0, now())
      on conflict (student_id, objective_id) do update set progress = student_progress.progress * 0.85, updated_at = now()
    `);
  }
}
