import type { CheerioAPI } from 'cheerio';
import { documentIndex, elementsByTag, parseHtml } from './document.ts';
import { countryBelowPostcode, hasContact, isAddressHeading, markedAddresses, streetAbovePostcode, type DomNode } from './address.ts';
import type { ExtractedSnippet, ExtractInput } from './types.ts';
import { extractJsonLd, extractMeta, extractMicrodataAndRdfa, type RawSnippet } from './structured-data.ts';
import { removeHidden, toBlocks, toSections } from './visible-text.ts';
import { expandShell } from './inline-state.ts';
import { announcesMove, markOutdated } from './stale.ts';
import { copyrightName, introducesOtherProperties, notAboutThisHotel, classifyText, isJunk, isShortUntyped, looksLikeAddress, looksLikeContact, sectionKind } from './classify.ts';
import { cleanText, contentHashOfCleanLines, looksInjected, repairMojibake } from './text-utils.ts';
import { AMENITIES } from './lexicon.ts';

export type { ExtractInput, ExtractedSnippet };
export { contentHash, looksInjected } from './text-utils.ts';

const MAX_SNIPPET = 1000;

/** Split long text at sentence boundaries into pieces of at most `max` characters. */
function splitLong(text: string, max = MAX_SNIPPET): string[] {
  if (text.length <= max) return [text];
  const sentences = text.match(/[^.!?。！？]+[.!?。！？]+["')\]]?\s*|[^.!?。！？]+$/gu) ?? [text];
  const out: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (cur && cur.length + s.length > max) {
      out.push(cur.trim());
      cur = '';
    }
    if (s.length > max) {
      for (let i = 0; i < s.length; i += max) out.push(s.slice(i, i + max).trim());
    } else cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

/** Join list items into snippets of at most MAX_SNIPPET characters, one item per line. */
function chunkItems(items: string[]): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  let len = 0;
  for (const item of items) {
    if (cur.length && len + item.length + 1 > MAX_SNIPPET) {
      out.push(cur.join('\n'));
      cur = [];
      len = 0;
    }
    cur.push(item.slice(0, MAX_SNIPPET));
    len += item.length + 1;
  }
  if (cur.length) out.push(cur.join('\n'));
  return out;
}

/** A class that names its element an address, in the languages we read ("footer-address", "location_address", "direccion"). */
const ADDRESS_CLASS = /(?:^|[-_\s])(?:address|adresse|adres|direccion|indirizzo|anschrift|endereco|morada)(?:[-_\s]|$)/i;

/** Address blocks the markup marks (`<address>`, a contact block's lines, a map's place), before the tree is pruned. */
function markedAddressSnippets($: CheerioAPI): RawSnippet[] {
  const links = documentIndex($).links as unknown as DomNode[];
  const contactLinks = links.filter((a) => /^(?:tel|mailto):/i.test(a.attribs?.['href']?.trim() ?? ''));
  const mapSources = [...links, ...(elementsByTag($, 'iframe') as unknown as DomNode[])]
    .map((el) => ({ el, url: (el.attribs?.['href'] ?? el.attribs?.['src'] ?? '').trim() }))
    .filter((m) => /^geo:|maps?|goo\.gl/i.test(m.url));
  const classed = $('[class]')
    .toArray()
    .filter((el) => ADDRESS_CLASS.test(el.attribs['class'] ?? '') && !/^(?:input|textarea|select|form|button|body|html)$/.test(el.name)) as unknown as DomNode[];
  // the element right after a heading that names it an address
  const headed = $('h1, h2, h3, h4, h5, h6')
    .toArray()
    .filter((h) => isAddressHeading($(h).text()))
    .map((h) => $(h).next()[0])
    .filter((el) => el !== undefined) as unknown as DomNode[];
  return markedAddresses({ addresses: elementsByTag($, 'address') as unknown as DomNode[], contactLinks, mapSources, classed, headed }).map((m) => ({ type: 'address', content: m.content, method: 'text', section: m.section }));
}

/** A phone number alone on its line, in its international form ("+34 600 000 000"): no words, yet the house's contact. */
function bareInternationalPhone(s: string): boolean {
  return !/\p{L}/u.test(s) && s.trim().startsWith('+') && looksLikeContact(s);
}

/** Junk, except a phone number alone on its line (isJunk drops every line without a letter). */
function junk(s: string): boolean {
  return isJunk(s) && !bareInternationalPhone(s);
}

/** An address label alone on its line ("Dirección:", "Adresse", "Address"), its value on the next. */
const BARE_ADDRESS_LABEL = /^(?:our\s+|postal\s+)?(?:address|adresse|anschrift|dirección|direccion|indirizzo|morada|endereço|endereco|adres|adresa|adresas|cím|địa chỉ|住所|所在地)\s*[:：]?$/iu;

/**
 * A line under an address label alone on the line before it: the label's value. With the label
 * it reads as an address even without a number ("Casa X, Town, Province"), as it does on one line.
 */
function labelledAddresses(lines: string[], section: string | null): RawSnippet[] {
  const out: RawSnippet[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const label = lines[i]!.trim();
    const value = lines[i + 1]!.trim();
    if (!BARE_ADDRESS_LABEL.test(label) || looksLikeAddress(value) || hasContact(value)) continue;
    const joined = `${label.replace(/\s*[:：]$/u, '')}: ${value}`;
    if (looksLikeAddress(joined)) out.push({ type: 'address', content: joined, method: 'text', section });
  }
  return out;
}

/**
 * The name a footer's copyright notice gives ("© 2024 Pension X · All rights reserved"), as a name snippet of its
 * own (section "copyright", marked by its "©" so that it stays apart from a heading that writes the same name):
 * the notice itself is junk to every other reader.
 */
function copyrightSnippet(line: string, out: RawSnippet[]): void {
  if (line.length > 400) return;
  const name = copyrightName(line);
  if (name) out.push({ type: 'hotel_name', content: `© ${name}`, method: 'text', section: 'copyright' });
}

function visibleSnippets($: CheerioAPI): RawSnippet[] {
  const out: RawSnippet[] = [];
  removeHidden($);
  const h1s: string[] = [];
  const sections = toSections(toBlocks($, h1s));
  for (const h of h1s.slice(0, 2)) if (h.length <= 100 && !isJunk(h)) out.push({ type: 'hotel_name', content: h, method: 'text', section: 'h1' });
  for (const sec of sections) {
    const kind = sectionKind(sec.path, sec.h1);
    const section = sec.heading ? sec.heading.slice(0, 200) : null;
    if (sec.nav) {
      // menus are links, not content; an address or phone inside a header menu is still kept
      for (const p of [...sec.paragraphs, ...sec.items]) {
        copyrightSnippet(p, out);
        if (looksLikeAddress(p)) out.push({ type: 'address', content: p, method: 'text', section });
        else if (looksLikeContact(p)) out.push({ type: 'contact', content: p, method: 'text', section });
        // a notice bar under the menu ("we've moved to ...") is what lets stale markup be set aside
        else if (announcesMove(p)) out.push({ type: 'other', content: p, method: 'text', section });
      }
      continue;
    }
    // the label set as the section's heading ("<h2>Adres</h2>") labels the first line under it
    const underLabel = sec.heading && BARE_ADDRESS_LABEL.test(sec.heading.trim()) ? (sec.paragraphs[0] ?? sec.items[0]) : undefined;
    if (underLabel !== undefined) out.push(...labelledAddresses([sec.heading!, underLabel], section));
    out.push(...labelledAddresses(sec.paragraphs, section), ...labelledAddresses(sec.items, section));
    let otherProperties = false;
    for (const p of [...sec.paragraphs, ...sec.items]) copyrightSnippet(p, out);
    for (const [i, p] of sec.paragraphs.entries()) {
      otherProperties ||= introducesOtherProperties(p);
      if (otherProperties || junk(p) || notAboutThisHotel(p, kind)) continue;
      for (const piece of splitLong(p)) {
        const type = classifyText(piece, kind, false, sec.heading);
        if (type === 'other' && !streetAbovePostcode(sec.paragraphs, i) && !countryBelowPostcode(sec.paragraphs, i) && (isShortUntyped(piece) || (sec.linkOnly.has(p) && piece.split(/\s+/).length <= 8))) continue;
        out.push({ type, content: piece, method: 'text', section });
      }
    }
    const items = sec.items.filter((i) => !junk(i) && !notAboutThisHotel(i, kind));
    if (items.length === 0) continue;
    // addresses and phones in a list (footers) are typed one by one
    const rest: string[] = [];
    for (const item of items) {
      const t = classifyText(item, kind, true);
      if (t === 'address' || t === 'contact') out.push({ type: t, content: item, method: 'text', section });
      else rest.push(item);
    }
    if (rest.length === 0) continue;
    const mostlyShort = rest.filter((i) => i.length <= 60).length >= rest.length * 0.6;
    // A list with no telling heading is an amenity list when most items name an amenity. Asked
    // only of untyped short lists: matching every item against the whole lexicon is not cheap.
    let mostly: boolean | undefined;
    const mostlyAmenities = (): boolean => {
      if (mostly !== undefined) return mostly;
      // at least 40 % of the items; counting stops as soon as the answer is known
      const need = rest.length * 0.4;
      let hits = 0;
      let left = rest.length;
      for (const item of rest) {
        if (AMENITIES.some((a) => a.pattern.test(item))) hits++;
        left--;
        if (hits >= need || hits + left < need) break;
      }
      mostly = hits >= need;
      return mostly;
    };
    for (const chunk of chunkItems(rest)) {
      let type = classifyText(chunk, kind, true);
      if (type === 'other' && mostlyShort && rest.length >= 3 && mostlyAmenities()) type = 'amenities';
      if (type === 'other' && !mostlyShort) type = classifyText(chunk, kind, false);
      // an untyped list of single words or bare links is a link bar (social icons, "Photos", pagers)
      if (type === 'other' && (isShortUntyped(chunk) || chunk.split('\n').every((line) => sec.linkOnly.has(line) && line.split(/\s+/).length <= 8))) continue;
      out.push({ type, content: chunk, method: 'text', section });
    }
  }
  return out;
}

/**
 * Typed snippets from one page: structured data first (JSON-LD, microdata, RDFa, meta), then the
 * visible text by section. Pure and synchronous; the HTML is already decoded text.
 */
export function extractSnippets(input: ExtractInput): ExtractedSnippet[] {
  const raw: RawSnippet[] = [];
  const $ = input.document ?? parseHtml(input.html);
  extractJsonLd($, raw);
  extractMicrodataAndRdfa($, raw);
  extractMeta($, raw);
  // a client-rendered shell is read from its inline state and <noscript> (a no-op once the fetcher did it)
  expandShell($);
  raw.push(...markedAddressSnippets($));
  // the visible-text pass prunes the tree, so it runs after the structured-data readers
  raw.push(...visibleSnippets($));
  // each content once, the type of its first copy; except that an address is kept as an address
  // when a page's description meta repeats it before the visible text shows it
  const seen = new Map<string, string>();
  const out: ExtractedSnippet[] = [];
  for (const r of raw) {
    const content = repairMojibake(r.content)
      .split('\n')
      .map(cleanText)
      .filter(Boolean)
      .join('\n')
      .slice(0, 20_000);
    if (!content || looksInjected(content)) continue;
    const hash = contentHashOfCleanLines(content);
    const first = seen.get(hash);
    if (first !== undefined && (r.type !== 'address' || first === 'address')) continue;
    seen.set(hash, r.type);
    out.push({ type: r.type, content, sourceUrl: input.sourceUrl, pageUrl: input.pageUrl, method: r.method, section: r.section === null ? null : repairMojibake(r.section), contentHash: hash });
  }
  return out;
}

function isHomepage(url: string): boolean {
  try {
    const u = new URL(url);
    return /^\/?(index\.[a-z]+)?$/i.test(u.pathname) || /^\/(en|fr|de|es|it|ja|vi)\/?$/i.test(u.pathname);
  } catch {
    return false;
  }
}

/**
 * Boilerplate repeated on several pages (header/footer address, phone, menus) is kept once: the
 * homepage's copy when it has one, else the first seen.
 */
export function dedupeAcrossPages(snippets: ExtractedSnippet[]): ExtractedSnippet[] {
  const byHash = new Map<string, ExtractedSnippet>();
  const order: string[] = [];
  for (const s of snippets) {
    // an address is kept apart from a description meta that repeats it (see extractSnippets)
    const key = s.type === 'address' ? `${s.contentHash}:address` : s.contentHash;
    const prev = byHash.get(key);
    if (!prev) {
      byHash.set(key, s);
      order.push(key);
    } else if (!isHomepage(prev.pageUrl) && isHomepage(s.pageUrl)) byHash.set(key, s);
  }
  return order.map((h) => byHash.get(h)).filter((s): s is ExtractedSnippet => s !== undefined);
}

/** Snippets of a site's pages; values the visible pages say are out of date are set aside (stale.ts). */
export function extractSnippetsFromPages(pages: ExtractInput[]): ExtractedSnippet[] {
  return markOutdated(dedupeAcrossPages(pages.flatMap((p) => extractSnippets(p))));
}
