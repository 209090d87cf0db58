import type { CheerioAPI } from 'cheerio';
import { documentIndex, documentTitle, elementsByTag } from './document.ts';
import type { SnippetMethod, SnippetType } from '@hotel/contracts';
import { cleanText } from './text-utils.ts';
import { decodeHTML } from 'entities';

/** A snippet before it gets its page URLs and hash. */
export interface RawSnippet {
  type: SnippetType;
  content: string;
  method: SnippetMethod;
  section: string | null;
}

const LODGING_TYPES = new Set(
  ['hotel', 'lodgingbusiness', 'resort', 'bedandbreakfast', 'motel', 'hostel', 'campground', 'vacationrental', 'localbusiness', 'organization', 'touristaccommodation', 'apartment', 'house', 'accommodation'],
);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typesOf(o: JsonObject): string[] {
  const t = o['@type'] ?? o['type'];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^.*[/#:]/, '').toLowerCase());
}

/** A scalar (or the first scalar / the `name` of an object) as text. */
function textOf(v: Json | undefined): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return cleanText(decodeHTML(v)) || null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) {
    for (const x of v) {
      const t = textOf(x);
      if (t) return t;
    }
    return null;
  }
  return textOf(v['name'] ?? v['@value'] ?? v['value']);
}

/** Real pages ship JSON-LD with comments, trailing commas and raw control characters. */
export function parseLenientJson(raw: string): Json | undefined {
  const attempts = [
    raw,
    raw
      .replace(/^\s*<!--|-->\s*$/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:"'\\])\/\/[^\n]*/g, '$1')
      .replace(/,\s*([}\]])/g, '$1')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f]+/g, ' '),
  ];
  for (const a of attempts) {
    try {
      return JSON.parse(a) as Json;
    } catch {
      // try the next, more forgiving, form
    }
  }
  return undefined;
}

export function formatPostalAddress(o: JsonObject): string | null {
  const parts: string[] = [];
  const street = textOf(o['streetAddress']);
  const locality = textOf(o['addressLocality']);
  const region = textOf(o['addressRegion']);
  const postcode = textOf(o['postalCode']);
  const country = textOf(o['addressCountry']);
  if (street) parts.push(street);
  if (locality && !street?.includes(locality)) parts.push(locality);
  const regionPost = [region, postcode].filter(Boolean).join(' ');
  if (regionPost) parts.push(regionPost);
  if (country && !parts.some((p) => p.includes(country))) parts.push(country);
  const s = parts.join(', ');
  return s || null;
}

/** Turn one schema.org-like object (from JSON-LD, microdata or RDFa) into snippets. */
export function snippetsFromEntity(o: JsonObject, method: SnippetMethod, out: RawSnippet[]): void {
  const types = typesOf(o);
  const section = types.length ? `@type ${types.join(',')}` : null;
  const push = (type: SnippetType, content: string | null): void => {
    if (content && content.length > 0) out.push({ type, content: content.slice(0, 5000), method, section });
  };
  if (types.includes('postaladdress')) {
    push('address', formatPostalAddress(o));
    return;
  }
  if (types.includes('geocoordinates')) {
    const lat = textOf(o['latitude']);
    const lon = textOf(o['longitude']);
    if (lat && lon) push('geo', `${lat}, ${lon}`);
    return;
  }
  if (!types.some((t) => LODGING_TYPES.has(t))) return;
  push('hotel_name', textOf(o['name']));
  const brand = o['brand'];
  if (brand !== undefined) push('brand', textOf(brand));
  const addr = o['address'];
  if (isObject(addr)) push('address', formatPostalAddress(addr));
  else if (typeof addr === 'string') push('address', cleanText(addr));
  else if (Array.isArray(addr)) for (const a of addr) if (isObject(a)) push('address', formatPostalAddress(a));
  const geo = o['geo'];
  if (isObject(geo)) {
    const lat = textOf(geo['latitude']);
    const lon = textOf(geo['longitude']);
    if (lat && lon) push('geo', `${lat}, ${lon}`);
  }
  const phone = textOf(o['telephone']);
  const email = textOf(o['email']);
  if (phone || email) push('contact', [phone && `Phone: ${phone}`, email && `Email: ${email}`].filter(Boolean).join('\n'));
  push('description', textOf(o['description']));
  const features = o['amenityFeature'];
  const featureList = Array.isArray(features) ? features : features !== undefined ? [features] : [];
  const amenities: string[] = [];
  for (const f of featureList) {
    if (typeof f === 'string') amenities.push(cleanText(f));
    else if (isObject(f)) {
      const value = f['value'];
      if (value === false || value === 'false' || value === 'False') continue;
      const n = textOf(f['name']);
      if (n) amenities.push(n);
    }
  }
  if (amenities.length) push('amenities', amenities.join('\n'));
  const policies: string[] = [];
  const checkin = textOf(o['checkinTime']);
  const checkout = textOf(o['checkoutTime']);
  if (checkin) policies.push(`Check-in: ${checkin}`);
  if (checkout) policies.push(`Check-out: ${checkout}`);
  const pets = o['petsAllowed'];
  if (pets !== undefined) policies.push(`Pets allowed: ${textOf(pets)}`);
  if (policies.length) push('policy', policies.join('\n'));
  const price = textOf(o['priceRange']);
  const stars = isObject(o['starRating']) ? textOf((o['starRating'] as JsonObject)['ratingValue']) : textOf(o['starRating']);
  if (price) push('other', `Price range: ${price}`);
  if (stars) push('other', `Star rating: ${stars}`);
}

