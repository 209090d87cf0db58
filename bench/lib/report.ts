/**
 * Tables on stdout and figures into this area's section of docs/performance.md. Each benchmark
 * owns a sub-block inside the pipeline markers, so re-running one benchmark replaces only its
 * own figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const PERF_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const START = '<!-- bench:pipeline:start -->';
const END = '<!-- bench:pipeline:end -->';

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = rows.map((r) => r.map(String));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.map(line)].join('\n');
}

export function machineNote(loadAtStart: string): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} cores (${cpu}), shared with other engineers' test runs · load average at start (1/5/15 min): ${loadAtStart} · Node ${process.version}`;
}

/** Replaces the `<!-- bench:<name> -->` block inside the pipeline section (adds it if absent). */
export function writeDocBlock(name: string, markdown: string): void {
  let doc = existsSync(PERF_DOC) ? readFileSync(PERF_DOC, 'utf8') : '# Performance\n';
  if (!doc.includes(START)) doc = `${doc.trimEnd()}\n\n${START}\n${END}\n`;
  const s = doc.indexOf(START) + START.length;
  const e = doc.indexOf(END);
  let section = doc.slice(s, e);
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const block = `${open}\n${markdown.trim()}\n${close}`;
  if (section.includes(open) && section.includes(close)) {
    section = section.slice(0, section.indexOf(open)) + block + section.slice(section.indexOf(close) + close.length);
  } else {
    section = `${section.trimEnd()}\n\n${block}\n`;
  }
  writeFileSync(PERF_DOC, doc.slice(0, s) + section + (section.endsWith('\n') ? '' : '\n') + doc.slice(e));
}

export function argValue(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1] !== undefined) return process.argv[i + 1]!;
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : def;
}
export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);
