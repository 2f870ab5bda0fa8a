import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventLoopLagWhile } from '#server/test/event-loop-lag.ts';
import { openDatabase, rowsOf } from './client.ts';
import { startDatabaseThread } from './pglite-thread.ts';

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

  it('lets several connections share the one session, a transaction at a time', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      await database.db.execute(sql`create table shared (id int primary key)`);
      const order: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((done) => (release = done));
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into shared values (1)`);
        order.push('inserted');
        await held;
        order.push('committing');
      });
      while (!order.includes('inserted')) await new Promise((r) => setTimeout(r, 5));
      // Another connection's statement waits for the transaction instead of running inside it.
      const counted = database.db.execute(sql`select count(*)::int as n from shared`).then((result) => {
        order.push('counted');
        return rowsOf<{ n: number }>(result)[0]!.n;
      });
      await new Promise((r) => setTimeout(r, 50));
      expect(order).toEqual(['inserted']);
      release();
      await transaction;
      expect(await counted).toBe(1);
      expect(order).toEqual(['inserted', 'committing', 'counted']);
    } finally {
      await database.close();
    }
  });

  it('runs one prepared statement from every connection at once', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      const twice = database.db
        .select({ twice: sql<number>`${sql.placeholder('n')}::int * 2` })
        .from(sql`(select 1) as one`)
        .prepare('shared_twice');
      // More at once than there are connections: each connection parses it, or finds the session already has it.
      const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => twice.execute({ n })));
      expect(answers.map(([row]) => row!.twice)).toEqual(Array.from({ length: 12 }, (_, n) => n * 2));
    } finally {
      await database.close();
    }
  });

  it('rolls back what a connection left open when it closes, and the others go on', async () => {
    const thread = await startDatabaseThread(null);
    const client = () => new pg.Client({ stream: thread.connect, user: 'postgres', database: 'postgres' });
    const [left, other] = [client(), client()];
    try {
      await Promise.all([left.connect(), other.connect()]);
      await other.query('create table abandoned (id int)');
      await left.query('begin');
      await left.query('insert into abandoned values (1)');
      await left.end();
      expect((await other.query('select count(*)::int as n from abandoned')).rows).toEqual([{ n: 0 }]);
    } finally {
      await other.end();
      await thread.close();
    }
  });
});
