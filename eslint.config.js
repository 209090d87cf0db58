// One flat config for the whole monorepo so `pnpm lint` means the same everywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// The React hooks plugin is a dependency of apps/web only, so resolve it from there.
const reactHooks = createRequire(import.meta.dirname + '/apps/web/package.json')('eslint-plugin-react-hooks');

/** The folders directly under `dir` (features, modules). */
const foldersIn = (dir) =>
  readdirSync(`${import.meta.dirname}/${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/**
 * A feature imports its own files and shared code (lib/, packages), never another feature's
 * internals. The API's model catalogue is still read by hotels, profiles and runs until it moves
 * into the shared domain package (issue 12 §1).
 */
const featureZones = (root, shared = []) =>
  foldersIn(root).map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`, ...shared.filter((s) => s !== feature).map((s) => `./${s}`)],
    message: 'A feature must not import another feature: move shared code to lib/ or a package.',
  }));

const APPS = ['api', 'worker', 'web'];

/**
 * The worker's layers, lowest first (decision 320): a folder or root file imports only from the
 * layers below it, never from its own layer or above, so the folder graph has no cycle.
 * extract/ (page → snippets, and the amenity lexicon it shares) sits below ai/ (snippets →
 * profile), whose rules read extract/'s classifiers and lexicon.
 */
const WORKER_LAYERS = [
  ['errors.ts', 'logger.ts', 'not-before.ts'],
  ['extract'],
  ['ai'],
  ['config.ts', 'repositories'],
  ['fetch'],
  ['crawl'],
  ['pipeline'],
  ['recheck', 'webhooks'],
  ['jobs'],
  ['maintenance', 'metrics'],
  ['queues.ts', 'main.ts', 'cli', 'eval'],
];
const unplaced = foldersIn('apps/worker/src').filter((f) => !WORKER_LAYERS.flat().includes(f));
if (unplaced.length) throw new Error(`eslint.config.js: place apps/worker/src/${unplaced.join(', ')} in WORKER_LAYERS`);

const workerLayerZones = () => {
  const src = (p) => `./apps/worker/src/${p}`;
  return WORKER_LAYERS.slice(0, -1).flatMap((layer, i) => {
    const above = WORKER_LAYERS.slice(i + 1).flat();
    return layer.map((part) => ({
      target: src(part),
      from: [...layer.filter((p) => p !== part), ...above].map(src),
      message: 'The worker imports downwards only (WORKER_LAYERS in eslint.config.js): move what a lower layer needs down to it.',
    }));
  });
};

const commonZones = [
  // Source only: a system test under apps/*/test may drive two apps at once (the SSRF
  // end-to-end test, the database-role test); the code that ships never crosses.
  ...APPS.map((app) => ({
    target: `./apps/${app}/src`,
    from: APPS.filter((other) => other !== app).map((other) => `./apps/${other}`),
    message: 'Apps never import each other: share through a package.',
  })),
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  ...featureZones('apps/api/src/modules', ['models']),
  ...featureZones('apps/web/src/features'),
];

// Zones are resolved from the repository root, whichever package's `eslint .` runs them.
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/src/routeTree.gen.ts',
      // Hotel websites served to the crawler in tests: their scripts are the sites', not ours.
      'apps/worker/test/fixtures/**',
      'bench/hotel-web/sites/**',
    ],
  },
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
    // Import direction (decision 212): apps never import each other, packages never import apps,
    // features never import features.
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(commonZones),
    },
  },
  {
    // The worker's shipped code imports downwards only; a test may drive the layers above the
    // code it tests (a re-check through the scrape job), as system tests under test/ do.
    files: ['apps/worker/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...commonZones, ...workerLayerZones()]) },
  },
  {
    // The browser bundle never carries server code (database, queues, secrets); e2e/ runs the stack, so it may.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@hotel/db', '@hotel/db/*', '@hotel/domain', '@hotel/domain/*'], message: 'The web app never imports server code; use @hotel/contracts.' }] },
      ],
    },
  },
  {
    // A migration does what it did when it was written: no live constants, only its own text.
    files: ['packages/db/src/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['./*', '../*', '@hotel/*'], message: 'Migrations are self-contained: copy the value in, never import live code.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
);
