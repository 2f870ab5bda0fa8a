import { hashOfToken, newSecretToken } from '#server/lib/secret-tokens.ts';
import { and, eq, ne } from 'drizzle-orm';
import { dateTimeFormat } from '#shared/constants/intl-locale.ts';
import { ASSESSMENT_WINDOW_HOURS, type AssessmentReview, type AssessmentView } from '#shared/schemas/assessments.ts';
import { BLOOM_LEVELS, type ResponseAnalysis } from '#shared/schemas/discussions.ts';
import type { Database } from '#server/db/client.ts';
import { applications, entryAssessments } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/errors.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import { queueMail, siteLink } from '#server/modules/mail/index.ts';
import { notifyAdmins } from '#server/modules/notifications/index.ts';
import type { MailContact } from '#server/modules/mail/index.ts';
import type { HeavyWork } from '#server/workers/pool.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { ASSESSMENT_PASSAGES } from './passages.ts';

export const ASSESSMENT_CLOSE_JOB = 'assessment:close';
export const ASSESSMENT_ANALYSE_JOB = 'assessment:analyse';
/** Answers still taken this long after the deadline: a phone's clock and a slow connection. */
const GRACE_MS = 60_000;
const LEVELS: DifficultyLevel[] = [1, 2, 3, 4];

type AssessmentRow = typeof entryAssessments.$inferSelect;

export interface QuestionWriter {
  analyseExcerpt: HeavyWork['analyseExcerpt'];
  writeQuestions: HeavyWork['writeQuestions'];
}

/**
 * Schedules (or reschedules) an application's entry assessment: the engine
 * writes one question per level from the passage in the applicant's language, off the event loop;
 * then, in one transaction, the assessment is stored with a new personal link, the application
 * moves to "assessment scheduled", and the applicant is mailed the date and the link.
 */
export async function scheduleAssessment(
  db: Database,
  writer: QuestionWriter,
  applicationId: string,
  input: { scheduledAt: string; durationMinutes: number },
  context: { contact: MailContact; baseUrl: string },
) {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) throw notFound('No application with this id');
  if (application.status !== 'submitted' && application.status !== 'assessment_scheduled') {
    throw new AppError(409, 'INVALID_TRANSITION', `An assessment cannot be scheduled for an application that is ${application.status}`, {
      status: 'validation.invalid_transition',
    });
  }
  const scheduledAt = new Date(input.scheduledAt);
  if (scheduledAt.getTime() < Date.now() - 5 * 60_000)
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose a time that has not passed', { scheduledAt: 'validation.datetime_past' });
  const language = application.language;
  const passage = ASSESSMENT_PASSAGES[language];
  const analysis = await writer.analyseExcerpt(passage, []);
  const drafts = await writer.writeQuestions({ excerpt: passage, keywords: [], analysis, sources: [], gaps: [] }, LEVELS);
  const questions = LEVELS.map((level) => {
    const draft = drafts.find((d) => d.difficultyLevel === level)!;
    return { level, content: draft.content, keywords: draft.keywords };
  });
  const token = newSecretToken();
  // East Africa Time, the institute's, named in the message so a reader elsewhere can convert it.
  const when = dateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Nairobi',
    timeZoneName: 'short',
  }).format(scheduledAt);
  await db.transaction(async (tx) => {
    const values = {
      language,
      scheduledAt,
      durationMinutes: input.durationMinutes,
      tokenHash: hashOfToken(token),
      passage,
      questions,
      answers: {},
      status: 'scheduled' as const,
      startedAt: null,
      submittedAt: null,
      analysis: null,
    };
    await tx
      .insert(entryAssessments)
      .values({ applicationId, ...values })
      .onConflictDoUpdate({ target: entryAssessments.applicationId, set: values });
    await tx
      .update(applications)
      .set({ status: 'assessment_scheduled', reviewedAt: application.reviewedAt ?? new Date(), updatedAt: new Date() })
      .where(eq(applications.id, applicationId));
    await queueMail(
      tx,
      {
        to: application.email!,
        language,
        kind: 'assessment-scheduled',
        data: {
          firstName: application.firstName ?? '',
          when,
          minutes: input.durationMinutes,
          hours: ASSESSMENT_WINDOW_HOURS,
          link: siteLink(context.baseUrl, `/assessment#token=${token}`),
        },
      },
      context.contact,
    );
  });
  return (await reviewOf(db, applicationId))!;
}

