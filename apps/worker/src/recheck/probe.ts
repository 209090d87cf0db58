/**
 * The first step of a scheduled re-check: ask the site again for the pages of the hotel's last
 * crawl, each conditionally (If-None-Match / If-Modified-Since) through the ordinary fetcher, so
 * the SSRF guard, robots.txt and per-host politeness apply exactly as in any crawl. A page is
 * unchanged when the site answers 304 or sends content whose normalized hash is the stored one.
 *
 * The homepage goes first. When it changed, its links may lead to new pages, so the job crawls
 * the site afresh (pages whose hash is unchanged still skip extraction); when it did not, only
 * the stored subpages are asked, and only the changed ones are extracted again.
 */
import { canonicalizeUrl } from '../fetch/canonical.ts';
import type { CrawlFailure } from '../crawl/types.ts';
import { CrawlError } from '../errors.ts';
import type { FetchedPage, Fetcher } from '../fetch/types.ts';
import type { PipelinePage } from '../pipeline/index.ts';
import type { StoredPage } from '../repositories/sources.repository.ts';
import { pageContentHash } from './content-hash.ts';

/** Stored subpages asked at once (the fetcher's per-host politeness still spaces them). */
const PROBE_CONCURRENCY = 2;

export interface PageCheck {
  url: string;
  changed: boolean;
  page: FetchedPage;
  /** Hash of the fetched content; null for a 304 (the stored hash stands). */
  contentHash: string | null;
}

export interface RecheckProbe {
  /** The homepage changed (or was never stored): crawl the site afresh. */
  homepageChanged: boolean;
  checks: PageCheck[];
  failures: CrawlFailure[];
  /** Stored content hash by page URL, to tell unchanged pages of a fresh crawl. */
  storedHashes: Map<string, string>;
}

export function validatorsOf(page: FetchedPage): { etag: string | null; lastModified: string | null } {
  return { etag: page.headers['etag'] ?? null, lastModified: page.headers['last-modified'] ?? null };
}

async function check(fetcher: Fetcher, stored: StoredPage, signal?: AbortSignal, refuseHop?: (u: URL) => string | null): Promise<PageCheck> {
  const page = await fetcher.fetchPage(stored.url, {
    conditional: { etag: stored.etag, lastModified: stored.lastModified },
    ...(signal ? { signal } : {}),
    ...(refuseHop ? { refuseHop } : {}),
  });
  if (page.notModified) return { url: stored.url, changed: false, page, contentHash: null };
  const contentHash = pageContentHash(page.html);
  return { url: stored.url, changed: contentHash !== stored.contentHash, page, contentHash };
}

/**
 * Asks for the stored pages again. A homepage failure is thrown (like a crawl's); a subpage that
 * fails is a failure of this check only: its stored snippets stay.
 */
export async function probeStoredPages(fetcher: Fetcher, startUrl: string, stored: StoredPage[], signal?: AbortSignal): Promise<RecheckProbe> {
  const start = canonicalizeUrl(startUrl);
  const storedHashes = new Map(stored.flatMap((p) => (p.contentHash ? [[p.url, p.contentHash] as const] : [])));
  const home = stored.find((p) => p.url === start);
  if (!home) return { homepageChanged: true, checks: [], failures: [], storedHashes };
  const homeCheck = await check(fetcher, home, signal);
  if (homeCheck.changed) return { homepageChanged: true, checks: [homeCheck], failures: [], storedHashes };

  const homeHost = new URL(homeCheck.page.finalUrl).host;
  // subpages stay on the site, as in a crawl: one that now redirects elsewhere is not this hotel's page
  const refuseHop = (u: URL) => (u.host === homeHost || u.host === new URL(start).host ? null : `Redirected off the site to ${u.host}`);
  const queue = stored.filter((p) => p !== home);
  const checks: PageCheck[] = [homeCheck];
  const failures: CrawlFailure[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        checks.push(await check(fetcher, next, signal, refuseHop));
      } catch (err) {
        if (signal?.aborted) throw err;
        failures.push({ url: next.url, reason: err instanceof CrawlError ? err.reason : `Unexpected error: ${(err as Error).message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: PROBE_CONCURRENCY }, worker));
  return { homepageChanged: false, checks, failures, storedHashes };
}

/** The probe's pages as the pipeline reads them: unchanged ones are not extracted again. */
export function probePages(probe: RecheckProbe): PipelinePage[] {
  return probe.checks.map((c) => ({
    sourceUrl: c.url,
    pageUrl: c.page.finalUrl,
    html: c.page.html,
    ...(c.changed ? { fetched: c.page } : { unchanged: true }),
  }));
}
