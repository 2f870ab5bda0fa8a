import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import { semanticAnalysisSchema, type PaperSummary } from '#shared/schemas/papers.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound, notOwner } from '#server/errors.ts';
import { decryptToken, encryptToken } from '#server/lib/crypto.ts';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import type { Session } from '#server/plugins/session.ts';
import { objectivesOf } from '#server/modules/discussions/repo.ts';
import { recordActivity } from '#server/modules/students/repo.ts';
import { getStudentFor } from '#server/modules/students/service.ts';
import type { HeavyWork } from '#server/workers/pool.ts';
import type { PaperKey } from './keys.ts';
import * as repo from './repo.ts';

export const PAPER_ANALYSE_JOB = 'papers.analyse';
const PAPER_LIST = 'papers';

const notConfigured = (problem: string | null) =>
  new AppError(503, 'PAPERS_NOT_CONFIGURED', `Reflection papers cannot be stored: ${problem ?? 'no encryption key'}. An administrator must set PAPER_ENCRYPTION_KEY.`);

/**
 * Envelope encryption (issue 11, item 6): the paper is encrypted with its own random key, and that
 * key with the server's. Both are bound to the paper's id, so a ciphertext copied onto another row
 * does not decrypt; the stored row never holds the text in the clear.
 */
function sealPaper(serverKey: Buffer, paperId: string, content: string) {
  const paperKey = randomBytes(32);
  return {
    content: encryptToken(paperKey, content, `reflection_papers:${paperId}`),
    encryptionKey: encryptToken(serverKey, paperKey.toString('base64'), `reflection_papers.key:${paperId}`),
  };
}

function openPaper(serverKey: Buffer, paperId: string, sealed: { content: string; encryptionKey: string | null }): string {
  if (!sealed.encryptionKey) throw new Error('The paper has no key');
  const paperKey = Buffer.from(decryptToken(serverKey, sealed.encryptionKey, `reflection_papers.key:${paperId}`), 'base64');
  return decryptToken(paperKey, sealed.content, `reflection_papers:${paperId}`);
}

function presentSummary(row: Omit<Awaited<ReturnType<typeof repo.paperPage>>[number], never>): PaperSummary {
  const { cursorTime: _cursor, semanticAnalysis, ...rest } = row;
  const analysis = semanticAnalysisSchema.safeParse(semanticAnalysis);
  return {
    ...rest,
    submittedAt: rest.submittedAt.toISOString(),
    analyzedAt: rest.analyzedAt?.toISOString() ?? null,
    semanticAnalysis: rest.analysisStatus === 'complete' && analysis.success ? analysis.data : null,
  };
}

export interface PaperSubmission {
  course: Course;
  title: string;
  content: string;
  fileName?: string;
  fileSize?: number;
  mimeType?: string;
}

/** A student submits a reflection paper: stored encrypted, with its analysis job, in one transaction. */
export async function submitPaper(db: Database, key: PaperKey, session: Session, studentId: string, input: PaperSubmission): Promise<PaperSummary> {
  if (session.user.studentId !== studentId) throw notOwner();
  if (!key.key) throw notConfigured(key.problem);
  const id = randomUUID();
  const sealed = sealPaper(key.key, id, input.content);
  await db.transaction(async (tx) => {
    await repo.insertPaper(tx, {
      id,
      studentId,
      course: input.course,
      title: input.title,
      ...sealed,
      fileName: input.fileName ?? null,
      fileSize: input.fileSize ?? Buffer.byteLength(input.content, 'utf8'),
      mimeType: input.mimeType ?? 'text/plain',
    });
    await enqueue(tx, PAPER_ANALYSE_JOB, { paperId: id });
    await recordActivity(tx, { studentId, type: 'reflection_paper', description: `Submitted "${input.title}"`, metadata: { paperId: id } });
  });
  return presentSummary((await repo.findPaper(db, id))!);
}

/** GET .../reflection-papers: a student's own; educators and admins anyone's. */
export async function listPapers(db: Database, session: Session, studentId: string, query: { course?: Course; cursor?: string; limit: number }) {
  await getStudentFor(db, session, studentId);
  const after = query.cursor ? (decodeCursor(PAPER_LIST, query.cursor, ['time', 'uuid']) as [string, string]) : undefined;
  const rows = await repo.paperPage(db, { studentId, course: query.course, after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(PAPER_LIST, [row.cursorTime, row.id]));
  return { items: page.items.map(presentSummary), nextCursor: page.nextCursor };
}

/** One paper with its text, decrypted for the student, educators and admins (the same rule as reading the student). */
export async function getPaper(db: Database, key: PaperKey, session: Session, studentId: string, paperId: string) {
  await getStudentFor(db, session, studentId);
  const row = await repo.findPaper(db, paperId);
  if (!row || row.studentId !== studentId) throw notFound('No such reflection paper');
  if (!key.key) throw notConfigured(key.problem);
  const { content: sealed, encryptionKey, ...summary } = row;
  return { ...presentSummary(summary), content: openPaper(key.key, paperId, { content: sealed, encryptionKey }) };
}

const payloadSchema = z.object({ paperId: z.string().uuid() });

/** The `papers.analyse` job: semanticAnalysis, keywords and knowledgeGaps (against the course's objectives), analyzedAt. */
export function paperJobHandlers(deps: { key: PaperKey; analysePaper: HeavyWork['analysePaper'] }): JobHandlers {
  return {
    [PAPER_ANALYSE_JOB]: {
      async run(payload, { db }) {
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('Malformed papers.analyse payload');
        const row = await repo.findPaper(db, parsed.data.paperId);
        if (!row || row.analysisStatus !== 'pending') return;
        if (!deps.key.key) throw new PermanentJobError(`The paper cannot be read: ${deps.key.problem}`);
        const text = openPaper(deps.key.key, row.id, row);
        const objectives = row.course ? await objectivesOf(db, row.course) : [];
        const analysis = await deps.analysePaper({ text, objectives });
        await repo.storePaperAnalysis(db, row.id, analysis);
      },
      async onFailed(payload, error, { db }) {
        const parsed = payloadSchema.safeParse(payload);
        if (parsed.success) await repo.storePaperError(db, parsed.data.paperId, error);
      },
    },
  };
}
