import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import type { NlpMetadata } from '#shared/schemas/content.ts';
import { AppError } from '#server/errors.ts';
import { PermanentJobError } from '#server/lib/jobs.ts';
import { workerExecArgv } from '#server/lib/worker-exec-argv.ts';
import type { ExtractedFile } from '#server/modules/uploads/index.ts';
import type { PassageReading as ExcerptAnalysis } from '#server/lib/nlp/passage.ts';
import type { AnswerInput } from '#server/lib/nlp/answer-analysis.ts';
import type { ResponseAnalysis } from '#shared/schemas/discussions.ts';
import type { PaperAnalysis, PaperInput } from '#server/modules/papers/work.ts';
import type { DifficultyLevel } from '#shared/constants/difficulty-levels.ts';
import type { DraftQuestion, GenerationContext } from '#server/modules/questions/work.ts';
import type { MaterialFileReading } from '#server/modules/uploads/index.ts';
import type { SearchChunk } from '#server/lib/nlp/search-text.ts';
import type { TaskResult } from './heavy-work.worker.ts';

/** Heavy work, run off the event loop: a request never waits behind another user's upload. */
export interface HeavyWork {
  /** The text of an uploaded file, or a 400 naming the file's problem or the limit it broke; `allowed` lists the extensions this form takes. */
  extractFile: (fileName: string, data: Buffer, allowed?: readonly string[]) => Promise<ExtractedFile>;
  /** The content pipeline's NLP; a limit broken is a PermanentJobError (the queue shows why). */
  analyseContent: (text: string, now?: Date) => Promise<NlpMetadata>;
  /** A stored text cut into the chunks the library is searched by; a limit broken is a PermanentJobError. */
  chunkForSearch: (text: string) => Promise<SearchChunk[]>;
  /** The question engine's reading of an excerpt. */
  analyseExcerpt: (excerpt: string, keywords: string[]) => Promise<ExcerptAnalysis>;
  /** The built-in engine's questions for the given levels, from an excerpt already read and its retrieved context. */
  writeQuestions: (context: GenerationContext, levels: DifficultyLevel[]) => Promise<DraftQuestion[]>;
  /** The analysis of a student's answer; a limit broken is a PermanentJobError. */
  analyseAnswer: (input: AnswerInput) => Promise<ResponseAnalysis>;
  /** The analysis of a reflection paper; a limit broken is a PermanentJobError. */
  analysePaper: (input: PaperInput) => Promise<PaperAnalysis>;
  /** A course material's file checked and read into reflowable pages, or a 400 naming the file's problem. */
  readMaterial: (fileName: string, data: Buffer) => Promise<MaterialFileReading>;
  close: () => Promise<void>;
}

export interface HeavyWorkOptions {
  /** Worker threads; by default one per core but one, so the event loop keeps a core. */
  threads?: number;
  /** Old-generation heap of each worker: a file that needs more is refused, the server lives on. */
  memoryMb?: number;
  /** How long one task may run before its worker is stopped. */
  timeoutsMs?: Partial<Record<keyof typeof DEFAULT_TIMEOUTS_MS, number>>;
  /** Tasks waiting for a thread beyond which callers are told to come back later. */
  maxQueue?: number;
  /** Told when a worker dies (out of memory, a crash); the task it ran fails on its own. */
  onWorkerError?: (error: Error) => void;
}

export const DEFAULT_TIMEOUTS_MS = {
  extractFile: 60_000,
  analyseContent: 180_000,
  chunkForSearch: 60_000,
  analyseExcerpt: 20_000,
  writeQuestions: 20_000,
  analyseAnswer: 30_000,
  analysePaper: 120_000,
  readMaterial: 60_000,
} as const;

type Limit = 'time' | 'memory' | 'queue';
/** The longest a task may wait for a thread before its caller is told the server is busy. */
const QUEUE_WAIT_MS = 60_000;

/** Which limit a failed task ran into, if any. */
function brokenLimit(error: unknown): Limit | null {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(message ?? '')) return 'memory';
  return null;
}

const busy = () => new AppError(503, 'SERVICE_BUSY', 'The server is busy with other work; try again in a minute', undefined, { 'retry-after': '30' });

