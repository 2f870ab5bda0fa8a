import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pageLimit } from '#server/lib/cursor.ts';
import type { Course } from '#shared/constants/courses.ts';
import { preparedPer, rowsOf, type Database } from '#server/db/client.ts';
import {
  courseDiscussionSettings,
  discussionComments,
  discussionThreads,
  discussionTurns,
  questions,
  studentResponses,
  students,
  users,
} from '#server/db/schema/index.ts';
import { DEFAULT_MAX_TURNS } from '#shared/schemas/discussions.ts';

export type NewQuestion = typeof questions.$inferInsert;

export async function insertQuestion(db: Database, values: NewQuestion): Promise<string> {
  const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
  return row!.id;
}

export async function settingsFor(db: Database, course: Course) {
  const [row] = await db.select().from(courseDiscussionSettings).where(eq(courseDiscussionSettings.course, course));
  return { autoSend: row?.autoSend ?? false, maxTurns: row?.maxTurns ?? DEFAULT_MAX_TURNS };
}

export async function saveSettings(db: Database, course: Course, values: { autoSend: boolean; maxTurns: number; updatedBy: string }) {
  await db
    .insert(courseDiscussionSettings)
    .values({ course, ...values })
    .onConflictDoUpdate({ target: courseDiscussionSettings.course, set: { ...values, updatedAt: sql`now()` } });
}

