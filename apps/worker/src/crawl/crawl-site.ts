/**
 * Crawls one hotel site: the start page, then the best-scoring same-site pages found in its
 * links and its sitemap. A start-page failure is thrown (the job decides to retry or fail);
 * subpage failures are recorded with their reason and never thrown. The start page may redirect
 * to another site (a domain that moved); a subpage may not: a link that ends on another site (a
 * booking engine, a chain's portal) is not this hotel's page.
 */
import { createHash } from 'node:crypto';
import type { CheerioAPI } from 'cheerio';
import { documentBaseUrl, documentIndex, pageDocument, parseHtml } from '../extract/document.ts';
import { expandShell } from '../extract/inline-state.ts';
import { CrawlError } from '../errors.ts';
import type { FetchedPage } from '../fetch/types.ts';
import { canonicalizeUrl, dedupeKey, sameSite } from '../fetch/canonical.ts';
import { NEVER_PICKED, pathLanguage, pickNextCandidate, scoreCandidate, type Candidate, type ScoredCandidate } from './score.ts';
import { readSitemapUrls } from './sitemap.ts';
import { TRANSLATION_REASON, hasDirections, languageFolder, languageFolders, translationOf, visibleText } from './translation.ts';
import type { CrawlFailure, CrawlOptions, CrawlResult, UnfetchedLink } from './types.ts';

export const DEFAULT_MAX_PAGES = 6;
const DEFAULT_CONCURRENCY = 2;
/** Extra attempts allowed beyond maxPages to replace subpages that failed (404s are common). */
const EXTRA_ATTEMPTS = 4;

const NON_PAGE_SCHEMES = /^(mailto|tel|javascript|data|sms|whatsapp|skype|callto|fax|geo|ftp|file):/i;

/**
 * Links of a page with their anchor text, resolved against <base href> / the page URL. `$` is the
 * page's already parsed tree when the caller has one. A client-rendered shell's navigation often
 * exists only in its inline state or <noscript>: expandShell renders those into the tree first.
 */
