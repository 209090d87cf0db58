import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT_DIR = path.resolve(import.meta.dirname, '../script');

describe('script/*', () => {
  // A fresh clone has no .data/: a shell redirect into it fails before the command even runs
  // (script/test did that when no PostgreSQL answered and it started the embedded one).
  it('create .data before redirecting output into it', () => {
    for (const name of readdirSync(SCRIPT_DIR)) {
      const lines = readFileSync(path.join(SCRIPT_DIR, name), 'utf8').split('\n');
      const firstMkdir = lines.findIndex((l) => /^\s*mkdir -p (\S*\/)?\.data\b/.test(l));
      lines.forEach((line, i) => {
        if (/>>?\s*\.data\//.test(line)) {
          expect(firstMkdir, `${name}:${i + 1} redirects into .data/ without an earlier mkdir -p .data`).toBeGreaterThanOrEqual(0);
          expect(firstMkdir, `${name}:${i + 1}`).toBeLessThan(i);
        }
      });
    }
  });
});
