// The app with its design tools configured: fake Figma and Canva servers on fixed local
// ports, the settings that point the real clients at them, then the real server entry point.
// Started by playwright.config.ts as its second web server; PORT, DATA_DIR and the rest come from there.
import { randomBytes } from 'node:crypto';
import { startFakeCanva } from '#server/test/fake-canva.ts';
import { startFakeFigma } from '#server/test/fake-figma.ts';
import { E2E_DESIGN_ORIGIN, E2E_FAKE_CANVA_PORT, E2E_FAKE_FIGMA_PORT } from '../settings.ts';

const FIGMA_TOKEN = 'figd_e2e-token-for-the-fake';

const figma = await startFakeFigma({ token: FIGMA_TOKEN, port: E2E_FAKE_FIGMA_PORT });
// An export succeeds on its second status check: the browser sees it pending, then done one 5 s poll later.
// httpControls: specs can revoke the institute's Canva access (e2e/support/canva.ts, disconnectCanva).
const canva = await startFakeCanva({ port: E2E_FAKE_CANVA_PORT, exportPollsUntilDone: 2, httpControls: true });

Object.assign(process.env, {
  FIGMA_ACCESS_TOKEN: FIGMA_TOKEN,
  FIGMA_API_BASE_URL: figma.url,
  CANVA_CLIENT_ID: canva.clientId,
  CANVA_CLIENT_SECRET: canva.clientSecret,
  CANVA_REDIRECT_URI: `${E2E_DESIGN_ORIGIN}/api/canva/auth/callback`,
  CANVA_API_BASE_URL: canva.apiBaseUrl,
  CANVA_AUTH_URL: canva.authUrl,
  CANVA_AUTH_API_BASE_URL: canva.authApiBaseUrl,
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

// The server reads its settings when imported; it stops the process (and the fakes with it) on SIGTERM.
await import('#server/server.ts');
