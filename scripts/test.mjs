// The whole suite, as the README's test command and CI run it: typecheck, lint, formatting (Prettier), API and unit
// tests (Vitest), client build, browser tests (Playwright in Debian's Chromium). Ends with one
// "N passed, N failed" line across all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return outcome.status === 0;
};
const fail = (message) => {
  console.error(`\n${message}`);
  console.log(`${results.passed} passed, ${Math.max(1, results.failed)} failed`);
  process.exit(1);
};

mkdirSync('test-results', { recursive: true });
if (!run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json'])) fail('Typecheck failed.');
if (!run('lint', 'npx', ['eslint', '.'])) fail('Lint failed.');
if (!run('format', 'npx', ['prettier', '--check', '.'])) fail('Some files are not formatted: npm run format.');

rmSync('test-results/vitest.json', { force: true });
const vitestOk = run('api and unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
if (!vitestOk) fail('API or unit tests failed.');

if (!run('client build (bundle, prerendered pages, compression)', 'npm', ['run', 'build'])) fail('Client build failed.');

rmSync('test-results/e2e.json', { force: true });
const e2eOk = run('browser tests', 'npx', ['playwright', 'test']);
if (existsSync('test-results/e2e.json')) {
  const stats = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
  results.skipped += stats.skipped;
}
if (!e2eOk) fail('Browser tests failed.');
if (results.skipped > 0) fail(`${results.skipped} tests were skipped; a skipped test is a defect.`);

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
