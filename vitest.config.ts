import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude,
    environment: 'node',
    // Test files share one worker's module state so the migrated PGlite template is made once per worker.
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-pglite', { TEST_DB: 'pglite' }),
      // The same API suites against a real PostgreSQL server when DATABASE_URL is set (as .ci/run does).
      ...(process.env.DATABASE_URL
        ? // Backups are of the embedded database (PGlite files); PostgreSQL has pg_dump (docs/OPERATIONS.md).
          [serverProject('server-postgres', { TEST_DB: 'postgres' }, ['src/db/backup.test.ts'])]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
