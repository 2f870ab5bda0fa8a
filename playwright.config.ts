import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_DEMO_PASSWORD, E2E_DESIGN_ORIGIN, E2E_DESIGN_PORT, E2E_JITSI_URL, E2E_PORT, E2E_SMTP_PORT } from './e2e/settings.ts';

// A fresh embedded database per run and server; the built client (npm run build) is served by the real server.
const dataDir = mkdtempSync(join(tmpdir(), 'kti-e2e-'));
const designDataDir = mkdtempSync(join(tmpdir(), 'kti-e2e-design-'));

/** The settings both servers share: the first admin, the demo password, no real video service. */
const sharedEnv = (port: number, dir: string) => ({
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  DEMO_PASSWORD: E2E_DEMO_PASSWORD,
  JITSI_BASE_URL: E2E_JITSI_URL,
  STORAGE_DIR: join(dir, 'storage'),
});

export default defineConfig({
  testDir: './e2e',
  // Two files at a time, each file's tests in order: 6 minutes instead of 11 on the 2-core machine
  // CI runs on. Tests of different files may run at once: a test that changes a demo account's data
  // and then checks it uses an account no other file changes (e2e/offline-app.spec.ts: Ruth).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'off',
    // The service worker is tested where it is the subject (e2e/offline-app.spec.ts); elsewhere it would
    // only add its background downloads to every test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: [
    // Figma and Canva not configured: the state the design tools must show, not crash on.
    {
      // The production command itself, with its flags: its worker threads read uploads in these tests.
      command: 'npm start --silent',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Mail goes to the SMTP server the admissions spec starts; until then the queue keeps it and retries.
      env: { ...sharedEnv(E2E_PORT, dataDir), SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`, PUBLIC_BASE_URL: `http://127.0.0.1:${E2E_PORT}` },
    },
    // The design tools configured against local fake Figma and Canva servers (e2e/design-tools-connected.spec.ts).
    {
      command: 'node --import tsx e2e/support/design-services-server.ts',
      url: `${E2E_DESIGN_ORIGIN}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: sharedEnv(E2E_DESIGN_PORT, designDataDir),
    },
  ],
});
