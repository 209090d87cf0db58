import { SNIPPET_TYPES, type SnippetType } from '@hotel/contracts';
import * as cheerio from 'cheerio';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { holds, itemPlace, labelledItems, pagePlaces, rawPageLines, textLines, type LabelledItem, type PagePlace } from './coverage.ts';
import { detect } from 'tinyld';
import { sectionKind } from '../extract/classify.ts';
import { loadFolds } from './run-eval.ts';
import type { FoldEval } from './run-eval.ts';
import type { FoldName } from './folds.ts';
import { multisetOverlap, normalize, tokens, type PropertyScore } from './scoring.ts';
import { addressKinds, emptyAddressKinds, formatAddressKinds, type AddressKinds } from './address-diagnostic.ts';
import { emptyHard, formatHard, hardStage, type HardStages } from './hard-diagnostic.ts';
import { LODGING_WORDS } from '../extract/lexicon.ts';
import { nameCandidates } from '../ai/builtin/name.ts';
import { INJECTION } from '../ai/builtin/page.ts';
import { isStructured, StructuredTrust } from '../ai/builtin/trust.ts';
import { scriptOf, TITLE_SEPARATORS } from '../ai/builtin/text.ts';

/*
 * Stage diagnostic: for each required labelled item (amenity, transport link name, attraction),
 * where the built-in model's pipeline lost it. Either the profile has it (picked), or a snippet
 * holds it and the model did not pick it (missed in a snippet of type T: the extractor found the
 * text, the model's rules for that kind of snippet did not read it), or no snippet holds it (the
 * extractor never captured it). An item in no snippet is then looked for in the visible text of the
 * property's pages: there it was dropped by extraction (a filter to fix), else it is not on the
 * pages at all (the truth holds what no extractor can find). Only counts, per fold and field, so it can be read without
 * looking at any one property's pages.
 */

export type Stage = 'picked' | 'dropped' | 'nowhere' | SnippetType;

export interface StageCounts {
  items: number;
  picked: number;
  /** Missed items by the type of the snippet that holds them. */
  held: Partial<Record<SnippetType, number>>;
  /** In no snippet. */
  nowhere: number;
  /** In no snippet although the visible text of a page holds it (a subset of `nowhere`). */
  dropped: number;
}

export type FieldStages = Record<LabelledItem['field'], StageCounts>;

const FIELDS: LabelledItem['field'][] = ['amenities', 'transportLinks', 'nearbyAttractions'];

/**
 * The snippet type a missed item is charged to when several hold it: the field's own list types
 * first (a miss there is a list-reading failure), then the others in the contract's order, with
 * `other` (untyped text) last.
 */
const OWN_TYPES: Record<LabelledItem['field'], SnippetType[]> = {
  amenities: ['amenities', 'amenity'],
  transportLinks: ['transport'],
  nearbyAttractions: ['point_of_interest'],
};

function typeOrder(field: LabelledItem['field']): SnippetType[] {
  const own = OWN_TYPES[field];
  const rest = SNIPPET_TYPES.filter((t) => !own.includes(t) && t !== 'other');
  return [...own, ...rest, 'other'];
}

const empty = (): StageCounts => ({ items: 0, picked: 0, held: {}, nowhere: 0, dropped: 0 });

/** The visible text of a page's body, one line per block element, normalised like the scorer. */
export function pageTextLines(html: string): string[] {
  return textLines(rawPageLines(html).join('\n'));
}

/**
 * The stage of every required labelled item of one property; with `pageLines` (the visible text of
 * its pages) an item in no snippet is `dropped` when the pages hold it.
 */
export function itemStages(truth: Truth, score: PropertyScore, snippets: SnippetForProfile[], pageLines?: string[]): { item: LabelledItem; stage: Stage }[] {
  const linesByType = new Map<SnippetType, string[]>();
  for (const s of snippets) {
    const lines = linesByType.get(s.type) ?? [];
    lines.push(...textLines(`${s.section ?? ''}\n${s.content}`));
    linesByType.set(s.type, lines);
  }
  const picked: Record<LabelledItem['field'], Set<string>> = {
    amenities: new Set(score.amenities.matched.map((m) => m.truth)),
    transportLinks: new Set(score.transportLinks.matched.map((m) => m.truth)),
    nearbyAttractions: new Set(score.nearbyAttractions.matched.map((m) => m.truth)),
  };
  return labelledItems(truth).map((item) => {
    if (picked[item.field].has(item.value)) return { item, stage: 'picked' as const };
    const type = typeOrder(item.field).find((t) => holds(linesByType.get(t) ?? [], item));
    if (type) return { item, stage: type };
    return { item, stage: pageLines && holds(pageLines, item) ? ('dropped' as const) : ('nowhere' as const) };
  });
}

