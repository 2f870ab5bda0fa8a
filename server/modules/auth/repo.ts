import type { Course } from '#shared/constants/courses.ts';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/auth/permissions.ts';
import type { Database } from '#server/db/client.ts';
import { students, users } from '#server/db/schema/index.ts';

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return user;
}

export async function insertUser(db: Database, values: { username: string; passwordHash: string; name: string; role: Role }) {
  const [user] = await db
    .insert(users)
    .values({ username: values.username, password: values.passwordHash, name: values.name, role: values.role })
    .onConflictDoNothing()
    .returning();
  return user;
}

/** Creates the learner profile a student's portal reads; returns its id. */
export async function insertStudentProfile(db: Database, userId: string): Promise<{ id: string; course: Course }> {
  const [row] = await db.insert(students).values({ userId }).returning({ id: students.id, course: students.course });
  return row!;
}

/** The account's learner profile: its id and course, or null when it has none. */
export async function findStudentForUser(db: Database, userId: string): Promise<{ id: string; course: Course } | null> {
  const [row] = await db.select({ id: students.id, course: students.course }).from(students).where(eq(students.userId, userId));
  return row ?? null;
}

export async function updateUserCredentials(db: Database, userId: string, values: { passwordHash: string; role: Role }) {
  await db.update(users).set({ password: values.passwordHash, role: values.role }).where(eq(users.id, userId));
}
