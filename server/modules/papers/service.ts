import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import { semanticAnalysisSchema, type PaperSummary } from '#shared/schemas/papers.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound, notOwner } from '#server/errors.ts';
import { decodeCursor, encodeCursor, pageOf } from '#server/lib/cursor.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import type { Session } from '#server/plugins/session.ts';
import { objectivesOf } from '#server/modules/curriculum/index.ts';
import { getStudentFor, recordActivity } from '#server/modules/students/index.ts';
import type { HeavyWork } from '#server/workers/pool.ts';
import type { PaperKey } from './keys.ts';
import * as repo from './repo.ts';
import { newPaperKey, open, openPaperKey, seal, searchTermsOf } from './sealing.ts';

export const PAPER_ANALYSE_JOB = 'papers.analyse';
const PAPER_LIST = 'papers';

const notConfigured = (problem: string | null) =>
  new AppError(
    503,
    'PAPERS_NOT_CONFIGURED',
    `Reflection papers cannot be stored: ${problem ?? 'no encryption key'}. An administrator must set PAPER_ENCRYPTION_KEY.`,
  );

/** The analysis as sealed: the semantic analysis and the keywords, one JSON value. */
const sealedAnalysisSchema = z.object({ semanticAnalysis: semanticAnalysisSchema, keywords: z.array(z.string()) });

type SummaryRow = Omit<repo.PaperRow, 'content'>;

/** A paper's title and analysis, opened with its own key (a paper from before titles were sealed may still have its title in clear until the server seals it). */
function openSummary(serverKey: Buffer, row: SummaryRow) {
  const paperKey = openPaperKey(serverKey, row.id, row.encryptionKey);
  const title = row.sealedTitle ? open(paperKey, row.id, 'title', row.sealedTitle) : (row.legacyTitle ?? '');
  // A file's name can say what the paper is about: sealed too (a paper from before titles were sealed has it in clear until the server seals it).
  const fileName = row.fileName && row.legacyTitle === null ? open(paperKey, row.id, 'file_name', row.fileName) : row.fileName;
  const analysis = row.sealedAnalysis ? sealedAnalysisSchema.safeParse(JSON.parse(open(paperKey, row.id, 'analysis', row.sealedAnalysis))) : null;
  return { paperKey, title, fileName, analysis: analysis?.success ? analysis.data : null };
}