export function countStages(stages: { item: LabelledItem; stage: Stage }[], into: FieldStages = { amenities: empty(), transportLinks: empty(), nearbyAttractions: empty() }): FieldStages {
  for (const { item, stage } of stages) {
    const c = into[item.field];
    c.items += 1;
    if (stage === 'picked') c.picked += 1;
    else if (stage === 'nowhere') c.nowhere += 1;
    else if (stage === 'dropped') {
      c.nowhere += 1;
      c.dropped += 1;
    }
    else c.held[stage] = (c.held[stage] ?? 0) + 1;
  }
  return into;
}

export interface FoldStages {
  fold: FoldName;
  fields: FieldStages;
  address?: AddressStages;
  kinds?: AddressKinds;
  name?: NameStages;
  places?: PlaceStages;
  hard?: HardStages;
}

/*
 * Where the items the snippets mistyped or dropped sit: for each required item held only by
 * untyped `other` text, only by a snippet of another field's or kind's type, or dropped by
 * extraction, the shape of the page line that holds it (element, the heading above it and the
 * section kind its words name, languages, list length, hidden, chrome) and, for held ones, the
 * holding snippet's section. Counts only, never a string, so held-out folds can be read.
 */
export type PlaceCategory = 'other' | 'wrong type' | 'dropped';
/** Per field and category ("amenities other"), per dimension ("element"), per value ("li"): a count. */
export type PlaceStages = Record<string, Record<string, Record<string, number>>>;

/** The section kind a heading's words name: "known <kind>", "unknown", or "none" without a heading. */
export function headingKind(heading: string | null): string {
  if (!heading) return 'none';
  const k = sectionKind([heading]);
  return k ? `known ${k}` : 'unknown';
}

/** The language tinyld reads in a text, "?" when it reads none. */
export function languageOf(text: string): string {
  return (text.trim() && detect(text.slice(0, 3000))) || '?';
}

function listBucket(n: number): string {
  return n === 0 ? 'none' : n === 1 ? '1' : n <= 3 ? '2-3' : n <= 9 ? '4-9' : '10+';
}

/** The category of a missed item's stage, or null when it is picked, in its own type or nowhere on the pages. */
export function placeCategory(field: LabelledItem['field'], stage: Stage): PlaceCategory | null {
  if (stage === 'picked' || stage === 'nowhere') return null;
  if (stage === 'dropped') return 'dropped';
  if (stage === 'other') return 'other';
  return OWN_TYPES[field].includes(stage) ? null : 'wrong type';
}

/**
 * Adds one property's mistyped and dropped items to the counts. `pages` are each page's places and
 * language, `snippets` the pipeline's.
 */
export function placeStage(stages: { item: LabelledItem; stage: Stage }[], pages: { places: PagePlace[]; lang: string }[], snippets: SnippetForProfile[], into: PlaceStages = {}): PlaceStages {
  const bump = (key: string, dim: string, value: string): void => {
    const d = ((into[key] ??= {})[dim] ??= {});
    d[value] = (d[value] ?? 0) + 1;
  };
  for (const { item, stage } of stages) {
    const cat = placeCategory(item.field, stage);
    if (!cat) continue;
    const key = `${item.field} ${cat}`;
    bump(key, 'items', 'all');
    if (cat !== 'dropped') {
      const s = snippets.find((x) => x.type === stage && holds(textLines(`${x.section ?? ''}\n${x.content}`), item));
      if (cat === 'wrong type') bump(key, 'held by', stage);
      bump(key, 'snippet heading', headingKind(s?.section ?? null));
      if (s?.section) bump(key, 'snippet heading lang', languageOf(s.section));
    }
    let found: { place: NonNullable<ReturnType<typeof itemPlace>>; lang: string } | null = null;
    for (const pg of pages) {
      const place = itemPlace(pg.places, item);
      if (place && (!found || (found.place.hidden || found.place.chrome !== 'none'))) found = { place, lang: pg.lang };
      if (found && !found.place.hidden && found.place.chrome === 'none') break;
    }
    if (!found) {
      bump(key, 'element', 'not on a line');
      continue;
    }
    const p = found.place;
    bump(key, 'element', p.element);
    bump(key, 'heading', `${p.headingTag === 'none' ? '' : `${p.headingTag} `}${headingKind(p.headingText)}`);
    if (p.headingText) bump(key, 'heading lang', languageOf(p.headingText));
    bump(key, 'page lang', found.lang);
    bump(key, 'list', listBucket(p.listLength));
    bump(key, 'hidden', p.hidden ? 'yes' : 'no');
    bump(key, 'chrome', p.chrome);
  }
  return into;
}

