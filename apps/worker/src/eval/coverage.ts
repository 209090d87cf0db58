import * as cheerio from 'cheerio';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { isHidden } from '../extract/visible-text.ts';
import { itemSimilarity, normalize } from './scoring.ts';

/*
 * Coverage: which labelled items (amenities, transport link names, attractions; the required ones,
 * not `optional`) a text holds at all, whatever a model later makes of it. Measured on the
 * snippets the pipeline extracted and on the profile request an LLM would receive: no model can
 * write a fact it was not sent, so the second share is the ceiling of any LLM's recall.
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

export interface LabelledItem {
  field: 'amenities' | 'transportLinks' | 'nearbyAttractions';
  value: string;
  variants: string[];
}

export function labelledItems(truth: Truth): LabelledItem[] {
  const alt = truth.alternates ?? {};
  const item = (field: LabelledItem['field'], value: string): LabelledItem => ({ field, value, variants: [value, ...(alt[value] ?? [])].map(normalize).filter(Boolean) });
  return [
    ...truth.amenities.map((v) => item('amenities', v)),
    ...truth.transportLinks.map((t) => item('transportLinks', t.name)),
    ...truth.nearbyAttractions.map((v) => item('nearbyAttractions', v)),
  ];
}

/** The lines of a text, normalised as the scorer normalises items. */
/*
 * Elements that end a line in a browser's rendering. Without the breaks cheerio's text() runs a
 * whole page into one line, and the scorer's token-set and Jaccard matches never fire on it.
 */
const LINE_ENDS = 'p, div, li, dt, dd, td, th, tr, h1, h2, h3, h4, h5, h6, section, article, header, footer, nav, aside, ul, ol, table, caption, figcaption, blockquote, address, option, label, button';

/** The visible lines of a page's body as written, one per block element (spaces collapsed). */
export function rawPageLines(html: string): string[] {
  const $ = cheerio.load(html);
  $('script, style, noscript, template, svg').remove();
  $('br').replaceWith('\n');
  $(LINE_ENDS).append('\n');
  return $('body').text().split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

export function textLines(text: string): string[] {
  return text.split('\n').map(normalize).filter(Boolean);
}

/**
 * Whether one of the lines holds the item, by the scorer's own fuzzy match (whole-word
 * containment, token-set or word Jaccard); CJK text has no spaces between words, so a CJK item
 * also counts when it is a substring of a line.
 */
export function holds(lines: string[], item: LabelledItem): boolean {
  return item.variants.some((v) => lines.some((line) => itemSimilarity(line, v) > 0 || (CJK.test(v) && line.includes(v))));
}

export interface Coverage {
  items: number;
  inSnippets: number;
  inRequest: number;
  /** Items the snippets hold that the request lost. */
  lost: { slug: string; field: LabelledItem['field']; value: string }[];
}

export function coverageOf(slug: string, truth: Truth, snippets: SnippetForProfile[], requestText: string): Coverage {
  const snippetLines = textLines(snippets.map((s) => `${s.section ?? ''}\n${s.content}`).join('\n'));
  const requestLines = textLines(requestText);
  const out: Coverage = { items: 0, inSnippets: 0, inRequest: 0, lost: [] };
  for (const item of labelledItems(truth)) {
    out.items += 1;
    const inSnippets = holds(snippetLines, item);
    const inRequest = holds(requestLines, item);
    if (inSnippets) out.inSnippets += 1;
    if (inRequest) out.inRequest += 1;
    if (inSnippets && !inRequest) out.lost.push({ slug, field: item.field, value: item.value });
  }
  return out;
}

export function addCoverage(all: Coverage[]): Coverage {
  return all.reduce((a, c) => ({ items: a.items + c.items, inSnippets: a.inSnippets + c.inSnippets, inRequest: a.inRequest + c.inRequest, lost: [...a.lost, ...c.lost] }), { items: 0, inSnippets: 0, inRequest: 0, lost: [] });
}

/*
 * Where on a page an item sits, as shapes only (the kind of element, the heading above it and what
 * kind of section that heading names, languages, list length, hidden or chrome), for the stage
 * diagnostic's counts of items the snippets mistyped or dropped. Never the text itself.
 */
export interface ItemPlace {
  /** li, td/th, dt/dd, p, heading, a (all of the line's text in links), img alt, span/div, other. */
  element: string;
  /** The nearest heading before it (h1-h6, or a block that is all bold): none, or its tag. */
  headingTag: string;
  headingText: string | null;
  /** Items of the list (or rows of the table) it sits in, 0 when in none. */
  listLength: number;
  hidden: boolean;
  /** nav, header, footer, aside, menu (a class or id naming one), or none. */
  chrome: string;
}

export interface PagePlace {
  line: string;
  /** The line normalised as the scorer does. */
  lines: string[];
  place: ItemPlace;
}

const PLACE_BLOCKS = new Set(LINE_ENDS.split(/,\s*/).concat(['br', 'figure', 'main', 'body', 'form', 'details', 'summary', 'dl']));
const PLACE_SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
const PLACE_MENU = /(^|[-_\s])(nav|navbar|menu|footer|header|breadcrumbs?|dropdown|submenu)([-_\s]|$)/i;

interface PlaceNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: PlaceNode[];
}

