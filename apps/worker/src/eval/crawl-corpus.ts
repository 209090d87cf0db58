import { loadWorkerConfig } from '../config.ts';
import { crawlSite, extractLinks } from '../crawl/crawl-site.ts';
import { createFetcher } from '../fetch/fetcher.ts';
import type { UnfetchedLink, UnfetchedWhy } from '../crawl/types.ts';
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
  /**
   * Why each missed page was missed, as counts: a fetched page links to it (the crawler chose
   * other pages: its budget or ranking), only pages the crawl did not fetch link to it, or no page
   * of the copy links to it (an artefact of the saved copy, not a crawler fault).
   */
  missedWhy: { linkedFromFetched: number; linkedFromUnfetched: number; unlinked: number };
  /**
   * The pages a fetched page links to, by why the crawler left them (its own account,
   * onUnfetched): ranked out by a penalty, a deeper page's link naming no section, the page budget
   * full, the attempts used up by failed links; 'failed' when its link was fetched and failed,
   * 'unseen' when the crawler never saw the link. otherLanguage counts those leading into another
   * language, whatever the reason.
   */
  linkedWhy: Record<UnfetchedWhy | 'failed' | 'unseen' | 'otherLanguage', number>;
  /** The crawl fetched as many pages as it may. */
  atBudget: boolean;
  failures: number;
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Paths on the site's own origin (local or original) that a page's links lead to. */
function linkedPaths(html: string, pageUrl: string, hosts: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const l of extractLinks(html, pageUrl)) {
    const u = new URL(l.url);
    if (hosts.has(u.host)) out.add(decodedPath(u.pathname));
  }
  return out;
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
  const { startCorpusSites, loadCorpus: loadSites } = await import('../../test/fixtures/fixture-server.ts');
  const wanted = new Set(properties.map((p) => p.slug));
  const corpus = await startCorpusSites((slug) => wanted.has(slug), dir);
  const sitePaths = new Map(loadSites(dir).map((s) => [s.slug, new Map(s.pages.map((pg) => [pg.path, [pg.path, ...(pg.aliases ?? [])]]))]));
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
      let unfetched: UnfetchedLink[] = [];
      const onUnfetched = (links: UnfetchedLink[]) => void (unfetched = links);
      const crawl = await crawlPages({ fetcher, crawl: crawlSite }, { url: site.entryUrl, maxPages: config.CRAWL_MAX_PAGES, crawl: { originAliases: [site.originalBaseUrl], onUnfetched } }).then(
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
      const missedPages = p.pages.filter((page) => !fetched.has(page.html));
      const missed = missedPages.map((page) => new URL(page.pageUrl).pathname);
      const hosts = new Set([new URL(site.entryUrl).host, new URL(site.originalBaseUrl).host]);
      const fromFetched = new Set(crawl.pages.flatMap((page) => [...linkedPaths(page.html, page.finalUrl, hosts)]));
      const unfetchedLinks = missedPages.map((page) => linkedPaths(page.html, page.pageUrl, hosts));
      const missedWhy = { linkedFromFetched: 0, linkedFromUnfetched: 0, unlinked: 0 };
      const linkedWhy = emptyLinkedWhy();
      const leftAt = new Map(unfetched.map((l) => [decodedPath(new URL(l.url).pathname), l]));
      const failedAt = new Set(crawl.failures.map((f) => decodedPath(new URL(f.url).pathname)));
      missed.forEach((path, i) => {
        const plain = decodedPath(path);
        const paths = sitePaths.get(p.slug)?.get(plain) ?? [plain];
        if (paths.some((x) => fromFetched.has(x))) {
          missedWhy.linkedFromFetched++;
          const left = paths.map((x) => leftAt.get(x)).find(Boolean);
          linkedWhy[left?.why ?? (paths.some((x) => failedAt.has(x)) ? 'failed' : 'unseen')]++;
          if (left?.otherLanguage) linkedWhy.otherLanguage++;
        }
        // a page's links to itself do not make it reachable
        else if (unfetchedLinks.some((links, j) => j !== i && paths.some((x) => links.has(x)))) missedWhy.linkedFromUnfetched++;
        else missedWhy.unlinked++;
      });
      stats.push({ slug: p.slug, pages: pages.length, missed, missedWhy, linkedWhy, atBudget: pages.length >= config.CRAWL_MAX_PAGES, failures: crawl.failures.length });
      opts.log?.(`  crawled ${p.slug}: ${pages.length} page(s)${missed.length ? `, not fetched: ${missed.join(' ')}` : ''}`);
      out.push({ ...p, pages });
    }
  } finally {
    await fetcher.close();
    await corpus.close();
  }
  return { properties: out, stats };
}

function emptyLinkedWhy(): CrawlStats['linkedWhy'] {
  return { 'ranked-out': 0, 'deeper-link': 0, 'page-budget': 0, attempts: 0, failed: 0, unseen: 0, otherLanguage: 0 };
}

export interface CrawlFoldStats {
  sites: number;
  atBudget: number;
  pagesFetched: number;
  missed: CrawlStats['missedWhy'];
  linked: CrawlStats['linkedWhy'];
}

/** Crawl figures summed over a fold's sites: counts only, so held-out folds can be read too. */
export function crawlFoldStats(stats: CrawlStats[]): CrawlFoldStats {
  const missed = { linkedFromFetched: 0, linkedFromUnfetched: 0, unlinked: 0 };
  const linked = emptyLinkedWhy();
  for (const s of stats) {
    for (const k of Object.keys(missed) as (keyof typeof missed)[]) missed[k] += s.missedWhy[k];
    for (const k of Object.keys(linked) as (keyof typeof linked)[]) linked[k] += s.linkedWhy[k];
  }
  return { sites: stats.length, atBudget: stats.filter((s) => s.atBudget).length, pagesFetched: stats.reduce((a, s) => a + s.pages, 0), missed, linked };
}
