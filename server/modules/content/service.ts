import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Course } from '#shared/constants/courses.ts';
import {
  nlpMetadataSchema,
  type ContentDetail,
  type ContentItem,
  type libraryPageSchema,
  type NlpMetadata,
  type pendingPageSchema,
  type trainingDataSchema,
  type ValidateContentInput,
  type uploadContentSchema,
} from '#shared/schemas/content.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import { enqueue, PermanentJobError, type JobHandlers } from '#server/lib/jobs.ts';
import type { Cue } from '#server/modules/uploads/index.ts';
import { analyseContent } from './nlp.ts';
import { chunkForSearch, type SearchChunk } from '#server/lib/nlp/search-text.ts';
import * as repo from './repo.ts';

export const CONTENT_PROCESS_JOB = 'content.process';
export type UploadContent = z.output<typeof uploadContentSchema>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** An item as a write returns it: an excerpt, never the whole text. */
function presentItem(row: repo.ContentItemRow): ContentItem {
  return {
    ...row,
    validatedAt: iso(row.validatedAt),
    uploadedAt: iso(row.uploadedAt)!,
  };
}

/** Spec point 7: what the upload form fills in when it is left empty. */
function withUploadDefaults(input: UploadContent): repo.ContentWrite {
  return {
    course: input.course,
    type: input.type,
    title: input.title,
    author: input.author ?? null,
    content: input.content,
    fileName: input.fileName ?? `${input.title.replace(/ /g, '_')}.txt`,
    fileSize: input.fileSize ?? Buffer.byteLength(input.content, 'utf8'),
    mimeType: input.mimeType ?? 'text/plain',
    authorStyle: input.authorStyle ?? null,
    philosophy: input.philosophy ?? null,
    historicalContext: input.historicalContext ?? null,
    biographicalContext: input.biographicalContext ?? null,
    interpretativeComplexities: input.interpretativeComplexities ?? null,
    scholarlyDebates: input.scholarlyDebates ?? null,
  };
}

/** PostgreSQL text cannot hold NUL; a pasted one carries no meaning, so it is dropped rather than failing the insert. */
function withoutNul(values: repo.ContentWrite): repo.ContentWrite {
  const clean = { ...values } as Record<string, unknown>;
  for (const [key, value] of Object.entries(clean)) if (typeof value === 'string') clean[key] = value.replaceAll('\u0000', '');
  return clean as repo.ContentWrite;
}

/** A page of the library: newest upload first, of a course or all, searched by title or author. */
export async function listContent(db: Database, query: repo.ContentPageQuery): Promise<z.input<typeof libraryPageSchema>> {
  return repo.listContent(db, query);
}

/** A page of the validation queue, newest upload first. */
export async function listPending(db: Database, query: repo.ContentPageQuery): Promise<z.input<typeof pendingPageSchema>> {
  return repo.listPending(db, query);
}

export async function getContent(db: Database, id: string): Promise<ContentDetail> {
  const row = await repo.findContent(db, id);
  if (!row) throw notFound('No course content with this id');
  const { content, nlpMetadata, authorStyle, philosophy, historicalContext, biographicalContext, interpretativeComplexities, scholarlyDebates, ...itemRow } =
    row;
  const metadata = nlpMetadataSchema.safeParse(nlpMetadata);
  return {
    ...presentItem(itemRow),
    content,
    authorStyle,
    philosophy,
    historicalContext,
    biographicalContext,
    interpretativeComplexities,
    scholarlyDebates,
    nlpMetadata: metadata.success ? metadata.data : null,
  };
}

async function presentById(db: Database, id: string): Promise<ContentItem> {
  const row = await repo.findItemRow(db, id);
  if (!row) throw notFound('No course content with this id');
  return presentItem(row);
}

/** Queues the processing (text checks, NLP) of a content item, in the caller's transaction. */
export async function queueProcessing(db: Database, contentId: string, content: string, cues?: Cue[]) {
  await enqueue(db, CONTENT_PROCESS_JOB, { contentId, contentHash: md5(content), ...(cues && { cues }) });
}

/**
 * Stores an upload and queues its processing, in one transaction: there is never a row without
 * its job, nor a job without its row. `cues` come with a subtitle file, for video_transcripts.
 */
export async function uploadContent(db: Database, adminId: string, input: UploadContent, extra: { cues?: Cue[] } = {}): Promise<ContentItem> {
  const values = withoutNul(withUploadDefaults(input));
  const id = await db.transaction(async (tx) => {
    const contentId = await repo.insertContent(tx, adminId, values);
    await queueProcessing(tx, contentId, values.content, extra.cues);
    return contentId;
  });
  return presentById(db, id);
}

/** An edit: the item returns to pending validation, leaves the training data, and is processed again. */
export async function editContent(db: Database, id: string, input: UploadContent): Promise<ContentItem> {
  const values = withoutNul(withUploadDefaults(input));
  const found = await db.transaction(async (tx) => {
    if (!(await repo.updateContent(tx, id, values))) return false;
    await queueProcessing(tx, id, values.content);
    return true;
  });
  if (!found) throw notFound('No course content with this id');
  return presentById(db, id);
}

