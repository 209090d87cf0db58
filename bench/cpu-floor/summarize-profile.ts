/**
 * Reads a V8 .cpuprofile and aggregates self time by function and by file/package, so "where
 * the rest goes" is a short table instead of a flame graph.
 *   node bench/cpu-floor/summarize-profile.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTimeRow {
  name: string;
  ms: number;
  share: number;
}

/** Where a script lives, in words: the npm package, our source file, or a V8 bucket. */
export function bucketOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native / V8 builtins)';
  const pkg = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url) ?? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `npm:${pkg[1]}`;
  const ours = /\/(apps\/[^?]+|packages\/[^?]+|bench\/[^?]+)$/.exec(url);
  if (ours) return ours[1]!;
  if (url.startsWith('node:')) return '(node internals)';
  return url;
}

export function summarize(profile: CpuProfile, top = 15): { total: number; byFunction: SelfTimeRow[]; byBucket: SelfTimeRow[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const fn = new Map<string, number>();
  const bucket = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const n = byId.get(id);
    if (!n) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += us;
    const b = bucketOf(url, functionName);
    const key = `${functionName || '(anonymous)'} — ${b}${url ? `:${lineNumber + 1}` : ''}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    bucket.set(b, (bucket.get(b) ?? 0) + us);
  }
  const rows = (m: Map<string, number>): SelfTimeRow[] =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: us / total }));
  return { total: total / 1000, byFunction: rows(fn), byBucket: rows(bucket) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: summarize-profile.ts <file.cpuprofile> [top]');
  const s = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(process.argv[3] ?? 15));
  console.log(`total sampled CPU ${s.total.toFixed(0)} ms`);
  for (const r of s.byBucket) console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  console.log('');
  for (const r of s.byFunction) console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
}
