import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Course } from '#shared/constants/courses.ts';
import type { NlpMetadata } from '#shared/schemas/content.ts';
import { preparedPer, type Database } from '#server/db/client.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import { containsPattern, indexedContains } from '#server/lib/search.ts';
import { contentValidation, courseContent, courseContentChunks, courseContentCounts, videoTranscripts } from '#server/db/schema/index.ts';
import type { SearchChunk } from '#server/lib/nlp/search-text.ts';

/** Rows per query while exporting. */
export const EXPORT_BATCH_SIZE = 100;

/** The columns of an item as a write returns it: never the whole text, which may be a book. */
const itemColumns = {
  id: courseContent.id,
  adminId: courseContent.adminId,
  course: courseContent.course,
  type: courseContent.type,
  title: courseContent.title,
  author: courseContent.author,
  excerpt: sql<string>`${courseContent.excerpt}`,
  contentLength: sql<number>`${courseContent.contentLength}`.mapWith(Number),
  fileName: courseContent.fileName,
  fileSize: courseContent.fileSize,
  mimeType: courseContent.mimeType,
  validationStatus: courseContent.validationStatus,
  validationNotes: courseContent.validationNotes,
  validatedBy: courseContent.validatedBy,
  validatedAt: courseContent.validatedAt,
  isTrainingData: courseContent.isTrainingData,
  processingStatus: courseContent.processingStatus,
  processingError: courseContent.processingError,
  uploadedAt: courseContent.uploadedAt,
};
export type ContentItemRow = NonNullable<Awaited<ReturnType<typeof findItemRow>>>;

/** The columns each list shows (shared/schemas/content.ts): what names the item, then the list's own. */
const {
  id,
  course,
  type,
  title,
  author,
  adminId,
  excerpt,
  contentLength,
  fileSize,
  validationStatus,
  validatedAt,
  isTrainingData,
  processingStatus,
  processingError,
  uploadedAt,
} = itemColumns;
const listed = { id, course, type, title, author };
// The library shows 150 characters of the excerpt (spec point 9): the other 50 are not sent.
const libraryColumns = {
  ...listed,
  adminId,
  excerpt: sql<string>`${courseContent.libraryExcerpt}`,
  contentLength,
  validationStatus,
  validatedAt,
  isTrainingData,
};
const pendingColumns = { ...listed, excerpt, contentLength, fileSize, processingStatus, processingError, uploadedAt };
const trainingColumns = { ...listed, validatedAt };

const byCourse = (course: Course | undefined) => (course ? eq(courseContent.course, course) : undefined);
// Literals, not parameters, in the lists' conditions: a prepared statement's kept plan reads a
// partial index only when the planner sees its predicate in the statement itself.
const approvedTraining = sql`${courseContent.validationStatus} = 'approved' and ${courseContent.isTrainingData}`;
const stillPending = sql`${courseContent.validationStatus} = 'pending'`;

/**
 * When the training list sorts an item: when it was approved. An approved item always has
 * validated_at (recordValidation sets both); the upload time stands in for a row written
 * otherwise, so that no approved item could fall out of the keyset. The partial index
 * course_content_training_order_idx holds exactly this expression.
 */
const trainingTime = sql`coalesce(${courseContent.validatedAt}, ${courseContent.uploadedAt})`;

/**
 * A page of one of the lists, by keyset on its sort key and id: the cursor is checked as this
 * list's and the statement for the query's shape runs. The rows go out as read: the response
 * schema keeps the sort keys in the server and writes the dates (a copy of each row without its
 * sort key cost as much as that parse).
 */
async function keysetPage<Row extends { sortKey: string; id: string }>(
  list: string,
  statement: (db: Database, shape: string) => { execute: (values: ReturnType<typeof placeholdersOf>) => Promise<Row[]> },
  db: Database,
  query: ContentPageQuery,
) {
  const after = query.cursor ? decodeCursor(list, query.cursor, ['time', 'uuid']) : null;
  const rows = await statement(db, shapeOf(query, after)).execute(placeholdersOf(query, after));
  return pageOf(rows, query.limit, (row) => encodeCursor(list, [row.sortKey, row.id]));
}

