import { defineConfig } from 'vitest/config';

/** One runner, three layers: unit (shared + web logic), server integration, e2e in Chromium. */
export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines we and CI
    // run on. The server's tests wait on databases, sockets and child processes often enough that
    // two files at a time cut that suite by about a third (measured; ADR 045). So do the journeys:
    // one at a time left a third of the processor idle (a browser and a server, each waiting on the
    // other); two at a time took them from 438 to 331 s (ADR 045, session 35).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The SDK's tests run against the app (its types against the description, its example
          // against a started server).
          include: ['apps/server/src/**/*.test.ts', 'packages/sdk/**/*.test.ts'],
          // Generous: two files share the cores, and on a busy machine a slow test is not a fault.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files of a worker share one module graph instead of importing the server afresh each
          // (import time 356 s → 21 s, the suite 986 s → 649 s, measured). Safe because no server
          // test mocks a module or stubs a global, and each builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Added to the root's setup file: what the browsers showed when a step failed.
          setupFiles: ['./e2e/support/report-failures.ts'],
          // The multi-instance suite needs PostgreSQL and Redis: `npm run test:cluster` (ADR 049).
          exclude: ['e2e/cluster/**'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page's loading, hydration and answers can take more than `expect.poll`'s default
          // second on a loaded machine (two journeys, two browsers and two servers on two cores):
          // a poll waits up to 10 s unless it says otherwise. A poll that passes is not slowed.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['e2e/cluster/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
