/** Settings shared by the Playwright config and the specs. These exist only in the test run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5123);
export const E2E_ADMIN = { username: 'e2e.principal', password: 'e2e-admin-password-not-real' } as const;
export const E2E_DEMO_PASSWORD = 'e2e demo password';
export const E2E_JITSI_URL = 'https://meet.e2e.test';
