import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { MAX_COURSE_MATERIALS, MAX_COURSE_UNITS, type ReadingPage } from '#shared/schemas/materials.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { courseMaterialReadings, courseMaterials, courseUnits, studentMaterialAccess } from '#server/db/schema/index.ts';

export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The columns a material is shown with (shared courseMaterialSchema); the storage key stays on the server. */
const MATERIAL_COLUMNS = {
  id: courseMaterials.id,
  course: courseMaterials.course,
  unitId: courseMaterials.unitId,
  unitName: courseUnits.name,
  title: courseMaterials.title,
  author: courseMaterials.author,
  type: courseMaterials.type,
  description: courseMaterials.description,
  fileName: courseMaterials.fileName,
  fileSize: courseMaterials.fileSize,
  mimeType: courseMaterials.mimeType,
  format: courseMaterials.format,
  pageCount: courseMaterials.pageCount,
  readingSize: courseMaterials.readingSize,
  videoUrl: courseMaterials.fileUrl,
  isRequired: courseMaterials.isRequired,
  accessLevel: courseMaterials.accessLevel,
  orderIndex: courseMaterials.orderIndex,
};

/**
 * A course's materials in the order students meet them: whole-course materials first, then unit
 * by unit, each in its own order. Bounded by the course (a few dozen rows), on the course index.
 * Whole, not paged: offline study saves the whole list and downloads a unit at a time, which
 * pages would split; a course cannot be given more than MAX_COURSE_MATERIALS,
 * and the limit is the hard cap should one ever hold more.
 */
export async function listMaterials(db: Database, course: Course, options: { includeStaffOnly: boolean }) {
  return courseMaterialList(db, options.includeStaffOnly ? 'staff' : 'students').execute({ course });
}

/** The list's statement, for staff and for students, built once and kept with its plan. */
const courseMaterialList = preparedPer((db, shape: 'staff' | 'students') =>
  db
    .select(MATERIAL_COLUMNS)
    .from(courseMaterials)
    .leftJoin(courseUnits, eq(courseUnits.id, courseMaterials.unitId))
    .where(and(eq(courseMaterials.course, sql.placeholder('course')), shape === 'staff' ? undefined : eq(courseMaterials.accessLevel, 'student')))
    .orderBy(sql`${courseUnits.orderIndex} asc nulls first`, asc(courseMaterials.orderIndex), asc(courseMaterials.id))
    .limit(MAX_COURSE_MATERIALS)
    .prepare(`course_materials_${shape}`),
);

