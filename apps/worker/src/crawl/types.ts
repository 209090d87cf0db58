import type { FetchedPage, Fetcher } from '../fetch/types.ts';

export interface CrawlOptions {
  fetcher: Fetcher;
  /** Same-site pages to visit beyond the start page (default 6). */
  maxPages?: number;
  signal?: AbortSignal;
  onPage?: (page: FetchedPage) => void;
  /** Subpages fetched at once (the fetcher's per-host politeness still applies). Default 2. */
  concurrency?: number;
  /**
   * Origins whose links count as this site and are rewritten onto the crawled origin. For
   * fixture copies of real sites whose pages link to their original domain (corpus site.json
   * baseUrl); leave empty for live sites.
   */
  originAliases?: string[];
  /**
   * sitemap.xml hints: 'auto' (default) reads them only when the start page links fewer than
   * maxPages likely profile pages, so a well-linked site costs the host one request less.
   */
  sitemap?: 'auto' | 'always' | 'never';
  /**
   * Called once at the end with the same-site links the crawl found and did not fetch, and why
   * (for diagnostics: the eval counts why the saved pages it missed were missed).
   */
  onUnfetched?: (links: UnfetchedLink[]) => void;
}

/**
 * Why a link the crawl found was not fetched: ranked out by a penalty (legal, booking, files:
 * never picked), a deeper page's link that named no profile section (never a candidate), another
 * language's page or a page of its own language left when the page budget was full, or left when
 * the attempts ran out on links that failed.
 */
export type UnfetchedWhy = 'ranked-out' | 'deeper-link' | 'page-budget' | 'attempts';

export interface UnfetchedLink {
  url: string;
  why: UnfetchedWhy;
  /** The link leads into another language than the crawled one. */
  otherLanguage: boolean;
}

export interface CrawlFailure {
  url: string;
  reason: string;
}

export interface CrawlResult {
  startUrl: string;
  pages: FetchedPage[];
  failures: CrawlFailure[];
  /**
   * Final URLs of pages fetched as another language's version of a location page that gave no
   * directions: they are read for those directions only, not as the hotel's own-language pages.
   */
  translations?: string[];
}

/** The crawler as its callers are handed it (`crawlSite` in the worker, a stand-in in tests). */
export type CrawlFn = (startUrl: string, opts: CrawlOptions) => Promise<CrawlResult>;
