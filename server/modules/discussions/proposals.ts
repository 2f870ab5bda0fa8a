import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import { preparedPer, rowsOf, type Database } from '#server/db/client.ts';
import { courseContent, questionProposals, questions, students } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/errors.ts';
import { afterTimeAndId, decodeCursor, encodeCursor, pageLimit, pageOf } from '#server/lib/cursor.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import type { Session } from '#server/plugins/session.ts';
import { suggestQuestions, type SuggestionDeps } from '#server/modules/questions/index.ts';
import * as repo from './repo.ts';
import { openThreads } from './threads.ts';

/**
 * The agent's proposals: for each student of a course with nothing open, the
 * next question, drawn from the course's approved content at the student's level. A proposal
 * waits for an educator's approval (an educator approves AI output before students see it)
 * unless the course's automatic sending is on.
 */
export const DISCUSSION_PROPOSE_JOB = 'discussions.propose';
/** Students one run of the job handles before it queues the rest: a crash loses at most this much work. */
const PROPOSE_BATCH = 25;
/** The passage a proposal asks about: the item's summary, or its opening this long. */
const EXCERPT_CHARACTERS = 900;
const PROPOSALS = 'proposals';

/** Students of the course with no open thread and no proposal waiting, after `afterId`, in id order. */
async function studentsNeedingQuestions(db: Database, course: Course, afterId: string | null, limit: number, onlyStudentId?: string) {
  return rowsOf<{ id: string; level: number; threads: number }>(
    await db.execute(sql`
      select s.id, s.current_difficulty_level as level,
        (select count(*) from discussion_threads t where t.student_id = s.id and t.course = ${course}::course)::int as threads
      from students s
      where s.course = ${course}::course
        and (${onlyStudentId ?? null}::uuid is null or s.id = ${onlyStudentId ?? null}::uuid)
        and (${afterId}::uuid is null or s.id > ${afterId}::uuid)
        and not exists (select 1 from discussion_threads t where t.student_id = s.id and t.status = 'open')
        and not exists (select 1 from question_proposals p where p.student_id = s.id and p.status = 'pending')
      order by s.id
      limit ${limit}
    `),
  );
}

async function approvedContent(db: Database, course: Course) {
  return db
    .select({ id: courseContent.id, title: courseContent.title, content: courseContent.content, nlpMetadata: courseContent.nlpMetadata })
    .from(courseContent)
    .where(and(eq(courseContent.course, course), eq(courseContent.validationStatus, 'approved'), eq(courseContent.isTrainingData, true)))
    .orderBy(asc(courseContent.uploadedAt), asc(courseContent.id))
    .limit(200);
}

/** The passage to ask about: the NLP summary when the pipeline wrote one, else the opening, cut at a sentence. */
export function excerptOf(item: { content: string; nlpMetadata: Record<string, unknown> | null }): string {
  const summary = typeof item.nlpMetadata?.summary === 'string' ? item.nlpMetadata.summary : '';
  if (summary.length >= 80) return summary;
  const opening = item.content.slice(0, EXCERPT_CHARACTERS);
  const end = Math.max(opening.lastIndexOf('. '), opening.lastIndexOf('.\n'));
  return (end > 200 ? opening.slice(0, end + 1) : opening).trim();
}

const payloadSchema = z.object({ course: z.string(), afterId: z.string().uuid().nullable().optional(), studentId: z.string().uuid().optional() });

export type ProposalDeps = SuggestionDeps;

/**
 * The `discussions.propose` job: a batch of the course's students (or the one named), each given
 * the next approved passage in turn (the count of their threads picks it), a question written for
 * their level by the question engine, and a proposal, or a thread straight away when the course
 * sends automatically. Queues itself for the next batch.
 */
export function proposalJobHandlers(deps: ProposalDeps): JobHandlers {
  return {
    [DISCUSSION_PROPOSE_JOB]: {
      async run(payload, { db }) {
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('Malformed discussions.propose payload');
        const course = parsed.data.course as Course;
        const content = await approvedContent(db, course);
        if (content.length === 0) return;
        const settings = await repo.settingsFor(db, course);
        const batch = await studentsNeedingQuestions(db, course, parsed.data.afterId ?? null, PROPOSE_BATCH, parsed.data.studentId);
        for (const student of batch) {
          const item = content[student.threads % content.length]!;
          const excerpt = excerptOf(item);
          if (excerpt.length < 20) continue;
          const [suggestion] = await suggestQuestions(db, deps, {
            contentSource: excerpt,
            targetKeywords: [],
            levels: [student.level],
            course,
            studentId: student.id,
          });
          if (!suggestion) continue;
          await db.transaction(async (tx) => {
            if (settings.autoSend) {
              await openThreads(tx, {
                course,
                questionId: suggestion.id,
                level: student.level,
                maxTurns: settings.maxTurns,
                createdBy: null,
                studentIds: [student.id],
              });
            } else {
              await tx
                .insert(questionProposals)
                .values({ studentId: student.id, course, questionId: suggestion.id, sourceContentId: item.id })
                .onConflictDoNothing();
            }
          });
        }
        if (!parsed.data.studentId && batch.length === PROPOSE_BATCH) {
          await enqueue(db, DISCUSSION_PROPOSE_JOB, { course, afterId: batch[batch.length - 1]!.id });
        }
      },
    },
  };
}

