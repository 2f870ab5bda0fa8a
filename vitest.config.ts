import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core (Vitest's default keeps one core free, so a 2-core machine ran one file at a
    // time): the files' time is their own databases and hashing, not the runner's. 12 min -> 8 min here.
    maxWorkers: availableParallelism(),
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
          // One migrated embedded database, copied by every file that opens one.
          globalSetup: ['server/test/pglite-snapshot.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'unit', include: ['app/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
