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
  testResults?: { status?: string; assertionResults?: AssertionResult[]; name?: string; message?: string }[];
}

interface AssertionResult {
  status?: string;
  fullName?: string;
  title?: string;
  failureMessages?: string[];
}

// TEST_SUMMARY_ROOT lets the summary's own test point it at a tree of made-up reports.
const repoRoot = process.env.TEST_SUMMARY_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
// CI shows only the tail of its log, so the names of what failed must be in the summary itself.
const failures: string[] = [];
const firstLine = (text: string | undefined): string => (text ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
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
  for (const r of report.testResults ?? []) {
    const where = path.relative(repoRoot, r.name ?? '');
    const results = r.assertionResults ?? [];
    if (r.status === 'failed' && results.length === 0) failures.push(`${label}: ${where} did not load: ${firstLine(r.message)}`);
    for (const a of results) {
      if (a.status === 'failed') failures.push(`${label}: ${where} > ${a.fullName ?? a.title ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
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
if (failures.length) {
  console.log('Failed tests:');
  for (const f of failures.slice(0, 20)) console.log(`  - ${f}`);
  if (failures.length > 20) console.log(`  ... and ${failures.length - 20} more`);
}
console.log(`${passed} passed, ${failed} failed`);