/** Every line a page shows (a block's own inline text, an image's alt) with the shape of where it sits. */
export function pagePlaces(html: string): PagePlace[] {
  const $ = cheerio.load(html);
  const out: PagePlace[] = [];
  let heading: { tag: string; text: string } | null = null;
  const textOf = (n: PlaceNode): string => (n.type === 'text' ? (n.data ?? '') : PLACE_SKIP.has(n.name ?? '') ? '' : (n.children ?? []).map(textOf).join(' '));
  const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();
  const boldOnly = (n: PlaceNode): boolean => {
    const kids = (n.children ?? []).filter((c) => !(c.type === 'text' && !clean(c.data ?? '')) && c.type !== 'comment');
    return kids.length === 1 && kids[0]!.type === 'tag' && /^(strong|b)$/.test(kids[0]!.name ?? '');
  };
  type Ctx = { hidden: boolean; chrome: string; list: number };
  const walk = (n: PlaceNode, ctx: Ctx): void => {
    const name = n.name ?? '';
    if (n.type !== 'tag' && n.type !== 'root') return;
    if (PLACE_SKIP.has(name)) return;
    const a = n.attribs ?? {};
    // hidden as the extractor judges it, so a count of hidden items says what extraction could not read
    const hidden = ctx.hidden || isHidden(n);
    const chrome = ctx.chrome !== 'none' ? ctx.chrome : /^(nav|header|footer|aside)$/.test(name) ? name : PLACE_MENU.test(`${a['class'] ?? ''} ${a['id'] ?? ''}`) ? 'menu' : 'none';
    const list = name === 'ul' || name === 'ol' || name === 'dl' ? (n.children ?? []).filter((c) => c.type === 'tag' && /^(li|dt|dd)$/.test(c.name ?? '')).length : name === 'table' ? $(n as never).find('tr').length : ctx.list;
    const here: Ctx = { hidden, chrome, list };
    if (name === 'img') {
      const alt = clean(a['alt'] ?? '');
      if (alt) out.push({ line: alt, lines: textLines(alt), place: { element: 'img alt', headingTag: heading?.tag ?? 'none', headingText: heading?.text ?? null, listLength: ctx.list, hidden, chrome } });
      return;
    }
    if (PLACE_BLOCKS.has(name) || n.type === 'root') {
      // the block's own line: its inline content, nested blocks read on their own
      let own = '';
      let linked = 0;
      const inline = (x: PlaceNode, inLink: boolean): void => {
        if (x.type === 'text') {
          own += x.data ?? '';
          if (inLink) linked += clean(x.data ?? '').length;
          return;
        }
        if (x.type !== 'tag' || PLACE_SKIP.has(x.name ?? '') || PLACE_BLOCKS.has(x.name ?? '')) return;
        for (const c of x.children ?? []) inline(c, inLink || x.name === 'a');
      };
      for (const c of n.children ?? []) inline(c, false);
      const text = clean(own);
      const isHeading = /^h[1-6]$/.test(name) || (boldOnly(n) && text.length > 0 && text.length <= 80);
      if (text) {
        const element = /^h[1-6]$/.test(name) || isHeading ? 'heading' : linked >= text.replace(/\s+/g, '').length * 0.9 && linked > 0 ? 'a' : name === 'li' ? 'li' : /^t[dh]$/.test(name) ? 'td/th' : /^d[td]$/.test(name) ? 'dt/dd' : name === 'p' ? 'p' : /^(div|span|section|article|main|body|root|figure|figcaption|label|center|blockquote|details|summary|caption|address)$/.test(name || 'root') ? 'span/div' : 'other';
        out.push({ line: text, lines: textLines(text), place: { element, headingTag: heading?.tag ?? 'none', headingText: heading?.text ?? null, listLength: ctx.list, hidden, chrome } });
      }
      if (isHeading) heading = { tag: /^h[1-6]$/.test(name) ? name : 'bold', text: clean(textOf(n)).slice(0, 200) };
      if (/^h[1-6]$/.test(name)) return;
    }
    for (const c of n.children ?? []) walk(c, here);
  };
  walk($.root()[0] as unknown as PlaceNode, { hidden: false, chrome: 'none', list: 0 });
  return out;
}

/** Where the pages hold an item: the first visible place outside chrome, else the first; null when no line holds it. */
export function itemPlace(places: PagePlace[], item: LabelledItem): ItemPlace | null {
  let first: ItemPlace | null = null;
  for (const { lines, place } of places) {
    if (!holds(lines, item)) continue;
    if (!place.hidden && place.chrome === 'none') return place;
    first ??= place;
  }
  return first;
}