/** Approve or reject a pending item (spec point 7): a content_validation row, and the item's own validation fields. */
export async function validateContent(db: Database, id: string, validatorId: string, input: ValidateContentInput): Promise<ContentItem> {
  const feedback = input.feedback || `Content ${input.status}`;
  const recorded = await db.transaction((tx) => repo.recordValidation(tx, id, { validatorId, status: input.status, score: input.score, feedback }));
  if (!recorded) {
    const current = await repo.findItemRow(db, id);
    if (!current) throw notFound('No course content with this id');
    throw new AppError(409, 'NOT_PENDING', `This content was already ${current.validationStatus}; edit it to send it back to validation`);
  }
  return presentById(db, id);
}

/**
 * A page of the approved training items; the first page also carries the course's totals and
 * analytics (summed from the kept counts), which a page after a cursor (Show more) does not repeat.
 */
export async function trainingData(db: Database, query: repo.ContentPageQuery): Promise<z.input<typeof trainingDataSchema>> {
  const [figures, page] = await Promise.all([query.cursor ? null : repo.trainingFigures(db, query.course), repo.listTrainingItems(db, query)]);
  const { items } = page;
  if (!figures) return { totals: null, analytics: null, items, nextCursor: page.nextCursor };
  const { total, books, videos, transcripts, ...analytics } = figures;
  return { totals: { total, books, videos, transcripts }, analytics, items, nextCursor: page.nextCursor };
}

/**
 * The approved training content as JSON Lines, one record per item, read in
 * keyset-paginated batches so that only one batch is ever in memory.
 */
export async function* exportTrainingData(db: Database, course?: Course): AsyncGenerator<string> {
  let afterId: string | undefined;
  for (;;) {
    const batch = await repo.exportBatch(db, { course, afterId });
    if (batch.length === 0) return;
    yield batch.map((row) => `${JSON.stringify({ ...row, validatedAt: iso(row.validatedAt) })}\n`).join('');
    if (batch.length < repo.EXPORT_BATCH_SIZE) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

const processPayloadSchema = z.object({
  contentId: z.string().uuid(),
  contentHash: z.string(),
  cues: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).optional(),
});

export interface ContentJobOptions {
  /** The NLP step: the server passes its worker pool's (off the event loop); tests replace it to force a failure. */
  analyse?: (text: string) => Promise<NlpMetadata>;
  /** The text cut into search chunks: the server passes its worker pool's. */
  chunk?: (text: string) => Promise<SearchChunk[]>;
}

/** A text's search chunks, cut here: for stored texts that skip the content job (the question engine's evaluation). */
export async function storeSearchChunks(db: Database, contentId: string, text: string) {
  await db.transaction((tx) => repo.replaceChunks(tx, contentId, chunkForSearch(text)));
}

/**
 * The `content.process` job: NLP over the stored text into `nlpMetadata`,
 * processingStatus pending -> complete; for a transcript, or a subtitle upload, the
 * video_transcripts row too. Idempotent, and a no-op when the text was edited after the job was
 * queued (the edit queued a job of its own). When the worker gives up, the item shows error and why.
 */
export function contentJobHandlers(options: ContentJobOptions = {}): JobHandlers {
  const analyse = options.analyse ?? ((text: string) => analyseContent(text));
  const chunk = options.chunk ?? (async (text: string) => chunkForSearch(text));
  return {
    [CONTENT_PROCESS_JOB]: {
      async run(payload, { db }) {
        const parsed = processPayloadSchema.safeParse(payload);
        if (!parsed.success) throw new PermanentJobError('Malformed content.process payload');
        const { contentId, contentHash, cues } = parsed.data;
        const row = await repo.findForProcessing(db, contentId);
        if (!row || row.contentHash !== contentHash) return;
        const metadata = nlpMetadataSchema.parse(await analyse(row.content));
        const chunks = await chunk(row.content);
        await db.transaction(async (tx) => {
          if (!(await repo.storeProcessingResult(tx, contentId, contentHash, metadata))) return;
          await repo.replaceChunks(tx, contentId, chunks);
          if (cues) return repo.replaceTranscript(tx, contentId, row.content, cues);
          if (row.type !== 'transcript') return;
          // No cues with this revision (a pasted transcript, or an edit): keep the times only if the text is the one they belong to.
          const existing = await repo.findTranscript(tx, contentId);
          if (existing?.transcript === row.content) return;
          await repo.replaceTranscript(tx, contentId, row.content, []);
        });
      },
      async onFailed(payload, error, { db }) {
        const parsed = processPayloadSchema.safeParse(payload);
        if (parsed.success) await repo.storeProcessingError(db, parsed.data.contentId, parsed.data.contentHash, error);
      },
    },
  };
}
