/**
 * The work too heavy for the server's event loop: reading uploaded files and
 * the NLP over them and over question sources, and writing the built-in engine's questions. Each export is one task kind; the pool
 * (./pool.ts) runs it in a worker thread with memory and time limits. Arguments and results
 * cross the thread boundary by structured clone, so errors travel as plain data.
 */
import type { MessagePort } from 'node:worker_threads';
import type { ErrorCode } from '#shared/constants/error-codes.ts';
import type { NlpMetadata } from '#shared/schemas/content.ts';
import { AppError } from '#server/errors.ts';
import { extractUploadedFile, type ExtractedFile, readMaterialFile, type MaterialFileReading } from '#server/modules/uploads/index.ts';
import { analyseContent as analyseContentText } from '#server/modules/content/work.ts';
import { chunkForSearch as chunkText, type SearchChunk } from '#server/lib/nlp/search-text.ts';
import { analyseAnswer as analyseAnswerText, type AnswerInput } from '#server/lib/nlp/answer-analysis.ts';
import { readPassage as analyseExcerptText, type PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';
import type { ResponseAnalysis } from '#shared/schemas/discussions.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import { writeBuiltinQuestions, type DraftQuestion, type GenerationContext } from '#server/modules/questions/work.ts';
import { analysePaper as analysePaperText, type PaperAnalysis, type PaperInput } from '#server/modules/papers/work.ts';

/** An AppError as data: the pool turns it back into one. */
export interface TaskFailure {
  statusCode: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}
export type TaskResult<T> = { ok: true; value: T } | { ok: false; error: TaskFailure };

/** Every task's arguments carry a port on which the worker says it has begun: the time limit counts from there. */
interface TaskArgs {
  started?: MessagePort;
}

async function settle<T>(args: TaskArgs, work: () => Promise<T> | T): Promise<TaskResult<T>> {
  args.started?.postMessage('started');
  args.started?.close();
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, error: { statusCode: error.statusCode, code: error.code, message: error.message, fields: error.fields } };
    throw error;
  }
}

export function extractFile(args: TaskArgs & { fileName: string; data: Uint8Array; allowed?: readonly string[] }): Promise<TaskResult<ExtractedFile>> {
  const { fileName, data, allowed } = args;
  return settle(args, () => extractUploadedFile(fileName, Buffer.from(data.buffer, data.byteOffset, data.byteLength), { allowed }));
}

export function analyseContent(args: TaskArgs & { text: string; now: string }): Promise<TaskResult<NlpMetadata>> {
  const { text, now } = args;
  return settle(args, () => analyseContentText(text, new Date(now)));
}

export function chunkForSearch(args: TaskArgs & { text: string }): Promise<TaskResult<SearchChunk[]>> {
  return settle(args, () => chunkText(args.text));
}

export function analyseExcerpt(args: TaskArgs & { excerpt: string; keywords: string[] }): Promise<TaskResult<ExcerptAnalysis>> {
  const { excerpt, keywords } = args;
  return settle(args, () => analyseExcerptText(excerpt, keywords));
}

export function writeQuestions(args: TaskArgs & { context: GenerationContext; levels: DifficultyLevel[] }): Promise<TaskResult<DraftQuestion[]>> {
  return settle(args, () => writeBuiltinQuestions(args.context, args.levels));
}

export function analyseAnswer(args: TaskArgs & { input: AnswerInput }): Promise<TaskResult<ResponseAnalysis>> {
  return settle(args, () => analyseAnswerText(args.input));
}

export function analysePaper(args: TaskArgs & { input: PaperInput }): Promise<TaskResult<PaperAnalysis>> {
  return settle(args, () => analysePaperText(args.input));
}

export function readMaterial(args: TaskArgs & { fileName: string; data: Uint8Array }): Promise<TaskResult<MaterialFileReading>> {
  const { fileName, data } = args;
  return settle(args, () => readMaterialFile(fileName, Buffer.from(data.buffer, data.byteOffset, data.byteLength)));
}
