/** The pages the CPU benchmarks run over: the labelled corpus and a slice of the synthetic web. */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { decodeBody } from '../../apps/worker/src/fetch/charset.ts';
import { resolveCorpusDir } from '../../apps/worker/src/eval/corpus.ts';
import { allPages } from '../hotel-web/server.ts';

export const CORPUS_DIR = resolveCorpusDir();

export interface BenchPage {
  set: 'corpus' | 'synthetic';
  url: string;
  html: string;
}

export function corpusPages(dir = CORPUS_DIR): BenchPage[] {
  if (!existsSync(dir)) return [];
  const out: BenchPage[] = [];
  for (const slug of readdirSync(dir).sort()) {
    const siteDir = path.join(dir, slug);
    let files: string[];
    try {
      files = readdirSync(siteDir).filter((f) => f.endsWith('.html'));
    } catch {
      continue; // README.md and other plain files
    }
    for (const f of files.sort()) {
      // corpus files keep their original bytes and declared charset; decode like the fetcher does
      out.push({ set: 'corpus', url: `https://${slug}.example/${f}`, html: decodeBody(readFileSync(path.join(siteDir, f))) });
    }
  }
  return out;
}

export function syntheticPages(sites: number): BenchPage[] {
  return [...allPages(sites)].map((p) => ({ set: 'synthetic' as const, url: p.url, html: p.html }));
}
