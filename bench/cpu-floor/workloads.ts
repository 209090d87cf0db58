/** The per-page work measured by the CPU floor, shared by the timer and the profiled loop. */
import { load } from 'cheerio';
import { extractLinks } from '../../apps/worker/src/crawl/crawl-site.ts';
import { parseHtml } from '../../apps/worker/src/extract/document.ts';
import { extractSnippets } from '../../apps/worker/src/extract/index.ts';
import { classifyPage } from '../../apps/worker/src/fetch/classify.ts';
import type { BenchPage } from './pages.ts';

export type Workload = 'bare' | 'extract' | 'pipeline';

/** Returns something derived from the result so the work cannot be optimised away. */
export function runWorkload(w: Workload, p: BenchPage): number {
  switch (w) {
    case 'bare': {
      // the floor: one htmlparser2 parse and the body text, the $ a CheerioCrawler hands its
      // handler (Crawlee itself parses each page twice: parseDocument, then cheerio.load)
      const $ = load(p.html, { xml: { xmlMode: false, decodeEntities: true } });
      return $('body').text().length;
    }
    case 'extract':
      return extractSnippets({ sourceUrl: p.url, pageUrl: p.url, html: p.html }).length;
    case 'pipeline': {
      // what the worker does per fetched page: one parse shared by the error-page check (fetcher),
      // link discovery (crawler) and the snippets, which prune the tree and so come last
      const $ = parseHtml(p.html);
      const c = classifyPage(p.html, p.url, $);
      const links = extractLinks(p.html, p.url, $).length;
      return links + c.textLength + extractSnippets({ sourceUrl: p.url, pageUrl: p.url, html: p.html, document: $ }).length;
    }
  }
}
