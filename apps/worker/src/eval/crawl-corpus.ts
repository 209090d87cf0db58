import { loadWorkerConfig } from '../config.ts';
import { crawlSite } from '../crawl/crawl-site.ts';
import { createFetcher } from '../fetch/fetcher.ts';
import { crawlPages } from '../pipeline/index.ts';
import type { CorpusPage, CorpusProperty } from './corpus.ts';

/*
 * Crawl mode of the eval: instead of reading every page of a property from disk, serve each corpus
 * site on 127.0.0.1 with the test fixture server (one port per site, at its root, bytes untouched,
 * 404 for everything else) and let the worker's own fetcher and crawler pick the pages. The profile
 * is then built from what the worker really sees: the start page plus the subpages the crawler
 * chose within CRAWL_MAX_PAGES, decoded by the fetcher.
 */

export interface CrawlStats {
  slug: string;
  pages: number;
  /** Corpus pages the crawl did not fetch (site.json paths). */
  missed: string[];
  failures: number;
}

/**
 * Pages of each property as the worker's crawler fetches them. Page URLs are mapped back from the
 * local port onto the site's original origin, so URL-based rules (homepage, language folders) see
 * what they would see on the live site.
 */
export async function crawlCorpus(
  dir: string,
  properties: CorpusProperty[],
  opts: { maxPages?: number; log?: (line: string) => void } = {},
): Promise<{ properties: CorpusProperty[]; stats: CrawlStats[] }> {
  const { startCorpusSites } = await import('../../test/fixtures/fixture-server.ts');
  const wanted = new Set(properties.map((p) => p.slug));
  const corpus = await startCorpusSites((slug) => wanted.has(slug), dir);
  // the worker's defaults (politeness spacing aside: the sites are local), and no paid renderer
  const config = loadWorkerConfig({ SCRAPER_ALLOW_PRIVATE_HOSTS: corpus.allowList.join(','), HOST_MIN_DELAY_MS: '0', ...(opts.maxPages !== undefined ? { CRAWL_MAX_PAGES: String(opts.maxPages) } : {}) });
  const fetcher = createFetcher({ config });
  const out: CorpusProperty[] = [];
  const stats: CrawlStats[] = [];
  try {
    for (const p of properties) {
      const site = corpus.sites.get(p.slug);
      if (!site) throw new Error(`no fixture site for ${p.slug}`);
      const toOriginal = (u: string): string => {
        const url = new URL(u);
        const base = new URL(site.originalBaseUrl);
        url.protocol = base.protocol;
        url.host = base.host;
        return url.toString();
      };
      // the pipeline's own crawl stage; a site the crawl gets nothing from is scored with no pages
      const crawl = await crawlPages({ fetcher, crawl: crawlSite }, { url: site.entryUrl, maxPages: config.CRAWL_MAX_PAGES, crawl: { originAliases: [site.originalBaseUrl] } }).then(
        (r) => r.crawl,
        (err: unknown) => ({ pages: [], failures: [{ url: site.entryUrl, reason: (err as Error).message }] }),
      );
      const translations = new Set('translations' in crawl ? crawl.translations : []);
      const pages: CorpusPage[] = crawl.pages.map((page) => ({
        sourceUrl: toOriginal(page.url),
        pageUrl: toOriginal(page.finalUrl),
        html: page.html,
        ...(translations.has(page.finalUrl) ? { translation: true } : {}),
      }));
      // a page counts as seen under any of its paths (aliases serve the same bytes)
      const fetched = new Set(crawl.pages.map((page) => page.html));
      const missed = p.pages.filter((page) => !fetched.has(page.html)).map((page) => new URL(page.pageUrl).pathname);
      stats.push({ slug: p.slug, pages: pages.length, missed, failures: crawl.failures.length });
      opts.log?.(`  crawled ${p.slug}: ${pages.length} page(s)${missed.length ? `, not fetched: ${missed.join(' ')}` : ''}`);
      out.push({ ...p, pages });
    }
  } finally {
    await fetcher.close();
    await corpus.close();
  }
  return { properties: out, stats };
}
