/** A fetched, decoded HTML page. */
export interface FetchedPage {
  /** The URL that was asked for (canonicalized). */
  url: string;
  /** Where the last redirect landed. */
  finalUrl: string;
  status: number;
  contentType: string;
  /** Body decoded to text with the right charset (BOM, Content-Type, then <meta>). */
  html: string;
  headers: Record<string, string>;
  /** How it was fetched: plain HTTP, the system Chromium, or ScrapingBee. */
  via: 'http' | 'browser' | 'scrapingbee';
  fetchedAt: Date;
  /**
   * The site answered a conditional request with 304 Not Modified: the page is the one the
   * validators describe, and `html` is empty.
   */
  notModified?: true;
}

/** Validators of the copy we hold, sent as If-None-Match / If-Modified-Since. */
export interface ConditionalValidators {
  etag?: string | null;
  lastModified?: string | null;
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** Skip robots.txt (only for robots.txt and sitemap requests themselves). */
  skipRobots?: boolean;
  /** Accept non-HTML bodies (robots.txt, sitemap.xml). */
  acceptAny?: boolean;
  /**
   * Checked before every hop (redirects and meta refreshes too), before robots.txt: a reason
   * refuses the hop with a NonRetryableError, so the crawler never requests a subpage's redirect
   * target on another site (a booking engine) that it would drop anyway.
   */
  refuseHop?: (url: URL) => string | null;
  /**
   * Ask conditionally (a re-check): a 304 answer comes back as a page with `notModified` instead
   * of an error. Plain HTTP only: Chromium and ScrapingBee cannot be asked conditionally, so in
   * FETCH_MODE=browser the first request is plain HTTP and a changed page renders as usual.
   */
  conditional?: ConditionalValidators;
}

/**
 * Fetches pages politely and safely: SSRF guard on every hop, robots.txt, per-host rate limit
 * shared by all workers, size and time limits, charset decoding, and error-page detection.
 * Throws NonRetryableError / RetryableError / ThrottledError (see errors.ts).
 */
export interface Fetcher {
  fetchPage(url: string, opts?: FetchOptions): Promise<FetchedPage>;
  /** Sitemap URLs listed in the origin's robots.txt (shares the fetcher's robots cache). */
  sitemapsFor?(url: string, signal?: AbortSignal): Promise<string[]>;
  close(): Promise<void>;
}
