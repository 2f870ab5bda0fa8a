import { z } from 'zod';
import { can } from '#shared/auth/permissions.ts';
import type { Course } from '#shared/constants/courses.ts';
import {
  argumentStructureSchema,
  type AnalysisData,
  responseAnalysisSchema,
  type DiscussionSettings,
  type DiscussionThread,
  type ResponseAnalysis,
  type startDiscussionsSchema,
} from '#shared/schemas/discussions.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { students } from '#server/db/schema/index.ts';
import { notify } from '#server/modules/notifications/index.ts';
import { AppError, notFound, notOwner, validationFailed } from '#server/errors.ts';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import type { LlmConfig } from '#server/integrations/llm/client.ts';
import type { Session } from '#server/plugins/session.ts';
import { clearLevelRecommendation, getStudentFor, levelRecommendationPage, recordActivity, saveLevelRecommendation } from '#server/modules/students/index.ts';
import type { HeavyWork } from '#server/workers/pool.ts';
import { writeFollowUp, type FollowUp } from './follow-up.ts';
import { writeLlmFollowUp } from './llm-follow-up.ts';
import { DISCUSSION_PROPOSE_JOB } from './proposals.ts';
import { objectivesOf, recordObjectiveEvidence } from '#server/modules/curriculum/index.ts';
import * as repo from './repo.ts';
import { openThreads } from './threads.ts';

export const DISCUSSION_ANALYSE_JOB = 'discussions.analyse';
/** Answers at the student's level that must all meet it, or all miss it, before a level change is suggested. */
export const RECOMMENDATION_EVIDENCE = 3;
const THREAD_LIST = 'threads';

type StartInput = z.output<typeof startDiscussionsSchema>;

const closed = () => new AppError(409, 'DISCUSSION_CLOSED', 'This discussion is closed; it takes no more answers');
const alreadyAnswered = () => new AppError(409, 'TURN_ALREADY_ANSWERED', 'This question has already been answered; wait for the follow-up');

/**
 * POST /api/discussions: the question is stored once and a thread opened for
 * each chosen student, or for every student of the course at the question's level, in one transaction.
 */
export async function startDiscussions(db: Database, session: Session, input: StartInput) {
  if (input.studentIds) {
    const known = await repo.existingStudents(db, input.studentIds);
    const unknown = input.studentIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw validationFailed({ studentIds: 'validation.student_unknown' });
  }
  const settings = await repo.settingsFor(db, input.course);
  return db.transaction(async (tx) => {
    const questionId = await repo.insertQuestion(tx, {
      content: input.question.content,
      difficultyLevel: input.question.difficultyLevel,
      keywords: input.question.keywords ?? [],
      sourceContent: input.question.sourceExcerpt ?? null,
      course: input.course,
      questionType: input.question.questionType ?? 'clarification',
      reasoning: `Sent by ${session.user.name}`,
      confidence: 1,
      clsaTransparency: { sentBy: session.user.id },
    });
    const { total, threads } = await openThreads(tx, {
      course: input.course,
      questionId,
      level: input.question.difficultyLevel,
      maxTurns: settings.maxTurns,
      createdBy: session.user.id,
      studentIds: input.studentIds,
    });
    return { questionId, count: total, threads };
  });
}

/** The stored analysis as the API gives it; null until the job has run. */
function presentAnalysis(response: NonNullable<Awaited<ReturnType<typeof repo.turnsOf>>[number]['response']>): ResponseAnalysis | null {
  if (response.analysisStatus !== 'complete') return null;
  let argument: unknown;
  try {
    argument = JSON.parse(response.argumentStructure ?? 'null');
  } catch {
    argument = null;
  }
  const parsed = responseAnalysisSchema.safeParse({
    keywords: response.keywords,
    rhetoricalDevices: response.rhetoricalDevices,
    argumentStructure: argumentStructureSchema.safeParse(argument).success ? argument : { claim: null, reasons: [], evidence: [], objections: [] },
    conceptualHierarchy: response.conceptualHierarchy,
    entityRelationships: response.entityRelationships,
    analysisData: response.analysisData,
  });
  return parsed.success ? parsed.data : null;
}

