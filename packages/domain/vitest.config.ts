import { defineConfig } from 'vitest/config';
// Test files run in parallel processes on a 2-core machine; each has its own database.
export default defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000, maxWorkers: 2 } });
