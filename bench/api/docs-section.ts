/**
 * Writes one benchmark's section of docs/performance.md, between `<!-- bench:<name>:start -->` and
 * `<!-- bench:<name>:end -->` (appended at the end when absent). Everything else in the file is
 * left exactly as it is: other sections belong to other benchmarks and to the API tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export const PERFORMANCE_DOC = new URL('../../docs/performance.md', import.meta.url).pathname;

export function writeDocsSection(name: string, markdown: string, file = PERFORMANCE_DOC): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const doc = readFileSync(file, 'utf8');
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  const next = i !== -1 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
