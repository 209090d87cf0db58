/**
 * Client-rendered homepages (Next.js, Nuxt, other single-page apps) ship their content as inline
 * JSON state and, sometimes, as a <noscript> fallback, with an empty <div id="__next"> for the
 * visible page. On such a thin page that state is the page: `expandShell` renders it into the
 * tree as ordinary HTML (headings, paragraphs, lists, links) so the shell check, the crawler's
 * link discovery and the extractor read it like any server-rendered page. The JSON is data, never
 * code: nothing here evaluates a script, and the rendered text goes through the same hidden-text
 * pruning and injection filter as the rest of the page.
 */
import type { CheerioAPI } from 'cheerio';
import { elementsByTag, forgetDocumentIndex, type DomElement } from './document.ts';
import { parseLenientJson } from './structured-data.ts';
import { cleanText } from './text-utils.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

/** Below this much own text a page with inline state is read from its state. */
const THIN_PAGE = 1500;
const MAX_DEPTH = 24;
/** Bounds on what one page's state may add (a hostile page must not blow up every later pass). */
const MAX_NODES = 20_000;
const MAX_TEXT = 200_000;

/**
 * Assignments of framework state to a global: `window.__NUXT__ = {...}`, `window.__INITIAL_STATE__=JSON.parse("...")`,
 * `window.__APOLLO_STATE__`, `window.__remixContext`.
 */
