import { and, desc, eq, sql } from 'drizzle-orm';
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
  title: reflectionPapers.title,
  fileName: reflectionPapers.fileName,
  fileSize: reflectionPapers.fileSize,
  mimeType: reflectionPapers.mimeType,
  submittedAt: reflectionPapers.submittedAt,
  analysisStatus: reflectionPapers.analysisStatus,
  analyzedAt: reflectionPapers.analyzedAt,
  keywords: reflectionPapers.keywords,
  knowledgeGaps: reflectionPapers.knowledgeGaps,
  semanticAnalysis: reflectionPapers.semanticAnalysis,
  cursorTime: sql<string>`${reflectionPapers.submittedAt}::text`,
};

/** A student's papers, newest first, a page at a time (keyset on submitted_at, id). */
export async function paperPage(db: Database, options: { studentId: string; course?: Course; after?: [string, string]; limit: number }) {
  const shape = `${options.course ? 'c' : ''}${options.after ? 'a' : ''}`;
  return paperPageStatement(db, shape).execute({ studentId: options.studentId, course: options.course, afterTime: options.after?.[0], afterId: options.after?.[1], limit: options.limit + 1 });
}

/** A student's papers, newest first, per shape (c: a course, a: after a cursor): built once and kept with its plan (issue 16, item 1). */
const paperPageStatement = preparedPer((db, shape: string) =>
  db
    .select(summaryColumns)
    .from(reflectionPapers)
    .where(
      and(
        eq(reflectionPapers.studentId, sql.placeholder('studentId')),
        shape.includes('c') ? eq(reflectionPapers.course, sql.placeholder('course')) : undefined,
        shape.includes('a') ? afterTimeAndId(reflectionPapers.submittedAt, reflectionPapers.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc') : undefined,
      ),
    )
    .orderBy(desc(reflectionPapers.submittedAt), desc(reflectionPapers.id))
    .limit(pageLimit())
    .prepare(`paper_page_${shape || 'all'}`),
);

/** One paper with its sealed text, by id: a prepared statement, as every read of an item is (issue 16, item 1). */
export async function findPaper(db: Database, paperId: string) {
  const [row] = await paperById(db).execute({ paperId });
  return row;
}

const paperById = preparedPer((db) =>
  db
    .select({ ...summaryColumns, content: reflectionPapers.content, encryptionKey: reflectionPapers.encryptionKey })
    .from(reflectionPapers)
    .where(eq(reflectionPapers.id, sql.placeholder('paperId')))
    .prepare('paper_by_id'),
);

export async function storePaperAnalysis(db: Database, paperId: string, values: Pick<NewPaper, 'semanticAnalysis' | 'keywords' | 'knowledgeGaps'>): Promise<boolean> {
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
