import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { eventLoopLagWhile } from '#server/test/event-loop-lag.ts';
import { openDatabase, rowsOf } from './client.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kti-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded database on its own thread', () => {
  it("runs a long statement without holding the server's event loop", async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      // A statement that keeps PGlite busy for a good fraction of a second.
      const heavy = () => database.db.execute(sql`select count(*)::int as n from generate_series(1, 3000000) as g(i) where i % 7 = 0`);
      const started = performance.now();
      const longest = await eventLoopLagWhile(heavy());
      const took = performance.now() - started;
      expect(took).toBeGreaterThan(300);
      // In the same thread the timer would wait for the whole statement.
      expect(longest).toBeLessThan(took / 3);
    } finally {
      await database.close();
    }
  });

  it("keeps PostgreSQL's error codes, goes on after an error, and keeps a directory's data when reopened", async () => {
    const dataDir = join(scratch, 'data');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (id int primary key, note text)`);
    await first.db.execute(sql`insert into kept values (1, 'before')`);
    const duplicate = await first.db.execute(sql`insert into kept values (1, 'again')`).catch((error: { cause?: { code?: string } }) => error);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
    // The same connection answers the next statement, in a transaction too.
    await first.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (2, ${'after'})`);
    });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      expect(rowsOf(await second.db.execute(sql`select id, note from kept order by id`))).toEqual([
        { id: 1, note: 'before' },
        { id: 2, note: 'after' },
      ]);
    } finally {
      await second.close();
    }
  });
});