/*
 * Address diagnostic: per fold, how the predicted address fails against the labelled one, and
 * whether the labelled address was there to be taken (in a structured snippet, in a text snippet,
 * on the visible pages). Counts only, like the item stages.
 */
export interface AddressStages {
  /** Properties with a labelled full address. */
  labelled: number;
  /** Token F1 of at least 0.9. */
  good: number;
  none: number;
  /** The predicted address has no digit (a locality read from a sentence). */
  localityOnly: number;
  /** Fewer than half the labelled street's tokens predicted. */
  streetMissing: number;
  postcodeMissing: number;
  cityWrong: number;
  /** Precision below 0.8: words that are not the address (a name, a phone, another place). */
  extraTokens: number;
  /** The predicted words lie in one structured (JSON-LD, microdata) address snippet / in text snippets. */
  fromStructured: number;
  fromText: number;
  /** A structured address snippet exists; one of them holds the labelled address (recall >= 0.8). */
  structuredPresent: number;
  structuredRight: number;
  /** The labelled address (recall >= 0.8) in a window of consecutive text snippets of one page / in the pages' visible lines. */
  inTextSnippets: number;
  onPages: number;
  /** The labelled street (recall >= 0.8) in one address-typed text snippet / only in text snippets of other types. */
  streetInAddressSnippet: number;
  streetInOtherSnippet: number;
  /** Of those, by the type of the (shortest) snippet that holds the street, and whether it is a line of at most 120 characters. */
  streetHeldBy: Record<string, number>;
  /** No address-typed snippet at all. */
  noAddressSnippet: number;
  /** The prediction holds a number the labelled address does not (another place's address, a phone, a date). */
  foreignNumber: number;
  /** The prediction holds words of the labelled hotel name that the labelled address does not. */
  nameWords: number;
  /** The labelled address holds a country the prediction lacks / the prediction a country word the label lacks. */
  countryMissing: number;
  /** Of those, a snippet names the labelled country / the prediction came from structured data. */
  countryMissingNamed: number;
  countryMissingStructured: number;
}

const emptyAddress = (): AddressStages => ({ labelled: 0, good: 0, none: 0, localityOnly: 0, streetMissing: 0, postcodeMissing: 0, cityWrong: 0, extraTokens: 0, fromStructured: 0, fromText: 0, structuredPresent: 0, structuredRight: 0, inTextSnippets: 0, onPages: 0, streetInAddressSnippet: 0, streetInOtherSnippet: 0, streetHeldBy: {}, noAddressSnippet: 0, foreignNumber: 0, nameWords: 0, countryMissing: 0, countryMissingNamed: 0, countryMissingStructured: 0 });

/** The share of `want`'s tokens (as a multiset) that `have` holds. */
function recall(want: string[], have: string[]): number {
  return want.length ? multisetOverlap(want, have) / want.length : 1;
}

/** Whether some window of up to six consecutive lines holds the wanted tokens (recall >= 0.8). */
function inWindow(want: string[], lines: string[][]): boolean {
  for (let i = 0; i < lines.length; i++) {
    const acc: string[] = [];
    for (let j = i; j < Math.min(lines.length, i + 6); j++) {
      acc.push(...lines[j]!);
      if (recall(want, acc) >= 0.8) return true;
    }
  }
  return false;
}