async function byToken(db: Database, token: string): Promise<AssessmentRow & { firstName: string | null }> {
  const [row] = await db
    .select({ assessment: entryAssessments, firstName: applications.firstName })
    .from(entryAssessments)
    .innerJoin(applications, eq(applications.id, entryAssessments.applicationId))
    .where(eq(entryAssessments.tokenHash, hashOfToken(token)));
  if (!row) throw new AppError(404, 'INVITATION_INVALID', 'This assessment link is not valid.', { token: 'validation.invitation_invalid' });
  return { ...row.assessment, firstName: row.firstName };
}

const closesAt = (row: AssessmentRow) => new Date(row.scheduledAt.getTime() + ASSESSMENT_WINDOW_HOURS * 3_600_000);
const deadlineOf = (row: AssessmentRow) => (row.startedAt ? new Date(row.startedAt.getTime() + row.durationMinutes * 60_000) : null);

/** The applicant's view: the passage and questions only from the scheduled time on. */
function viewOf(row: AssessmentRow & { firstName: string | null }, now = new Date()): AssessmentView {
  const open = now >= row.scheduledAt;
  return {
    firstName: row.firstName ?? '',
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    closesAt: closesAt(row).toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    deadline: deadlineOf(row)?.toISOString() ?? null,
    passage: open && row.startedAt ? row.passage : null,
    questions: open && row.startedAt ? row.questions.map(({ level, content }) => ({ level, content })) : null,
    answers: row.answers,
  };
}

export async function openAssessment(db: Database, token: string) {
  return viewOf(await byToken(db, token));
}

const closed = (message: string) => new AppError(409, 'ASSESSMENT_CLOSED', message);

/** Starts the clock, once, between the scheduled time and the end of the window; the deadline job is queued with it. */
export async function startAssessment(db: Database, token: string) {
  const row = await byToken(db, token);
  const now = new Date();
  if (now < row.scheduledAt) throw new AppError(409, 'ASSESSMENT_NOT_OPEN', 'The assessment opens at the scheduled time.');
  if (row.startedAt) return viewOf(row, now);
  if (now > closesAt(row)) throw closed('The time to start this assessment has passed. Write to the admissions office.');
  const started = await db.transaction(async (tx) => {
    const [updated] = await tx.update(entryAssessments).set({ startedAt: now, status: 'started' }).where(eq(entryAssessments.id, row.id)).returning();
    await enqueue(tx, ASSESSMENT_CLOSE_JOB, { assessmentId: row.id }, { runAt: new Date(now.getTime() + row.durationMinutes * 60_000 + GRACE_MS) });
    return updated!;
  });
  return viewOf({ ...started, firstName: row.firstName }, now);
}

/** Saves one answer as it is typed; refused once submitted or past the deadline. */
export async function saveAnswer(db: Database, token: string, level: number, answer: string) {
  const row = await byToken(db, token);
  const deadline = deadlineOf(row);
  if (!deadline) throw new AppError(409, 'ASSESSMENT_NOT_OPEN', 'Start the assessment first.');
  if (row.status !== 'started' || Date.now() > deadline.getTime() + GRACE_MS)
    throw closed('The assessment is closed; the answers saved before the time ran out are kept.');
  const answers = { ...row.answers, [String(level)]: answer };
  await db.update(entryAssessments).set({ answers }).where(eq(entryAssessments.id, row.id));
  return { savedAt: new Date().toISOString() };
}

/** Hands the answers in (the applicant, or the deadline job): once, then the engine reads them. */
async function submit(db: Database, row: AssessmentRow) {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(entryAssessments)
      .set({ status: 'submitted', submittedAt: new Date() })
      .where(and(eq(entryAssessments.id, row.id), eq(entryAssessments.status, 'started')))
      .returning({ status: entryAssessments.status });
    if (!updated) return;
    // Handed in is completed: the admin's dossier says so at once, not when a status is set by hand.
    await tx.update(applications).set({ assessmentCompleted: true }).where(eq(applications.id, row.applicationId));
    await enqueue(tx, ASSESSMENT_ANALYSE_JOB, { assessmentId: row.id });
  });
}

export async function submitAssessment(db: Database, token: string) {
  const row = await byToken(db, token);
  if (row.status === 'started') await submit(db, row);
  else if (row.status === 'scheduled') throw new AppError(409, 'ASSESSMENT_NOT_OPEN', 'Start the assessment first.');
  return viewOf(await byToken(db, token));
}

/**
 * Points for one answer, out of 25, for the substance a lecturer looks for: its development (up to
 * 8, full at 120 words: a short answer rarely reasons), whether it works at the question's level
 * (6, or 3 one level below), the question's key words it takes up (4), the reasons it gives (1.5
 * each, up to 3), Scripture it cites and other evidence (2 and 1), and another view weighed (1).
 * A suggestion for the admin, who sets the score.
 */
