import { defineConfig } from 'vitest/config';
// Test files run in parallel processes on a 2-core machine; each has its own database.
// globalSetup: PostgreSQL and Redis for the whole run, running services or testcontainers
// (packages/db/src/testing.ts).
export default defineConfig({
  test: { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: 2, globalSetup: ['../../packages/db/src/testing-global-setup.ts'] },
});
