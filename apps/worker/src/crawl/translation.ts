/**
 * Language variants for the crawl. A multilingual site is crawled in the language served at its
 * start page, but translations are not always complete: a site's English "Access" page may carry
 * only the address while the same page in the hotel's own language lists the stations, the
 * airport and the travel times. When the location page of the crawled language carries no
 * directions, its translation is worth one page of the budget. Pure, so it is unit-tested without
 * a network.
 */
import type { CheerioAPI } from 'cheerio';

/** Why a candidate is in the pool: it is another language's version of a location page. */
export const TRANSLATION_REASON = 'translation of a location page without directions';

/** A language folder segment: 'ja', 'en-gb', 'pt_BR'. */
const LANGUAGE_FOLDER = /^\/([a-z]{2}(?:[-_][a-z]{2})?)(?=\/|$)/i;
/** A language folder's own homepage: '/ja/', '/ja', '/de/index.html'. */
const LANGUAGE_HOME = /^\/([a-z]{2}(?:[-_][a-z]{2})?)\/?(?:index\.[a-z]{3,4})?$/i;

/**
 * Directions are written as travel times and distances ("10 min walk", "5 km", "約30分",
 * "1 Std.", "2 ore"): a number with a unit, whatever the language. A location page without a
 * single one gives an address at most.
 */
const DISTANCE_OR_TIME =
  /\d\s*(?:min\b|mins\b|minutes?\b|minuten?\b|minuti\b|minutos?\b|minuut\b|minuter\b|h\b|hrs?\b|hours?\b|std\b|stunden?\b|ore\b|ora\b|horas?\b|heures?\b|uur\b|km\b|kms\b|kilomet|miles?\b|mi\b|m\b|meters?\b|metres?\b|metros?\b|metri\b|meter\b|分|時間|キロ|公里|分钟|小时|km)/i;

export function hasDirections(text: string): boolean {
  return DISTANCE_OR_TIME.test(text);
}

/** The visible text of a page's body (scripts, styles and templates left out). */
export function visibleText($: CheerioAPI): string {
  const body = $('body').first().clone();
  body.find('script, style, template, noscript').remove();
  return body.text().replace(/\s+/g, ' ').trim();
}

/**
 * Language folders the start page links to as homepages of other languages ('/ja/index.html',
 * '/de/'), in link order: the site's language switcher. `homeFolder` (the start page's own folder,
 * or null at the root) is left out.
 */
export function languageFolders(links: Array<{ url: string }>, origin: string, homeFolder: string | null): string[] {
  const out: string[] = [];
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const folder = LANGUAGE_HOME.exec(url.pathname)?.[1]?.toLowerCase();
    if (folder && folder !== homeFolder && !out.includes(folder)) out.push(folder);
  }
  return out;
}

/** The language folder a path starts with ('/en-gb/rooms' -> 'en-gb'), or null. */
export function languageFolder(pathname: string): string | null {
  return LANGUAGE_FOLDER.exec(pathname)?.[1]?.toLowerCase() ?? null;
}

/**
 * The URL of the same page in another language, or null: the page's own
 * `<link rel="alternate" hreflang>` first (in the order of `folders` when they name one), else the
 * page's path moved into the first language folder of the switcher (`/access.html` with home at
 * the root -> `/ja/access.html`; `/en/access/` -> `/ja/access/`).
 */
export function translationOf(pageUrl: string, $: CheerioAPI, folders: string[], homeFolder: string | null): string | null {
  const page = new URL(pageUrl);
  const ownLang = ($('html').attr('lang') ?? homeFolder ?? '').toLowerCase().slice(0, 2);
  const alternates: Array<{ lang: string; url: URL }> = [];
  $('link[rel~="alternate"][hreflang][href]').each((_i, el) => {
    const lang = ($(el).attr('hreflang') ?? '').toLowerCase();
    if (!lang || lang === 'x-default' || (ownLang && lang.slice(0, 2) === ownLang)) return;
    try {
      const url = new URL($(el).attr('href') ?? '', page);
      if (url.origin === page.origin && url.pathname !== page.pathname) alternates.push({ lang, url });
    } catch {
      /* not a URL */
    }
  });
  if (alternates.length) {
    const rank = (lang: string) => {
      const i = folders.findIndex((f) => f === lang || f.slice(0, 2) === lang.slice(0, 2));
      return i < 0 ? folders.length : i;
    };
    alternates.sort((a, b) => rank(a.lang) - rank(b.lang));
    return alternates[0]!.url.href;
  }
  const target = folders[0];
  if (!target) return null;
  const current = languageFolder(page.pathname);
  let path: string;
  if (homeFolder === null) {
    if (current) return null; // already a translation
    path = `/${target}${page.pathname}`;
  } else {
    if (current !== homeFolder) return null;
    path = page.pathname.replace(LANGUAGE_FOLDER, `/${target}`);
  }
  const url = new URL(page);
  url.pathname = path;
  url.hash = '';
  return url.href;
}
