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

/** The elements the page readers look up, in document order, found by one walk of the tree. */
export interface DocumentIndex {
  byTag: ReadonlyMap<string, DomElement[]>;
  /** `[itemscope][itemtype]` (microdata roots and nested scopes). */
  microdata: DomElement[];
  /** `[typeof]` (RDFa). */
  rdfa: DomElement[];
  /** `a[href], area[href]`. */
  links: DomElement[];
}

export interface DomElement {
  type: string;
  name: string;
  attribs: Record<string, string>;
  children?: DomElement[];
  parent?: DomElement | null;
}

const INDEXED_TAGS = new Set(['script', 'meta', 'title', 'body', 'html', 'h1', 'base', 'address', 'iframe']);
const indexes = new WeakMap<CheerioAPI, DocumentIndex>();

/**
 * Every reader used to run its own CSS selector, a full scan of the tree each (about a dozen per
 * page); one walk serves them all. Built on first use, dropped when the tree is pruned.
 */
export function documentIndex($: CheerioAPI): DocumentIndex {
  const known = indexes.get($);
  if (known) return known;
  const byTag = new Map<string, DomElement[]>();
  const microdata: DomElement[] = [];
  const rdfa: DomElement[] = [];
  const links: DomElement[] = [];
  // explicit stack, pre-order: the same document order as a selector's results
  const stack: DomElement[] = [...($.root().toArray() as unknown as DomElement[])].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'tag' || n.type === 'script' || n.type === 'style') {
      const a = n.attribs;
      if (INDEXED_TAGS.has(n.name)) {
        let list = byTag.get(n.name);
        if (!list) byTag.set(n.name, (list = []));
        list.push(n);
      }
      if (a['itemscope'] !== undefined && a['itemtype'] !== undefined) microdata.push(n);
      if (a['typeof'] !== undefined) rdfa.push(n);
      if ((n.name === 'a' || n.name === 'area') && a['href'] !== undefined) links.push(n);
    }
    const kids = n.children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) if (kids[i]!.children || kids[i]!.attribs) stack.push(kids[i]!);
  }
  const index = { byTag, microdata, rdfa, links };
  indexes.set($, index);
  return index;
}

/** Elements of one tag name, in document order (empty when none). */
export function elementsByTag($: CheerioAPI, tag: string): DomElement[] {
  return documentIndex($).byTag.get(tag) ?? [];
}

/** The document's <title> element: the first one outside inline SVG (an icon's <title> names the icon, not the page). */
export function documentTitle($: CheerioAPI): DomElement | undefined {
  return elementsByTag($, 'title').find((el) => {
    for (let p = el.parent; p; p = p.parent) if (p.name === 'svg') return false;
    return true;
  });
}

/** Call after changing the tree's structure, so no reader gets removed elements. */
export function forgetDocumentIndex($: CheerioAPI): void {
  indexes.delete($);
}

/** The URL a page's relative links resolve against: its first <base href>, else the page URL. */
export function documentBaseUrl($: CheerioAPI, pageUrl: string): string {
  const baseHref = elementsByTag($, 'base').find((b) => b.attribs['href'] !== undefined)?.attribs['href'];
  if (!baseHref) return pageUrl;
  try {
    return new URL(baseHref, pageUrl).href;
  } catch {
    return pageUrl; // a broken <base> is ignored, as browsers do
  }
}
