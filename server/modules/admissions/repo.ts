import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Application, APPLICATION_STATUSES, ContactMessageInput } from '#shared/schemas/admissions.ts';
import type { Database } from '#server/db/client.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { applications, contactMessages } from '#server/db/schema/index.ts';

/**
 * Inserts a submitted application; undefined when a row with the same answers (the unique content
 * hash) or, very rarely, the same reference exists: the caller tells the two apart.
 */
export async function insertSubmittedApplication(db: Database, application: Application, fields: { contentHash: string; reference: string; language: LanguageCode }) {
  const [row] = await db
    .insert(applications)
    .values({ ...application, ...fields, status: 'submitted', currentStep: 4, submittedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: applications.id, reference: applications.reference, status: applications.status, submittedAt: applications.submittedAt });
  return row;
}

export async function applicationWithHashExists(db: Database, contentHash: string): Promise<boolean> {
  const [row] = await db.select({ id: applications.id }).from(applications).where(eq(applications.contentHash, contentHash)).limit(1);
  return row !== undefined;
}

export async function insertContactMessage(db: Database, message: ContactMessageInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, phone: message.phone ?? null })
    .returning({ id: contactMessages.id, receivedAt: contactMessages.createdAt });
  return row!;
}

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Applications newest first: one status, or every status but draft (what the public site has submitted). */
export async function listApplications(db: Database, options: { status?: ApplicationStatus; page: number; pageSize: number }) {
  const where: SQL = options.status ? eq(applications.status, options.status) : ne(applications.status, 'draft');
  const [items, [total]] = await Promise.all([
    db
      // The list's own columns: a whole application (its essays, a draft's answers) is read only when opened.
      .select({
        id: applications.id,
        status: applications.status,
        firstName: applications.firstName,
        lastName: applications.lastName,
        email: applications.email,
        phone: applications.phone,
        country: applications.country,
        educationLevel: applications.educationLevel,
        churchAffiliation: applications.churchAffiliation,
        preferredAssessmentDate: applications.preferredAssessmentDate,
        assessmentTimePreference: applications.assessmentTimePreference,
        assessmentScore: applications.assessmentScore,
        submittedAt: applications.submittedAt,
      })
      .from(applications)
      .where(where)
      .orderBy(desc(applications.submittedAt), desc(applications.createdAt), desc(applications.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { items, total: total!.n, page: options.page, pageSize: options.pageSize };
}

export async function findApplication(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Moves an application on from `from`; undefined when its status changed meanwhile. */
export async function updateApplicationStatus(
  tx: Database,
  id: string,
  from: ApplicationStatus,
  changes: Partial<
    Pick<
      typeof applications.$inferInsert,
      'status' | 'assessmentScore' | 'assessmentCompleted' | 'submittedAt' | 'reviewedAt' | 'decisionAt' | 'decisionReasons' | 'decisionNote' | 'studentId'
    >
  >,
) {
  const [row] = await tx
    .update(applications)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return row;
}

export async function listContactMessages(db: Database, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { items, total: total!.n, page, pageSize };
}
