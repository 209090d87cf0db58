import { defineConfig } from 'vitest/config';
// globalSetup: PostgreSQL and Redis for the whole run, running services or testcontainers (src/testing.ts).
export default defineConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000, globalSetup: ['./src/testing-global-setup.ts'] } });