const STATE_ASSIGNMENT = /(?:window|self|globalThis)\s*(?:\.\s*|\[\s*["'])(__[A-Za-z][A-Za-z0-9_]*)(?:["']\s*\])?\s*=(?!=)\s*/g;

/** Keys whose values are machine data, never page text. */
const SKIP_KEY =
  /^(_.*|\$.*|@.*|id|ids|uuid|guid|key|keys|slug|slugs|src|srcset|sizes|image|images|img|icon|icons|logo|thumbnail|thumb|photo|photos|picture|pictures|media|asset|assets|file|files|video|videos|locale|locales|lang|language|languages|currency|type|typename|kind|variant|theme|colou?r|colou?rs|class|classname|classes|style|styles|css|template|component|components|layout|status|token|hash|etag|sha|version|build|buildid|timestamp|created(at)?|updated(at)?|published(at)?|date|dates|lat|lng|lon|latitude|longitude|zoom|width|height|size|order|index|position|sort|weight|price|prices|amount|rating|score|count|total|seo|meta|metadata|head|og|opengraph|twitter|analytics|tracking|gtm|config|runtimeconfig|env|i18n|translations|messages|strings|labels|query|params|cookies?|headers|session|user|auth|csrf|nonce|scripts?|errors?|isfallback|gssp|gsp|gip|appgip|scriptloader|serverrendered|prerenderedat|once|fetch|chunks?|manifest|state_key|mimetype|alt_?text|aria_?label)$/i;
/** Keys that name the object they sit in. */
const TITLE_KEY = /^(title|name|heading|headline|label|caption_?title|display_?name|hotel_?name|property_?name)$/i;
/** Keys of link targets. */
const LINK_KEY = /^(href|url|link|path|to|as|permalink|uri)$/i;
/** Containers whose key says nothing (wrappers around the real content). */
const GENERIC_KEY = /^(props|pageprops|data|state|payload|content|contents|items|item|list|entries|entry|nodes|node|edges|children|blocks|block|sections|section|modules|module|fields|attributes|values|value|results|result|page|pages|body|text|story|stories|document|documents|fallback|initialdata|initialstate|store|vuex|pinia|apollo|root|root_?query|root_?mutation|loaderdata|actiondata|main|\d+)$/i;
const ADDRESS_PART =
  /^(street|street_?address|address_?line_?\d?|line_?\d|address\d?|house_?number|postal_?code|post_?code|zip|zip_?code|plz|cap|cp|city|town|locality|address_?locality|region|state|province|address_?region|country|country_?name|address_?country)$/i;

/** Site chrome: rendered as <nav> / <footer> so the extractor reads them as it reads a page's own menus and footers. */
const NAV_KEY = /^(nav|navigation|navbar|menu|menus|main_?menu|main_?nav|header_?(menu|nav|links)|top_?menu|breadcrumbs?|language_?switch(er)?)$/i;
const FOOTER_KEY = /^(footer|footer_?(menu|nav|links|data|content)|site_?footer)$/i;
const PHONE_KEY = /^(phone|phone_?number|telephone|tel|mobile|fax|whatsapp)$/i;

const URLISH = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|\.\.?\/|#|www\.)\S*$/i;
const CODEISH = /[{}]|=>|;\s*[\w-]+\s*:|\bfunction\s*\(|\b(?:var|rgba?|hsla?|calc|url|linear-gradient|translate[XYZ3d]*)\(|^\s*[.#][\w-]+\s*\{|^#[0-9a-f]{3,8}$/i;
const IDENTIFIER = /^[a-z0-9_.:/-]+$|^[A-Za-z0-9]+(?:[_.:/-][A-Za-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;
const NUMERIC = /^[\d\s:.,+\-/%€$£¥TZ]+$/;
const FILE_NAME = /\.(?:jpe?g|png|gif|webp|avif|svg|ico|mp4|webm|pdf|js|mjs|css|json|woff2?)(?:\?\S*)?$/i;
const HTML_STRING = /^\s*<(?:p|div|h[1-6]|ul|ol|li|br|strong|em|span|section|article|table|a)\b[^>]*>/i;

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A string a person reads: letters, not an id, URL, file name, date, code or CSS. */
export function isReadableString(s: string): boolean {
  const t = cleanText(s);
  if (t.length < 2 || t.length > 20_000 || !/\p{L}/u.test(t)) return false;
  if (HTML_STRING.test(t)) return true;
  if (URLISH.test(t) || FILE_NAME.test(t) || NUMERIC.test(t) || CODEISH.test(t)) return false;
  // single tokens: codes and identifiers ("pool", "room_type", "heroBanner") are data, names are capitalised
  if (!/\s/.test(t) && IDENTIFIER.test(t)) return false;
  return true;
}

function humanizeKey(key: string): string | null {
  if (GENERIC_KEY.test(key) || SKIP_KEY.test(key) || TITLE_KEY.test(key) || key.length < 3) return null;
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  if (!/^[a-z ]+$/.test(words)) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function linkTarget(v: Json | undefined): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return /^(https?:\/\/|\/(?!\/))[^\s<>"]*$/i.test(t) ? t : null;
}

/**
 * Nuxt 3 serialises its payload with devalue: one flat array where objects and arrays hold the
 * indexes of their values. Reads it back into plain JSON (with a node budget; cycles stop).
 */
function looksDevalue(v: Json | undefined): v is Json[] {
  if (!Array.isArray(v) || v.length < 2) return false;
  const head = v[0];
  if (Array.isArray(head)) return typeof head[0] === 'string' && /^(Reactive|ShallowReactive|Ref|ShallowRef|EmptyRef|EmptyShallowRef|NuxtError)$/.test(head[0]) && typeof head[1] === 'number';
  return typeof head === 'object' && head !== null && Object.values(head).length > 0 && Object.values(head).every((x) => Number.isInteger(x));
}

function reviveDevalue(flat: Json[]): Json {
  let budget = MAX_NODES;
  const revive = (i: Json, depth: number): Json => {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= flat.length || depth > MAX_DEPTH || --budget < 0) return null;
    const v = flat[i]!;
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) {
      if (typeof v[0] === 'string') {
        // a typed value: ["Reactive", i], ["Date", "..."], ["Set", i...], ["Map", k, v...]
        const [tag, ...rest] = v;
        if (tag === 'Date' || tag === 'RegExp' || tag === 'BigInt') return null;
        if (tag === 'Map') {
          const o: JsonObject = {};
          for (let k = 0; k + 1 < rest.length; k += 2) {
            const key = revive(rest[k]!, depth + 1);
            if (typeof key === 'string') o[key] = revive(rest[k + 1]!, depth + 1);
          }
          return o;
        }
        if (tag === 'Set' || tag === 'null') return rest.map((x) => revive(x, depth + 1));
        return rest.length === 1 ? revive(rest[0]!, depth + 1) : rest.map((x) => revive(x, depth + 1));
      }
      return v.map((x) => revive(x, depth + 1));
    }
    const o: JsonObject = {};
    for (const [k, x] of Object.entries(v)) o[k] = revive(x, depth + 1);
    return o;
  };
  return revive(0, 0);
}

/**
 * Index of the bracket that closes the one opening at `from`, skipping quoted strings; -1 when it
 * does not close before `limit` characters.
 */
function closingIndex(text: string, from: number, opens: string, closes: string, limit = Infinity): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length && i < from + limit; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (opens.includes(c)) depth++;
    else if (closes.includes(c) && --depth === 0) return i;
  }
  return -1;
}

/** The object literal or array that starts at `from` (balanced brackets, strings respected). */
function balancedJson(text: string, from: number): string | null {
  if (text[from] !== '{' && text[from] !== '[') return null;
  const end = closingIndex(text, from, '{[', '}]');
  return end < 0 ? null : text.slice(from, end + 1);
}

/** The state objects of one page's scripts, in document order. */
export function inlineStates($: CheerioAPI): { source: string; value: Json }[] {
  const out: { source: string; value: Json }[] = [];
  for (const el of elementsByTag($, 'script')) {
    const type = (el.attribs['type'] ?? '').toLowerCase().trim();
    const id = el.attribs['id'] ?? '';
    const text = $(el as never).text();
    if (!text.trim()) continue;
    if (type === 'application/json') {
      const value = parseLenientJson(text);
      if (value !== undefined) out.push({ source: id || 'application/json', value: looksDevalue(value) ? reviveDevalue(value) : value });
      continue;
    }
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) continue;
    for (const m of text.matchAll(STATE_ASSIGNMENT)) {
      const at = m.index + m[0].length;
      let raw: string | null = null;
      const parse = /^JSON\.parse\(\s*(["'])/.exec(text.slice(at, at + 20));
      if (parse) {
        // JSON.parse("...") holds the JSON as a string literal: read the literal, then its JSON
        const lit = balancedString(text, at + parse[0].length - 1);
        if (lit !== null) raw = lit;
      } else if (/^\(?\s*function\s*\(/.test(text.slice(at, at + 20))) {
        const nuxt2 = nuxt2Payload(text, at);
        if (nuxt2 !== undefined) out.push({ source: m[1]!, value: nuxt2 });
        continue;
      } else raw = balancedJson(text, at);
      if (!raw) continue;
      const value = parseLenientJson(raw) ?? parseLenientJson(quoteKeys(raw));
      if (value !== undefined) out.push({ source: m[1]!, value: looksDevalue(value) ? reviveDevalue(value) : value });
    }
  }
  return out;
}

/** The value of the JS string literal starting at `from` (its quote). */
function balancedString(text: string, from: number): string | null {
  const quote = text[from];
  let raw = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      raw += c + (text[i + 1] ?? '');
      i++;
    } else if (c === quote) {
      try {
        return JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"`) as string;
      } catch {
        return null;
      }
    } else raw += c;
  }
  return null;
}

/**
 * Nuxt 2 writes its state as a function call, `(function(a,b){return {title:a,...}}("Spa",2))`,
 * so repeated values are sent once. Read without running it: the arguments are JSON literals,
 * the body an object literal whose bare identifiers are those parameters.
 */
function nuxt2Payload(text: string, at: number): Json | undefined {
  const head = /^\(?\s*function\s*\(([\w$,\s]*)\)\s*\{\s*return\s*/.exec(text.slice(at, at + 2000));
  if (!head) return undefined;
  const bodyAt = at + head[0].length;
  const body = balancedJson(text, bodyAt);
  if (!body) return undefined;
  const close = /^\s*;?\s*\}\s*\)?\s*\(/.exec(text.slice(bodyAt + body.length, bodyAt + body.length + 20));
  if (!close) return undefined;
  const argsAt = bodyAt + body.length + close[0].length - 1;
  const args = balancedParens(text, argsAt);
  if (args === null) return undefined;
  const values = parseLenientJson(jsLiteralToJson(`[${args}]`, new Map()));
  if (!Array.isArray(values)) return undefined;
  const params = head[1]!.split(',').map((p) => p.trim()).filter(Boolean);
  const vars = new Map<string, Json>(params.map((p, i) => [p, values[i] ?? null]));
  return parseLenientJson(jsLiteralToJson(body, vars));
}

/** The text inside the parentheses that open at `from` (strings respected). */
function balancedParens(text: string, from: number): string | null {
  const end = closingIndex(text, from, '(', ')', 5_000_000);
  return end < 0 ? null : text.slice(from + 1, end);
}

/** A JS literal (objects, arrays, strings, numbers, bare keys, known identifiers) as JSON text; unknown identifiers become null. */
function jsLiteralToJson(src: string, vars: Map<string, Json>): string {
  let out = '';
  let lastSignificant = '';
  for (let i = 0; i < src.length; ) {
    const c = src[i]!;
    if (c === '"' || c === "'") {
      let j = i + 1;
      let raw = '';
      for (; j < src.length && src[j] !== c; j++) {
        if (src[j] === '\\') {
          raw += src[j]! + (src[j + 1] ?? '');
          j++;
        } else raw += src[j];
      }
      let value: string;
      try {
        value = JSON.parse(`"${raw.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"`) as string;
      } catch {
        value = '';
      }
      out += JSON.stringify(value);
      lastSignificant = '"';
      i = j + 1;
      continue;
    }
    const id = /^[A-Za-z_$][\w$]*/.exec(src.slice(i, i + 200));
    if (id && !/[\w$.]/.test(src[i - 1] ?? '')) {
      const name = id[0];
      const after = src.slice(i + name.length).match(/^\s*(.)/)?.[1];
      if (after === ':' && (lastSignificant === '{' || lastSignificant === ',')) out += JSON.stringify(name);
      else if (name === 'true' || name === 'false' || name === 'null') out += name;
      else if (name === 'void') {
        out += 'null';
        i += name.length;
        i += /^\s*0/.exec(src.slice(i))?.[0].length ?? 0;
        lastSignificant = 'x';
        continue;
      } else out += JSON.stringify(vars.get(name) ?? null);
      lastSignificant = 'x';
      i += name.length;
      continue;
    }
    if (c === '!' && (src[i + 1] === '0' || src[i + 1] === '1')) {
      out += src[i + 1] === '0' ? 'true' : 'false';
      lastSignificant = 'x';
      i += 2;
      continue;
    }
    if (!/\s/.test(c)) lastSignificant = c;
    out += c;
    i++;
  }
  return out;
}

/** A JS object literal with bare keys (`{title:"Spa"}`) made JSON. */
function quoteKeys(raw: string): string {
  return raw.replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":');
}

/** Where a framework keeps the page's own data inside its state. */
function contentRoot(source: string, value: Json): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (source === '__NEXT_DATA__') {
    const props = value['props'];
    if (props && typeof props === 'object' && !Array.isArray(props)) return props['pageProps'] ?? props;
    return null;
  }
  if (source === '__NUXT_DATA__' || source === '__NUXT__') {
    const o: JsonObject = {};
    for (const k of ['data', 'state', 'fetch']) if (value[k] !== undefined) o[k] = value[k]!;
    return o;
  }
  return value;
}

interface Render {
  html: string[];
  links: { href: string; text: string }[];
  text: number;
  nodes: number;
  /** Visible text already on the page: state strings it already shows are not repeated. */
  shown: string;
}

function readable(r: Render, v: Json | undefined): string | null {
  if (typeof v !== 'string' || !isReadableString(v)) return null;
  const t = cleanText(v);
  if (!HTML_STRING.test(t) && t.length >= 12 && r.shown.includes(t)) return null;
  return t;
}

function emitText(r: Render, tag: string, t: string): void {
  if (r.text > MAX_TEXT) return;
  r.text += t.length;
  // CMS rich text is HTML already; the extractor prunes scripts and hidden parts of it like any page
  r.html.push(HTML_STRING.test(t) ? `<div>${t}</div>` : `<${tag}>${escapeHtml(t)}</${tag}>`);
}

const POSTCODE_KEY = /^(postal_?code|post_?code|zip|zip_?code|plz|cap|cp)$/i;
const TOWN_KEY = /^(city|town|locality|address_?locality)$/i;

/** An address object's parts in the site's own order; a postcode and its town stay one part ("79098 Freiburg"). */
function addressLine(o: JsonObject): string | null {
  const parts: { key: string; text: string }[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (!ADDRESS_PART.test(k)) continue;
    const t = typeof v === 'string' || typeof v === 'number' ? cleanText(String(v)) : typeof v === 'object' && v && !Array.isArray(v) ? (typeof v['name'] === 'string' ? cleanText(v['name']) : '') : '';
    if (t && !parts.some((p) => p.text === t)) parts.push({ key: k, text: t });
  }
  if (parts.length < 2) return null;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const next = parts[i + 1];
    if (next && POSTCODE_KEY.test(p.key) && TOWN_KEY.test(next.key)) {
      out.push(`${p.text} ${next.text}`);
      i++;
    } else out.push(p.text);
  }
  return out.join(', ');
}

function renderValue(r: Render, v: Json | undefined, key: string, depth: number, keyHeading = true): void {
  if (v === undefined || v === null || depth > MAX_DEPTH || ++r.nodes > MAX_NODES || r.text > MAX_TEXT) return;
  if (SKIP_KEY.test(key) && !ADDRESS_PART.test(key)) return;
  const chrome = NAV_KEY.test(key) ? 'nav' : FOOTER_KEY.test(key) ? 'footer' : null;
  if (chrome) {
    r.html.push(`<${chrome}>`);
    renderValue(r, v, "", depth);
    r.html.push(`</${chrome}>`);
    return;
  }
  const level = Math.min(6, 2 + Math.floor(depth / 2));
  if (typeof v === 'string' && PHONE_KEY.test(key)) {
    const t = cleanText(v);
    if (/^\+?[\d\s()./-]{6,24}$/.test(t)) emitText(r, 'p', t);
    return;
  }
  if (typeof v === 'string') {
    const t = readable(r, v);
    if (t) emitText(r, TITLE_KEY.test(key) ? `h${level}` : 'p', t);
    return;
  }
  if (typeof v !== 'object') return;
  if (Array.isArray(v)) {
    const heading = keyHeading ? humanizeKey(key) : null;
    const strings = v.map((x) => readable(r, x));
    if (v.length > 0 && v.every((x) => typeof x === 'string')) {
      const items = strings.filter((s): s is string => s !== null && s.length <= 200);
      if (items.length === 0) return;
      if (heading) emitText(r, `h${level}`, heading);
      r.html.push(`<ul>${items.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
      r.text += items.join(' ').length;
      return;
    }
    // objects that are only a name (and a link or a short note) read as a list of names
    const simple = v.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.entries(x).every(([k, y]) => TITLE_KEY.test(k) || LINK_KEY.test(k) || SKIP_KEY.test(k) || typeof y !== 'object' || y === null));
    if (simple && v.length > 0) {
      const lis: string[] = [];
      for (const x of v as JsonObject[]) {
        const titleKey = Object.keys(x).find((k) => TITLE_KEY.test(k) && readable(r, x[k]) !== null);
        const title = titleKey ? readable(r, x[titleKey]) : null;
        const href = Object.keys(x).map((k) => (LINK_KEY.test(k) ? linkTarget(x[k]) : null)).find((h) => h !== null) ?? null;
        if (href) r.links.push({ href, text: title ?? '' });
        const notes = Object.entries(x)
          .filter(([k]) => k !== titleKey && !LINK_KEY.test(k) && !SKIP_KEY.test(k))
          .map(([, y]) => readable(r, y))
          .filter((s): s is string => s !== null && !HTML_STRING.test(s));
        const line = [title, ...notes].filter(Boolean).join(' – ');
        if (!line) continue;
        r.text += line.length;
        lis.push(href && title ? `<li><a href="${escapeHtml(href)}">${escapeHtml(line)}</a></li>` : `<li>${escapeHtml(line)}</li>`);
      }
      if (lis.length === 0) return;
      if (heading) emitText(r, `h${level}`, heading);
      r.html.push(`<ul>${lis.join('')}</ul>`);
      return;
    }
    if (heading) emitText(r, `h${level}`, heading);
    for (const x of v) renderValue(r, x, '', depth + 1);
    return;
  }
  const entries = Object.entries(v);
  const address = addressLine(v);
  const titleKey = entries.find(([k, x]) => TITLE_KEY.test(k) && readable(r, x) !== null)?.[0];
  const heading = titleKey || !keyHeading ? null : humanizeKey(key);
  const href = entries.map(([k, x]) => (LINK_KEY.test(k) ? linkTarget(x) : null)).find((h) => h !== null) ?? null;
  if (titleKey) {
    const t = readable(r, v[titleKey])!;
    if (href) r.links.push({ href, text: t });
    emitText(r, `h${level}`, t);
  } else if (heading && entries.some(([, x]) => typeof x === 'object' || typeof x === 'string')) emitText(r, `h${level}`, heading);
  else if (href) r.links.push({ href, text: '' });
  if (address) emitText(r, 'p', address);
  // a block that is only a title and one list ({title: "Nos services", services: [...]}): the title
  // heads the list, and the list's key would repeat it
  const lists = entries.filter(([k, x]) => typeof x === 'object' && x !== null && !SKIP_KEY.test(k)).length;
  const prose = entries.some(([k, x]) => k !== titleKey && !SKIP_KEY.test(k) && typeof x === 'string' && readable(r, x) !== null);
  const titledList = titleKey !== undefined && lists === 1 && !prose;
  for (const [k, x] of entries) {
    if (k === titleKey || (address && ADDRESS_PART.test(k))) continue;
    renderValue(r, x, k, depth + 1, !titledList);
  }
}

/** Whether a <noscript> holds page content (headings, paragraphs, lists, links), not a "please enable JavaScript" line. */
function noscriptHasContent($: CheerioAPI, el: DomElement): boolean {
  return $(el as never).find('h1,h2,h3,h4,h5,h6,p,ul,ol,table,section,article,main,address,dl').length > 0;
}

const NOT_VISIBLE = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'head', 'title']);

/** The page's own visible text (no scripts, styles, <noscript> or hidden templates). */
function ownText($: CheerioAPI): string {
  const parts: string[] = [];
  let len = 0;
  const walk = (n: DomElement): void => {
    for (const c of (n.children ?? []) as (DomElement & { data?: string })[]) {
      if (len > 200_000) return;
      if (c.type === 'text') {
        const t = cleanText(c.data ?? '');
        if (t) {
          parts.push(t);
          len += t.length + 1;
        }
      } else if (c.attribs && !NOT_VISIBLE.has(c.name) && c.attribs['hidden'] === undefined) walk(c);
    }
  };
  for (const root of $.root().toArray() as unknown as DomElement[]) walk(root);
  return parts.join(' ');
}

const expanded = new WeakSet<CheerioAPI>();

/**
 * On a thin page (a client-rendered shell), renders its inline state and its content-bearing
 * <noscript> blocks as ordinary HTML inside <body>. Idempotent per tree: the fetcher, the crawler
 * and the extractor may each call it on the shared tree. Pages with their own content are left
 * as they are (their state repeats what they show).
 */
export function expandShell($: CheerioAPI): boolean {
  if (expanded.has($)) return false;
  expanded.add($);
  const noscripts = $('noscript').toArray();
  const states = inlineStates($);
  if (states.length === 0 && noscripts.length === 0) return false;
  const shown = ownText($);
  const own = shown.length;
  const r: Render = { html: [], links: [], text: 0, nodes: 0, shown };
  for (const s of states) renderValue(r, contentRoot(s.source, s.value), '', 0);
  const thin = own < THIN_PAGE || r.text > own;
  let changed = false;
  if (thin) {
    for (const n of noscripts) {
      if (!noscriptHasContent($, n as unknown as DomElement)) continue;
      (n as unknown as { name: string }).name = 'div';
      changed = true;
    }
  }
  if (thin && (r.html.length > 0 || r.links.length > 0)) {
    const hrefs = new Set<string>();
    const links = r.links.filter((l) => !hrefs.has(l.href) && (hrefs.add(l.href), true));
    const linkNav = links.length ? `<nav data-inline-state-links><ul>${links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul></nav>` : '';
    const body = elementsByTag($, 'body')[0];
    const target = body ? $(body as never) : $.root();
    target.append(`<div data-inline-state>${linkNav}${r.html.join('')}</div>`);
    changed = true;
  }
  if (changed) forgetDocumentIndex($);
  return changed;
}
