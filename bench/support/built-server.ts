import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Builds the client unless `--no-build` was given: the browser benches measure what users get. */
export function buildUnlessAsked() {
  if (process.argv.includes('--no-build')) return;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Starts the real server in production mode on a fresh embedded database (demo data included),
 * or on the one `env` names, and resolves once it answers /api/health; `stop` ends it and deletes
 * its own data directory (also when the bench exits).
 */
export async function startBuiltServer(port: number, name: string, env: Record<string, string> = {}) {
  const tls = Boolean(env.TLS_CERT_FILE);
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `kti-bench-${name}-`));
  // As `npm start` runs it (package.json): a young generation of 32 MB. With Node's default, the
  // admin library under 50 clients spent 3.2 s of 16 collecting garbage, 2.0 s with this.
  // BENCH_SERVER_FLAGS adds Node flags to the server's process (`--cpu-prof --cpu-prof-dir=...` to profile it).
  const flags = process.env.BENCH_SERVER_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  const server = spawn('node', ['--max-semi-space-size=32', ...flags, '--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  // Resolves once the process has ended (it holds an embedded database's directory until then).
  const stop = () => {
    server.kill('SIGTERM');
    return exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  };
  process.on('exit', () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (let i = 0; i < 120; i++) {
    try {
      if (await answersHealth(base, tls)) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('server did not start');
}

/** True once /api/health answers 200; over TLS the bench's own self-signed certificate is accepted. */
async function answersHealth(base: string, tls: boolean): Promise<boolean> {
  if (!tls) return (await fetch(`${base}/api/health`)).ok;
  return new Promise((done, fail) =>
    get(`${base}/api/health`, { rejectUnauthorized: false }, (response) => done(response.statusCode === 200)).on('error', fail),
  );
}

/** The self-signed localhost certificate the tests use (server/test/fixtures), for a bench server that speaks HTTPS and HTTP/2. */
export const BENCH_TLS = { TLS_CERT_FILE: 'server/test/fixtures/tls-test-cert.pem', TLS_KEY_FILE: 'server/test/fixtures/tls-test-key.pem' };
