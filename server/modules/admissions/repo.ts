import { and, desc, eq, getTableColumns, ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Application, APPLICATION_STATUSES, ContactMessageInput } from '#shared/schemas/admissions.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import type { LanguageCode } from '#shared/constants/languages.ts';
import { applications, contactMessages } from '#server/db/schema/index.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import { containsPattern, indexedContains, searchParameters } from '#server/lib/search.ts';

/**
 * Inserts a submitted application; undefined when a row with the same answers (the unique content
 * hash) or, very rarely, the same reference exists: the caller tells the two apart.
 */
export async function insertSubmittedApplication(
  db: Database,
  application: Application,
  fields: { contentHash: string; reference: string; language: LanguageCode },
) {
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

const APPLICATION_LIST = 'applications';
const CONTACT_MESSAGE_LIST = 'contact-messages';

/** A cursor's (time, id) key, or a 400 naming `cursor` (a forged time included: decodeCursor's 'time'). */
function cursorKey(list: string, cursor: string | undefined): [string, string] | null {
  return cursor ? (decodeCursor(list, cursor, ['time', 'uuid']) as [string, string]) : null;
}

/** A timestamp to the microsecond, in UTC: a cursor keeps the exact key (a Date would cut it to the millisecond and skip rows). */
const cursorTimeOf = (time: SQLWrapper) => sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The review order's time: submitted, or created for a draft never submitted. Never null, so the keyset has no null case. */
const reviewTime = sql<Date>`coalesce(${applications.submittedAt}, ${applications.createdAt})`;

/**
 * A page of applications, newest first: one status, or every status but draft
 * (what the public site has submitted). Keyset on (review time, id), read backwards from the
 * partial index of non-drafts or from the (status, review time, id) index, so a late page costs
 * what the first does. `q` matches any part of the name, e-mail or reference (what an applicant
 * reads out on the phone), in search_text, the three in lower case: a rare term is found by its
 * trigram index (asked only for the rarer words of a search that names common ones too), a common
 * one by reading the list in order until the page is full.
 */
export async function listApplications(db: Database, query: { status?: ApplicationStatus; q?: string; cursor?: string; limit: number }) {
  const after = cursorKey(APPLICATION_LIST, query.cursor);
  const search = query.q ? await searchParameters(db, query.q, 'applications_search_words') : null;
  const rows = await applicationPage(db, `${query.status ?? 'submitted-any'}:${search ? 'q' : ''}${search?.narrowed ? 'n' : ''}${after ? 'a' : ''}`).execute({
    ...search,
    afterTime: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, (row) => encodeCursor(APPLICATION_LIST, [row.cursorTime, row.id]));
}

/** The review list's statement per status and shape (q: search, n: narrowed to its rarer words, a: after a cursor), built once. */
const applicationPage = preparedPer((db, key: string) => {
  const [status, shape] = key.split(':') as [ApplicationStatus | 'submitted-any', string];
  // A search is planned for its own pattern each time (an unnamed statement).
  const statement = shape.includes('q') ? '' : `applications_page_${status.replaceAll('-', '_')}_${shape}`;
  return (
    db
      // The list's own columns: a whole application (its essays, a draft's answers) is read only when opened.
      .select({
        id: applications.id,
        reference: applications.reference,
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
        cursorTime: cursorTimeOf(reviewTime),
      })
      .from(applications)
      .where(
        and(
          // A literal, not a parameter, so that the planner matches the partial index's predicate.
          status === 'submitted-any' ? sql`${applications.status} <> 'draft'` : sql`${applications.status} = ${sql.raw(`'${status}'`)}`,
          // Lowered in the statement as search_text is, so both sides are PostgreSQL's lower case.
          shape.includes('q') ? indexedContains(applications.searchText, shape.includes('n')) : undefined,
          shape.includes('a') ? afterTimeAndId(reviewTime, applications.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc') : undefined,
        ),
      )
      .orderBy(desc(reviewTime), desc(applications.id))
      .limit(pageLimit(statement))
      .prepare(statement)
  );
});

export async function findApplication(db: Database, id: string, options: { forUpdate?: boolean } = {}) {
  if (!options.forUpdate) return (await applicationById(db).execute({ id }))[0];
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return row;
}

/** An application as the reviewer opens it: a prepared statement, planned once per connection. */
const applicationById = preparedPer((db) =>
  db
    .select()
    .from(applications)
    .where(eq(applications.id, sql.placeholder('id')))
    .prepare('application_by_id'),
);

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

/**
 * A page of contact messages, newest first: keyset on (created_at, id), read
 * backwards from its index. `q` matches any part of the sender's name or e-mail.
 */
export async function listContactMessages(db: Database, query: { q?: string; cursor?: string; limit: number }) {
  const after = cursorKey(CONTACT_MESSAGE_LIST, query.cursor);
  const pattern = query.q ? containsPattern(query.q) : null;
  const rows = await db
    .select({ ...getTableColumns(contactMessages), cursorTime: cursorTimeOf(contactMessages.createdAt) })
    .from(contactMessages)
    .where(
      and(
        pattern ? or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern)) : undefined,
        afterTimeAndId(contactMessages.createdAt, contactMessages.id, after, 'desc'),
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit + 1);
  return pageOf(rows, query.limit, (row) => encodeCursor(CONTACT_MESSAGE_LIST, [row.cursorTime, row.id]));
}
