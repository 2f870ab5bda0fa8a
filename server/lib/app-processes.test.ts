import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '#server/db/seed/seed.ts';
import { createServerDatabase } from '#server/test/database.ts';
import { runScript, startServer } from '#server/test/server-process.ts';
import type { SuperviseOptions } from './app-processes.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kti-processes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One request on a connection of its own, as separate browsers make them: the primary hands each connection to a process in turn. */
function onNewConnection(url: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const outgoing = request(
      url,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, setCookie: response.headers['set-cookie'] ?? [] }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The processes that logged answering `path` (the server's JSON log, one line per request). */
function processesThatAnswered(output: string, path: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid?: number; req?: { url?: string } };
    if (entry.req?.url === path && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until `found` returns something, or fails, naming what it waited for, with the output so far (at once if the process ended). */
async function waitFor<T>(
  what: string,
  found: () => T | undefined | null | false,
  watched: Pick<ReturnType<typeof runScript>, 'child' | 'output'>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = found();
    if (value) return value;
    const ended = watched.child.exitCode !== null || watched.child.signalCode !== null;
    if (ended || Date.now() > deadline) throw new Error(`${ended ? 'the supervisor ended' : 'timed out'} waiting for ${what}; output:\n${watched.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The supervisor of server.ts (superviseAppProcesses) over tiny app processes that start slowly and answer with their pid. */
function startSupervisor(env: Record<string, string>, options: SuperviseOptions) {
  const supervisor = runScript('server/test/fixtures/supervisor.ts', [], { PORT: '0', SUPERVISOR_OPTIONS: JSON.stringify(options), ...env });
  const pidsThat = (what: 'starting' | 'listening') => [...supervisor.output().matchAll(new RegExp(`^worker (\\d+) ${what}$`, 'gm'))].map((m) => Number(m[1]));
  return { ...supervisor, started: () => pidsThat('starting'), listening: () => pidsThat('listening') };
}

describe('the supervisor of several app processes (it must not take itself down)', () => {
  it('replaces a process killed while it starts, at the first start and later, and keeps the port answering', async () => {
    const supervisor = startSupervisor({ WORKER_START_MS: '1500' }, { firstRestartDelayMs: 100, maxRestartDelayMs: 400, maxStartupFailures: 3 });
    const { output } = supervisor;
    try {
      // The very first start: one of the two is killed before it listens. It used to stop them all.
      const [first] = await waitFor('two processes starting', () => supervisor.started().length >= 2 && supervisor.started(), supervisor);
      process.kill(first!, 'SIGKILL');
      const port = Number((await waitFor('the ready line', () => /supervisor ready on port (\d+)/.exec(output()), supervisor))[1]);
      expect(supervisor.listening()).not.toContain(first);
      expect(output()).toContain(`An app process (pid ${first}) ended before it was listening (signal SIGKILL) (1 in a row); starting another in 0.1 s.`);
      expect(supervisor.started()).toHaveLength(3);
      expect(supervisor.listening()).toHaveLength(2);

      // One that serves dies: replaced. Its replacement is killed while it starts: replaced again.
      const [serving] = supervisor.listening();
      process.kill(serving!, 'SIGKILL');
      const replacement = (await waitFor('a replacement starting', () => supervisor.started()[3], supervisor))!;
      process.kill(replacement, 'SIGKILL');
      const third = (await waitFor('another replacement listening', () => supervisor.listening().find((pid) => pid === supervisor.started()[4]), supervisor))!;
      expect(supervisor.listening()).not.toContain(replacement);
      expect(output()).toContain(`An app process (pid ${serving}) ended (signal SIGKILL); starting another in 0.1 s.`);
      expect(output()).toContain(`An app process (pid ${replacement}) ended before it was listening (signal SIGKILL) (1 in a row); starting another in 0.2 s.`);
      expect(supervisor.child.exitCode).toBeNull();

      // The port answers, from both processes alive: the one never killed and the last replacement.
      const answers = await Promise.all(Array.from({ length: 6 }, () => onNewConnection(`http://127.0.0.1:${port}/`)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const alive = supervisor.listening().filter((pid) => pid !== serving);
      expect(new Set(answers.map((a) => Number(a.body)))).toEqual(new Set(alive));
      expect(alive).toContain(third);

      // SIGTERM still ends them all, with exit code 0.
      supervisor.child.kill('SIGTERM');
      expect((await supervisor.done).code).toBe(0);
      expect(supervisor.started().filter(isRunning)).toEqual([]);
    } finally {
      if (supervisor.child.exitCode === null) supervisor.child.kill('SIGKILL');
      await supervisor.done;
    }
  }, 60_000);

  it('stops, with one line saying why and exit code 1, when every start fails again and again', async () => {
    const supervisor = startSupervisor(
      { WORKER_START_MS: '50', WORKER_FAILS_AT_START: '1' },
      { firstRestartDelayMs: 50, maxRestartDelayMs: 200, maxStartupFailures: 4 },
    );
    const finished = await supervisor.done;
    expect(finished.code).toBe(1);
    // Each failure but the last was replaced, each place's delay doubling: two places, 50 ms, 50 ms, then 100 ms.
    // (A fifth may have started in the moment before the fourth failure; it is stopped with the rest.)
    expect(supervisor.started().length).toBeGreaterThanOrEqual(4);
    expect([...finished.stdout.matchAll(/starting another in ([\d.]+ s)/g)].map((m) => m[1]).sort()).toEqual(['0.05 s', '0.05 s', '0.1 s']);
    expect(finished.stdout).toMatch(
      /^Stopping the service: 4 app processes in a row ended before they were listening, within 10 min \(the last: pid \d+, exit code 1\), and none is serving\. .*DATABASE_URL.*PORT in use/m,
    );
    expect(supervisor.started().filter(isRunning)).toEqual([]);
  }, 60_000);

  it('keeps replacing a process whose start-up failures are further apart than the window', async () => {
    const supervisor = startSupervisor(
      { SUPERVISOR_PROCESSES: '1', WORKER_START_MS: '50', WORKER_FAILS_AT_START: '1' },
      { firstRestartDelayMs: 400, maxRestartDelayMs: 400, maxStartupFailures: 2, startupFailureWindowMs: 300 },
    );
    try {
      await waitFor('a fourth start', () => supervisor.started().length >= 4, supervisor);
      expect(supervisor.child.exitCode).toBeNull();
      supervisor.child.kill('SIGTERM');
      const finished = await supervisor.done;
      expect(finished.code).toBe(0);
      expect(finished.stdout).not.toContain('Stopping the service');
    } finally {
      if (supervisor.child.exitCode === null) supervisor.child.kill('SIGKILL');
      await supervisor.done;
    }
  }, 60_000);
});

