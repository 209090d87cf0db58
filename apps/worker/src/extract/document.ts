/**
 * One parse per fetched page. The fetcher's error-page check, the crawler's link discovery and
 * the snippet extractor all read the same tree (decision 070): parsing was most of the worker's
 * CPU per page when each of them parsed the HTML again.
 */
import { load, type CheerioAPI } from 'cheerio';

/**
 * htmlparser2 in HTML mode (what CheerioCrawler uses), several times faster than cheerio's
 * default parse5. It does not build the implied <html>/<head>/<body> of a spec parser, so
 * readers fall back to the root when a page has no <body>.
 */
export function parseHtml(html: string): CheerioAPI {
  return load(html, { xml: { xmlMode: false, decodeEntities: true } });
}

// Keyed by the page object so a page's tree is dropped with the page (no cache to evict).
const documents = new WeakMap<object, CheerioAPI>();

/** Remembers the tree parsed for `page` (the fetcher does this once it has checked the page). */
export function attachDocument(page: object, $: CheerioAPI): void {
  documents.set(page, $);
}

/**
 * The page's tree: the one parsed when it was fetched, else a fresh parse (kept for the next
 * reader). `consume` hands the
 * tree over and forgets it, for readers that prune it (extractSnippets); later readers then get a
 * pristine parse instead of a pruned tree.
 */
export function pageDocument(page: { html: string }, opts: { consume?: boolean } = {}): CheerioAPI {
  const known = documents.get(page);
  if (known) {
    if (opts.consume) documents.delete(page);
    return known;
  }
  const $ = parseHtml(page.html);
  if (!opts.consume) documents.set(page, $);
  return $;
}
