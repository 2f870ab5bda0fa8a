/** Settings shared by the Playwright config and the specs. These exist only in the test run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5123);
export const E2E_ADMIN = { username: 'e2e.principal', password: 'e2e-admin-password-not-real' } as const;
export const E2E_DEMO_PASSWORD = 'e2e demo password';
export const E2E_JITSI_URL = 'https://meet.e2e.test';

/**
 * A second server with the design tools configured against local fake Figma and Canva servers
 * (e2e/support/design-services-server.ts). Specs for the configured flows use this origin:
 * `test.use({ baseURL: E2E_DESIGN_ORIGIN })`.
 */
export const E2E_DESIGN_PORT = Number(process.env.E2E_DESIGN_PORT ?? 5124);
export const E2E_DESIGN_ORIGIN = `http://127.0.0.1:${E2E_DESIGN_PORT}`;
/** The fakes listen on fixed ports so specs can tell their URLs (the Canva authorize page, export files). */
export const E2E_FAKE_FIGMA_PORT = Number(process.env.E2E_FAKE_FIGMA_PORT ?? 5125);
export const E2E_FAKE_CANVA_PORT = Number(process.env.E2E_FAKE_CANVA_PORT ?? 5126);
export const E2E_FAKE_CANVA_ORIGIN = `http://127.0.0.1:${E2E_FAKE_CANVA_PORT}`;
/** The main server sends mail here; the admissions spec listens on it (a real SMTP server, server/test/smtp.ts). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 5127);
