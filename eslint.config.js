// One flat config for the whole monorepo so `pnpm lint` means the same everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';

// The React hooks plugin is a dependency of apps/web only, so resolve it from there.
const reactHooks = createRequire(import.meta.dirname + '/apps/web/package.json')('eslint-plugin-react-hooks');

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/.turbo/**', 'apps/web/src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
);