/** The ids among `ids` that name a student. */
export async function existingStudents(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: students.id }).from(students).where(inArray(students.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Opens one thread, with its first turn, for each chosen student, or for every student of the
 * course at the question's level: one statement however many students that is. Returns how many
 * and the first 50.
 */
export async function openThreads(
  db: Database,
  values: { course: Course; questionId: string; level: number; maxTurns: number; createdBy: string | null; studentIds?: string[] },
) {
  const chosen = values.studentIds
    ? sql`select id from ${students} where id in (${sql.join(
        values.studentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`select id from ${students} where course = ${values.course}::course and current_difficulty_level = ${values.level}`;
  const rows = rowsOf<{ total: number; id: string | null; student_id: string | null; name: string | null }>(
    await db.execute(sql`
      with chosen as (${chosen}),
      threads as (
        insert into discussion_threads (student_id, course, opening_question_id, difficulty_level, max_turns, created_by)
        select id, ${values.course}::course, ${values.questionId}::uuid, ${values.level}, ${values.maxTurns}, ${values.createdBy}::uuid from chosen
        returning id, student_id
      ),
      turns as (insert into discussion_turns (thread_id, number, question_id) select id, 1, ${values.questionId}::uuid from threads)
      select (select count(*) from threads)::int as total, t.id, t.student_id, u.name
      from (select 1) one
      left join lateral (select * from threads order by id limit 50) t on true
      left join students s on s.id = t.student_id
      left join users u on u.id = s.user_id
    `),
  );
  const total = Number(rows[0]?.total ?? 0);
  const threads = rows.filter((r) => r.id !== null).map((r) => ({ id: r.id!, studentId: r.student_id!, studentName: r.name! }));
  return { total, threads };
}

/**
 * The accounts of the students whose threads on this question this transaction opened: a thread's
 * created_at is the transaction's start (now()), which tells them from earlier threads on the
 * same question. A query, not a list, so thousands of students are told in one statement.
 */
export function studentUsersOfThreadsOpenedNow(values: { course: Course; questionId: string }): SQL {
  return sql`select s.user_id from ${discussionThreads} t join ${students} s on s.id = t.student_id
    where t.course = ${values.course}::course and t.created_at = now() and t.opening_question_id = ${values.questionId}::uuid`;
}

export interface ThreadRow {
  id: string;
  studentId: string;
  course: Course;
  status: 'open' | 'closed';
  difficultyLevel: number;
  maxTurns: number;
  createdAt: Date;
  lastActivityAt: Date;
  /** The sort key as the database prints it (microseconds kept), for the cursor. */
  cursorTime: string;
}

const threadColumns = {
  id: discussionThreads.id,
  studentId: discussionThreads.studentId,
  course: discussionThreads.course,
  status: discussionThreads.status,
  difficultyLevel: discussionThreads.difficultyLevel,
  maxTurns: discussionThreads.maxTurns,
  createdAt: discussionThreads.createdAt,
  lastActivityAt: discussionThreads.lastActivityAt,
  cursorTime: sql<string>`${discussionThreads.lastActivityAt}::text`,
};

/** A student's threads, open ones first, most recently active first; `after` is the last row of the previous page. */
export async function threadPage(
  db: Database,
  options: { studentId: string; course?: Course; status?: 'open' | 'closed'; after?: [string, string, string]; limit: number },
): Promise<ThreadRow[]> {
  const shape = `${options.course ? 'c' : ''}${options.status ? 's' : ''}${options.after ? 'a' : ''}`;
  const [afterStatus, afterTime, afterId] = options.after ?? [];
  return threadPageStatement(db, shape).execute({
    studentId: options.studentId,
    course: options.course,
    status: options.status,
    afterStatus,
    afterTime,
    afterId,
    limit: options.limit + 1,
  }) as Promise<ThreadRow[]>;
}

/** A student's threads, a page at a time, per combination of filters (c: course, s: status, a: after a cursor), built once. */
const threadPageStatement = preparedPer((db, shape: string) =>
  db
    .select(threadColumns)
    .from(discussionThreads)
    .where(
      and(
        eq(discussionThreads.studentId, sql.placeholder('studentId')),
        shape.includes('c') ? eq(discussionThreads.course, sql.placeholder('course')) : undefined,
        shape.includes('s') ? eq(discussionThreads.status, sql.placeholder('status')) : undefined,
        shape.includes('a')
          ? sql`(${discussionThreads.status}, ${discussionThreads.lastActivityAt}, ${discussionThreads.id}) < (${sql.placeholder('afterStatus')}, ${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(discussionThreads.status), desc(discussionThreads.lastActivityAt), desc(discussionThreads.id))
    .limit(pageLimit())
    .prepare(`thread_page_${shape}`),
);

export async function findThread(db: Database, threadId: string, options: { forUpdate?: boolean } = {}): Promise<ThreadRow | undefined> {
  const query = db.select(threadColumns).from(discussionThreads).where(eq(discussionThreads.id, threadId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row as ThreadRow | undefined;
}

/** Every turn of the given threads, in order, with its question and its answer (analysis included). */
const turnsStatement = preparedPer((db) =>
  db
    .select({
      id: discussionTurns.id,
      threadId: discussionTurns.threadId,
      number: discussionTurns.number,
      question: {
        id: questions.id,
        content: questions.content,
        difficultyLevel: questions.difficultyLevel,
        questionType: questions.questionType,
        sourceContent: questions.sourceContent,
        keywords: questions.keywords,
        clsaTransparency: questions.clsaTransparency,
      },
      response: {
        id: studentResponses.id,
        text: studentResponses.response,
        submittedAt: studentResponses.submittedAt,
        analysisStatus: studentResponses.analysisStatus,
        keywords: studentResponses.keywords,
        analysisData: studentResponses.analysisData,
        rhetoricalDevices: studentResponses.rhetoricalDevices,
        argumentStructure: studentResponses.argumentStructure,
        conceptualHierarchy: studentResponses.conceptualHierarchy,
        entityRelationships: studentResponses.entityRelationships,
      },
    })
    .from(discussionTurns)
    .innerJoin(questions, eq(questions.id, discussionTurns.questionId))
    .leftJoin(studentResponses, eq(studentResponses.id, discussionTurns.responseId))
    .where(sql`${discussionTurns.threadId} = any(${sql.placeholder('threadIds')}::uuid[])`)
    .orderBy(discussionTurns.threadId, discussionTurns.number)
    .prepare('turns_of_threads'),
);

export async function turnsOf(db: Database, threadIds: string[]) {
  if (threadIds.length === 0) return [];
  return turnsStatement(db).execute({ threadIds });
}

/** Every comment on the given threads, oldest first. */
const commentsStatement = preparedPer((db) =>
  db
    .select({
      id: discussionComments.id,
      threadId: discussionComments.threadId,
      turnId: discussionComments.turnId,
      authorName: users.name,
      body: discussionComments.body,
      createdAt: discussionComments.createdAt,
    })
    .from(discussionComments)
    .innerJoin(users, eq(users.id, discussionComments.authorId))
    .where(sql`${discussionComments.threadId} = any(${sql.placeholder('threadIds')}::uuid[])`)
    .orderBy(discussionComments.createdAt, discussionComments.id)
    .prepare('comments_of_threads'),
);

export async function commentsOf(db: Database, threadIds: string[]) {
  if (threadIds.length === 0) return [];
  return commentsStatement(db).execute({ threadIds });
}

export async function lastTurn(db: Database, threadId: string) {
  const [row] = await db
    .select({ id: discussionTurns.id, number: discussionTurns.number, responseId: discussionTurns.responseId, questionId: discussionTurns.questionId })
    .from(discussionTurns)
    .where(eq(discussionTurns.threadId, threadId))
    .orderBy(desc(discussionTurns.number))
    .limit(1);
  return row;
}

export async function insertResponse(db: Database, values: { studentId: string; questionId: string; response: string }): Promise<string> {
  const [row] = await db.insert(studentResponses).values(values).returning({ id: studentResponses.id });
  return row!.id;
}

/** Links an answer to its turn, unless the turn was answered meanwhile. */
export async function attachResponse(db: Database, turnId: string, responseId: string): Promise<boolean> {
  const rows = await db
    .update(discussionTurns)
    .set({ responseId })
    .where(and(eq(discussionTurns.id, turnId), sql`${discussionTurns.responseId} is null`))
    .returning({ id: discussionTurns.id });
  return rows.length === 1;
}

export async function touchThread(db: Database, threadId: string, values: { status?: 'open' | 'closed' } = {}) {
  await db
    .update(discussionThreads)
    .set({ lastActivityAt: sql`now()`, ...values })
    .where(eq(discussionThreads.id, threadId));
}

export async function insertComment(db: Database, values: typeof discussionComments.$inferInsert) {
  const [row] = await db.insert(discussionComments).values(values).returning({ id: discussionComments.id });
  return row!.id;
}

export async function turnBelongsToThread(db: Database, turnId: string, threadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discussionTurns.id })
    .from(discussionTurns)
    .where(and(eq(discussionTurns.id, turnId), eq(discussionTurns.threadId, threadId)));
  return row !== undefined;
}

/** Everything the analysis of one answer needs: the answer, its turn and thread, the question, the student's level. */
export async function responseForAnalysis(db: Database, responseId: string) {
  const [row] = await db
    .select({
      responseId: studentResponses.id,
      studentId: studentResponses.studentId,
      text: studentResponses.response,
      analysisStatus: studentResponses.analysisStatus,
      turnId: discussionTurns.id,
      turnNumber: discussionTurns.number,
      threadId: discussionThreads.id,
      course: discussionThreads.course,
      maxTurns: discussionThreads.maxTurns,
      threadLevel: discussionThreads.difficultyLevel,
      studentLevel: students.currentDifficultyLevel,
      question: {
        id: questions.id,
        content: questions.content,
        difficultyLevel: questions.difficultyLevel,
        keywords: questions.keywords,
        sourceContent: questions.sourceContent,
        clsaTransparency: questions.clsaTransparency,
      },
    })
    .from(studentResponses)
    .innerJoin(discussionTurns, eq(discussionTurns.responseId, studentResponses.id))
    .innerJoin(discussionThreads, eq(discussionThreads.id, discussionTurns.threadId))
    .innerJoin(questions, eq(questions.id, studentResponses.questionId))
    .innerJoin(students, eq(students.id, studentResponses.studentId))
    .where(eq(studentResponses.id, responseId));
  return row;
}

/** Stores the analysis, only over a pending one (a retried job does not write twice). */
export async function storeAnalysis(
  db: Database,
  responseId: string,
  values: Pick<
    typeof studentResponses.$inferInsert,
    'keywords' | 'analysisData' | 'rhetoricalDevices' | 'argumentStructure' | 'conceptualHierarchy' | 'entityRelationships'
  >,
): Promise<boolean> {
  const rows = await db
    .update(studentResponses)
    .set({ ...values, analysisStatus: 'complete', analysisError: null, analyzedAt: sql`now()` })
    .where(and(eq(studentResponses.id, responseId), eq(studentResponses.analysisStatus, 'pending')))
    .returning({ id: studentResponses.id });
  return rows.length === 1;
}

export async function storeAnalysisError(db: Database, responseId: string, error: string) {
  await db
    .update(studentResponses)
    .set({ analysisStatus: 'error', analysisError: error.slice(0, 500) })
    .where(and(eq(studentResponses.id, responseId), eq(studentResponses.analysisStatus, 'pending')));
}

/** Adds the next turn; false when it exists already (a retried job). */
export async function insertTurn(db: Database, values: { threadId: string; number: number; questionId: string }): Promise<boolean> {
  const rows = await db.insert(discussionTurns).values(values).onConflictDoNothing().returning({ id: discussionTurns.id });
  return rows.length === 1;
}

/** The student's last analysed answers to questions at `level`, newest first. */
export async function recentAnswersAtLevel(db: Database, studentId: string, level: number, limit: number) {
  return db
    .select({ id: studentResponses.id, text: studentResponses.response, question: questions.content, analysisData: studentResponses.analysisData })
    .from(studentResponses)
    .innerJoin(questions, eq(questions.id, studentResponses.questionId))
    .where(and(eq(studentResponses.studentId, studentId), eq(studentResponses.analysisStatus, 'complete'), eq(questions.difficultyLevel, level)))
    .orderBy(desc(studentResponses.submittedAt), desc(studentResponses.id))
    .limit(limit);
}
