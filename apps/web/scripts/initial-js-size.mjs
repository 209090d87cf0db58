/* global process, console */
// Sums the gzipped size of the JavaScript a first visit downloads before any route chunk:
// the entry module plus every <link rel="modulepreload"> in dist/index.html.
// Usage: node scripts/initial-js-size.mjs [distDir] [--max-kb=300]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
const maxKb = Number((args.find((a) => a.startsWith('--max-kb=')) ?? '--max-kb=300').split('=')[1]);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]);
let total = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(join(dist, f))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${f}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  initial JS (gzipped), budget ${maxKb} KB`);
if (total / 1024 > maxKb) {
  console.error('Initial JavaScript is over budget');
  process.exit(1);
}
