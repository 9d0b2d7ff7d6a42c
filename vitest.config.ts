import { defineConfig } from 'vitest/config';

/** One runner, three layers: unit (shared + web logic), server integration, e2e in Chromium. */
export default defineConfig({
  test: {
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // The SDK's tests run against the app (its types against the description, its example
          // against a started server).
          include: ['apps/server/src/**/*.test.ts', 'packages/sdk/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
