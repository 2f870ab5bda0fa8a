import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'shared/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own database; PGlite start-up and argon2 hashing need room on a 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: { name: 'unit', include: ['app/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
