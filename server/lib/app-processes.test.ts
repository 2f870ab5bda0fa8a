import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENTS } from '#server/db/seed/seed.ts';
import { createServerDatabase } from '#server/test/database.ts';
import { runScript, startServer } from '#server/test/server-process.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kti-processes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One request on a connection of its own, as separate browsers make them: the primary hands each connection to a process in turn. */
function onNewConnection(url: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  return new Promise<{ status: number; body: string; setCookie: string[] }>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const outgoing = request(url, { method: init.method ?? 'GET', agent: false, headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, setCookie: response.headers['set-cookie'] ?? [] }));
    });
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
  describe('several app processes on one PostgreSQL (issue 16)', () => {
    it('serve one port with one sign-in; a process that dies is replaced; SIGTERM ends them all', async () => {
      const database = await createServerDatabase(serverUrl);
      const password = 'processes share this password';
      const server = await startServer({ DATABASE_URL: database.url, APP_PROCESSES: '2', LOG_LEVEL: 'info', DEMO_PASSWORD: password, STORAGE_DIR: join(scratch, 'storage') });
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
        const listening = () => server.output().split('\n').filter((line) => line.includes('Server listening')).length;
        while (listening() < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(listening()).toBe(3);
        const after = await Promise.all(Array.from({ length: 6 }, () => onNewConnection(`${server.url}/api/user`, { cookie })));
        expect(after.map((a) => a.status)).toEqual(Array(6).fill(200));

        server.child.kill('SIGTERM');
        const finished = await server.done;
        expect(finished.code).toBe(0);
        expect(finished.stderr).toContain('An app process ended (signal SIGKILL); starting another.');
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
