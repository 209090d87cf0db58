import { SNIPPET_TYPES, type SnippetType } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { holds, labelledItems, rawPageLines, textLines, type LabelledItem } from './coverage.ts';
import { loadFolds } from './run-eval.ts';
import type { FoldEval } from './run-eval.ts';
import type { FoldName } from './folds.ts';
import { multisetOverlap, tokens, type PropertyScore } from './scoring.ts';
import { addressKinds, emptyAddressKinds, formatAddressKinds, type AddressKinds } from './address-diagnostic.ts';

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
    result.properties.forEach((score, i) => {
      if (score.fold !== fold) return;
      const prop = props.get(`${fold}\u0000${score.slug}`);
      const run = result.runs[i];
      if (!prop?.truth || !run) return;
      // the pages on disk, also in crawl mode, so there an item on a page the crawl never reached counts as dropped too
      const lines = prop.pages.flatMap((pg) => pageTextLines(pg.html));
      countStages(itemStages(prop.truth, score, run.snippets, lines), fields);
      addressStage(prop.truth, score, run.profile.address, run.snippets, lines, address);
      addressKinds(prop.truth, score, run.profile.address, run.snippets, prop.pages, kinds);
    });
    return { fold, fields, address, kinds };
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
  return out;
}
