import { count, desc, eq } from 'drizzle-orm';
import type { Application, ContactMessageInput } from '#shared/schemas/admissions.ts';
import type { Database } from '#server/db/client.ts';
import { applications, contactMessages } from '#server/db/schema/index.ts';

export async function insertSubmittedApplication(db: Database, application: Application) {
  const [row] = await db
    .insert(applications)
    .values({ ...application, status: 'submitted', currentStep: 4, submittedAt: new Date() })
    .returning({ id: applications.id, status: applications.status, submittedAt: applications.submittedAt });
  return row!;
}

export async function insertContactMessage(db: Database, message: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, phone: message.phone ?? null })
    .returning({ id: contactMessages.id, receivedAt: contactMessages.createdAt });
  return row!;
}

export async function listSubmittedApplications(db: Database, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(eq(applications.status, 'submitted'))
      .orderBy(desc(applications.submittedAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(applications).where(eq(applications.status, 'submitted')),
  ]);
  return { items, total: total!.n, page, pageSize };
}

export async function listContactMessages(db: Database, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { items, total: total!.n, page, pageSize };
}
