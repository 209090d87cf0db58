import { defineConfig } from 'vitest/config';

// The browser suite: one real stack (global setup), spec files one after another in a single
// worker, generous timeouts for a slow shared machine. Specs live in e2e/*.e2e.test.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
