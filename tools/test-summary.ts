/**
 * Sums the vitest JSON reports that script/test asked every package to write and prints one
 * line "N passed, N failed" for people and CI to read. A test file that could not even load
 * counts as one failure, so a broken import cannot hide behind "0 failed".
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface VitestJsonReport {
  success?: boolean;
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: { status?: string; assertionResults?: unknown[]; name?: string }[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function reportFiles(): string[] {
  const files: string[] = [];
  for (const group of ['apps', 'packages']) {
    const dir = path.join(repoRoot, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.push(path.join(dir, name, '.vitest-report.json'));
  }
  files.push(path.join(repoRoot, 'bench/.vitest-report.json'), path.join(repoRoot, 'tools/.vitest-report.json'));
  files.push(path.join(repoRoot, 'apps/web/.vitest-e2e-report.json'));
  return files.filter((f) => existsSync(f));
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reportFiles()) {
  const label = path.relative(repoRoot, file).replace(/\/\.vitest-(e2e-)?report\.json$/, (_m, e2e: string | undefined) => (e2e ? ' (e2e)' : ''));
  let report: VitestJsonReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport;
  } catch {
    console.log(`  ${label}: unreadable report`);
    failed += 1;
    continue;
  }
  const brokenFiles = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  const p = report.numPassedTests ?? 0;
  let f = (report.numFailedTests ?? 0) + brokenFiles;
  // A run that failed before any test (global setup, no test files) still is a failure.
  const runFailed = report.success === false && f === 0;
  if (runFailed) f = 1;
  passed += p;
  failed += f;
  skipped += report.numPendingTests ?? 0;
  const note = brokenFiles ? ` (${brokenFiles} test file(s) failed to load)` : runFailed ? ' (the run failed outside any test)' : '';
  console.log(`  ${label}: ${p} passed, ${f} failed${note}`);
}
// Steps without test results (lint, typecheck, build) that failed count as one failure each, so
// "0 failed" always means the whole suite is green. script/test passes them in FAILED_STEPS.
for (const step of (process.env.FAILED_STEPS ?? '').split('|').filter((s) => s && !/tests/.test(s))) {
  console.log(`  ${step}: failed`);
  failed += 1;
}
if (skipped) console.log(`  (${skipped} skipped)`);
console.log(`${passed} passed, ${failed} failed`);