/** How many materials a course holds (every access level), counted from the course index up to the cap. */
export async function countMaterials(db: Executor, course: Course): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(select 1 from ${courseMaterials} where ${courseMaterials.course} = ${course} limit ${MAX_COURSE_MATERIALS}) capped`);
  return Number(row?.n ?? 0);
}

export async function findMaterialView(db: Executor, id: string) {
  const [row] = await db
    .select(MATERIAL_COLUMNS)
    .from(courseMaterials)
    .leftJoin(courseUnits, eq(courseUnits.id, courseMaterials.unitId))
    .where(eq(courseMaterials.id, id));
  return row;
}

export async function findMaterial(db: Executor, id: string) {
  const [row] = await db.select().from(courseMaterials).where(eq(courseMaterials.id, id));
  return row;
}

/**
 * A material with its reading view's pages (null when it has none), in one prepared statement: the
 * reader's request is one round trip and one kept plan, not two built anew.
 */
export async function findMaterialWithReading(db: Database, id: string) {
  const [row] = await materialWithReading(db).execute({ id });
  return row;
}

const materialWithReading = preparedPer((db) =>
  db
    .select({ ...getTableColumns(courseMaterials), pages: courseMaterialReadings.pages })
    .from(courseMaterials)
    .leftJoin(courseMaterialReadings, eq(courseMaterialReadings.materialId, courseMaterials.id))
    .where(eq(courseMaterials.id, sql.placeholder('id')))
    .prepare('material_with_reading'),
);

export async function findReading(db: Executor, id: string): Promise<ReadingPage[] | undefined> {
  const [row] = await db.select({ pages: courseMaterialReadings.pages }).from(courseMaterialReadings).where(eq(courseMaterialReadings.materialId, id));
  return row?.pages;
}

/** How long one sitting with a material lasts, for counting its opens. */
export const ACCESS_SITTING_MINUTES = 10;

/**
 * Records that a student opened a material, once per sitting: an open within ten minutes of the
 * last one recorded for the same material (the reader reopened, the file viewed and then
 * downloaded) is the same access and writes nothing. A row for every request had made the reading
 * view a write: half a millisecond of PostgreSQL's time per open. The check is
 * one probe of the (student, material, accessed_at) index; two opens at the same instant may both
 * be recorded.
 */
export async function recordAccess(db: Database, studentId: string, materialId: string) {
  const [recent] = await recentAccess(db).execute({ studentId, materialId });
  if (!recent) await insertAccess(db).execute({ studentId, materialId });
}

const recentAccess = preparedPer((db) =>
  db
    .select({ at: studentMaterialAccess.accessedAt })
    .from(studentMaterialAccess)
    .where(
      and(
        eq(studentMaterialAccess.studentId, sql.placeholder('studentId')),
        eq(studentMaterialAccess.materialId, sql.placeholder('materialId')),
        gt(studentMaterialAccess.accessedAt, sql`now() - make_interval(mins => ${sql.raw(String(ACCESS_SITTING_MINUTES))})`),
      ),
    )
    .limit(1)
    .prepare('recent_material_access'),
);

const insertAccess = preparedPer((db) =>
  db
    .insert(studentMaterialAccess)
    .values({ studentId: sql.placeholder('studentId'), materialId: sql.placeholder('materialId') })
    .prepare('insert_material_access'),
);

export async function listUnits(db: Database, course: Course) {
  return (
    db
      .select({ id: courseUnits.id, name: courseUnits.name, orderIndex: courseUnits.orderIndex })
      .from(courseUnits)
      .where(eq(courseUnits.course, course))
      .orderBy(asc(courseUnits.orderIndex))
      // Whole, not paged, like the materials: a course's units are its curriculum (a dozen or so), and offline study groups by them.
      .limit(MAX_COURSE_UNITS)
  );
}

export async function findUnit(db: Executor, id: string) {
  const [row] = await db.select({ id: courseUnits.id, course: courseUnits.course }).from(courseUnits).where(eq(courseUnits.id, id));
  return row;
}

const sameGroup = (course: Course, unitId: string | null): SQL =>
  and(eq(courseMaterials.course, course), unitId ? eq(courseMaterials.unitId, unitId) : isNull(courseMaterials.unitId))!;

/** The place after the last material of a course's unit (or of its whole-course materials). */
export async function nextOrderIndex(tx: Executor, course: Course, unitId: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(courseMaterials.orderIndex) })
    .from(courseMaterials)
    .where(sameGroup(course, unitId));
  return (row?.last ?? 0) + 1;
}

export type NewMaterial = typeof courseMaterials.$inferInsert;

export async function insertMaterial(tx: Executor, values: NewMaterial, pages: ReadingPage[] | null): Promise<string> {
  const [row] = await tx.insert(courseMaterials).values(values).returning({ id: courseMaterials.id });
  if (pages) await tx.insert(courseMaterialReadings).values({ materialId: row!.id, pages });
  return row!.id;
}

export async function updateMaterial(tx: Executor, id: string, values: Partial<NewMaterial>) {
  await tx
    .update(courseMaterials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courseMaterials.id, id));
}

export async function deleteMaterial(tx: Executor, id: string) {
  await tx.delete(courseMaterials).where(eq(courseMaterials.id, id));
}

/** The material just before (up) or after (down) this one in its unit, locked for the swap. */
export async function neighbour(tx: Executor, material: { course: Course; unitId: string | null; orderIndex: number }, direction: 'up' | 'down') {
  const [row] = await tx
    .select({ id: courseMaterials.id, orderIndex: courseMaterials.orderIndex })
    .from(courseMaterials)
    .where(
      and(
        sameGroup(material.course, material.unitId),
        direction === 'up' ? lt(courseMaterials.orderIndex, material.orderIndex) : gt(courseMaterials.orderIndex, material.orderIndex),
      ),
    )
    .orderBy(direction === 'up' ? desc(courseMaterials.orderIndex) : asc(courseMaterials.orderIndex))
    .limit(1)
    .for('update');
  return row;
}

/** Locks a material's row for the rest of the transaction (a move or an edit reads then writes it). */
export async function lockMaterial(tx: Executor, id: string) {
  const [row] = await tx.select().from(courseMaterials).where(eq(courseMaterials.id, id)).for('update');
  return row;
}
