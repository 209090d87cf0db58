/**
 * The amenity lexicon's letter boundaries, side by side (decision 350): the full two-sided test at
 * every `\b` (`(?:(?<=W)(?!W)|(?<!W)(?=W))`, W = [\p{L}\p{N}_]) against the shipped form, which
 * tests one side only next to a literal letter. Each round starts one fresh process per variant,
 * in alternating order, and measures in it, as process CPU time: the first use of every pattern
 * (where the engine compiles it, which every worker, CLI and test process pays once), then a steady
 * pass of every pattern over the text lines of the corpus pages. Medians of the rounds, and their
 * ratios; the same matches are counted in both (a mismatch fails the run).
 *
 *   node bench/lexicon/run.ts [--rounds 5] [--lines 4000] [--no-doc]
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { AMENITIES } from '../../apps/worker/src/extract/lexicon.ts';
import { corpusPages } from '../cpu-floor/pages.ts';
import { loadAverage } from '../lib/proc.ts';
import { argValue, hasFlag, machineNote, table, writeDocBlock } from '../lib/report.ts';

type Variant = 'two-sided' | 'one-sided';
interface Reading {
  variant: Variant;
  firstUseMs: number;
  steadyMs: number;
  matches: number;
  lines: number;
}

const W = '[\\p{L}\\p{N}_]';
const TWO_SIDED = `(?:(?<=${W})(?!${W})|(?<!${W})(?=${W}))`;

/** The lexicon's patterns as shipped, or with every one-sided boundary widened back to the two-sided test. */
function patterns(variant: Variant): RegExp[] {
  const shipped = AMENITIES.flatMap((a) => [a.pattern, ...(a.prose ? [a.prose] : [])]);
  if (variant === 'one-sided') return shipped.map((r) => new RegExp(r.source, r.flags));
  return shipped.map((r) => new RegExp(r.source.split(TWO_SIDED).map((part) => part.split(`(?<!${W})`).join(TWO_SIDED).split(`(?!${W})`).join(TWO_SIDED)).join(TWO_SIDED), r.flags));
}

function textLines(limit: number): string[] {
  const lines = new Set<string>();
  for (const p of corpusPages()) {
    const text = p.html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, '').replace(/<[^>]+>/g, '\n');
    for (const l of text.split('\n')) {
      const t = l.replace(/\s+/g, ' ').trim();
      if (t.length > 2 && t.length < 400) lines.add(t);
      if (lines.size >= limit) return [...lines];
    }
  }
  return [...lines];
}

const cpuMs = (from: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(from);
  return (c.user + c.system) / 1000;
};

function child(variant: Variant, lineCount: number): Reading {
  const lines = textLines(lineCount);
  const c0 = process.cpuUsage();
  const res = patterns(variant);
  for (const r of res) r.test('The kids’ club has now closed');
  const firstUseMs = cpuMs(c0);
  const c1 = process.cpuUsage();
  let matches = 0;
  for (const l of lines) for (const r of res) if (r.test(l)) matches++;
  return { variant, firstUseMs, steadyMs: cpuMs(c1), matches, lines: lines.length };
}

const childVariant = argValue('child', '');
if (childVariant) {
  console.log(JSON.stringify(child(childVariant as Variant, Number(argValue('lines', '4000')))));
  process.exit(0);
}

const rounds = Number(argValue('rounds', '5'));
const lineCount = argValue('lines', '4000');
const load = loadAverage();
const here = fileURLToPath(import.meta.url);
const readings: Reading[] = [];
for (let i = 0; i < rounds; i++) {
  const order: Variant[] = i % 2 === 0 ? ['two-sided', 'one-sided'] : ['one-sided', 'two-sided'];
  for (const v of order) {
    const r = spawnSync(process.execPath, [here, '--child', v, '--lines', lineCount], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the ${v} process failed: ${r.stderr}`);
    readings.push(JSON.parse(r.stdout.trim().split('\n').pop()!) as Reading);
  }
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const of = (v: Variant) => readings.filter((r) => r.variant === v);
const matchCounts = new Set(readings.map((r) => r.matches));
if (matchCounts.size !== 1) throw new Error(`the variants matched differently: ${[...matchCounts].join(' vs ')}`);
const row = (v: Variant) => [v, median(of(v).map((r) => r.firstUseMs)).toFixed(0), median(of(v).map((r) => r.steadyMs)).toFixed(0)];
const ratio = (k: 'firstUseMs' | 'steadyMs') => (median(of('two-sided').map((r) => r[k])) / median(of('one-sided').map((r) => r[k]))).toFixed(2);
const lines = readings[0]!.lines;
const patternCount = patterns('one-sided').length;
const out = `### Amenity lexicon: letter boundaries (bench/lexicon)

${machineNote(load)}

${patternCount} lexicon patterns; one fresh process per variant and round (${rounds} rounds, alternating
order), process CPU time, medians. *First use*: building every pattern and testing it once, where
the engine compiles it (every worker, CLI and test process pays this once). *Steady*: every
pattern over ${lines} distinct text lines of the corpus pages. Both variants found the same
${[...matchCounts][0]} matches.

${table(['variant', 'first use (ms CPU)', 'steady (ms CPU)'], [row('two-sided'), row('one-sided')])}

Two-sided / one-sided: first use **${ratio('firstUseMs')}×**, steady **${ratio('steadyMs')}×**.`;
console.log(out);
if (!hasFlag('no-doc')) writeDocBlock('lexicon', out);