const sourcesOf = (transparency: Record<string, unknown>) =>
  z
    .array(z.object({ source: z.string(), confidence: z.number() }))
    .catch([])
    .parse(transparency.contentSources ?? []);

/** Threads with their turns and comments, three queries for a whole page. */
async function presentThreads(db: Database, rows: repo.ThreadRow[]): Promise<DiscussionThread[]> {
  const ids = rows.map((r) => r.id);
  const [turns, comments] = await Promise.all([repo.turnsOf(db, ids), repo.commentsOf(db, ids)]);
  return rows.map((thread) => {
    const own = turns.filter((t) => t.threadId === thread.id);
    const last = own[own.length - 1];
    const awaiting =
      thread.status === 'closed' ? 'nothing' : !last?.response?.id ? 'response' : last.response.analysisStatus === 'pending' ? 'analysis' : 'nothing';
    return {
      id: thread.id,
      studentId: thread.studentId,
      course: thread.course,
      status: thread.status,
      difficultyLevel: thread.difficultyLevel,
      maxTurns: thread.maxTurns,
      createdAt: thread.createdAt.toISOString(),
      lastActivityAt: thread.lastActivityAt.toISOString(),
      awaiting,
      turns: own.map((turn) => ({
        id: turn.id,
        number: turn.number,
        question: {
          id: turn.question.id,
          content: turn.question.content,
          difficultyLevel: turn.question.difficultyLevel,
          questionType: turn.question.questionType,
          sourceExcerpt: turn.question.sourceContent,
          keywords: turn.question.keywords,
          sources: sourcesOf(turn.question.clsaTransparency),
          isFollowUp: turn.number > 1,
        },
        response: turn.response?.id
          ? {
              id: turn.response.id,
              text: turn.response.text!,
              submittedAt: turn.response.submittedAt!.toISOString(),
              analysisStatus: turn.response.analysisStatus!,
              analysis: presentAnalysis(turn.response),
            }
          : null,
      })),
      comments: comments
        .filter((c) => c.threadId === thread.id)
        .map((c) => ({ id: c.id, turnId: c.turnId, authorName: c.authorName, body: c.body, createdAt: c.createdAt.toISOString() })),
    };
  });
}

