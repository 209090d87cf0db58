import * as cheerio from 'cheerio';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
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