/** Starts the pool. Threads start on first use and stop after a minute idle, so an idle server holds no worker memory. */
export function createHeavyWork(options: HeavyWorkOptions = {}): HeavyWork {
  const memoryMb = options.memoryMb ?? 512;
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...options.timeoutsMs };
  const maxThreads = Math.max(1, options.threads ?? availableParallelism() - 1);
  // Counted here: Piscina keeps tasks that carry an abort signal (all of ours) outside its bounded queue.
  const capacity = maxThreads + (options.maxQueue ?? 64);
  let unfinished = 0;
  const pool = new Piscina({
    filename: new URL('./heavy-work.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads,
    idleTimeout: 60_000,
    // pdf.js works asynchronously inside a task; Atomics.wait would stall it between tasks.
    atomics: 'async',
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(memoryMb / 8)) },
    execArgv: workerExecArgv(),
  });

  // A worker that dies is reported on the pool as well as to its task; unheard, that event would end the process.
  pool.on('error', (error: Error) => (options.onWorkerError ?? ((e: Error) => console.warn(`worker thread stopped: ${e.message}`)))(error));

  /**
   * Runs a task under two clocks: its time limit counts from the moment a worker begins it (a
   * task waiting behind others, or for a thread to start, is not "slow"), and a task still
   * waiting after QUEUE_WAIT_MS is given up as the server being busy.
   */
  async function run<T>(name: keyof typeof DEFAULT_TIMEOUTS_MS, args: object, onLimit: (limit: Limit) => Error): Promise<T> {
    if (unfinished >= capacity) throw onLimit('queue');
    unfinished++;
    try {
      return await runTask<T>(name, args, onLimit);
    } finally {
      unfinished--;
    }
  }

  async function runTask<T>(name: keyof typeof DEFAULT_TIMEOUTS_MS, args: object, onLimit: (limit: Limit) => Error): Promise<T> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let limit: Limit | null = null;
    const stop = (reached: Limit) => {
      limit = reached;
      controller.abort();
    };
    let timer = setTimeout(() => stop('queue'), QUEUE_WAIT_MS);
    port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop('time'), timeouts[name]);
    });
    let result: TaskResult<T>;
    try {
      result = (await pool.run({ ...args, started: port2 }, { name, signal: controller.signal, transferList: [port2] })) as TaskResult<T>;
    } catch (error) {
      const reached = limit ?? brokenLimit(error);
      throw reached ? onLimit(reached) : error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
    if (result.ok) return result.value;
    const { statusCode, code, message, fields } = result.error;
    throw new AppError(statusCode, code, message, fields);
  }

  const seconds = (ms: number) => `${ms / 1000} s`;
  /** For work done by a background job: a broken limit gives the job up with the reason; a full queue is retried later. */
  const jobLimitError = (limit: Limit, timeoutMs: number) => {
    if (limit === 'queue') return new Error('The analysis workers are busy');
    if (limit === 'memory') return new PermanentJobError(`The analysis needed more than ${memoryMb} MB of memory, the limit`);
    return new PermanentJobError(`The analysis took longer than ${seconds(timeoutMs)}, the limit`);
  };
  /** For reading an uploaded file: a broken limit is a 400 naming the file, a full queue a 503. */
  const fileLimitError = (limit: Limit, timeoutMs: number) => {
    if (limit === 'queue') return busy();
    if (limit === 'memory')
      return new AppError(400, 'FILE_TOO_COMPLEX', `Reading the file needed more than ${memoryMb} MB of memory, the limit`, {
        file: 'validation.file_too_complex',
      });
    return new AppError(400, 'FILE_PROCESSING_TIMEOUT', `Reading the file took longer than ${seconds(timeoutMs)}, the limit`, {
      file: 'validation.file_processing_timeout',
    });
  };
  return {
    extractFile: (fileName, data, allowed) =>
      run('extractFile', { fileName, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), allowed }, (limit) =>
        fileLimitError(limit, timeouts.extractFile),
      ),
    readMaterial: (fileName, data) =>
      run('readMaterial', { fileName, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }, (limit) =>
        fileLimitError(limit, timeouts.readMaterial),
      ),
    analyseContent: (text, now = new Date()) =>
      run('analyseContent', { text, now: now.toISOString() }, (limit) => jobLimitError(limit, timeouts.analyseContent)),
    chunkForSearch: (text) => run('chunkForSearch', { text }, (limit) => jobLimitError(limit, timeouts.chunkForSearch)),
    analyseExcerpt: (excerpt, keywords) => run('analyseExcerpt', { excerpt, keywords }, () => busy()),
    writeQuestions: (context, levels) => run('writeQuestions', { context, levels }, () => busy()),
    analyseAnswer: (input) => run('analyseAnswer', { input }, (limit) => jobLimitError(limit, timeouts.analyseAnswer)),
    analysePaper: (input) => run('analysePaper', { input }, (limit) => jobLimitError(limit, timeouts.analysePaper)),
    close: () => pool.destroy(),
  };
}