/**
 * Asks the agent for the next question of every student of the course who has none (POST
 * .../proposals/generate). Without approved content there is nothing to ask about: the educator
 * is told so instead of waiting for proposals that never come.
 */
export async function requestProposals(db: Database, course: Course) {
  const [content] = await db
    .select({ id: courseContent.id })
    .from(courseContent)
    .where(and(eq(courseContent.course, course), eq(courseContent.validationStatus, 'approved'), eq(courseContent.isTrainingData, true)))
    .limit(1);
  if (!content) throw new AppError(409, 'NO_APPROVED_CONTENT', 'This course has no approved content for the agent to draw questions from');
  await enqueue(db, DISCUSSION_PROPOSE_JOB, { course, afterId: null });
  return { queued: true as const };
}

/** The course's proposals waiting for a decision, oldest first. */
export async function listProposals(db: Database, query: { course: Course; cursor?: string; limit: number }) {
  const after = query.cursor ? (decodeCursor(PROPOSALS, query.cursor, ['time', 'uuid']) as [string, string]) : undefined;
  const rows = await proposalPage(db, after ? 'after' : 'first').execute({
    course: query.course,
    afterTime: after?.[0],
    afterId: after?.[1],
    limit: query.limit + 1,
  });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(PROPOSALS, [row.cursorTime, row.id]));
  return { items: page.items.map(({ cursorTime: _c, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor: page.nextCursor };
}

/** The review list's statement, for a first page and for a page after a cursor, built once. */
const proposalPage = preparedPer((db, shape: 'first' | 'after') =>
  db
    .select({
      id: questionProposals.id,
      studentId: questionProposals.studentId,
      // The account's name, as the student's roster name carries it (drizzle/0022).
      studentName: students.rosterName,
      course: questionProposals.course,
      difficultyLevel: questions.difficultyLevel,
      content: questions.content,
      questionType: questions.questionType,
      sourceTitle: courseContent.title,
      sourceExcerpt: questions.sourceContent,
      createdAt: questionProposals.createdAt,
      cursorTime: sql<string>`${questionProposals.createdAt}::text`,
    })
    .from(questionProposals)
    .innerJoin(questions, eq(questions.id, questionProposals.questionId))
    .innerJoin(students, eq(students.id, questionProposals.studentId))
    .leftJoin(courseContent, eq(courseContent.id, questionProposals.sourceContentId))
    .where(
      and(
        eq(questionProposals.course, sql.placeholder('course')),
        eq(questionProposals.status, 'pending'),
        shape === 'after'
          ? afterTimeAndId(questionProposals.createdAt, questionProposals.id, [sql.placeholder('afterTime'), sql.placeholder('afterId')])
          : undefined,
      ),
    )
    .orderBy(asc(questionProposals.createdAt), asc(questionProposals.id))
    .limit(pageLimit())
    .prepare(`proposals_page_${shape}`),
);

const alreadyDecided = () => new AppError(409, 'CONFLICT', 'This proposal has already been decided');

/** Approves a proposal, in the educator's wording if they changed it: the student's thread opens at once. */
export async function approveProposal(db: Database, session: Session, proposalId: string, content?: string) {
  return db.transaction(async (tx) => {
    const [proposal] = await tx.select().from(questionProposals).where(eq(questionProposals.id, proposalId)).for('update');
    if (!proposal) throw notFound('No such proposal');
    if (proposal.status !== 'pending') throw alreadyDecided();
    const [question] = await tx.select({ difficultyLevel: questions.difficultyLevel }).from(questions).where(eq(questions.id, proposal.questionId));
    if (content)
      await tx
        .update(questions)
        .set({ content, reasoning: `Proposed by the agent, worded by ${session.user.name}` })
        .where(eq(questions.id, proposal.questionId));
    const settings = await repo.settingsFor(tx, proposal.course);
    const { threads } = await openThreads(tx, {
      course: proposal.course,
      questionId: proposal.questionId,
      level: question!.difficultyLevel,
      maxTurns: settings.maxTurns,
      createdBy: session.user.id,
      studentIds: [proposal.studentId],
    });
    await tx
      .update(questionProposals)
      .set({ status: 'approved', decidedBy: session.user.id, decidedAt: sql`now()` })
      .where(eq(questionProposals.id, proposalId));
    return { threadId: threads[0]!.id };
  });
}

export async function rejectProposal(db: Database, session: Session, proposalId: string) {
  const rows = await db
    .update(questionProposals)
    .set({ status: 'rejected', decidedBy: session.user.id, decidedAt: sql`now()` })
    .where(and(eq(questionProposals.id, proposalId), eq(questionProposals.status, 'pending')))
    .returning({ id: questionProposals.id });
  if (rows.length === 0) {
    const [exists] = await db.select({ id: questionProposals.id }).from(questionProposals).where(eq(questionProposals.id, proposalId));
    throw exists ? alreadyDecided() : notFound('No such proposal');
  }
  return { ok: true as const };
}