export function answerPoints(answer: string, analysis: ResponseAnalysis | null): number {
  if (!answer.trim() || !analysis) return 0;
  const data = analysis.analysisData;
  const length = Math.min(1, data.wordCount / 120) * 8;
  const expected = BLOOM_LEVELS.indexOf(data.levelFit.expected);
  const observed = BLOOM_LEVELS.indexOf(data.levelFit.observed);
  const level = data.levelFit.meets ? 6 : observed >= expected - 1 ? 3 : 0;
  const keywordTotal = data.questionKeywordsAddressed.length + data.questionKeywordsMissed.length;
  const keywords = keywordTotal === 0 ? 2 : (data.questionKeywordsAddressed.length / keywordTotal) * 4;
  const reasons = Math.min(2, analysis.argumentStructure.reasons.length) * 1.5;
  const cites = data.observations.some((o) => o.code === 'cites_scripture') ? 2 : 0;
  const evidence = analysis.argumentStructure.evidence.length > 0 ? 1 : 0;
  const objection = analysis.argumentStructure.objections.length > 0 ? 1 : 0;
  return Math.round((length + level + keywords + reasons + cites + evidence + objection) * 10) / 10;
}

/** The assessment jobs: closing at the deadline, and reading the answers with the engine (in worker threads). */
export function assessmentJobHandlers(deps: { analyseAnswer: HeavyWork['analyseAnswer'] }): JobHandlers {
  return {
    [ASSESSMENT_CLOSE_JOB]: {
      run: async (payload, { db }) => {
        const [row] = await db
          .select()
          .from(entryAssessments)
          .where(eq(entryAssessments.id, String(payload.assessmentId)));
        if (row?.status === 'started') await submit(db, row);
      },
    },
    [ASSESSMENT_ANALYSE_JOB]: {
      run: async (payload, { db }) => {
        const [row] = await db
          .select()
          .from(entryAssessments)
          .where(eq(entryAssessments.id, String(payload.assessmentId)));
        if (!row) throw new PermanentJobError('No such assessment');
        if (row.status === 'analysed') return;
        const answers: { points: number; [field: string]: unknown }[] = [];
        for (const question of row.questions) {
          const answer = row.answers[String(question.level)] ?? '';
          const analysis = answer.trim()
            ? await deps.analyseAnswer({
                answer,
                question: { content: question.content, difficultyLevel: question.level, keywords: question.keywords, sourceExcerpt: row.passage },
                objectives: [],
              })
            : null;
          answers.push({
            level: question.level,
            question: question.content,
            answer,
            wordCount: analysis?.analysisData.wordCount ?? 0,
            meetsLevel: analysis?.analysisData.levelFit.meets ?? false,
            keywordsAddressed: analysis?.analysisData.questionKeywordsAddressed ?? [],
            keywordsMissed: analysis?.analysisData.questionKeywordsMissed ?? question.keywords,
            reasons: analysis?.argumentStructure.reasons.length ?? 0,
            evidence: analysis?.argumentStructure.evidence.length ?? 0,
            points: answerPoints(answer, analysis),
          });
        }
        const suggestedScore = Math.round(answers.reduce((sum, a) => sum + a.points, 0));
        await db.transaction(async (tx) => {
          const [analysed] = await tx
            .update(entryAssessments)
            .set({ status: 'analysed', analysis: { answers, suggestedScore } })
            .where(and(eq(entryAssessments.id, row.id), ne(entryAssessments.status, 'analysed')))
            .returning({ id: entryAssessments.id });
          if (!analysed) return;
          // The admins are told when the suggested score is there to confirm.
          const [application] = await tx
            .select({ firstName: applications.firstName, lastName: applications.lastName, reference: applications.reference })
            .from(applications)
            .where(eq(applications.id, row.applicationId));
          if (application) {
            const applicant = `${application.firstName ?? ''} ${application.lastName ?? ''}`.trim();
            await notifyAdmins(tx, 'assessment_submitted', { applicant, reference: application.reference ?? '' }, '/dashboard?tab=applications');
          }
        });
      },
    },
  };
}

/** The admin's view of an application's assessment; null when none is scheduled yet. */
export async function reviewOf(db: Database, applicationId: string): Promise<AssessmentReview | null> {
  const [row] = await db.select().from(entryAssessments).where(eq(entryAssessments.applicationId, applicationId));
  if (!row) return null;
  return {
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    startedAt: row.startedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers: (row.analysis?.answers as AssessmentReview['answers']) ?? null,
    suggestedScore: row.analysis?.suggestedScore ?? null,
  };
}
