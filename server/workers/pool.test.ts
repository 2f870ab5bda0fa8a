import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { PermanentJobError } from '#server/lib/jobs.ts';
import { eventLoopLagWhile } from '#server/test/event-loop-lag.ts';
import { buildPdf } from '#server/test/pdf-builder.ts';
import { createHeavyWork, type HeavyWork } from './pool.ts';

const pools: HeavyWork[] = [];
const pool = (options: Parameters<typeof createHeavyWork>[0]) => {
  const created = createHeavyWork({ threads: 1, onWorkerError: () => undefined, ...options });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

const PARAGRAPH = 'Byang Kato warned the churches of Africa in Nairobi that syncretism threatened the gospel. ';

describe('the heavy-work pool', () => {
  it('reads files in another thread: the event loop is never held', async () => {
    const work = pool({});
    const book = buildPdf(Array.from({ length: 1200 }, (_, i) => `Athanasius on the Incarnation, page ${i + 1}.`));
    const reading = work.extractFile('incarnation.pdf', book);
    // Read on the event loop, the book would hold it for the whole read (about 2 s). What is left
    // is the machine's own jitter: on two cores, beside another test file and its database
    // thread, a timer came up to 75 ms late.
    expect(await eventLoopLagWhile(reading)).toBeLessThan(150);
    expect((await reading).text).toContain('page 1200.');
  });

  it('stops a file that takes longer than its time limit, with a 400 naming the limit', async () => {
    const work = pool({ timeoutsMs: { extractFile: 200 } });
    const book = buildPdf(Array.from({ length: 1500 }, (_, i) => `Page ${i + 1}`));
    const error = await work.extractFile('slow.pdf', book).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'FILE_PROCESSING_TIMEOUT',
      message: 'Reading the file took longer than 0.2 s, the limit',
      fields: { file: 'validation.file_processing_timeout' },
    });
    // The stopped worker is replaced: the next file is read.
    expect((await work.extractFile('next.txt', Buffer.from('Grace and peace'))).text).toBe('Grace and peace');
  });

  it("survives a task that exhausts its worker's memory, and goes on serving", async () => {
    const work = pool({ memoryMb: 64, timeoutsMs: { analyseExcerpt: 60_000 } });
    // Far beyond what the route accepts (20,000 characters), to reach the heap limit.
    const error = await work.analyseExcerpt(PARAGRAPH.repeat(6000), []).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_BUSY' });
    expect((await work.analyseExcerpt('Augustine wrote in Hippo.', [])).sentences).toEqual(['Augustine wrote in Hippo.']);
    // Filling 64 MB takes about 25 s alone on a 2-core machine, and longer beside the other suites.
  }, 90_000);

  it('gives an analysis over its time limit up for good, with the reason', async () => {
    const work = pool({ timeoutsMs: { analyseContent: 50 } });
    const error = await work.analyseContent(PARAGRAPH.repeat(2000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PermanentJobError);
    expect((error as Error).message).toBe('The analysis took longer than 0.05 s, the limit');
  });

  it('tells callers beyond the queue to come back later (503 with Retry-After)', async () => {
    const work = pool({ maxQueue: 1 });
    await work.extractFile('warm-up.txt', Buffer.from('A thread is running'));
    const book = buildPdf(Array.from({ length: 300 }, (_, i) => `Page ${i + 1}`));
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => work.extractFile('book.pdf', book)));
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as AppError);
    expect(refused.length).toBeGreaterThan(0);
    for (const reason of refused) expect(reason).toMatchObject({ statusCode: 503, code: 'SERVICE_BUSY', headers: { 'retry-after': '30' } });
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
  });
});
