/**
 * URL identity for crawling and snippet provenance: two URLs that show the same page should
 * compare equal, so pages are fetched and stored once.
 */
import { getDomain } from 'tldts';
import net from 'node:net';

const TRACKING_PARAMS = new Set(['gclid', 'fbclid', 'dclid', 'msclkid', 'yclid', '_ga', '_gl', 'ref', 'igshid', 'mkt_tok']);
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'hsa_'];

function isTracking(name: string): boolean {
  const n = name.toLowerCase();
  return TRACKING_PARAMS.has(n) || TRACKING_PREFIXES.some((p) => n.startsWith(p));
}

/**
 * Lowercase scheme and host, no fragment, no default port, no tracking parameters, sorted
 * query, repeated trailing slashes collapsed. The single trailing slash is kept because servers
 * answer '/rooms/' and '/rooms' differently; `dedupeKey` treats them as one page.
 * Returns the input unchanged when it is not a parseable absolute URL.
 */
export function canonicalizeUrl(input: string, base?: string): string {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return input;
  }
  url.hash = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  if ((url.protocol === 'http:' && url.port === '80') || (url.protocol === 'https:' && url.port === '443')) url.port = '';
  const kept = [...url.searchParams.entries()].filter(([k]) => !isTracking(k));
  kept.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  url.search = kept.length ? new URLSearchParams(kept).toString() : '';
  if (url.pathname.length > 1 && url.pathname.endsWith('//')) url.pathname = url.pathname.replace(/\/+$/, '/');
  return url.href;
}

/** Identity of a page for deduplication: canonical URL without trailing slash or index file. */
export function dedupeKey(input: string, base?: string): string {
  const canonical = canonicalizeUrl(input, base);
  try {
    const url = new URL(canonical);
    url.pathname = url.pathname.replace(/\/index\.(html?|php)$/i, '/');
    if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    return url.href;
  } catch {
    return canonical;
  }
}

/** The site a URL belongs to: its registrable domain, or host:port for IPs and local names. */
export function siteKey(input: string | URL): string | null {
  let url: URL;
  try {
    url = typeof input === 'string' ? new URL(input) : input;
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return `${host}:${url.port}`;
  const domain = getDomain(host, { allowPrivateDomains: true });
  // Single-label hosts (localhost-style names) have no registrable domain: compare host:port.
  return domain ?? `${host}:${url.port}`;
}

/** Same registrable domain: www and apex are one site, other subdomains too; IPs compare host:port. */
export function sameSite(a: string | URL, b: string | URL): boolean {
  const ka = siteKey(a);
  return ka !== null && ka === siteKey(b);
}