export function extractLinks(html: string, pageUrl: string, $: CheerioAPI = parseHtml(html)): Array<{ url: string; text: string }> {
  expandShell($);
  const base = documentBaseUrl($, pageUrl);
  const out: Array<{ url: string; text: string }> = [];
  for (const el of documentIndex($).links) {
    const href = (el.attribs['href'] ?? '').trim();
    if (!href || href.startsWith('#') || NON_PAGE_SCHEMES.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const a = $(el as never);
    const text = [a.text(), a.attr('title'), a.attr('aria-label'), a.find('img[alt]').attr('alt')].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
    out.push({ url: url.href, text });
  }
  return out;
}

/** Rewrites a link on an alias origin (the site's original domain) onto the crawled origin. */
function rewriteAlias(url: string, aliases: string[], target: URL): string {
  if (aliases.length === 0) return url;
  try {
    const u = new URL(url);
    if (aliases.some((a) => sameSite(a, u))) {
      u.protocol = target.protocol;
      u.host = target.host;
      return u.href;
    }
  } catch {
    /* not a URL */
  }
  return url;
}

export async function crawlSite(startUrl: string, opts: CrawlOptions): Promise<CrawlResult> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  const { fetcher, signal } = opts;
  const failures: CrawlFailure[] = [];
  const start = canonicalizeUrl(startUrl);

  // Start page failures propagate: without it there is nothing to crawl.
  const home = await fetcher.fetchPage(start, { signal });
  opts.onPage?.(home);
  const pages: FetchedPage[] = [home];
  if (maxPages <= 0) return { startUrl: start, pages, failures };

  const finalUrl = new URL(home.finalUrl);
  const aliases = (opts.originAliases ?? []).filter(Boolean);
  const isSameSite = (u: string | URL) => sameSite(u, start) || sameSite(u, finalUrl);
  const offSiteReason = (u: string | URL) => `Redirected off the site to ${new URL(u).host}`;
  // Refused before the request, so the other site (and its robots.txt) is never contacted.
  const refuseHop = (u: URL) => (isSameSite(u) ? null : offSiteReason(u));
  const seen = new Set<string>([dedupeKey(start), dedupeKey(home.finalUrl)]);
  // Sites answer one page at several paths (/amenities and /amenities.html, a prefixed alias of
  // the homepage): identical bodies are one page.
  const bodyHash = (html: string) => createHash('sha256').update(html).digest('hex');
  const seenBodies = new Set<string>([bodyHash(home.html)]);
  // A start page under /en/ means translations under /fr/ etc. are duplicates of what we want.
  const homeLanguage = pathLanguage(finalUrl.pathname) ?? pathLanguage(new URL(start).pathname);

  // Candidates from the start page, the sitemap and (second level) the pages fetched so far.
  const pool = new Map<string, ScoredCandidate>();
  const tried = new Set<string>();
  /** Links of deeper pages that named no profile section: never candidates (onUnfetched only). */
  const deeper = new Map<string, ScoredCandidate>();
  /** Pages fetched (or being fetched) per category, for pickNextCandidate. */
  const perCategory = new Map<string, number>();
  const addCandidate = (raw: string, text: string, from: 'home' | 'sitemap' | 'subpage') => {
    const rewritten = rewriteAlias(raw, aliases, finalUrl);
    if (!isSameSite(rewritten)) return;
    const key = dedupeKey(rewritten);
    if (seen.has(key) || tried.has(key)) return;
    const existing = pool.get(key);
    const mergedText = existing && text && !existing.text.includes(text) ? `${existing.text} ${text}`.trim() : (existing?.text ?? text);
    const candidate: Candidate = { url: existing?.url ?? canonicalizeUrl(rewritten), text: mergedText, fromSitemap: (existing?.fromSitemap ?? true) && from === 'sitemap' };
    const scored = scoreCandidate(candidate, homeLanguage);
    // A link found only deeper in the site ranks just below an equally good start-page link,
    // and deeper links must look like profile pages to be considered at all.
    if (from === 'subpage' && !existing) {
      if (scored.score <= 0) {
        if (opts.onUnfetched) deeper.set(key, scored);
        return;
      }
      scored.score -= 1;
    }
    pool.set(key, existing ? { ...scored, score: Math.max(scored.score, existing.score) } : scored);
  };

  const homeLinks = extractLinks(home.html, home.finalUrl, pageDocument(home));
  for (const link of homeLinks) addCandidate(link.url, link.text, 'home');
  const homeFolder = languageFolder(finalUrl.pathname) ?? languageFolder(new URL(start).pathname);
  const otherLanguages = languageFolders(
    homeLinks.map((l) => ({ url: rewriteAlias(l.url, aliases, finalUrl) })),
    finalUrl.origin,
    homeFolder,
  );
  let translationQueued = false;
  const translations: string[] = [];
  /**
   * A location page of the crawled language that gives no directions (an address at most) does
   * not fill the location slot: the same page in the site's other language takes the next one.
   * Once per crawl, within the same page budget.
   */
  const queueTranslation = (c: ScoredCandidate, page: FetchedPage) => {
    if (translationQueued || c.category !== 'location' || otherLanguages.length === 0) return;
    const $ = pageDocument(page);
    if (hasDirections(visibleText($))) return;
    const url = translationOf(page.finalUrl, $, otherLanguages, homeFolder);
    if (!url || !isSameSite(url)) return;
    const key = dedupeKey(url);
    if (seen.has(key) || tried.has(key)) return;
    translationQueued = true;
    perCategory.set('location', Math.max(0, (perCategory.get('location') ?? 1) - 1));
    pool.set(key, { url: canonicalizeUrl(url), text: pool.get(key)?.text ?? '', score: c.score, category: 'location', reasons: ['location', TRANSLATION_REASON] });
  };
  const sitemapMode = opts.sitemap ?? 'auto';
  const linkedProfilePages = [...pool.values()].filter((c) => c.score > 0).length;
  if (sitemapMode === 'always' || (sitemapMode === 'auto' && linkedProfilePages < maxPages)) {
    try {
      for (const u of await readSitemapUrls(fetcher, finalUrl, signal)) addCandidate(u, '', 'sitemap');
    } catch (err) {
      if (signal?.aborted) throw err;
      // Sitemaps are hints only: a missing or broken sitemap is not a crawl failure.
    }
  }

  const pickNext = (): ScoredCandidate | undefined => {
    const chosen = pickNextCandidate(pool.values(), perCategory);
    if (chosen) {
      const key = dedupeKey(chosen.url);
      pool.delete(key);
      tried.add(key);
      perCategory.set(chosen.category ?? 'none', (perCategory.get(chosen.category ?? 'none') ?? 0) + 1);
    }
    return chosen;
  };

  const budget = maxPages + EXTRA_ATTEMPTS;
  /**
   * Where each fetched page stood in the crawler's choice. Two fetches run at once and finish in
   * whatever order the network gives, so the pages are handed on in the order they were chosen:
   * the same site then gives the same page order, and the same profile, on every run.
   */
  const pickIndex = new Map<FetchedPage, number>();
  let picks = 0;
  let attempts = 0;
  let inFlight = 0;
  let successes = 0;

  // Each worker takes a candidate only while successes plus in-flight fetches are below
  // maxPages, so a failed page is replaced by the next candidate and none is fetched in excess.
  // A location page still being fetched may hand its slot to its translation (queueTranslation):
  // the last page of the budget waits for it rather than going to whatever ranks next.
  let locationInFlight: Promise<void> | null = null;

  const worker = async () => {
    while (attempts < budget && successes + inFlight < maxPages) {
      signal?.throwIfAborted();
      if (locationInFlight && successes + inFlight === maxPages - 1) {
        await locationInFlight;
        continue;
      }
      const c = pickNext();
      if (!c) return;
      const pick = picks++;
      attempts++;
      inFlight++;
      let settled = (): void => {};
      if (c.category === 'location' && !translationQueued && otherLanguages.length > 0 && !locationInFlight) {
        locationInFlight = new Promise<void>((resolve) => {
          settled = () => {
            locationInFlight = null;
            resolve();
          };
        });
      }
      try {
        const page = await fetcher.fetchPage(c.url, { signal, refuseHop });
        // Checked on the result too: Chromium follows its own redirects, unseen by refuseHop.
        if (!isSameSite(page.finalUrl)) {
          failures.push({ url: c.url, reason: offSiteReason(page.finalUrl) });
          continue;
        }
        const key = dedupeKey(page.finalUrl);
        const hash = bodyHash(page.html);
        if (seen.has(key) || seenBodies.has(hash)) continue; // a page we already have
        seen.add(key);
        seenBodies.add(hash);
        successes++;
        pages.push(page);
        pickIndex.set(page, pick);
        if (c.reasons.includes(TRANSLATION_REASON)) translations.push(page.finalUrl);
        opts.onPage?.(page);
        for (const link of extractLinks(page.html, page.finalUrl, pageDocument(page))) addCandidate(link.url, link.text, 'subpage');
        queueTranslation(c, page);
      } catch (err) {
        if (signal?.aborted) throw err;
        failures.push({ url: c.url, reason: err instanceof CrawlError ? err.reason : `Unexpected error: ${(err as Error).message}` });
      } finally {
        inFlight--;
        settled();
      }
    }
  };
  const concurrency = Math.max(1, Math.min(opts.concurrency ?? DEFAULT_CONCURRENCY, maxPages));
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  pages.sort((a, b) => (pickIndex.get(a) ?? -1) - (pickIndex.get(b) ?? -1));
  if (opts.onUnfetched) {
    const otherLanguage = (c: ScoredCandidate) => c.reasons.includes('-other language');
    const left: UnfetchedLink[] = [...pool.values()].map((c) => ({
      url: c.url,
      why: c.score <= NEVER_PICKED ? 'ranked-out' : successes >= maxPages ? 'page-budget' : 'attempts',
      otherLanguage: otherLanguage(c),
    }));
    for (const [key, c] of deeper) if (!pool.has(key) && !tried.has(key) && !seen.has(key)) left.push({ url: c.url, why: 'deeper-link', otherLanguage: otherLanguage(c) });
    opts.onUnfetched(left);
  }
  return { startUrl: start, pages, failures, ...(translations.length ? { translations } : {}) };
}