const CONTENT_LIST = 'course-content';
const PENDING_LIST = 'pending-validations';
const TRAINING_LIST = 'training-data';

export interface ContentPageQuery {
  course?: Course;
  q?: string;
  cursor?: string;
  limit: number;
}

/** Which filters a page query uses (c: course, q: search, a: after a cursor): one prepared statement each. */
const shapeOf = (query: ContentPageQuery, after: unknown) => `${query.course ? 'c' : ''}${query.q ? 'q' : ''}${after ? 'a' : ''}`;
const placeholdersOf = (query: ContentPageQuery, after: (string | number)[] | null) => ({
  course: query.course,
  pattern: query.q ? containsPattern(query.q) : undefined,
  afterTime: after?.[0],
  afterId: after?.[1],
  limit: query.limit + 1,
});
/**
 * A search is planned for its own pattern each time (an unnamed statement): title or author
 * contains `q` (how an admin looks an item up) reads the trigram index of search_text for a rare
 * word, the upload order for a common one.
 */
const statementName = (list: string, shape: string) => (shape.includes('q') ? '' : `${list}_${shape}`.replaceAll('-', '_'));
const filtersOf = (shape: string, time: SQL | typeof courseContent.uploadedAt) =>
  and(
    shape.includes('c') ? eq(courseContent.course, sql.placeholder('course')) : undefined,
    shape.includes('q') ? indexedContains(courseContent.searchText, false) : undefined,
    shape.includes('a') ? afterTimeAndId(time, courseContent.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')], 'desc') : undefined,
  );

/**
 * The library's and the queue's pages, newest upload first, by keyset on
 * (uploaded_at, id), built once per shape. The library reads course_content_uploaded_idx, or
 * course_content_course_uploaded_idx with a course; the queue the partial
 * course_content_pending_idx. The cursor carries the time as PostgreSQL writes it, microseconds
 * and all (a JavaScript Date would round them off and repeat or skip rows uploaded in the same
 * millisecond).
 */
const uploadSortKey = sql<string>`${courseContent.uploadedAt}::text`;
const newestUploadFirst = [desc(courseContent.uploadedAt), desc(courseContent.id)];
const libraryPage = preparedPer((db, shape: string) => {
  const name = statementName(`${CONTENT_LIST}_page`, shape);
  return db
    .select({ ...libraryColumns, sortKey: uploadSortKey })
    .from(courseContent)
    .where(filtersOf(shape, courseContent.uploadedAt))
    .orderBy(...newestUploadFirst)
    .limit(pageLimit(name))
    .prepare(name);
});
const pendingPage = preparedPer((db, shape: string) => {
  const name = statementName(`${PENDING_LIST}_page`, shape);
  return db
    .select({ ...pendingColumns, sortKey: uploadSortKey })
    .from(courseContent)
    .where(and(stillPending, filtersOf(shape, courseContent.uploadedAt)))
    .orderBy(...newestUploadFirst)
    .limit(pageLimit(name))
    .prepare(name);
});

/** The library: every item, newest upload first. */
export const listContent = (db: Database, query: ContentPageQuery) => keysetPage(CONTENT_LIST, libraryPage, db, query);

/** The validation queue: items still pending, newest upload first. */
export const listPending = (db: Database, query: ContentPageQuery) => keysetPage(PENDING_LIST, pendingPage, db, query);

/** The approved training items, most recently approved first, by keyset on (approval time, id). */
export const listTrainingItems = (db: Database, query: ContentPageQuery) => keysetPage(TRAINING_LIST, trainingPage, db, query);

const trainingPage = preparedPer((db, shape: string) => {
  const name = statementName('training_page', shape);
  return db
    .select({ ...trainingColumns, sortKey: sql<string>`${trainingTime}::text` })
    .from(courseContent)
    .where(and(approvedTraining, filtersOf(shape, trainingTime)))
    .orderBy(desc(trainingTime), desc(courseContent.id))
    .limit(pageLimit(name))
    .prepare(name);
});

export async function findItemRow(db: Database, id: string) {
  const [row] = await db.select(itemColumns).from(courseContent).where(eq(courseContent.id, id));
  return row;
}

/** An item in full, as View opens it: a prepared statement, planned once per connection. */
export async function findContent(db: Database, id: string) {
  const [row] = await contentById(db).execute({ id });
  return row;
}

const contentById = preparedPer((db) =>
  db
    .select({
      ...itemColumns,
      content: courseContent.content,
      authorStyle: courseContent.authorStyle,
      philosophy: courseContent.philosophy,
      historicalContext: courseContent.historicalContext,
      biographicalContext: courseContent.biographicalContext,
      interpretativeComplexities: courseContent.interpretativeComplexities,
      scholarlyDebates: courseContent.scholarlyDebates,
      nlpMetadata: courseContent.nlpMetadata,
    })
    .from(courseContent)
    .where(eq(courseContent.id, sql.placeholder('id')))
    .prepare('content_by_id'),
);

export type ContentWrite = Pick<
  typeof courseContent.$inferInsert,
  | 'course'
  | 'type'
  | 'title'
  | 'author'
  | 'content'
  | 'fileName'
  | 'fileSize'
  | 'mimeType'
  | 'authorStyle'
  | 'philosophy'
  | 'historicalContext'
  | 'biographicalContext'
  | 'interpretativeComplexities'
  | 'scholarlyDebates'
>;

// `search_vector` is generated by PostgreSQL: it is never written here.
export async function insertContent(tx: Database, adminId: string, values: ContentWrite) {
  const [row] = await tx
    .insert(courseContent)
    .values({ ...values, adminId, validationStatus: 'pending', processingStatus: 'pending' })
    .returning({ id: courseContent.id });
  return row!.id;
}

/** An edit: the new text goes back to validation and processing, and out of the training data until approved again. */
export async function updateContent(tx: Database, id: string, values: ContentWrite) {
  const rows = await tx
    .update(courseContent)
    .set({
      ...values,
      validationStatus: 'pending',
      validationNotes: null,
      validatedBy: null,
      validatedAt: null,
      isTrainingData: false,
      processingStatus: 'pending',
      processingError: null,
      nlpMetadata: null,
    })
    .where(eq(courseContent.id, id))
    .returning({ id: courseContent.id });
  return rows.length > 0;
}

/** Records a decision on a pending item; false when it was no longer pending (another admin decided first). */
export async function recordValidation(
  tx: Database,
  id: string,
  decision: { validatorId: string; status: 'approved' | 'rejected'; score: number; feedback: string },
) {
  const now = new Date();
  const updated = await tx
    .update(courseContent)
    .set({
      validationStatus: decision.status,
      validationNotes: decision.feedback,
      validatedBy: decision.validatorId,
      validatedAt: now,
      isTrainingData: decision.status === 'approved',
    })
    .where(and(eq(courseContent.id, id), eq(courseContent.validationStatus, 'pending')))
    .returning({ id: courseContent.id });
  if (updated.length === 0) return false;
  await tx.insert(contentValidation).values({
    contentId: id,
    validatorId: decision.validatorId,
    validationType: 'manual',
    status: decision.status,
    score: decision.score,
    feedback: decision.feedback,
    createdAt: now,
    completedAt: now,
  });
  return true;
}

/**
 * Totals over the approved training items and the four analytics figures, summed from the kept
 * counts (course_content_counts: a few hundred rows at most, exact, kept by a trigger) instead of
 * counting every upload per request.
 */
export async function trainingFigures(db: Database, course?: Course) {
  const [row] = await trainingFiguresStatement(db, course ? 'course' : 'all').execute({ course });
  return row!;
}

const trainingFiguresStatement = preparedPer((db, scope: 'course' | 'all') => {
  const c = courseContentCounts;
  const training = sql`${c.validationStatus} = 'approved' and ${c.isTrainingData}`;
  const summed = (condition: SQL) => sql`coalesce(sum(${c.n}) filter (where ${condition}), 0)`;
  const number = (expression: SQL) => sql<number>`${expression}`.mapWith(Number);
  const percent = (part: SQL, whole: SQL) => sql<number>`coalesce(round(100.0 * (${part}) / nullif(${whole}, 0), 1), 0)`.mapWith(Number);
  const approved = summed(sql`${c.validationStatus} = 'approved'`);
  const rejected = summed(sql`${c.validationStatus} = 'rejected'`);
  return db
    .select({
      total: number(summed(training)),
      books: number(summed(sql`${training} and ${c.type} = 'book'`)),
      videos: number(summed(sql`${training} and ${c.type} = 'video'`)),
      transcripts: number(summed(sql`${training} and ${c.type} = 'transcript'`)),
      validationRate: percent(approved, sql`${approved} + ${rejected}`),
      processingCompleteRate: percent(summed(sql`${c.processingStatus} = 'complete'`), sql`coalesce(sum(${c.n}), 0)`),
      approvedCount: number(approved),
      pendingCount: number(summed(sql`${c.validationStatus} = 'pending'`)),
    })
    .from(c)
    .where(scope === 'course' ? eq(c.course, sql.placeholder('course')) : undefined)
    .prepare(`training_figures_${scope}`);
});

/** One batch of approved training items for the export, after `afterId` in id order (keyset pagination). */
export async function exportBatch(db: Database, options: { course?: Course; afterId?: string; limit?: number }) {
  return db
    .select({
      id: courseContent.id,
      course: courseContent.course,
      type: courseContent.type,
      title: courseContent.title,
      author: courseContent.author,
      text: courseContent.content,
      authorStyle: courseContent.authorStyle,
      philosophy: courseContent.philosophy,
      historicalContext: courseContent.historicalContext,
      biographicalContext: courseContent.biographicalContext,
      interpretativeComplexities: courseContent.interpretativeComplexities,
      scholarlyDebates: courseContent.scholarlyDebates,
      validatedAt: courseContent.validatedAt,
    })
    .from(courseContent)
    .where(and(approvedTraining, byCourse(options.course), options.afterId ? gt(courseContent.id, options.afterId) : undefined))
    .orderBy(asc(courseContent.id))
    .limit(options.limit ?? EXPORT_BATCH_SIZE);
}

/** The text to process, if the row still holds the revision the job was queued for. */
export async function findForProcessing(db: Database, id: string) {
  const [row] = await db
    .select({ content: courseContent.content, type: courseContent.type, contentHash: sql<string>`md5(${courseContent.content})` })
    .from(courseContent)
    .where(eq(courseContent.id, id));
  return row;
}

const sameRevision = (id: string, contentHash: string) => and(eq(courseContent.id, id), sql`md5(${courseContent.content}) = ${contentHash}`);

/** Stores the NLP results; false when the text was edited meanwhile (the edit queued its own job). */
export async function storeProcessingResult(tx: Database, id: string, contentHash: string, metadata: NlpMetadata) {
  const rows = await tx
    .update(courseContent)
    .set({ processingStatus: 'complete', processingError: null, nlpMetadata: metadata })
    .where(sameRevision(id, contentHash))
    .returning({ id: courseContent.id });
  return rows.length > 0;
}

/** The text's search chunks, in place of the last revision's. */
export async function replaceChunks(tx: Database, contentId: string, chunks: SearchChunk[]) {
  await tx.delete(courseContentChunks).where(eq(courseContentChunks.contentId, contentId));
  // In batches: a book is thousands of chunks, and one statement has a limit on its parameters.
  for (let i = 0; i < chunks.length; i += 500)
    await tx
      .insert(courseContentChunks)
      .values(chunks.slice(i, i + 500).map(({ ordinal, language, text, folded }) => ({ contentId, ordinal, language, text, folded })));
}

export async function storeProcessingError(db: Database, id: string, contentHash: string, error: string) {
  await db.update(courseContent).set({ processingStatus: 'error', processingError: error }).where(sameRevision(id, contentHash));
}

export async function findTranscript(tx: Database, contentId: string) {
  const [row] = await tx.select().from(videoTranscripts).where(eq(videoTranscripts.courseContentId, contentId));
  return row;
}

/** One transcript row per content item: processing again replaces it. */
export async function replaceTranscript(tx: Database, contentId: string, transcript: string, timestamps: unknown[]) {
  await tx.delete(videoTranscripts).where(eq(videoTranscripts.courseContentId, contentId));
  await tx.insert(videoTranscripts).values({ courseContentId: contentId, transcript, timestamps, autoGenerated: false, accuracy: 0.95 });
}
