import { defineConfig } from 'vitest/config';

/**
 * One runner for every unit and integration test. Each workspace is a project so that
 * `vitest run --project core` runs one of them. Playwright specs live in e2e/ and are not included.
 */
export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default is one fewer than the cores): the
    // server's tests mostly wait for a database (a fresh PostgreSQL database per file, PGlite's start),
    // and a second worker fills the waits.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      { test: { name: 'content', include: ['content/src/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // A worker runs its test files one after another in one process, the libraries under
          // node_modules loaded once (Fastify, PGlite, drizzle, openid-client…: most of a file's
          // start); the setup file has the project's own modules evaluated again for each file, so
          // each file's caches, counters and listeners start fresh as before (ADR 0062).
          isolate: false,
          setupFiles: ['apps/server/src/testing/fresh-modules.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'tools',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts', 'apps/web/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
