import { createHash } from 'node:crypto';

/*
 * What a page "is" for a re-check: the markup that can carry a fact, without what a site changes
 * on every request (comments, scripts, nonces, CSRF tokens, whitespace). Scripts that are data
 * (JSON-LD, an app's inline state) stay: extraction reads them. A change this misses (a
 * timestamp in the text) costs one extraction; the job then finds the snippets unchanged and
 * still makes no model call.
 */
const COMMENTS = /<!--[\s\S]*?-->/g;
const SCRIPTS = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const DATA_SCRIPT = /\btype\s*=\s*["']?[^"'\s>]*json|\bid\s*=\s*["']?(__NEXT_DATA__|__NUXT_DATA__)/i;
const STYLES = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const VOLATILE_ATTRS = /\s(nonce|integrity|data-csrf[\w-]*|csrf[\w-]*)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const HIDDEN_INPUTS = /<input\b[^>]*\btype\s*=\s*["']?hidden[^>]*>/gi;
const CSRF_META = /<meta\b[^>]*\bname\s*=\s*["']?csrf[^>]*>/gi;

export function normalizePageContent(html: string): string {
  return html
    .replace(COMMENTS, '')
    .replace(SCRIPTS, (whole, attrs: string) => (DATA_SCRIPT.test(attrs) ? whole : ''))
    .replace(STYLES, '')
    .replace(HIDDEN_INPUTS, '')
    .replace(CSRF_META, '')
    .replace(VOLATILE_ATTRS, '')
    .replace(/\s+/g, ' ')
    .replace(/> </g, '><')
    .trim();
}

/** SHA-256 (hex) of the page's normalized content. */
export function pageContentHash(html: string): string {
  return createHash('sha256').update(normalizePageContent(html)).digest('hex');
}
