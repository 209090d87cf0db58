import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests only; the browser suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
  },
});