/** Every object in a JSON-LD document, following @graph and nested arrays. */
function walkJson(v: Json | undefined, visit: (o: JsonObject) => void, depth = 0): void {
  if (depth > 12 || v === undefined || v === null) return;
  if (Array.isArray(v)) {
    for (const x of v) walkJson(x, visit, depth + 1);
    return;
  }
  if (!isObject(v)) return;
  if (v['@type'] !== undefined) visit(v);
  for (const [k, child] of Object.entries(v)) {
    // address/geo of a lodging entity are read by the entity itself
    if (k === 'address' || k === 'geo' || k === 'amenityFeature') continue;
    if (typeof child === 'object') walkJson(child, visit, depth + 1);
  }
}

export function extractJsonLd($: CheerioAPI, out: RawSnippet[]): void {
  for (const el of elementsByTag($, 'script')) {
    const type = (el.attribs['type'] ?? '').toLowerCase();
    if (type !== 'application/ld+json' && type !== 'application/json+ld') {
      if (!el.attribs['src']) siteBuilderLocations($(el as never).text(), out);
      continue;
    }
    const parsed = parseLenientJson($(el as never).text());
    walkJson(parsed, (o) => snippetsFromEntity(o, 'json-ld', out));
  }
}

/*
 * A site builder's settings, inlined in a script for its own map and footer blocks, hold the
 * business's address as the owner typed it (Squarespace's `"location": {"addressLine1": …,
 * "addressLine2": "Town, Region, Code", "addressCountry": …}`), often with the country the pages
 * leave out. An object without a street is the template's placeholder town as often as the house's,
 * and is not read.
 */
const ADDRESS_LINES = /\{[^{}]*"addressLine1"\s*:[^{}]*\}/g;

export function siteBuilderLocations(script: string, out: RawSnippet[]): void {
  if (!script.includes('"addressLine1"')) return;
  for (const m of script.matchAll(ADDRESS_LINES)) {
    const o = parseLenientJson(m[0]);
    if (!isObject(o)) continue;
    const street = textOf(o['addressLine1']);
    if (!street || !/\p{L}/u.test(street)) continue;
    const parts = [street, textOf(o['addressLine2']), textOf(o['addressCountry'])].filter((p): p is string => !!p);
    // "Santa Fe, NM, 87501": the state and its ZIP code are one part, as the address is written
    const content = parts.join(', ').replace(/\b([A-Z]{2}),\s+(\d{5}(?:-\d{4})?)\b/u, '$1 $2');
    out.push({ type: 'address', content, method: 'json-ld', section: 'site builder location' });
  }
}

