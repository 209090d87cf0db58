/**
 * CPU floor: per page, a bare cheerio parse (htmlparser2 load + body text) vs our full extraction
 * (extractSnippets), and vs everything the worker does per fetched page (one parse shared by
 * classifyPage + extractLinks + extractSnippets). Measured as process CPU time (not wall time) in rounds whose
 * workload order rotates, so the load other engineers put on the machine hits all columns alike;
 * the median round is reported. Then the worker per-page work is profiled with `node --cpu-prof` and its
 * self time summarised by package/file and by function.
 *
 *   node bench/cpu-floor/run.ts [--sites 50] [--rounds 5] [--no-profile] [--no-doc]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAverage } from '../lib/proc.ts';
import { argValue, hasFlag, machineNote, table, writeDocBlock } from '../lib/report.ts';
import { corpusPages, syntheticPages, type BenchPage } from './pages.ts';
import { summarize } from './summarize-profile.ts';
import { runWorkload, type Workload } from './workloads.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const sites = Number(argValue('sites', '50'));
const rounds = Number(argValue('rounds', '5'));
const WORKLOADS: Workload[] = ['bare', 'extract', 'pipeline'];

function cpuMsOver(w: Workload, pages: BenchPage[]): number {
  let sink = 0;
  const c0 = process.cpuUsage();
  for (const p of pages) sink += runWorkload(w, p);
  const c = process.cpuUsage(c0);
  if (sink < 0) console.log(sink);
  return (c.user + c.system) / 1000;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function measure(pages: BenchPage[]): Record<Workload, number> {
  for (const w of WORKLOADS) cpuMsOver(w, pages.slice(0, 20)); // warm up the JIT
  const per: Record<Workload, number[]> = { bare: [], extract: [], pipeline: [] };
  for (let r = 0; r < rounds; r++) {
    const order = WORKLOADS.map((_, i) => WORKLOADS[(i + r) % WORKLOADS.length]!);
    for (const w of order) per[w].push(cpuMsOver(w, pages) / pages.length);
  }
  return { bare: median(per.bare), extract: median(per.extract), pipeline: median(per.pipeline) };
}

function profileExtraction(): ReturnType<typeof summarize> | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'hp-cpuprof-'));
  try {
    const r = spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, path.join(ROOT, 'bench/cpu-floor/profile-loop.ts'), 'pipeline', String(Math.min(sites, 20)), '3'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (r.status !== 0 || !file) return null;
    return summarize(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), 12);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (n: number, d = 2): string => n.toFixed(d);

async function main(): Promise<void> {
  const load = loadAverage();
  const corpus = corpusPages();
  const synthetic = syntheticPages(sites);
  console.log(`CPU floor: ${corpus.length} corpus pages, ${synthetic.length} synthetic pages, ${rounds} rounds; load average ${load}`);
  const sets: Array<[string, BenchPage[]]> = [
    ['corpus', corpus],
    ['synthetic', synthetic],
  ];
  const rows: Array<Array<string | number>> = [];
  for (const [name, pages] of sets) {
    if (!pages.length) continue;
    const kb = pages.reduce((s, p) => s + Buffer.byteLength(p.html), 0) / pages.length / 1024;
    const m = measure(pages);
    rows.push([name, pages.length, fmt(kb, 0), fmt(m.bare), fmt(m.extract), fmt(m.pipeline), `**${fmt(m.extract / m.bare)}×**`, `${fmt(m.pipeline / m.bare)}×`]);
  }
  const headers = ['pages', 'n', 'avg KB', 'bare cheerio ms', 'extractSnippets ms', 'worker per-page ms', 'extract / bare', 'worker / bare'];
  const main = table(headers, rows);
  const prof = hasFlag('no-profile') ? null : profileExtraction();
  const profText = prof
    ? `Profile of the worker per-page work over the corpus + ${Math.min(sites, 20)} synthetic sites × 3 (\`node --cpu-prof\`, ${prof.total.toFixed(0)} ms sampled), self time:

${table(
  ['by package / file', 'self ms', 'share'],
  prof.byBucket.map((r) => [r.name, fmt(r.ms, 0), `${(r.share * 100).toFixed(1)} %`]),
)}

${table(
  ['top functions (self time)', 'self ms', 'share'],
  prof.byFunction.map((r) => [r.name.replace(/\|/g, '\\|'), fmt(r.ms, 0), `${(r.share * 100).toFixed(1)} %`]),
)}`
    : '(profile skipped)';
  const command = `pnpm --filter @hotel/bench bench:cpu -- --sites ${sites} --rounds ${rounds}`;
  console.log(`\nCPU ms per page (median of ${rounds} rounds)\n${main}\n\n${profText}\n\nreproduce: ${command}`);
  if (!hasFlag('no-doc')) {
    writeDocBlock(
      'cpu-floor',
      `### CPU floor: bare cheerio parse vs our extraction

${machineNote(load)}

CPU time per page (process.cpuUsage, median of ${rounds} rounds with rotating order). *bare* =
one htmlparser2 \`cheerio.load\` + \`$('body').text()\` — the \`$\` a Crawlee CheerioCrawler
handler gets (Crawlee itself parses each page twice to build it); *extractSnippets* = our full
extraction from the HTML (htmlparser2 parse, JSON-LD, microdata/RDFa, meta, visible text by
section, classification, dedupe); *worker per-page* = what the worker does for each fetched
page: one parse shared by \`classifyPage\` (error-page check), \`extractLinks\` (crawl) and
\`extractSnippets\` (decision 070). Target: extract / bare ≤ 2×.

${main}

${profText}

Reproduce: \`${command}\``,
    );
  }
}

await main();
