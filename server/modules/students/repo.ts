import { asc, eq } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { Database } from '#server/db/client.ts';
import { students, users } from '#server/db/schema/index.ts';

const studentWithUser = {
  id: students.id,
  userId: students.userId,
  course: students.course,
  literacyScore: students.literacyScore,
  benchmarkingScore: students.benchmarkingScore,
  educationLevel: students.educationLevel,
  currentDifficultyLevel: students.currentDifficultyLevel,
  overallProgress: students.overallProgress,
  createdAt: students.createdAt,
  updatedAt: students.updatedAt,
  user: { id: users.id, name: users.name, role: users.role },
};

export async function findStudentById(db: Database, id: string) {
  const [row] = await db.select(studentWithUser).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, id));
  return row;
}

export async function listStudents(db: Database, course?: Course) {
  return db
    .select(studentWithUser)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(course ? eq(students.course, course) : undefined)
    .orderBy(asc(users.name));
}