/** Microdata (itemscope/itemprop) and RDFa (typeof/property) read into the same object shape. */
export function extractMicrodataAndRdfa($: CheerioAPI, out: RawSnippet[]): void {
  const propValue = (el: ReturnType<CheerioAPI>): string => {
    const tag = (el.prop('tagName') ?? '').toLowerCase();
    if (el.attr('content') !== undefined) return el.attr('content') ?? '';
    if (tag === 'meta') return el.attr('content') ?? '';
    if (tag === 'a' || tag === 'link') return el.attr('href') ?? '';
    if (tag === 'time') return el.attr('datetime') ?? el.text();
    return el.text();
  };
  const build = (scope: ReturnType<CheerioAPI>, scopeAttr: string, propAttr: string, typeAttr: string, depth: number): JsonObject => {
    const obj: JsonObject = {};
    const type = scope.attr(typeAttr);
    if (type) obj['@type'] = type.split(/\s+/)[0] ?? type;
    if (depth > 6) return obj;
    scope.find(`[${propAttr}]`).each((_i, node) => {
      const el = $(node);
      // only direct properties of this scope, not of nested scopes
      const owner = el.parent().closest(`[${scopeAttr}]`);
      if (owner.length && owner[0] !== scope[0]) return;
      const names = (el.attr(propAttr) ?? '').split(/\s+/).map((n) => n.replace(/^.*[/#:]/, ''));
      const value: Json = el.is(`[${scopeAttr}]`) ? build(el, scopeAttr, propAttr, typeAttr, depth + 1) : cleanText(propValue(el));
      for (const n of names) {
        if (!n) continue;
        const prev = obj[n];
        if (prev === undefined) obj[n] = value;
        else if (Array.isArray(prev)) prev.push(value);
        else obj[n] = [prev, value];
      }
    });
    return obj;
  };
  const { microdata, rdfa } = documentIndex($);
  for (const node of microdata) {
    const el = $(node as never);
    if (el.parent().closest('[itemscope]').length) continue; // nested: read by its parent
    const obj = build(el, 'itemscope', 'itemprop', 'itemtype', 0);
    walkJson(obj, (o) => snippetsFromEntity(o, 'microdata', out));
  }
  for (const node of rdfa) {
    const el = $(node as never);
    if (el.parent().closest('[typeof]').length) continue;
    const obj = build(el, 'typeof', 'property', 'typeof', 0);
    walkJson(obj, (o) => snippetsFromEntity(o, 'rdfa', out));
  }
}

export function extractMeta($: CheerioAPI, out: RawSnippet[]): void {
  // one pass over the <meta> tags (a selector per key would scan the whole document each time)
  const metas = new Map<string, string>();
  for (const el of elementsByTag($, 'meta')) {
    const key = (el.attribs['property'] ?? el.attribs['name'] ?? '').toLowerCase();
    const content = el.attribs['content'];
    if (key && content && !metas.has(key)) metas.set(key, content);
  }
  const meta = (key: string): string | null => {
    const v = metas.get(key.toLowerCase());
    return v ? cleanText(v) || null : null;
  };
  const push = (type: SnippetType, content: string | null, section: string): void => {
    if (content) out.push({ type, content, method: 'meta', section });
  };
  push('hotel_name', meta('og:site_name'), 'og:site_name');
  push('hotel_name', meta('og:title'), 'og:title');
  push('description', meta('og:description'), 'og:description');
  push('description', meta('description'), 'meta description');
  const titleEl = documentTitle($);
  const title = titleEl ? cleanText($(titleEl as never).text()) : '';
  push('hotel_name', title || null, 'title');
  push('hotel_name', logoName($), 'logo');
  const street = meta('og:street-address') ?? meta('business:contact_data:street_address');
  const locality = meta('og:locality') ?? meta('business:contact_data:locality');
  const region = meta('og:region') ?? meta('business:contact_data:region');
  const postcode = meta('og:postal-code') ?? meta('business:contact_data:postal_code');
  const country = meta('og:country-name') ?? meta('business:contact_data:country_name');
  if (street || locality) {
    push('address', [street, locality, [region, postcode].filter(Boolean).join(' '), country].filter(Boolean).join(', '), 'og:address');
  }
  const phone = meta('og:phone_number') ?? meta('business:contact_data:phone_number');
  const email = meta('og:email') ?? meta('business:contact_data:email');
  if (phone || email) push('contact', [phone && `Phone: ${phone}`, email && `Email: ${email}`].filter(Boolean).join('\n'), 'og:contact');
}

const LOGO = /logo|brand/i;

/**
 * The text of the site's logo (its image's alt or title): small sites that write their name nowhere
 * else as text still put it on the logo. The first logo of the page, in its header or linking home;
 * logos further down are partners' (a rating site, a tourist board).
 */
export function logoName($: CheerioAPI): string | null {
  return imageLogo($) ?? textLogo($);
}

const TEXT_LOGO = /(?:^|[-_\s])(?:logo|brand|site-?title|site-?name|sitename|site-branding|navbar-brand)(?:$|[-_\s])/i;
const HEADER = /(?:^|[\s_-])(?:header|navbar|masthead|topbar)(?:$|[\s_-])/i;

/** Text with a space between its elements ("<span>Casa</span><span>Mar</span>" is two words). */
function spacedText(node: DomNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (node.type !== 'tag' || /^(?:script|style|svg|noscript)$/.test((node as DomTag).name)) return '';
  return ((node as DomTag).children ?? []).map((c) => spacedText(c as DomNode)).join(' ');
}

type DomNode = { type: string; parent: DomNode | null };
type DomTag = DomNode & { name: string; attribs: Record<string, string>; children?: DomNode[] };

/**
 * A logo written as text ("<a class=\"site-title\" href=\"/\">X</a>", "<div class=\"logo\">X</div>") in the
 * page's header, for sites whose logo is no image with an alt.
 */
function textLogo($: CheerioAPI): string | null {
  for (const el of $('header [class], nav [class], header [id], nav [id], [class*="header"] [class], [class*="navbar"] [class]').toArray()) {
    const a = el.attribs;
    if (!TEXT_LOGO.test(`${a['class'] ?? ''} ${a['id'] ?? ''}`)) continue;
    const text = cleanText(spacedText(el as unknown as DomNode));
    if (!text) continue;
    // a menu or a block of text is no logo
    if (text.length > 60 || text.split(/\s+/).length > 8 || $(el).find('a').length > 1) return null;
    const key = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (elementsByTag($, 'h1').some((h) => key($(h as never).text()) === key(text))) return null;
    return text;
  }
  return null;
}

function imageLogo($: CheerioAPI): string | null {
  for (const el of $('img').toArray()) {
    const a = el.attribs;
    let marked = LOGO.test(`${a['class'] ?? ''} ${a['id'] ?? ''} ${a['src'] ?? ''} ${a['alt'] ?? ''}`);
    let home = false;
    let header = false;
    let depth = 0;
    for (let p = el.parent as typeof el | null; p && p.type === 'tag'; p = p.parent as typeof el | null, depth++) {
      if (depth < 3 && LOGO.test(`${p.attribs['class'] ?? ''} ${p.attribs['id'] ?? ''}`)) marked = true;
      if (p.name === 'a' && /^(?:\.?\/|\.\/)?(?:index\.[a-z]+)?(?:[?#].*)?$|^https?:\/\/[^/]+\/?$/i.test((p.attribs['href'] ?? '').trim())) home = true;
      if (p.name === 'header' || p.name === 'nav' || HEADER.test(p.attribs['class'] ?? '')) header = true;
    }
    if (!marked) continue;
    // the first logo decides: a partner's further down the page names someone else
    if (!home && !header) return null;
    // "Hotel X logo", "Logo Hotel X": the word says what the picture is, not what it is called
    const text = cleanText(decodeHTML(a['alt'] ?? '') || decodeHTML(a['title'] ?? ''))
      .replace(/(?:^|\s)logo(?:tipo|type)?(?=\s|$)/giu, ' ')
      .trim();
    if (!text || /^(?:home|image|img|header|\d+)$/i.test(text) || /\.(?:png|jpe?g|gif|svg|webp)$/i.test(text)) return null;
    // a logo that says what the main heading says adds nothing, and its snippet would stand in for the heading's
    const key = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (elementsByTag($, 'h1').some((h) => key($(h as never).text()) === key(text))) return null;
    return text;
  }
  return null;
}
