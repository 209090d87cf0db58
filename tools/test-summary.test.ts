import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'test-summary.ts');
const root = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function report(pkg: string, body: unknown): void {
  mkdirSync(path.join(root, 'apps', pkg), { recursive: true });
  writeFileSync(path.join(root, 'apps', pkg, '.vitest-report.json'), JSON.stringify(body));
}

function summary(): { out: string; code: number } {
  try {
    return { out: execFileSync(process.execPath, [script], { env: { ...process.env, TEST_SUMMARY_ROOT: root, FAILED_STEPS: '' }, encoding: 'utf8' }), code: 0 };
  } catch (e) {
    const err = e as { stdout: string; status: number };
    return { out: err.stdout, code: err.status };
  }
}

describe('tools/test-summary.ts', () => {
  it('sums the packages and names each failed test with the first line of its error', () => {
    report('api', { success: true, numPassedTests: 3, numFailedTests: 0, testResults: [] });
    report('worker', {
      success: false,
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        {
          name: path.join(root, 'apps/worker/src/fetch/politeness.test.ts'),
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'politeness caps concurrency' },
            { status: 'failed', fullName: 'politeness spaces request starts', failureMessages: ['AssertionError: expected 1900 to be greater than or equal to 2000\n    at politeness.test.ts:40'] },
          ],
        },
        { name: path.join(root, 'apps/worker/src/broken.test.ts'), status: 'failed', message: 'Cannot find module ./gone.js', assertionResults: [] },
      ],
    });
    const { out } = summary();
    expect(out).toContain('8 passed, 2 failed');
    expect(out).toContain('Failed tests:');
    expect(out).toContain('apps/worker: apps/worker/src/fetch/politeness.test.ts > politeness spaces request starts: AssertionError: expected 1900 to be greater than or equal to 2000');
    expect(out).not.toContain('at politeness.test.ts:40');
    expect(out).toContain('apps/worker/src/broken.test.ts did not load: Cannot find module ./gone.js');
    expect(out).not.toContain('caps concurrency');
  });
});
