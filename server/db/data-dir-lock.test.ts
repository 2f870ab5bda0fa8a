import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, startServer } from '#server/test/server-process.ts';
import { DataDirInUseError, lockDataDir, lockSocketPath, sendControlCommand } from './data-dir-lock.ts';

const scratch = mkdtempSync(join(tmpdir(), 'kti-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function login(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('the data directory lock', () => {
  it('lets one process hold a directory; a second is refused with the directory named, and may take it once released', async () => {
    const dir = join(scratch, 'in-process');
    const first = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(resolve(dir));
    await first.release();
    const second = await lockDataDir(dir);
    await second.release();
  });

  it('carries a command to the holder and brings back its answer or its error', async () => {
    const dir = join(scratch, 'commands');
    const lock = await lockDataDir(dir);
    lock.handle('echo', async (args) => ({ heard: args }));
    lock.handle('fail', async () => {
      throw new Error('refused for a reason');
    });
    await expect(sendControlCommand(dir, 'echo', { word: 'amen' })).resolves.toEqual({ heard: { word: 'amen' } });
    await expect(sendControlCommand(dir, 'fail', {})).rejects.toThrow('refused for a reason');
    await expect(sendControlCommand(dir, 'unknown', {})).rejects.toThrow(/Unknown command/);
    await lock.release();
  });

  it('keeps the socket of a very long directory path under the temp directory', () => {
    const long = join(scratch, 'x'.repeat(120));
    expect(lockSocketPath(long).startsWith(tmpdir())).toBe(true);
    expect(lockSocketPath(join(scratch, 'short'))).toBe(join(scratch, 'short', '.server.sock'));
  });
});

describe("second processes on a running server's PGlite directory", () => {
  it('create-admin writes through the running server; a second server and db:seed refuse and write nothing; the admin survives a crash', async () => {
    const dataDir = join(scratch, 'server-data');
    const env = { DATA_DIR: dataDir, STORAGE_DIR: join(scratch, 'server-storage'), SEED_DEMO_DATA: 'false' };
    const server = await startServer(env);
    try {
      expect(server.output()).toContain(`database: PGlite in ${resolve(dataDir)}`);

      const created = await runScript('server/modules/auth/create-admin.ts', ['--username', 'principal', '--password', 'a-long-enough-secret'], env).done;
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Admin principal created');
      expect(await login(server.url, 'principal', 'a-long-enough-secret')).toBe(200);

      const secondServer = await runScript('server/server.ts', [], { ...env, PORT: '0', HOST: '127.0.0.1' }).done;
      expect(secondServer.code).toBe(1);
      expect(secondServer.stderr).toContain(`The database directory ${resolve(dataDir)} is in use`);

      const seed = await runScript('server/db/seed/run.ts', [], { ...env, SEED_DEMO_DATA: 'true' }).done;
      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain('nothing was written');
      expect(await login(server.url, 'grace.wanjiru', process.env.DEMO_PASSWORD ?? 'faithful-steward-2026')).toBe(401);
    } finally {
      server.child.kill('SIGKILL');
      await server.done;
    }
    // A crash leaves the socket file behind; the next start takes the directory over, with the account in it.
    expect(existsSync(lockSocketPath(dataDir))).toBe(true);
    const restarted = await startServer(env);
    try {
      expect(await login(restarted.url, 'principal', 'a-long-enough-secret')).toBe(200);
    } finally {
      restarted.child.kill('SIGTERM');
      await restarted.done;
    }
  }, 120_000);
});
