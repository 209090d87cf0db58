/**
 * Detects pages that answer 200 but carry no hotel content: soft 404s, bot challenges, parked
 * domains and JavaScript shells. Such pages must become a failure reason, never snippets.
 * Signals are deliberately conservative (title/h1 or several strong markers) because a false
 * positive silently drops a real hotel page; the real corpus pages are a regression test.
 */
import type { CheerioAPI } from 'cheerio';
import { documentTitle, elementsByTag, parseHtml } from '../extract/document.ts';
import { expandShell } from '../extract/inline-state.ts';
import { NonRetryableError } from '../errors.ts';

export type PageClass = 'ok' | 'soft-404' | 'challenge' | 'parked' | 'js-shell' | 'empty';

export interface Classification {
  kind: PageClass;
  /** Failure reason shown to staff; null for 'ok'. */
  reason: string | null;
  /** Visible text length (after removing scripts, styles and hidden templates). */
  textLength: number;
}

export const CLASS_REASONS: Record<Exclude<PageClass, 'ok'>, string> = {
  'soft-404': 'Page not found (soft 404)',
  challenge: 'Bot challenge page',
  parked: 'Parked domain',
  'js-shell': 'Page has no readable content (JavaScript shell)',
  empty: 'Page has no readable content',
};

const NOT_FOUND =
  /^(error\s*)?404\b|\b404\s*(error|-|–|:|\|)?\s*(page\s*)?not\s*found|^(page|file|document)?\s*not\s*found\b|\bpage\s+(was\s+)?not\s+found\b|\bseite\s+(wurde\s+)?nicht\s+gefunden\b|\bpage\s+(introuvable|non\s+trouv[ée]e)\b|\bp[áa]gina\s+no\s+encontrada\b|\bpagina\s+non\s+trovata\b|\bnot\s+found\s*(\||-|–)|^oops\b.*not\s+(be\s+)?found/i;

const CHALLENGE_TITLE = /^(just a moment\.*|attention required!?( \| cloudflare)?|checking your browser.*|access denied|ddos-guard|please wait while we verify.*|security check|are you a (robot|human)\??|one more step|pardon our interruption|verifying you are human.*)$/i;
const CHALLENGE_MARKUP = /cf-chl-|\/cdn-cgi\/challenge-platform\/|_cf_chl_opt|cf_chl_|challenges\.cloudflare\.com\/turnstile|id="challenge-form"|perimeterx|px-captcha|_incapsula_resource|datadome/i;
const CHALLENGE_TEXT = /checking your browser before accessing|verify (that )?you are (a )?human|enable javascript and cookies to continue|complete the security check|why do i have to complete a captcha|please (complete|solve) the captcha/i;
const CAPTCHA_MARKUP = /g-recaptcha|h-captcha|hcaptcha\.com|captcha-container/i;

const PARKED_TEXT = /this domain (name )?(is|may be) for sale|buy this domain|domain (is )?parked|parked (free|domain)|domain parking|sedoparking|parkingcrew|bodis\.com|this domain has (been registered|expired)|is parked (free|for free)|courtesy of godaddy|dan\.com\/buy-domain|afternic/i;

const SHELL_MARKUP = /<div[^>]+id=["'](root|app|__next|__nuxt|svelte)["'][^>]*>\s*<\/div>/i;

/** Minimal structural view of a domhandler node. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const NOT_VISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe']);

/**
 * Text of body (or html, or the whole document) without scripts, styles, hidden templates and
 * [hidden] elements. Read by walking the shared tree instead of cloning and pruning it, because
 * the same tree is later read by the crawler and the extractor.
 */
function visibleText($: CheerioAPI): string {
  const body = elementsByTag($, 'body')[0] as unknown as DomNode | undefined;
  const top = body ?? ((elementsByTag($, 'html')[0] ?? $.root().get(0)) as unknown as DomNode | undefined);
  // htmlparser2 builds no implied <body>: without one, head and title are not page text either
  const skip = body ? NOT_VISIBLE : new Set([...NOT_VISIBLE, 'head', 'title']);
  const parts: string[] = [];
  const walk = (n: DomNode): void => {
    for (const c of n.children ?? []) {
      if (c.type === 'text') parts.push(c.data ?? '');
      else if (c.attribs) {
        if (!skip.has(c.name ?? '') && c.attribs['hidden'] === undefined) walk(c);
      } else if (c.children) walk(c); // CDATA; comments have no children
    }
  };
  if (top) walk(top);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * `$` is the page's already parsed tree when the caller has one. A client-rendered shell's inline
 * state and <noscript> content are rendered into it first (expandShell): a shell whose state holds
 * the page is readable without a browser, and the crawler and extractor then read the same tree.
 */
export function classifyPage(html: string, _url?: string, $: CheerioAPI = parseHtml(html)): Classification {
  expandShell($);
  const firstText = (tag: string): string => {
    const el = elementsByTag($, tag)[0];
    return el ? $(el as never).text().replace(/\s+/g, ' ').trim() : '';
  };
  const titleEl = documentTitle($);
  const title = titleEl ? $(titleEl as never).text().replace(/\s+/g, ' ').trim() : '';
  const h1 = firstText('h1');
  const text = visibleText($);
  const textLength = text.length;
  const result = (kind: PageClass): Classification => ({ kind, reason: kind === 'ok' ? null : CLASS_REASONS[kind], textLength });

  const scripts = elementsByTag($, 'script').length;
  // markup scans read the whole HTML, so they run only on the short pages they can flag
  const shortPage = textLength < 1500;

  if (CHALLENGE_TITLE.test(title) || (shortPage && CHALLENGE_MARKUP.test(html))) return result('challenge');
  if (shortPage && (CHALLENGE_TEXT.test(text) || (CAPTCHA_MARKUP.test(html) && textLength < 400))) return result('challenge');

  if (textLength < 3000 && (PARKED_TEXT.test(title) || PARKED_TEXT.test(text))) return result('parked');

  const titleNotFound = NOT_FOUND.test(title);
  const h1NotFound = h1.length > 0 && h1.length < 120 && NOT_FOUND.test(h1);
  if (titleNotFound || h1NotFound) return result('soft-404');

  if (textLength < 200) {
    if (scripts > 0 || SHELL_MARKUP.test(html)) return result('js-shell');
    if (textLength < 40) return result('empty');
  }
  return result('ok');
}

/** Throws NonRetryableError with the classification reason unless the page is readable. */
export function assertReadablePage(html: string, url?: string): Classification {
  const c = classifyPage(html, url);
  if (c.kind !== 'ok') throw new NonRetryableError(c.reason!);
  return c;
}
