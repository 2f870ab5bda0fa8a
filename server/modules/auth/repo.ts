import { eq, sql } from 'drizzle-orm';
import type { Role } from '#shared/auth/permissions.ts';
import type { Database } from '#server/db/client.ts';
import { students, users } from '#server/db/schema/index.ts';

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Database, username: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
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
export async function insertStudentProfile(db: Database, userId: string): Promise<string> {
  const [row] = await db.insert(students).values({ userId }).returning({ id: students.id });
  return row!.id;
}

export async function findStudentIdForUser(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return row?.id ?? null;
}

export async function updateUserCredentials(db: Database, userId: string, values: { passwordHash: string; role: Role }) {
  await db.update(users).set({ password: values.passwordHash, role: values.role }).where(eq(users.id, userId));
}
