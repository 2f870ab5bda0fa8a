import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { afterTimeAndId, pageLimit } from '#server/lib/cursor.ts';
import { reflectionPapers } from '#server/db/schema/index.ts';

export type NewPaper = typeof reflectionPapers.$inferInsert;

export async function insertPaper(db: Database, values: NewPaper & { id: string }) {
  await db.insert(reflectionPapers).values(values);
}

const summaryColumns = {
  id: reflectionPapers.id,
  studentId: reflectionPapers.studentId,
  course: reflectionPapers.course,
  legacyTitle: reflectionPapers.legacyTitle,
  sealedTitle: reflectionPapers.sealedTitle,
  encryptionKey: reflectionPapers.encryptionKey,
  fileName: reflectionPapers.fileName,
  fileSize: reflectionPapers.fileSize,
  mimeType: reflectionPapers.mimeType,
  submittedAt: reflectionPapers.submittedAt,
  analysisStatus: reflectionPapers.analysisStatus,
  analyzedAt: reflectionPapers.analyzedAt,
  knowledgeGaps: reflectionPapers.knowledgeGaps,
  sealedAnalysis: reflectionPapers.sealedAnalysis,
  cursorTime: sql<string>`${reflectionPapers.submittedAt}::text`,
};

/** A student's papers, newest first, a page at a time (keyset on submitted_at, id). */
export async function paperPage(db: Database, options: { studentId: string; course?: Course; after?: [string, string]; limit: number }) {
  const shape = `${options.course ? 'c' : ''}${options.after ? 'a' : ''}`;
  return paperPageStatement(db, shape).execute({
    studentId: options.studentId,
    course: options.course,
    afterTime: options.after?.[0],
    afterId: options.after?.[1],
    limit: options.limit + 1,
  });
}

/** A student's papers, newest first, per shape (c: a course, a: after a cursor): built once and kept with its plan. */
const paperPageStatement = preparedPer((db, shape: string) =>
  db
    .select(summaryColumns)
    .from(reflectionPapers)
    .where(
      and(
        eq(reflectionPapers.studentId, sql.placeholder('studentId')),
        shape.includes('c') ? eq(reflectionPapers.course, sql.placeholder('course')) : undefined,
        shape.includes('a')
          ? afterTimeAndId(reflectionPapers.submittedAt, reflectionPapers.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc')
          : undefined,
      ),
    )
    .orderBy(desc(reflectionPapers.submittedAt), desc(reflectionPapers.id))
    .limit(pageLimit())
    .prepare(`paper_page_${shape || 'all'}`),
);

/** One paper with its sealed text, by id: a prepared statement, as every read of an item is. */
export async function findPaper(db: Database, paperId: string) {
  const [row] = await paperById(db).execute({ paperId });
  return row;
}

const paperById = preparedPer((db) =>
  db
    .select({ ...summaryColumns, content: reflectionPapers.content })
    .from(reflectionPapers)
    .where(eq(reflectionPapers.id, sql.placeholder('paperId')))
    .prepare('paper_by_id'),
);

export type PaperRow = NonNullable<Awaited<ReturnType<typeof findPaper>>>;

export async function storePaperAnalysis(
  db: Database,
  paperId: string,
  values: Pick<NewPaper, 'sealedAnalysis' | 'searchTerms' | 'knowledgeGaps'>,
): Promise<boolean> {
  const rows = await db
    .update(reflectionPapers)
    .set({ ...values, analysisStatus: 'complete', analysisError: null, analyzedAt: sql`now()` })
    .where(and(eq(reflectionPapers.id, paperId), eq(reflectionPapers.analysisStatus, 'pending')))
    .returning({ id: reflectionPapers.id });
  return rows.length === 1;
}

export async function storePaperError(db: Database, paperId: string, error: string) {
  await db
    .update(reflectionPapers)
    .set({ analysisStatus: 'error', analysisError: error.slice(0, 500) })
    .where(and(eq(reflectionPapers.id, paperId), eq(reflectionPapers.analysisStatus, 'pending')));
}

/** Papers whose title is still in clear (from before titles were sealed), a batch at a time; locked, so two app processes never take the same. */
export async function legacyTitleBatch(tx: Database, limit: number) {
  return tx
    .select({
      id: reflectionPapers.id,
      legacyTitle: reflectionPapers.legacyTitle,
      fileName: reflectionPapers.fileName,
      encryptionKey: reflectionPapers.encryptionKey,
    })
    .from(reflectionPapers)
    .where(isNotNull(reflectionPapers.legacyTitle))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function replaceLegacyTitle(tx: Database, paperId: string, values: { sealedTitle: string; fileName: string | null; searchTerms: string[] }) {
  await tx
    .update(reflectionPapers)
    .set({ ...values, legacyTitle: null })
    .where(eq(reflectionPapers.id, paperId));
}

/** Papers by id, without their text (what a search shows of them). */
export async function papersByIds(db: Database, paperIds: string[]) {
  return db.select(summaryColumns).from(reflectionPapers).where(inArray(reflectionPapers.id, paperIds));
}
