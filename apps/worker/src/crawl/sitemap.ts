/**
 * sitemap.xml hints, bounded so a hostile or enormous sitemap cannot stall a crawl: the
 * robots.txt Sitemap: lines (or /sitemap.xml), at most one sitemap-index level, 2 MB per file
 * and 500 URLs in total.
 */
import { load } from 'cheerio';
import type { Fetcher } from '../fetch/types.ts';

export const SITEMAP_MAX_BYTES = 2 * 1024 * 1024;
export const SITEMAP_MAX_URLS = 500;
const MAX_SITEMAPS = 4;

/**
 * Parses <loc> entries with an XML parser (namespaces, CDATA, entities and comments as XML has
 * them); `index` says whether this is a <sitemapindex>. Tag names are matched without their
 * namespace prefix, since some generators write <sm:loc>.
 */
export function parseSitemap(xml: string, base: string): { index: boolean; urls: string[] } {
  const $ = load(xml, { xml: { xmlMode: true, decodeEntities: true } });
  const local = (el: object) => ('tagName' in el && typeof el.tagName === 'string' ? el.tagName : '').replace(/^.*:/, '').toLowerCase();
  const all = $('*').toArray();
  const index = all.some((el) => local(el) === 'sitemapindex');
  const urls: string[] = [];
  for (const el of all) {
    if (local(el) !== 'loc') continue;
    try {
      urls.push(new URL($(el).text().trim(), base).href);
    } catch {
      /* skip junk */
    }
    if (urls.length >= SITEMAP_MAX_URLS) break;
  }
  return { index, urls };
}

export async function readSitemapUrls(fetcher: Fetcher, site: URL, signal?: AbortSignal): Promise<string[]> {
  let roots: string[] = [];
  if (fetcher.sitemapsFor) roots = (await fetcher.sitemapsFor(site.href, signal).catch(() => [])).map((s) => new URL(s, site.origin).href);
  if (roots.length === 0) roots = [`${site.origin}/sitemap.xml`];
  const out: string[] = [];
  const visited = new Set<string>();
  const read = async (url: string, depth: number): Promise<void> => {
    if (visited.has(url) || visited.size >= MAX_SITEMAPS || out.length >= SITEMAP_MAX_URLS) return;
    visited.add(url);
    let xml: string;
    try {
      xml = (await fetcher.fetchPage(url, { signal, acceptAny: true })).html;
    } catch (err) {
      if (signal?.aborted) throw err;
      return;
    }
    if (xml.length > SITEMAP_MAX_BYTES) return;
    const parsed = parseSitemap(xml, url);
    if (parsed.index) {
      if (depth >= 1) return;
      for (const child of parsed.urls.slice(0, MAX_SITEMAPS)) await read(child, depth + 1);
      return;
    }
    for (const u of parsed.urls) {
      if (out.length >= SITEMAP_MAX_URLS) break;
      out.push(u);
    }
  };
  for (const root of roots.slice(0, 2)) await read(root, 0);
  return out;
}
