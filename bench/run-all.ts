/**
 * `pnpm bench`: every benchmark module, one after another (never in parallel — they measure the
 * same two cores). A module that does not exist yet is skipped; one that fails is reported and
 * the rest still run. Extra arguments are passed to every module (e.g. `-- --hotels 60`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MODULES = ['cpu-floor/run.ts', 'pipeline/run.ts', 'ai-economy/run.ts', 'api/run.ts'];
const args = process.argv.slice(2).filter((a) => a !== '--');

const results: Array<{ module: string; status: string }> = [];
for (const m of MODULES) {
  const file = path.join(HERE, m);
  if (!existsSync(file)) {
    results.push({ module: m, status: 'skipped (not present)' });
    continue;
  }
  console.log(`\n=== ${m} ===`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [file, ...args], { stdio: 'inherit', cwd: HERE });
  results.push({ module: m, status: r.status === 0 ? `ok (${Math.round((Date.now() - t0) / 1000)} s)` : `FAILED (exit ${r.status ?? r.signal})` });
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.module.padEnd(22)} ${r.status}`);
process.exit(results.some((r) => r.status.startsWith('FAILED')) ? 1 : 0);
