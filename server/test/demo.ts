import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { students, users } from '#server/db/schema/index.ts';
import { DEMO_EDUCATOR, DEMO_STUDENTS, seedDemoData } from '#server/db/seed/seed.ts';
import { localFileStorage } from '#server/lib/file-storage.ts';
import { createTestApp, loginAs, type TestApp } from './app.ts';

export const DEMO_TEST_PASSWORD = 'demo password for tests';

/** A test app over the seeded demo data, with its files in a fresh temporary storage directory. */
export async function createDemoApp(overrides: Record<string, string> = {}): Promise<TestApp & { storageDir: string }> {
  const storageDir = mkdtempSync(join(tmpdir(), 'kti-storage-'));
  const t = await createTestApp({ STORAGE_DIR: storageDir, ...overrides });
  await seedDemoData(t.db, { demoPassword: DEMO_TEST_PASSWORD, storage: localFileStorage(storageDir) });
  return { ...t, storageDir };
}

/** The demo student at a difficulty level (1-4): ids and a signed-in cookie. */
export async function demoStudent(app: FastifyInstance, db: Database, level: 1 | 2 | 3 | 4) {
  const demo = DEMO_STUDENTS.find((s) => s.level === level)!;
  const [row] = await db
    .select({ studentId: students.id, userId: users.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.username, demo.username));
  const cookie = await loginAs(app, { username: demo.username, password: DEMO_TEST_PASSWORD, role: 'student' });
  return { ...row!, name: demo.name, cookie };
}

export async function demoEducatorCookie(app: FastifyInstance) {
  return loginAs(app, { username: DEMO_EDUCATOR.username, password: DEMO_TEST_PASSWORD, role: 'educator' });
}
