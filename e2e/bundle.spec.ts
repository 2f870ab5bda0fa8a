import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './settings.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Issue 2, item 6: no credential of any kind ships to browsers.
test('the built client contains no password or admin credential', () => {
  const files = filesUnder('dist').filter((f) => /\.(js|html|json|css)$/.test(f));
  expect(files.length).toBeGreaterThan(3);
  const bundle = files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const forbidden = [
    E2E_ADMIN.username,
    E2E_ADMIN.password,
    'faithful-steward-2026', // the default demo password (server/env.ts)
    'timing-equaliser-not-a-credential',
    '$argon2',
    'ADMIN_PASSWORD',
    'DEMO_PASSWORD',
  ];
  for (const needle of forbidden) expect(bundle.includes(needle), needle).toBe(false);
  expect(bundle).not.toMatch(/password\s*[:=]\s*["'][^"']{4,}["']/i);
});
