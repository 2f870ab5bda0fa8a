import { and, asc, eq } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { courseMaterials, studentMaterialAccess } from '#server/db/schema/index.ts';

export async function listMaterials(db: Database, course?: Course) {
  return db
    .select()
    .from(courseMaterials)
    .where(and(eq(courseMaterials.accessLevel, 'student'), course ? eq(courseMaterials.course, course) : undefined))
    .orderBy(asc(courseMaterials.course), asc(courseMaterials.orderIndex));
}

export async function findMaterial(db: Database, id: string) {
  const [row] = await db.select().from(courseMaterials).where(eq(courseMaterials.id, id));
  return row;
}

export async function recordAccess(db: Database, studentId: string, materialId: string) {
  await db.insert(studentMaterialAccess).values({ studentId, materialId });
}
