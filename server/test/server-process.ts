import { spawn, type ChildProcess } from 'node:child_process';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one of the project's TypeScript entry points as `npm run` does, with the given settings. */
export function runScript(script: string, args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<Finished>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', CLIENT_DIST_DIR: './.no-client-build', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<Finished>((resolvePromise) => child.on('close', (code) => resolvePromise({ code, stdout, stderr })));
  return { child, done, output: () => stdout };
}

/** Starts the real server (server/server.ts) on a free port and waits for its "Ready at" line. */
export async function startServer(env: Record<string, string>) {
  const server = runScript('server/server.ts', [], { PORT: '0', HOST: '127.0.0.1', ...env });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const line = /Ready at (http:\/\/\S+)/.exec(server.output());
    if (line) return { ...server, url: line[1]! };
    if (server.child.exitCode !== null) throw new Error(`server exited: ${(await server.done).stderr}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}