function presentSummary(serverKey: Buffer, row: SummaryRow): PaperSummary {
  const { title, fileName, analysis } = openSummary(serverKey, row);
  const complete = row.analysisStatus === 'complete' && analysis !== null;
  return {
    id: row.id,
    studentId: row.studentId,
    course: row.course,
    title,
    fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    submittedAt: row.submittedAt.toISOString(),
    analysisStatus: row.analysisStatus,
    analyzedAt: row.analyzedAt?.toISOString() ?? null,
    keywords: complete ? analysis.keywords : [],
    knowledgeGaps: row.knowledgeGaps,
    semanticAnalysis: complete ? analysis.semanticAnalysis : null,
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
  const serverKey = key.key;
  const { paperKey, encryptionKey } = newPaperKey(serverKey, id);
  await db.transaction(async (tx) => {
    await repo.insertPaper(tx, {
      id,
      studentId,
      course: input.course,
      sealedTitle: seal(paperKey, id, 'title', input.title),
      content: seal(paperKey, id, 'content', input.content),
      encryptionKey,
      // Found by its title's words until its analysis adds the keywords.
      searchTerms: searchTermsOf(serverKey, [input.title]),
      fileName: input.fileName ? seal(paperKey, id, 'file_name', input.fileName) : null,
      fileSize: input.fileSize ?? Buffer.byteLength(input.content, 'utf8'),
      mimeType: input.mimeType ?? 'text/plain',
    });
    await enqueue(tx, PAPER_ANALYSE_JOB, { paperId: id });
    // Without the title: the activity log is not sealed.
    await recordActivity(tx, { studentId, type: 'reflection_paper', description: 'Submitted a reflection paper', metadata: { paperId: id } });
  });
  return presentSummary(serverKey, (await repo.findPaper(db, id))!);
}

/** GET .../reflection-papers: a student's own; educators and admins anyone's. */
export async function listPapers(db: Database, key: PaperKey, session: Session, studentId: string, query: { course?: Course; cursor?: string; limit: number }) {
  await getStudentFor(db, session, studentId);
  if (!key.key) throw notConfigured(key.problem);
  const serverKey = key.key;
  const after = query.cursor ? (decodeCursor(PAPER_LIST, query.cursor, ['time', 'uuid']) as [string, string]) : undefined;
  const rows = await repo.paperPage(db, { studentId, course: query.course, after, limit: query.limit });
  const page = pageOf(rows, query.limit, (row) => encodeCursor(PAPER_LIST, [row.cursorTime, row.id]));
  return { items: page.items.map((row) => presentSummary(serverKey, row)), nextCursor: page.nextCursor };
}

/** One paper with its text, decrypted for the student, educators and admins (the same rule as reading the student). */
export async function getPaper(db: Database, key: PaperKey, session: Session, studentId: string, paperId: string) {
  await getStudentFor(db, session, studentId);
  const row = await repo.findPaper(db, paperId);
  if (!row || row.studentId !== studentId) throw notFound('No such reflection paper');
  if (!key.key) throw notConfigured(key.problem);
  const { paperKey } = openSummary(key.key, row);
  return { ...presentSummary(key.key, row), content: open(paperKey, paperId, 'content', row.content) };
}

const payloadSchema = z.object({ paperId: z.string().uuid() });

/**
 * The `papers.analyse` job: the semantic analysis and keywords (sealed), the knowledge gaps
 * against the course's objectives (their titles are the institute's words, not the paper's), the
 * blind index of the title and keywords, analyzedAt.
 */
export function paperJobHandlers(deps: { key: PaperKey; analysePaper: HeavyWork['analysePaper'] }): JobHandlers {
  return {
    [PAPER_ANALYSE_JOB]: {
      async run(payload, { db }) {
        const parsed = payloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('Malformed papers.analyse payload');
        const row = await repo.findPaper(db, parsed.data.paperId);
        if (!row || row.analysisStatus !== 'pending') return;
        if (!deps.key.key) throw new PermanentJobError(`The paper cannot be read: ${deps.key.problem}`);
        const serverKey = deps.key.key;
        const { paperKey, title } = openSummary(serverKey, row);
        const text = open(paperKey, row.id, 'content', row.content);
        const objectives = row.course ? await objectivesOf(db, row.course) : [];
        const { semanticAnalysis, keywords, knowledgeGaps } = await deps.analysePaper({ text, objectives });
        await repo.storePaperAnalysis(db, row.id, {
          sealedAnalysis: seal(paperKey, row.id, 'analysis', JSON.stringify({ semanticAnalysis, keywords })),
          searchTerms: searchTermsOf(serverKey, [title, ...keywords]),
          knowledgeGaps,
        });
      },
      async onFailed(payload, error, { db }) {
        const parsed = payloadSchema.safeParse(payload);
        if (parsed.success) await repo.storePaperError(db, parsed.data.paperId, error);
      },
    },
  };
}

const LEGACY_BATCH = 200;

/**
 * Seals the titles and file names of papers submitted before those were sealed, a batch per transaction, when the server
 * starts with the key. Returns how many it sealed. (Their analyses are worked out again, sealed:
 * migration 0032 queued them.)
 */
export async function sealLegacyPaperTitles(db: Database, key: PaperKey): Promise<number> {
  const serverKey = key.key;
  if (!serverKey) return 0;
  let sealed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await repo.legacyTitleBatch(tx, LEGACY_BATCH);
      for (const row of rows) {
        const paperKey = openPaperKey(serverKey, row.id, row.encryptionKey);
        await repo.replaceLegacyTitle(tx, row.id, {
          sealedTitle: seal(paperKey, row.id, 'title', row.legacyTitle!),
          fileName: row.fileName ? seal(paperKey, row.id, 'file_name', row.fileName) : null,
          searchTerms: searchTermsOf(serverKey, [row.legacyTitle!]),
        });
      }
      return rows.length;
    });
    sealed += count;
    if (count < LEGACY_BATCH) return sealed;
  }
}

/** For a search over papers by their blind index: the keyed hashes of the searched words, or none without the key. */
export function paperSearchTerms(key: PaperKey, words: string[]): string[] {
  return key.key ? searchTermsOf(key.key, words) : [];
}

/** What a search shows of the papers it found: each one's title and keywords, opened. */
export async function openFoundPapers(db: Database, key: PaperKey, paperIds: string[]): Promise<Map<string, { title: string; keywords: string[] }>> {
  const serverKey = key.key;
  if (!serverKey || paperIds.length === 0) return new Map();
  const rows = await repo.papersByIds(db, paperIds);
  return new Map(
    rows.map((row) => {
      const { title, analysis } = openSummary(serverKey, row);
      return [row.id, { title, keywords: analysis?.keywords ?? [] }];
    }),
  );
}
