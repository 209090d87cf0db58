/**
 * `<meta http-equiv="refresh" content="0; url=...">`: how sites without server access (static
 * hosts, parked builders, a domain that moved) redirect. Browsers follow it, so for a page that
 * holds nothing else it is a redirect, and the fetcher follows it like one.
 */
import type { CheerioAPI } from 'cheerio';
import { documentBaseUrl, elementsByTag } from '../extract/document.ts';

const SPACE = /[\t\n\f\r ]/;

/**
 * The URL a refresh `content` value names, parsed as the HTML standard's "shared declarative
 * refresh steps" do: a delay, then `;` or `,`, then an optional `url=` and an optionally quoted URL.
 * Null when it only reloads the page (no URL) or is malformed.
 */
export function parseRefreshContent(content: string): string | null {
  let i = 0;
  const skipSpace = () => {
    while (i < content.length && SPACE.test(content[i]!)) i++;
  };
  skipSpace();
  const delayStart = i;
  while (i < content.length && /[0-9]/.test(content[i]!)) i++;
  if (i === delayStart && content[i] !== '.') return null;
  while (i < content.length && /[0-9.]/.test(content[i]!)) i++;
  if (i >= content.length) return null;
  if (content[i] !== ';' && content[i] !== ',' && !SPACE.test(content[i]!)) return null;
  skipSpace();
  if (content[i] === ';' || content[i] === ',') i++;
  skipSpace();
  if (i >= content.length) return null;
  if (content.slice(i, i + 3).toLowerCase() === 'url') {
    const afterUrl = i + 3;
    let j = afterUrl;
    while (j < content.length && SPACE.test(content[j]!)) j++;
    // 'url' is a keyword only when '=' follows; otherwise it starts the URL itself ('url.html')
    if (content[j] === '=') {
      i = j + 1;
      skipSpace();
    }
  }
  let url = content.slice(i);
  const quote = url[0];
  if (quote === '"' || quote === "'") {
    url = url.slice(1);
    const end = url.indexOf(quote);
    if (end >= 0) url = url.slice(0, end);
  }
  url = url.trim();
  return url || null;
}

/**
 * The absolute http(s) URL the page's first refresh meta points to, resolved against <base href>
 * and the page URL; null when there is none, it names the page itself, or it is not http(s).
 */
export function metaRefreshUrl($: CheerioAPI, pageUrl: string): string | null {
  const meta = elementsByTag($, 'meta').find((m) => (m.attribs['http-equiv'] ?? '').trim().toLowerCase() === 'refresh');
  const target = meta ? parseRefreshContent(meta.attribs['content'] ?? '') : null;
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, documentBaseUrl($, pageUrl));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  const self = new URL(pageUrl);
  self.hash = '';
  return url.href === self.href ? null : url.href;
}