export function addressStage(truth: Truth, score: PropertyScore, predicted: string | null, snippets: SnippetForProfile[], pageLines?: string[], into: AddressStages = emptyAddress()): AddressStages {
  if (!truth.address.full) return into;
  into.labelled += 1;
  const want = tokens(truth.address.full);
  const pred = tokens(predicted ?? '');
  if (score.address.tokenF1 >= 0.9) into.good += 1;
  if (!pred.length) into.none += 1;
  else {
    if (!/\d/.test(predicted ?? '')) into.localityOnly += 1;
    if (recall(pred, want) < 0.8) into.extraTokens += 1;
  }
  if (truth.address.street && recall(tokens(truth.address.street), pred) < 0.5) into.streetMissing += 1;
  if (score.address.postalCode === 0 && truth.address.postalCode) into.postcodeMissing += 1;
  if (score.address.city === 0) into.cityWrong += 1;
  const structured = snippets.filter((s) => s.type === 'address' && s.method !== 'text').map((s) => tokens(s.content));
  if (structured.length) into.structuredPresent += 1;
  if (structured.some((t) => recall(want, t) >= 0.8)) into.structuredRight += 1;
  if (pred.length) {
    if (structured.some((t) => recall(pred, t) >= 0.8)) into.fromStructured += 1;
    else into.fromText += 1;
  }
  const byPage = new Map<string, string[][]>();
  for (const s of snippets) if (s.method === 'text') byPage.set(s.pageUrl, [...(byPage.get(s.pageUrl) ?? []), tokens(s.content)]);
  if ([...byPage.values()].some((lines) => inWindow(want, lines))) into.inTextSnippets += 1;
  if (pageLines && inWindow(want, pageLines.map(tokens))) into.onPages += 1;
  if (!snippets.some((s) => s.type === 'address')) into.noAddressSnippet += 1;
  const wantSet = new Set(want);
  if (pred.some((w) => /\d/.test(w) && !wantSet.has(w))) into.foreignNumber += 1;
  if (tokens(truth.name).some((w) => w.length > 2 && !wantSet.has(w) && pred.includes(w))) into.nameWords += 1;
  const country = tokens(truth.address.country ?? '');
  const structuredTokens = snippets.filter((s) => s.type === 'address' && s.method !== 'text').map((s) => tokens(s.content));
  if (country.length && recall(country, want) === 1 && pred.length && recall(country, pred) < 1) {
    into.countryMissing += 1;
    if (snippets.some((s) => recall(country, tokens(s.content)) === 1)) into.countryMissingNamed += 1;
    if (structuredTokens.some((t) => recall(pred, t) >= 0.8)) into.countryMissingStructured += 1;
  }
  const street = tokens(truth.address.street ?? '');
  if (street.length) {
    const holding = snippets.filter((s) => s.method === 'text' && recall(street, tokens(s.content)) >= 0.8);
    if (holding.some((s) => s.type === 'address')) into.streetInAddressSnippet += 1;
    else if (holding.length) {
      into.streetInOtherSnippet += 1;
      const h = [...holding].sort((x, y) => x.content.length - y.content.length)[0]!;
      const key = `${h.type}${h.content.length <= 120 ? ' line' : ' text'}`;
      into.streetHeldBy[key] = (into.streetHeldBy[key] ?? 0) + 1;
    }
  }
  return into;
}

/*
 * Name diagnostic: per fold, how the predicted name differs from the labelled one (exact; the
 * prediction holds the label plus words before / after it, and what those words are; the label
 * holds the prediction; they share some words / none), where the predicted name came from (the
 * sources of the model's top candidate) and where the labelled name is written on the pages at all.
 * Counts only, like the other stages.
 */
export type NameKind = 'exact' | 'none' | 'sameWords' | 'longer' | 'shorter' | 'overlap' | 'disjoint';
/** What the words one name has beyond the other are, each kind once joined by "+": town (of the labelled address), lodging (a kind of house), article, greeting, digits, tagline (after a separator), other. */
export type NameWords = string;
export type NameSide = 'before' | 'after' | 'both' | 'inside';

export interface NameDiff {
  kind: NameKind;
  /** For longer / shorter: where the extra (or missing) words are, and what they are. */
  side?: NameSide;
  what?: NameWords;
}

