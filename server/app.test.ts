import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { openTestDatabase } from '#server/test/database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('server errors', () => {
  it('hide their details from the client', async () => {
    const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', CLIENT_DIST_DIR: './.no-client-build' }), database, logger: false });
    app.get('/api/explode', { config: { access: 'public' } }, async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal server error', code: 'INTERNAL' });
    expect(response.body).not.toContain('postgres://');
    await app.close();
  });
});

describe('environment', () => {
  it('fails at boot with the list of bad variables', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
    expect(() => parseEnv({ ADMIN_USERNAME: 'principal' })).toThrow(/ADMIN_PASSWORD/);
  });
});