/** GET /api/students/{id}/discussions: a student's own threads; educators and admins read anyone's. */
export async function listThreads(
  db: Database,
  session: Session,
  studentId: string,
  query: { course?: Course; status?: 'open' | 'closed'; cursor?: string; limit: number },
) {
  await getStudentFor(db, session, studentId);
  const after = query.cursor ? (decodeCursor(THREAD_LIST, query.cursor, ['string', 'time', 'uuid']) as [string, string, string]) : undefined;
  const rows = await repo.threadPage(db, { studentId, course: query.course, status: query.status, after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(THREAD_LIST, [row.status, row.cursorTime, row.id]));
  return { items: await presentThreads(db, page.items), nextCursor: page.nextCursor };
}

/** A thread as its student, or staff, may see it; a student asking for another's gets 403. */
async function threadFor(db: Database, session: Session, studentId: string, threadId: string, options: { forUpdate?: boolean } = {}) {
  const thread = await repo.findThread(db, threadId, options);
  const mayReadAny = session.role !== null && can(session.role, 'read:student:any');
  if (!thread || thread.studentId !== studentId) {
    if (!mayReadAny) throw notOwner();
    throw notFound('No such discussion for this student');
  }
  if (!mayReadAny && session.user.studentId !== studentId) throw notOwner();
  return thread;
}

/**
 * POST .../responses: the student's answer to the thread's open question,
 * stored with its analysis job in one transaction; the answer is accepted (202) and analysed later.
 */
export async function respond(db: Database, session: Session, studentId: string, threadId: string, text: string) {
  if (session.user.studentId !== studentId) throw notOwner();
  return db.transaction(async (tx) => {
    const thread = await threadFor(tx, session, studentId, threadId, { forUpdate: true });
    if (thread.status === 'closed') throw closed();
    const turn = await repo.lastTurn(tx, threadId);
    if (!turn || turn.responseId) throw alreadyAnswered();
    const responseId = await repo.insertResponse(tx, { studentId, questionId: turn.questionId, response: text });
    if (!(await repo.attachResponse(tx, turn.id, responseId))) throw alreadyAnswered();
    await repo.touchThread(tx, threadId);
    await enqueue(tx, DISCUSSION_ANALYSE_JOB, { responseId });
    await recordActivity(tx, { studentId, type: 'discussion_response', description: 'Answered a Socratic question', metadata: { threadId, responseId } });
    return { threadId, turnId: turn.id, responseId, analysisStatus: 'pending' as const };
  });
}

/** An educator's comment on a thread or one of its turns; the student sees it. */
export async function comment(db: Database, session: Session, studentId: string, threadId: string, input: { body: string; turnId?: string }) {
  await threadFor(db, session, studentId, threadId);
  if (input.turnId && !(await repo.turnBelongsToThread(db, input.turnId, threadId))) throw validationFailed({ turnId: 'validation.turn_unknown' });
  const id = await db.transaction(async (tx) => {
    const commentId = await repo.insertComment(tx, { threadId, turnId: input.turnId ?? null, authorId: session.user.id, body: input.body });
    const [student] = await tx.select({ userId: students.userId }).from(students).where(eq(students.id, studentId));
    if (student) await notify(tx, student.userId, 'educator_comment', { educator: session.user.name }, '/dashboard?tab=dialogue');
    return commentId;
  });
  const [created] = (await repo.commentsOf(db, [threadId])).filter((c) => c.id === id);
  return { id, turnId: created!.turnId, authorName: created!.authorName, body: created!.body, createdAt: created!.createdAt.toISOString() };
}

export const getSettings = (db: Database, course: Course): Promise<DiscussionSettings> => repo.settingsFor(db, course);

export async function saveSettings(db: Database, session: Session, course: Course, settings: DiscussionSettings) {
  await repo.saveSettings(db, course, { ...settings, updatedBy: session.user.id });
  return repo.settingsFor(db, course);
}

const RECOMMENDATIONS = 'recommendations';

export async function listRecommendations(db: Database, query: { course?: Course; cursor?: string; limit: number }) {
  const after = query.cursor ? (decodeCursor(RECOMMENDATIONS, query.cursor, ['time', 'uuid']) as [string, string]) : undefined;
  const rows = await levelRecommendationPage(db, { course: query.course, after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(RECOMMENDATIONS, [row.cursorTime, row.studentId]));
  return {
    // Each row with its direction; the response schema leaves the cursor's time out and writes the date.
    items: page.items.map((row) => Object.assign(row, { direction: row.toLevel > row.fromLevel ? ('up' as const) : ('down' as const) })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Suggests a level change when the student's last answers at their level all met it, or all
 * missed it; clears the suggestion when they do not agree. The level moves
 * only through an educator's Apply.
 */
async function updateRecommendation(db: Database, studentId: string, level: number) {
  const recent = await repo.recentAnswersAtLevel(db, studentId, level, RECOMMENDATION_EVIDENCE);
  const fits = recent.map((r) => (r.analysisData as Partial<AnalysisData> | null)?.levelFit);
  const allMeet = recent.length === RECOMMENDATION_EVIDENCE && fits.every((f) => f?.meets === true);
  const allMiss = recent.length === RECOMMENDATION_EVIDENCE && fits.every((f) => f?.meets === false);
  const toLevel = allMeet && level < 4 ? level + 1 : allMiss && level > 1 ? level - 1 : null;
  if (toLevel === null) return clearLevelRecommendation(db, studentId);
  const evidence = recent.map((r, i) => ({
    responseId: r.id,
    question: r.question,
    excerpt: r.text.length > 240 ? `${r.text.slice(0, 239)}…` : r.text,
    observed: fits[i]?.observed ?? ('remember' as const),
    meets: fits[i]?.meets ?? false,
  }));
  await saveLevelRecommendation(db, { studentId, fromLevel: level, toLevel, evidence });
}

export interface DiscussionJobDeps {
  analyseAnswer: HeavyWork['analyseAnswer'];
  llm: LlmConfig | null;
  log: { warn: (obj: object, msg: string) => void };
}

const analysePayloadSchema = z.object({ responseId: z.string().uuid() });

/** The follow-up from the configured LLM, checked; the built-in one on any failure. */
async function followUpFor(
  deps: DiscussionJobDeps,
  context: { question: string; answer: string; sourceExcerpt: string | null; analysis: ResponseAnalysis },
): Promise<FollowUp & { engine: 'llm' | 'builtin' }> {
  const builtin = writeFollowUp(context.answer, context.analysis);
  if (!deps.llm) return { ...builtin, engine: 'builtin' };
  try {
    return { ...(await writeLlmFollowUp(deps.llm, context, builtin)), engine: 'llm' };
  } catch (error) {
    deps.log.warn(
      { kind: (error as { kind?: string }).kind ?? 'unexpected', err: (error as Error).message },
      'LLM follow-up failed; the built-in one is asked instead',
    );
    return { ...builtin, engine: 'builtin' };
  }
}

/**
 * The `discussions.analyse` job: analyses one answer off the event loop,
 * stores every analysis field, asks the follow-up (or closes the thread at its last turn),
 * moves objective mastery and the level recommendation, all in one transaction. Idempotent: a
 * re-run after a crash finds the analysis stored and does nothing.
 */
export function discussionJobHandlers(deps: DiscussionJobDeps): JobHandlers {
  return {
    [DISCUSSION_ANALYSE_JOB]: {
      async run(payload, { db }) {
        const parsed = analysePayloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('Malformed discussions.analyse payload');
        const row = await repo.responseForAnalysis(db, parsed.data.responseId);
        if (!row || row.analysisStatus !== 'pending') return;
        const objectives = await objectivesOf(db, row.course);
        const analysis = await deps.analyseAnswer({
          answer: row.text,
          question: {
            content: row.question.content,
            difficultyLevel: row.question.difficultyLevel,
            keywords: row.question.keywords,
            sourceExcerpt: row.question.sourceContent,
          },
          objectives,
        });
        const hasRoom = row.turnNumber < row.maxTurns;
        const followUp = hasRoom
          ? await followUpFor(deps, { question: row.question.content, answer: row.text, sourceExcerpt: row.question.sourceContent, analysis })
          : null;

        await db.transaction(async (tx) => {
          const stored = await repo.storeAnalysis(tx, row.responseId, {
            keywords: analysis.keywords,
            analysisData: analysis.analysisData,
            rhetoricalDevices: analysis.rhetoricalDevices,
            argumentStructure: JSON.stringify(analysis.argumentStructure),
            conceptualHierarchy: analysis.conceptualHierarchy,
            entityRelationships: analysis.entityRelationships,
          });
          if (!stored) return;
          if (followUp) {
            const questionId = await repo.insertQuestion(tx, {
              content: followUp.content,
              difficultyLevel: row.question.difficultyLevel,
              keywords: row.question.keywords,
              sourceContent: row.question.sourceContent,
              course: row.course,
              questionType: followUp.questionType,
              reasoning: followUp.reasoning,
              confidence: 0.8,
              clsaTransparency: {
                contentSources: sourcesOf(row.question.clsaTransparency),
                followUpTo: row.responseId,
                target: followUp.target,
                engine: followUp.engine,
              },
            });
            await repo.insertTurn(tx, { threadId: row.threadId, number: row.turnNumber + 1, questionId });
            await repo.touchThread(tx, row.threadId);
          } else {
            await repo.touchThread(tx, row.threadId, { status: 'closed' });
            // The thread is done: the agent looks for this student's next question.
            await enqueue(tx, DISCUSSION_PROPOSE_JOB, { course: row.course, studentId: row.studentId });
          }
          await recordObjectiveEvidence(
            tx,
            row.studentId,
            analysis.analysisData.objectivesShown.map((o) => ({ objectiveId: o.objectiveId, level: analysis.analysisData.levelFit.questionLevel })),
            analysis.analysisData.objectivesMissed.map((o) => o.objectiveId),
          );
          await updateRecommendation(tx, row.studentId, row.studentLevel);
        });
      },
      async onFailed(payload, error, { db }) {
        const parsed = analysePayloadSchema.safeParse(payload);
        if (parsed.success) await repo.storeAnalysisError(db, parsed.data.responseId, error);
      },
    },
  };
}