export interface NameStages {
  labelled: number;
  kinds: Record<NameKind, number>;
  /** Longer predictions by side / by what the extra words are ("after town" …). */
  longer: Record<string, number>;
  /** Shorter predictions by side / by what the missing words are. */
  shorter: Record<string, number>;
  /** Sources of the top candidate, counted once per site: for every prediction / for the wrong ones. */
  source: Record<string, number>;
  sourceWrong: Record<string, number>;
  /** For the wrong predictions: where the pages write the labelled name (a site counts in each). */
  truthWrong: Record<string, number>;
  /** For the wrong predictions: the labelled name's rank among the model's candidates (2, 3-5, lower, not one), and whether each name holds a kind of house. */
  truthRank: Record<string, number>;
  houseWord: Record<string, number>;
  /** Sites and exact names by the script of the labelled name. */
  script: Record<string, { sites: number; exact: number }>;
}

const emptyName = (): NameStages => ({ labelled: 0, kinds: { exact: 0, none: 0, sameWords: 0, longer: 0, shorter: 0, overlap: 0, disjoint: 0 }, longer: {}, shorter: {}, source: {}, sourceWrong: {}, truthWrong: {}, truthRank: {}, houseWord: {}, script: {} });

/** Where the word sequence `needle` starts in `hay`, or -1. */
function indexOfWords(hay: string[], needle: string[]): number {
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((w, j) => hay[i + j] === w)) return i;
  return -1;
}

/** Kinds of house beyond the lexicon's, as the scorer's tokens write them (diagnostic only: "b and b", "chambres d hotes", "hotell"). */
const HOUSE_TOKENS = new Set('b and bnb chambres chambre hotes hote gite gites apartments apartment apartamentos apartamento appartamenti appartements aparthotel hotell hotelli otel otell penzion pensiunea pensjonat pensao hostal hostel guesthouse guest house haus gasthof residence residenza camping riad dar konak estancia ferienwohnung ferienwohnungen ferienhaus affittacamere rooms room zimmer suites lodge homestay villas domaine maison casa quinta'.split(' '));
const ARTICLES = new Set('the a le la les l il lo i gli el los las o os de du des di da do del della the der die das het een'.split(' '));
const GREETING = new Set('welcome bienvenue benvenuti benvenuto bienvenidos bienvenido willkommen welkom bem vindo vindos witamy to a au aux al alla all nell im zum zur in at bei chez'.split(' '));

