/** The per-page work measured by the CPU floor, shared by the timer and the profiled loop. */
import { load } from 'cheerio';
import { extractLinks } from '../../apps/worker/src/crawl/crawl-site.ts';
import { extractSnippets } from '../../apps/worker/src/extract/index.ts';
import { classifyPage } from '../../apps/worker/src/fetch/classify.ts';
import type { BenchPage } from './pages.ts';

export type Workload = 'bare' | 'extract' | 'pipeline';

/** Returns something derived from the result so the work cannot be optimised away. */
export function runWorkload(w: Workload, p: BenchPage): number {
  switch (w) {
    case 'bare': {
      // the floor: what any cheerio-based crawler does to a page (Crawlee hands you this $)
      const $ = load(p.html);
      return $('body').text().length;
    }
    case 'extract':
      return extractSnippets({ sourceUrl: p.url, pageUrl: p.url, html: p.html }).length;
    case 'pipeline': {
      // what the worker does per fetched page: error-page check, link discovery, snippets
      const c = classifyPage(p.html, p.url);
      const links = extractLinks(p.html, p.url).length;
      return links + c.textLength + extractSnippets({ sourceUrl: p.url, pageUrl: p.url, html: p.html }).length;
    }
  }
}
