import { hasDistance, isUiChrome, mentionsTransport, sectionKind } from '../../extract/classify.ts';
import type { SnippetForProfile } from '../../ai/types.ts';
import { amenityLike, refusedItem } from '../../ai/builtin/amenities.ts';
import { notAPlace } from '../../ai/builtin/attractions.ts';
import { AMENITIES } from '../../extract/lexicon.ts';
import { fold, GENERIC_PAGE, scriptOf, words } from '../../ai/builtin/text.ts';
import { hasVocab } from '../../ai/builtin/vocab/index.ts';

/*
 * Features of one item the rules put in a list field (an amenity, a transport link, an
 * attraction), read from the item's own text and from the snippets it came from: the heading kind
 * above it, list or prose, structured data or text, how many pages repeat it (site chrome sits on
 * every page), length, digits, distances and time units, capitals, script, and which multilingual
 * vocabularies name it. No feature is a word of one property: words only reach a feature through
 * the shared lexicon and the OpenStreetMap vocabularies.
 */

export type LineField = 'amenities' | 'transportLinks' | 'nearbyAttractions';
export const LINE_FIELDS: readonly LineField[] = ['amenities', 'transportLinks', 'nearbyAttractions'];

/** Sparse features: name → value (binary features are 1, numeric ones in [0, 1]). */
export type Features = Record<string, number>;

type S = SnippetForProfile;

/** What the features need to know about the whole site, computed once per profile. */
export interface SiteContext {
  pages: number;
  /** Folded text of each page's snippets, to count the pages repeating an item. */
  pageTexts: string[];
}

export function siteContext(snippets: S[]): SiteContext {
  const byPage = new Map<string, string[]>();
  for (const s of snippets) byPage.set(s.pageUrl, [...(byPage.get(s.pageUrl) ?? []), s.content]);
  const pageTexts = [...byPage.values()].map((contents) => ` ${words(contents.join('\n')).join(' ')} `);
  return { pages: pageTexts.length, pageTexts };
}

const FIELD_KIND: Record<LineField, string> = { amenities: 'amenity', transportLinks: 'transport', nearbyAttractions: 'poi' };
const TIME_UNIT = /\d\s*(?:min|mins|minutes?|minuti|minutos|minuten|h|hrs?|hours?|heures?|ore|horas|stunden|分|時間)(?![\p{L}])/iu;
const LENGTH_UNIT = /\d\s*(?:m|km|mi|miles?|meters?|metres?|metri|metros|meter|ft|feet)(?![\p{L}])/iu;

function bucket(n: number, edges: number[]): string {
  const i = edges.findIndex((e) => n <= e);
  return i === -1 ? `>${edges[edges.length - 1]}` : `<=${edges[i]}`;
}

/** The features of `item` in `field`, with `from` the snippets it was taken from. */
export function lineFeatures(item: string, field: LineField, from: S[], site: SiteContext): Features {
  const f: Features = { bias: 1 };
  const on = (name: string, v = 1): void => {
    f[name] = v;
  };
  const text = item.trim();
  const ws = text.split(/\s+/).filter(Boolean);
  const itemWords = words(text);

  // the item's own text
  on(`words:${bucket(ws.length, [1, 2, 3, 5, 8])}`);
  on('chars', Math.min(1, text.length / 80));
  if (/\d/.test(text)) on('digit');
  if (hasDistance(text)) on('distance');
  if (TIME_UNIT.test(text)) on('time-unit');
  if (LENGTH_UNIT.test(text)) on('length-unit');
  if (/^\p{Lu}/u.test(text)) on('starts-upper');
  const letterWords = ws.filter((w) => /^\p{L}/u.test(w));
  const capitalised = letterWords.filter((w) => /^\p{Lu}/u.test(w)).length;
  if (letterWords.length) on('capitalised-share', capitalised / letterWords.length);
  if (letterWords.length > 1 && letterWords.slice(1).some((w) => /^\p{Lu}\p{Ll}/u.test(w))) on('inner-capital');
  if (/\p{L}{2}/u.test(text) && text === text.toUpperCase() && /\p{Lu}/u.test(text)) on('all-caps');
  on(`script:${scriptOf(text)}`);
  if (/[.!?]$/.test(text)) on('ends-sentence');
  if (/[:|·•]/u.test(text)) on('separator');
  if (/[()]/.test(text)) on('parenthesis');
  if (itemWords.length && itemWords.every((w) => GENERIC_PAGE.has(w))) on('generic-words');
  if (isUiChrome(text)) on('ui-chrome');

  // the shared vocabularies
  if (AMENITIES.some((a) => a.pattern.test(text))) on('lexicon-amenity');
  if (hasVocab('amenity', text)) on('osm-amenity');
  if (hasVocab('transport', text) || mentionsTransport(text)) on('transport-word');
  if (hasVocab('place', text)) on('osm-place');
  // the rules' own multilingual word lists: a noun phrase, a negation or instruction, a line
  // addressing the reader
  if (amenityLike(text, 7)) on('noun-phrase');
  if (refusedItem(text)) on('refused');
  if (notAPlace(text)) on('addresses-reader');

  // where it was read
  if (!from.length) on('no-source');
  const types = new Set(from.map((s) => s.type));
  for (const t of types) on(`type:${t}`);
  if (types.size > 1) on('several-types');
  if (from.some((s) => s.method !== 'text')) on('structured');
  const kinds = new Set<string>(from.map((s) => (s.section ? sectionKind([s.section]) : 'none') ?? 'other-heading'));
  for (const k of kinds) on(`heading:${k}`);
  if (kinds.has(FIELD_KIND[field])) on('heading-of-field');
  const folded = fold(text);
  const asLine = from.some((s) => s.content.split('\n').some((line) => fold(line).includes(folded) && line.length <= text.length + 24));
  on(asLine ? 'own-line' : 'in-prose');
  if (from.some((s) => s.content.includes('\n'))) on('in-list');
  const longest = Math.max(0, ...from.map((s) => s.content.length));
  on(`source:${bucket(longest, [40, 120, 400])}`);
  if (from.some((s) => s.section && fold(s.section).includes(folded))) on('is-heading');

  // how many pages repeat it: menus, footers and booking widgets are on every page
  if (site.pages > 1 && itemWords.length) {
    const needle = ` ${itemWords.join(' ')} `;
    const repeated = site.pageTexts.filter((t) => t.includes(needle)).length;
    on('page-share', repeated / site.pages);
    if (repeated === site.pages) on('every-page');
  }
  return f;
}