/** What the words `extra` of `raw` (the name that has them, as written) are, against the labelled address: each kind once, joined by "+". */
function wordsAre(extra: string[], raw: string, place: Set<string>): NameWords {
  const kinds = new Set<string>();
  for (const w of extra) {
    if (place.has(w)) kinds.add('town');
    else if (LODGING_WORDS.test(w) || HOUSE_TOKENS.has(w)) kinds.add('lodging');
    else if (ARTICLES.has(w)) kinds.add('article');
    else if (GREETING.has(w)) kinds.add('greeting');
    else kinds.add(/^\d+$/.test(w) ? 'digits' : 'other');
  }
  if (kinds.has('other') && (TITLE_SEPARATORS.test(raw) || /[,(]/.test(raw))) {
    kinds.delete('other');
    kinds.add('tagline');
  }
  return [...kinds].sort().join('+');
}

/** Where the extra words of `long` lie around `short` (both token lists; `short` a sub-multiset of `long`). */
function sideOf(long: string[], short: string[]): { side: NameSide; extra: string[] } {
  const i = indexOfWords(long, short);
  if (i < 0) {
    const rest = [...long];
    for (const w of short) rest.splice(rest.indexOf(w), 1);
    return { side: 'inside', extra: rest };
  }
  const before = long.slice(0, i);
  const after = long.slice(i + short.length);
  return { side: before.length && after.length ? 'both' : before.length ? 'before' : 'after', extra: [...before, ...after] };
}

/** How a predicted name differs from the labelled one (or the alternate it comes closest to). */
export function nameDiff(predicted: string | null, truth: string, alternates: string[] = [], address = ''): NameDiff {
  const variants = [truth, ...alternates].filter((v) => normalize(v));
  if (!predicted || !normalize(predicted)) return { kind: 'none' };
  const pn = normalize(predicted);
  if (variants.some((v) => normalize(v) === pn)) return { kind: 'exact' };
  const p = tokens(predicted);
  const place = new Set(tokens(address));
  let best: NameDiff = { kind: 'disjoint' };
  const rank: Record<NameKind, number> = { exact: 6, sameWords: 5, longer: 4, shorter: 3, overlap: 2, disjoint: 1, none: 0 };
  for (const v of variants) {
    const t = tokens(v);
    const common = multisetOverlap(p, t);
    let d: NameDiff;
    if (common === p.length && common === t.length) d = { kind: 'sameWords' };
    else if (common === t.length) {
      const { side, extra } = sideOf(p, t);
      d = { kind: 'longer', side, what: wordsAre(extra, predicted, place) };
    } else if (common === p.length) {
      const { side, extra } = sideOf(t, p);
      d = { kind: 'shorter', side, what: wordsAre(extra, v, place) };
    } else d = { kind: common ? 'overlap' : 'disjoint' };
    if (rank[d.kind] > rank[best.kind]) best = d;
  }
  return best;
}

function candidatesOf(snippets: SnippetForProfile[]): ReturnType<typeof nameCandidates> {
  const clean = snippets.filter((s) => !INJECTION.test(s.content));
  return nameCandidates(clean.filter((s) => s.type !== 'other'), new StructuredTrust(snippets));
}

/** The rank (1 = the pick) of a name among the model's candidates, or 0 when it is none of them. */
export function candidateRank(snippets: SnippetForProfile[], names: string[]): number {
  const wants = new Set(names.map(normalize));
  const i = candidatesOf(snippets).findIndex((c) => wants.has(normalize(c.value)));
  return i + 1;
}

/** The sources the model's top name candidate was read from (title, og:site_name, json-ld, h1, logo, prose …). */
export function nameSources(snippets: SnippetForProfile[]): string[] {
  const top = candidatesOf(snippets)[0];
  if (!top) return [];
  const byId = new Map(snippets.map((s) => [s.id, s]));
  const out = new Set<string>();
  if (top.withTown) out.add('title without its town');
  for (const id of top.ids) {
    const s = byId.get(id);
    if (!s) continue;
    if (isStructured(s)) out.add(s.method);
    else if (s.type === 'hotel_name' || s.type === 'name') out.add(s.section ?? s.method);
    else out.add(s.type === 'description' ? 'prose' : `text ${s.type}`);
  }
  return [...out].sort();
}

/** Where the pages write a name (normalised, as whole words): title, og, markup, h1, logo alt, visible text, footer ©, e-mail / domain. */
export function nameOnPages(names: string[], pages: { pageUrl: string; html: string }[]): string[] {
  const wants = names.map(normalize).filter(Boolean);
  const has = (text: string): boolean => {
    const t = ` ${normalize(text)} `;
    return wants.some((w) => t.includes(` ${w} `));
  };
  const squeezed = wants.map((w) => w.replace(/\s+/g, '')).filter((w) => w.length >= 4);
  const out = new Set<string>();
  for (const pg of pages) {
    const $ = cheerio.load(pg.html);
    if (has($('title').first().text())) out.add('title');
    if ($('meta[property="og:site_name"], meta[property="og:title"]').toArray().some((m) => has($(m).attr('content') ?? ''))) out.add('og');
    const ld = $('script[type="application/ld+json"]').toArray().map((e) => $(e).text()).join('\n');
    const names = [...ld.matchAll(/"(?:name|legalName|alternateName)"\s*:\s*"([^"]*)"/g)].map((m) => m[1] ?? '');
    const micro = $('[itemprop="name"]').toArray().map((e) => $(e).attr('content') ?? $(e).text());
    if ([...names, ...micro].some(has)) out.add('markup');
    if ($('h1').toArray().some((e) => has($(e).text()))) out.add('h1');
    if ($('img[alt]').toArray().some((e) => has($(e).attr('alt') ?? ''))) out.add('img alt');
    const lines = rawPageLines(pg.html);
    if (lines.some(has)) out.add('visible text');
    if (lines.some((l) => /©|\(c\)|\bcopyright\b/i.test(l) && has(l))) out.add('footer ©');
    const hosts = [pg.pageUrl, ...[...pg.html.matchAll(/[\w.+-]+@([\w-]+(?:\.[\w-]+)+)/g)].map((m) => m[1] ?? '')].map((h) => h.toLowerCase().replace(/[^a-z0-9]/g, ''));
    if (hosts.some((h) => squeezed.some((w) => h.includes(w)))) out.add('e-mail/domain');
  }
  return [...out].sort();
}

export function nameStage(truth: Truth, score: PropertyScore, predicted: string | null, snippets: SnippetForProfile[], pages?: { pageUrl: string; html: string }[], into: NameStages = emptyName()): NameStages {
  if (!truth.name) return into;
  into.labelled += 1;
  const alternates = truth.alternates?.[truth.name] ?? [];
  const d = score.name.exact === 1 ? { kind: 'exact' as const } : nameDiff(predicted, truth.name, alternates, truth.address.full || [truth.address.city, truth.address.street].join(' '));
  into.kinds[d.kind] += 1;
  const bump = (r: Record<string, number>, k: string): void => void (r[k] = (r[k] ?? 0) + 1);
  if (d.kind === 'longer' || d.kind === 'shorter') {
    bump(into[d.kind], `${d.side} ${d.what}`);
  }
  const sources = predicted ? nameSources(snippets) : [];
  for (const src of sources) bump(into.source, src);
  if (d.kind !== 'exact') {
    for (const src of sources) bump(into.sourceWrong, src);
    const rank = candidateRank(snippets, [truth.name, ...alternates]);
    bump(into.truthRank, rank === 0 ? 'not a candidate' : rank === 1 ? '1' : rank === 2 ? '2' : rank <= 5 ? '3-5' : 'lower');
    const house = (v: string | null): boolean => tokens(v ?? '').some((w) => LODGING_WORDS.test(w) || HOUSE_TOKENS.has(w));
    bump(into.houseWord, `label ${house(truth.name) ? 'with' : 'without'} / prediction ${house(predicted) ? 'with' : 'without'}`);
    if (pages) {
      const where = nameOnPages([truth.name, ...alternates], pages);
      for (const w of where.length ? where : ['nowhere']) bump(into.truthWrong, w);
    }
  }
  const script = scriptOf(truth.name);
  const sc = (into.script[script] ??= { sites: 0, exact: 0 });
  sc.sites += 1;
  if (d.kind === 'exact') sc.exact += 1;
  return into;
}

/**
 * The stage counts of an eval's folds. The truths are read again from the folders the eval read
 * (the same files in disk and crawl mode).
 */
export function evalStages(result: FoldEval, opts: { corpusDir?: string; fixturesDir?: string; blindDir?: string; foundDir?: string; labelsDir?: string } = {}): FoldStages[] {
  const folds = result.folds.map((f) => f.fold);
  const props = new Map(loadFolds({ ...opts, folds }).map((p) => [`${p.fold}\u0000${p.slug}`, p]));
  return folds.map((fold) => {
    const fields = countStages([]);
    const address = emptyAddress();
    const kinds = emptyAddressKinds();
    const name = emptyName();
    const places: PlaceStages = {};
    const hard = emptyHard();
    result.properties.forEach((score, i) => {
      if (score.fold !== fold) return;
      const prop = props.get(`${fold}\u0000${score.slug}`);
      const run = result.runs[i];
      if (!prop?.truth || !run) return;
      // the pages on disk, also in crawl mode, so there an item on a page the crawl never reached counts as dropped too
      const lines = prop.pages.flatMap((pg) => pageTextLines(pg.html));
      const stages = itemStages(prop.truth, score, run.snippets, lines);
      countStages(stages, fields);
      if (stages.some(({ item, stage }) => placeCategory(item.field, stage))) {
        const pages = prop.pages.map((pg) => ({ places: pagePlaces(pg.html), lang: languageOf(rawPageLines(pg.html).join(' ')) }));
        placeStage(stages, pages, run.snippets, places);
      }
      addressStage(prop.truth, score, run.profile.address, run.snippets, lines, address);
      addressKinds(prop.truth, score, run.profile.address, run.snippets, prop.pages, kinds);
      nameStage(prop.truth, score, run.profile.name, run.snippets, prop.pages, name);
      hardStage(score.mustNotContainHits, run.profile, run.snippets, prop.pages, prop.truth.name, hard);
    });
    return { fold, fields, address, kinds, name, places, hard };
  });
}

/** One line per fold and field: picked, missed by holding snippet type (most first), in no snippet. */
export function formatStages(stages: FoldStages[]): string[] {
  const out = ['Stages of the required items (picked into the profile; missed although a snippet of type T holds it; in no snippet, of which dropped by extraction although the visible text of a page holds it / not on the pages):'];
  for (const { fold, fields } of stages) {
    for (const field of FIELDS) {
      const c = fields[field];
      if (!c.items) continue;
      const held = Object.entries(c.held)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([t, n]) => `${t} ${n}`);
      out.push(`  ${fold.padEnd(13)} ${field.padEnd(18)} ${String(c.items).padStart(4)} items · picked ${String(c.picked).padStart(3)} · missed in ${held.length ? held.join(', ') : '-'} · in no snippet ${c.nowhere} (dropped by extraction ${c.dropped}, not on the pages ${c.nowhere - c.dropped})`);
    }
  }
  out.push('Address (properties with a labelled address; F1 >= 0.9; failures; where the prediction came from; where the labelled address was):');
  for (const { fold, address: a } of stages) {
    if (!a?.labelled) continue;
    out.push(`  ${fold.padEnd(13)} ${String(a.labelled).padStart(3)} labelled · good ${a.good} · none ${a.none} · locality only ${a.localityOnly} · street missing ${a.streetMissing} · postcode missing ${a.postcodeMissing} · city wrong ${a.cityWrong} · extra tokens ${a.extraTokens} · from structured ${a.fromStructured} / text ${a.fromText} · structured present ${a.structuredPresent} (right ${a.structuredRight}) · truth in text snippets ${a.inTextSnippets} · on pages ${a.onPages} · street in an address snippet ${a.streetInAddressSnippet} / only in other snippets ${a.streetInOtherSnippet}${Object.keys(a.streetHeldBy).length ? ` (${Object.entries(a.streetHeldBy).sort().map(([k, v]) => `${k} ${v}`).join(', ')})` : ''} · no address snippet ${a.noAddressSnippet} · foreign number ${a.foreignNumber} · name words ${a.nameWords} · country missing ${a.countryMissing} (named in a snippet ${a.countryMissingNamed}, from structured ${a.countryMissingStructured})`);
  }
  out.push(...formatAddressKinds(stages));
  out.push('Name (labelled names; kinds: exact, none, same words, prediction longer / shorter (side and what the extra or missing words are), overlap, disjoint; sources of the top candidate (all / wrong ones); where the pages write the label when wrong; by script):');
  const kv = (r: Record<string, number>): string => Object.entries(r).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, v]) => `${k} ${v}`).join(', ') || '-';
  for (const { fold, name: n } of stages) {
    if (!n?.labelled) continue;
    const k = n.kinds;
    out.push(`  ${fold.padEnd(13)} ${String(n.labelled).padStart(3)} labelled · exact ${k.exact} · none ${k.none} · same words ${k.sameWords} · longer ${k.longer} (${kv(n.longer)}) · shorter ${k.shorter} (${kv(n.shorter)}) · overlap ${k.overlap} · disjoint ${k.disjoint}`);
    out.push(`  ${''.padEnd(13)}     sources: ${kv(n.source)} · of the wrong: ${kv(n.sourceWrong)} · label (wrong ones) on pages: ${kv(n.truthWrong)} · label's candidate rank ${kv(n.truthRank)} · kind of house ${kv(n.houseWord)} · script ${Object.entries(n.script).map(([s, c]) => `${s} ${c.exact}/${c.sites}`).join(', ')}`);
  }
  out.push(...formatPlaces(stages));
  out.push(...formatHard(stages));
  return out;
}

/** One line per fold, field and category: each dimension's values, most first. */
export function formatPlaces(stages: FoldStages[]): string[] {
  const out = ['Where mistyped and dropped items sit (per fold, field and category: held only by untyped other text / by a snippet of a wrong type / dropped by extraction; element, heading above and the kind its words name, languages by tinyld, list length, hidden, chrome):'];
  const kv = (r: Record<string, number>): string => Object.entries(r).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, v]) => `${k} ${v}`).join(', ');
  for (const { fold, places } of stages) {
    for (const [key, dims] of Object.entries(places ?? {}).sort()) {
      const { items, ...rest } = dims;
      out.push(`  ${fold.padEnd(13)} ${key.padEnd(30)} ${String(items?.['all'] ?? 0).padStart(3)} · ${Object.entries(rest).map(([d, r]) => `${d}: ${kv(r)}`).join(' · ')}`);
    }
  }
  return out;
}
