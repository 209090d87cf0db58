/**
 * `pnpm bench`: every benchmark module, one after another (never in parallel — they measure the
 * same two cores). A module that does not exist yet is skipped; one that fails is reported and
 * the rest still run. Extra arguments are passed to every module (e.g. `-- --hotels 60`).
 *
 * `--quick` runs every module at a tiny size and writes no docs: it proves the harnesses work
 * (the README-commands test runs it), the figures mean nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MODULES = ['cpu-floor/run.ts', 'lexicon/run.ts', 'pipeline/run.ts', 'ai-economy/run.ts', 'api/run.ts'];
const given = process.argv.slice(2).filter((a) => a !== '--');
const quick = given.includes('--quick');
const args = given.filter((a) => a !== '--quick');
/** Each module's own options for a tiny run (their option names differ, so one list cannot serve all). */
const QUICK_ARGS: Record<string, string[]> = {
  'cpu-floor/run.ts': ['--sites', '2', '--rounds', '1', '--no-profile', '--no-doc'],
  'lexicon/run.ts': ['--rounds', '1', '--lines', '200', '--no-doc'],
  'pipeline/run.ts': ['--hotels', '3', '--processes', '1', '--host-delay', '0', '--no-doc'],
  'ai-economy/run.ts': ['--no-docs'],
  'api/run.ts': ['--hotels', '300', '--duration', '1', '--connections', '2', '--single', '0', '--no-bulk', '--only', 'stats', '--no-docs'],
};

const results: Array<{ module: string; status: string }> = [];
for (const m of MODULES) {
  const file = path.join(HERE, m);
  if (!existsSync(file)) {
    results.push({ module: m, status: 'skipped (not present)' });
    continue;
  }
  console.log(`\n=== ${m} ===`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [file, ...(quick ? QUICK_ARGS[m]! : []), ...args], { stdio: 'inherit', cwd: HERE });
  results.push({ module: m, status: r.status === 0 ? `ok (${Math.round((Date.now() - t0) / 1000)} s)` : `FAILED (exit ${r.status ?? r.signal})` });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.module.padEnd(22)} ${r.status}`);
process.exit(results.some((r) => r.status.startsWith('FAILED')) ? 1 : 0);