describe('app processes (APP_PROCESSES)', () => {
  it('refuses more than one on the embedded database, naming the setting, and opens nothing', async () => {
    const dataDir = join(scratch, 'embedded');
    const refused = await runScript('server/server.ts', [], { APP_PROCESSES: '2', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('APP_PROCESSES: more than one app process needs DATABASE_URL');
    expect(existsSync(dataDir)).toBe(false);
  });
});

// Several processes need a PostgreSQL server (the embedded database is one process's): this runs in
// the suite's PostgreSQL pass (TEST_DATABASE_URL), as CI runs it.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('several app processes on one PostgreSQL', () => {
    it('serve one port with one sign-in; a process that dies is replaced; SIGTERM ends them all', async () => {
      const database = await createServerDatabase(serverUrl);
      const password = 'processes share this password';
      const server = await startServer({
        DATABASE_URL: database.url,
        APP_PROCESSES: '2',
        LOG_LEVEL: 'info',
        DEMO_PASSWORD: password,
        STORAGE_DIR: join(scratch, 'storage'),
      });
      try {
        expect(server.output()).toContain('· 2 app processes ·');
        const student = DEMO_STUDENTS[0];
        const login = await onNewConnection(`${server.url}/api/login`, { method: 'POST', body: { username: student.username, password } });
        expect(login.status).toBe(200);
        const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');

        // The session written by one process is honoured by both.
        const answers = await Promise.all(Array.from({ length: 12 }, () => onNewConnection(`${server.url}/api/user`, { cookie })));
        expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
        expect(answers.every((a) => (JSON.parse(a.body) as { username: string }).username === student.username)).toBe(true);
        const serving = [...processesThatAnswered(server.output(), '/api/user')];
        expect(serving).toHaveLength(2);

        // One dies: the primary starts another, and the port keeps answering.
        process.kill(serving[0]!, 'SIGKILL');
        const deadline = Date.now() + 60_000;
        const listening = () =>
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('Server listening')).length;
        while (listening() < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(listening()).toBe(3);
        const after = await Promise.all(Array.from({ length: 6 }, () => onNewConnection(`${server.url}/api/user`, { cookie })));
        expect(after.map((a) => a.status)).toEqual(Array(6).fill(200));

        server.child.kill('SIGTERM');
        const finished = await server.done;
        expect(finished.code).toBe(0);
        expect(finished.stderr).toMatch(/An app process \(pid \d+\) ended \(signal SIGKILL\); starting another in 1 s\./);
        const all = processesThatAnswered(finished.stdout, '/api/user');
        expect(all.size).toBe(3);
        expect([...all].filter(isRunning)).toEqual([]);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await server.done;
        await database.drop();
      }
    }, 120_000);
  });
}
