import type { SnippetForProfile } from '../ai/types.ts';
import { localityOf } from '../ai/builtin/address.ts';
import { hasPostcode, hasStreetAddress, looksLikeAddress } from '../extract/address.ts';
import { classifyText, isJunk, notAboutThisHotel } from '../extract/classify.ts';
import { parseHtml } from '../extract/document.ts';
import { extractSnippets } from '../extract/index.ts';
import { removeHidden, toBlocks } from '../extract/visible-text.ts';
import type { Truth } from './corpus.ts';
import { rawPageLines } from './coverage.ts';
import { multisetOverlap, normalize, tokens, type PropertyScore } from './scoring.ts';

/*
 * Address kinds: what kind of failure the address diagnostic's "city wrong" and "none" are, in
 * counts per fold only (safe to print for held-out folds, like the stage counts). A city is
 * "wrong" whenever the prediction lacks the labelled town, so a missing address counts there too:
 * the kinds below split the two apart, and say of a predicted address without the town what town
 * it gave instead (a word of the labelled address: its district, region or street; a place the
 * labelled address does not name; none at all), whether the prediction is the same address under
 * another town (its postcode or street agree) or another address, and what the labelled town is
 * like (several words, letters with diacritics, a district number). For a missing address: what
 * the pages hold that an extractor could have read (a postcode-like token, a street with its type
 * word, the labelled postcode or street as written, a map, a phone link, a contact block).
 */

export interface AddressKinds {
  /** Properties with a labelled address and town. */
  withCity: number;
  /** City wrong because nothing was predicted. */
  cityNone: number;
  /** City wrong although an address was predicted; the rest splits these. */
  cityWrong: number;
  /** The predicted town (the town part of the prediction) is a word of the labelled address: of its street, or another part (district, region, country). */
  predTownInTruthStreet: number;
  predTownInTruthOther: number;
  /** The predicted town is not in the labelled address at all (another place) / the prediction has no town part. */
  predTownElsewhere: number;
  predTownNone: number;
  /** Of the wrong ones, the prediction agrees with the labelled postcode or street (the same address, another town name) / neither (another address, or a fragment). */
  sameAddress: number;
  otherAddress: number;
  /** Some but not all the labelled town's words are in the prediction (a multi-word town cut short). */
  townPartial: number;
  /** The labelled town is in some snippet / only on the visible pages / nowhere there. */
  townInSnippet: number;
  townOnPagesOnly: number;
  townNowhere: number;
  /** The prediction came from structured data (JSON-LD, microdata, builder settings) / from text. */
  wrongFromStructured: number;
  wrongFromText: number;
  /** The labelled town has several words / letters with diacritics / a number (a city district). */
  townMultiWord: number;
  townDiacritic: number;
  townNumber: number;
  /** The labelled town is not a part of the labelled full address (a label that writes it otherwise). */
  townNotInFull: number;
  /** Missing addresses: the pages hold a postcode-like token / a street with its type word / the labelled postcode / the labelled street. */
  noneWithPostcodeLike: number;
  noneWithStreetLike: number;
  noneWithTruthPostcode: number;
  noneWithTruthStreet: number;
  /** Missing addresses: a page embeds or links a map / links a phone (tel:) / has an <address> element or an element its class names an address / structured address data. */
  noneWithMap: number;
  noneWithTel: number;
  noneWithAddressMarkup: number;
  noneWithStructuredData: number;
  /** Missing addresses: any address-typed snippet at all. */
  noneWithAddressSnippet: number;
  /**
   * Missing addresses, and predicted ones without the labelled postcode: the labelled postcode's
   * shape (digits as 9, letters as A) and where it stands on the first page line that writes it
   * (the town before it, after it, alone, among other words; whether the extractor's postcode
   * test reads that line).
   */
  postcodeShapes: Record<string, number>;
  /** The same cases: the labelled street's shape (house number first, last, none; a street type word the extractor knows). */
  streetShapes: Record<string, number>;
  /** The labelled country of the missing addresses and of the wrong towns. */
  countries: Record<string, number>;
  /** Predicted addresses without a town part: their shape (parts, a postcode, digits). */
  noTownShapes: Record<string, number>;
  /**
   * Missing addresses: where the labelled postcode (else street) is: the type of the shortest
   * snippet that holds it (a line or a longer text) or none; whether its page line reads as an
   * address; the skeletons of that line and the lines around it.
   */
  noneHeld: Record<string, number>;
  /** Predicted addresses without a town: the skeletons of the page line that writes the predicted street and the two after it. */
  noTownAround: Record<string, number>;
  /**
   * Missing addresses whose labelled postcode (else street) no snippet holds although a page line
   * does: the stage that lost it (a page's own extraction held it and a later step dropped it; the
   * visible-text blocks hold it, with the block's kind, its length and how it was typed; or the
   * hidden-text pruning removed it).
   */
  noneLost: Record<string, number>;
  /**
   * Predicted addresses without the labelled street (under half its words): where the street is
   * (the type of the shortest snippet that holds it, or none; whether that snippet reads as an
   * address) and the skeletons of its page line and the next.
   */
  streetMissingHeld: Record<string, number>;
}

export const emptyAddressKinds = (): AddressKinds => ({
  withCity: 0,
  cityNone: 0,
  cityWrong: 0,
  predTownInTruthStreet: 0,
  predTownInTruthOther: 0,
  predTownElsewhere: 0,
  predTownNone: 0,
  sameAddress: 0,
  otherAddress: 0,
  townPartial: 0,
  townInSnippet: 0,
  townOnPagesOnly: 0,
  townNowhere: 0,
  wrongFromStructured: 0,
  wrongFromText: 0,
  townMultiWord: 0,
  townDiacritic: 0,
  townNumber: 0,
  townNotInFull: 0,
  noneWithPostcodeLike: 0,
  noneWithStreetLike: 0,
  noneWithTruthPostcode: 0,
  noneWithTruthStreet: 0,
  noneWithMap: 0,
  noneWithTel: 0,
  noneWithAddressMarkup: 0,
  noneWithStructuredData: 0,
  noneWithAddressSnippet: 0,
  postcodeShapes: {},
  streetShapes: {},
  countries: {},
  noTownShapes: {},
  noneHeld: {},
  noTownAround: {},
  noneLost: {},
  streetMissingHeld: {},
});

const bump = (h: Record<string, number>, k: string): void => {
  h[k] = (h[k] ?? 0) + 1;
};

/** "38030" → "99999", "TR19 6QX" → "AA99 9AA". */
export function shapeOf(s: string): string {
  return s.trim().replace(/\p{N}/gu, '9').replace(/\p{L}/gu, 'A');
}

/** Where a postcode stands on a page line: the town before or after it, alone, or among other words. */
export function postcodePlace(line: string, code: string, town: string): string {
  const l = ` ${tokens(line).join(' ')} `;
  const c = tokens(code).join(' ');
  const t = tokens(town).join(' ');
  const at = l.indexOf(` ${c} `);
  if (at < 0) return 'code split';
  const before = l.slice(0, at).trim();
  const after = l.slice(at + c.length + 2).trim();
  if (!before && !after) return 'alone';
  if (t && before.endsWith(t)) return after ? 'town before, more after' : 'town before';
  if (t && after.startsWith(t)) return before ? 'town after, more before' : 'town after';
  return t && l.includes(` ${t} `) ? 'town elsewhere on line' : 'town not on line';
}

/**
 * A line's skeleton, its wording left out: the labelled postcode as P, the labelled town as T, a
 * capitalised word as W, another word as w, a number as 9, punctuation kept ("Via W 9, P T (W)").
 */
export function skeleton(line: string, code: string, town: string): string {
  let l = line;
  if (code) l = l.split(code).join('\uE001');
  if (town) l = l.split(town).join('\uE002');
  l = l.replace(/\p{Lu}[\p{L}'’.-]*/gu, '\uE003').replace(/\p{L}[\p{L}'’.-]*/gu, '\uE004').replace(/\p{N}+/gu, '9');
  l = l.replace(/(?:\uE003\s)+\uE003/g, 'W').replace(/(?:\uE004\s)+\uE004/g, 'w').replace(/\uE003/g, 'W').replace(/\uE004/g, 'w').replace(/\uE001/g, 'P').replace(/\uE002/g, 'T');
  return l.length > 48 ? `${l.slice(0, 48)}…` : l;
}

function postcodeShape(truth: Truth, pageLines: string[]): string {
  const code = truth.address.postalCode ?? '';
  if (!code.trim()) return 'no labelled postcode';
  const flat = normalize(code).replace(/\s/g, '');
  const line = pageLines.find((l) => normalize(l).replace(/\s/g, '').includes(flat));
  if (!line) return `${shapeOf(code)} not on pages`;
  return `${shapeOf(code)} ${postcodePlace(line, code, truth.address.city)}${hasPostcode(line) ? '' : `, unread "${skeleton(line, code, truth.address.city)}"`}`;
}

function streetShape(street: string): string {
  const t = street.trim();
  if (!t) return 'no labelled street';
  const number = /^\d/.test(t) ? 'number first' : /\d[\p{L}]?\.?$/u.test(t) ? 'number last' : /\d/.test(t) ? 'number inside' : 'no number';
  return `${number}${hasStreetAddress(t) ? ', read' : `, unread "${skeleton(t, '', '')}"`}`;
}

/** Whether `hay` holds `needle`'s tokens in a row. */
function holdsPhrase(hay: string[], needle: string[]): boolean {
  if (!needle.length) return false;
  const h = ` ${hay.join(' ')} `;
  return h.includes(` ${needle.join(' ')} `);
}

const MAP = /<iframe[^>]+src=["'][^"']*(?:google\.[a-z.]+\/maps|maps\.google|openstreetmap\.org|bing\.com\/maps|mapbox)|href=["'][^"']*(?:google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|openstreetmap\.org)/i;
const TEL = /href=["']\s*tel:/i;
const ADDRESS_MARKUP = /<address\b|class=["'][^"']*\b[\w-]*(?:address|adresse|anschrift|direccion|indirizzo|endereco)[\w-]*\b/i;
const STRUCTURED = /"(?:streetAddress|addressLocality|postalCode)"\s*:|itemprop=["']?(?:address|streetAddress|addressLocality|postalCode)\b/i;


const lengthBucket = (n: number): string => (n <= 60 ? '<=60' : n <= 200 ? '<=200' : '>200');

/**
 * Where the extraction lost a text a page line holds (`held` tells whether a text holds it): each
 * page's own extraction, then its visible-text blocks after the hidden text is pruned.
 */
export function lostStage(pages: { html: string; pageUrl?: string }[], held: (text: string) => boolean, code = '', town = ''): string {
  for (const p of pages) {
    const url = p.pageUrl ?? 'https://site.invalid/';
    const raw = extractSnippets({ html: p.html, pageUrl: url, sourceUrl: url }).filter((s) => held(s.content));
    if (raw.length) return `extracted (${[...new Set(raw.map((s) => s.type))].sort().join('+')}), dropped later`;
  }
  for (const p of pages) {
    const $ = parseHtml(p.html);
    removeHidden($);
    const block = toBlocks($).find((b) => held(b.text));
    if (!block) continue;
    const typed = block.kind === 'heading' ? 'heading' : isJunk(block.text) ? 'junk' : notAboutThisHotel(block.text, null) ? 'not about the hotel' : classifyText(block.text, null, block.kind === 'li');
    const shape = block.text.length <= 200 ? ` "${block.text.split('\n').map((l) => skeleton(l, code, town)).join(' ⏎ ')}"` : '';
    return `block ${block.kind}${block.nav ? ' nav' : ''}${block.linkOnly ? ' link' : ''} ${lengthBucket(block.text.length)}${shape}, ${typed}${looksLikeAddress(block.text) ? ', reads' : ''}`;
  }
  return 'hidden or pruned';
}

/**
 * The kinds of one property's address failure, added to `into`. `pages`: the property's pages
 * (their html for the markup cues, their visible lines for what an extractor could read).
 */
export function addressKinds(truth: Truth, score: PropertyScore, predicted: string | null, snippets: SnippetForProfile[], pages: { html: string; pageUrl?: string }[] = [], into: AddressKinds = emptyAddressKinds()): AddressKinds {
  const { full, city, street, postalCode } = truth.address;
  if (!full || !city) return into;
  into.withCity += 1;
  const pred = (predicted ?? '').trim();
  const streetTokens = tokens(street ?? '');
  if (pred && streetTokens.length && multisetOverlap(streetTokens, tokens(pred)) / streetTokens.length < 0.5) {
    const lines = pages.flatMap((p) => rawPageLines(p.html));
    const inLine = (x: string): boolean => holdsPhrase(tokens(x), streetTokens);
    const holding = snippets.filter((sn) => inLine(sn.content)).sort((a, b) => a.content.length - b.content.length)[0];
    const at = lines.findIndex(inLine);
    const sk = (i: number): string => (lines[i] !== undefined ? skeleton(lines[i]!, postalCode ?? '', city) : '∅');
    const lines3 = (x: string): string => x.split('\n').slice(0, 3).map((l) => skeleton(l, postalCode ?? '', city)).join(' ⏎ ');
    const marked = holding?.section && /^(?:address element|contact block|map link)$/.test(holding.section) ? ` (${holding.section})` : '';
    const held = holding ? `${holding.type}${marked} ${holding.method === 'text' ? (holding.content.length <= 120 ? `line "${lines3(holding.content)}"` : 'text') : 'data'}${looksLikeAddress(holding.content) ? ' reads' : ''}` : 'no snippet';
    bump(into.streetMissingHeld, `${streetShape(street ?? '')}; in ${held}; ${at < 0 ? 'not on pages' : `[${sk(at)} / ${sk(at + 1)}]`}`);
  }
  if (score.address.city !== 0) return into;
  const pageLines = pages.flatMap((p) => rawPageLines(p.html));
  if (!pred) {
    into.cityNone += 1;
    if (pageLines.some((l) => hasPostcode(l))) into.noneWithPostcodeLike += 1;
    if (pageLines.some((l) => hasStreetAddress(l))) into.noneWithStreetLike += 1;
    const lineTokens = pageLines.map((l) => normalize(l).replace(/\s/g, ''));
    const code = normalize(postalCode ?? '').replace(/\s/g, '');
    if (code && lineTokens.some((l) => l.includes(code))) into.noneWithTruthPostcode += 1;
    const st = tokens(street ?? '');
    if (st.length && pageLines.some((l) => holdsPhrase(tokens(l), st))) into.noneWithTruthStreet += 1;
    if (pages.some((p) => MAP.test(p.html))) into.noneWithMap += 1;
    if (pages.some((p) => TEL.test(p.html))) into.noneWithTel += 1;
    if (pages.some((p) => ADDRESS_MARKUP.test(p.html))) into.noneWithAddressMarkup += 1;
    if (pages.some((p) => STRUCTURED.test(p.html))) into.noneWithStructuredData += 1;
    if (snippets.some((s) => s.type === 'address')) into.noneWithAddressSnippet += 1;
    bump(into.postcodeShapes, postcodeShape(truth, pageLines));
    bump(into.streetShapes, streetShape(street ?? ''));
    bump(into.countries, normalize(truth.address.country ?? '') || 'none');
    const key = code ? code : st.join(' ');
    if (key) {
      const flat = (x: string): string => (code ? normalize(x).replace(/\s/g, '') : ` ${tokens(x).join(' ')} `);
      const want = code ? code : ` ${key} `;
      const holding = snippets.filter((sn) => flat(sn.content).includes(want)).sort((a, b) => a.content.length - b.content.length)[0];
      const at = pageLines.findIndex((l) => flat(l).includes(want));
      const sk = (i: number): string => (pageLines[i] !== undefined ? skeleton(pageLines[i]!, postalCode ?? '', city) : '∅');
      const held = holding ? `${holding.type} ${holding.content.length <= 120 ? 'line' : 'text'}` : 'no snippet';
      const around = at < 0 ? 'not on pages' : `${looksLikeAddress(pageLines[at]!) ? 'reads' : 'unread'} [${sk(at - 2)} / ${sk(at - 1)} / ${sk(at)} / ${sk(at + 1)} / ${sk(at + 2)}]`;
      bump(into.noneHeld, `${code ? 'postcode' : 'street'} in ${held}, ${around}`);
      if (!holding && at >= 0) bump(into.noneLost, lostStage(pages, (x) => flat(x).includes(want), postalCode ?? '', city));
    }
    return into;
  }
  into.cityWrong += 1;
  const want = tokens(full);
  const predTokens = tokens(pred);
  const townTokens = tokens(city);
  const town = localityOf(pred).locality;
  const townWords = tokens(town ?? '');
  bump(into.countries, normalize(truth.address.country ?? '') || 'none');
  if (!townWords.length) {
    into.predTownNone += 1;
    bump(into.noTownShapes, `${pred.split(/\s*,\s*/).length} parts${hasPostcode(pred) ? ', postcode' : ''}${/\d/.test(pred) ? ', digits' : ''}${hasStreetAddress(pred) ? ', street' : ''}`);
    const first = ` ${tokens(pred.split(/\s*,\s*/)[0] ?? '').join(' ')} `;
    const at = pageLines.findIndex((l) => ` ${tokens(l).join(' ')} `.includes(first));
    const sk = (i: number): string => (pageLines[i] !== undefined ? skeleton(pageLines[i]!, postalCode ?? '', city) : '∅');
    bump(into.noTownAround, at < 0 ? 'street not on a line' : `[${sk(at)} / ${sk(at + 1)} / ${sk(at + 2)}]`);
  }
  else if (holdsPhrase(tokens(street ?? ''), townWords)) into.predTownInTruthStreet += 1;
  else if (holdsPhrase(want, townWords)) into.predTownInTruthOther += 1;
  else into.predTownElsewhere += 1;
  const code = normalize(postalCode ?? '').replace(/\s/g, '');
  const samePostcode = !!code && normalize(pred).replace(/\s/g, '').includes(code);
  if (!samePostcode) {
    bump(into.postcodeShapes, postcodeShape(truth, pageLines));
    bump(into.streetShapes, streetShape(street ?? ''));
  }
  const st = tokens(street ?? '');
  const sameStreet = st.length > 0 && multisetOverlap(st, predTokens) / st.length >= 0.8;
  if (samePostcode || sameStreet) into.sameAddress += 1;
  else into.otherAddress += 1;
  if (townTokens.some((w) => predTokens.includes(w))) into.townPartial += 1;
  if (snippets.some((s) => holdsPhrase(tokens(s.content), townTokens))) into.townInSnippet += 1;
  else if (pageLines.some((l) => holdsPhrase(tokens(l), townTokens))) into.townOnPagesOnly += 1;
  else into.townNowhere += 1;
  const structured = snippets.filter((s) => s.type === 'address' && s.method !== 'text').map((s) => tokens(s.content));
  if (structured.some((t) => multisetOverlap(predTokens, t) / predTokens.length >= 0.8)) into.wrongFromStructured += 1;
  else into.wrongFromText += 1;
  if (townTokens.length > 1) into.townMultiWord += 1;
  if (/\P{ASCII}/u.test(city)) into.townDiacritic += 1;
  if (/\d/.test(city)) into.townNumber += 1;
  if (!holdsPhrase(want, townTokens)) into.townNotInFull += 1;
  return into;
}

/** One line per fold with a labelled town: the kinds above, counts only. */
export function formatAddressKinds(folds: { fold: string; kinds?: AddressKinds }[]): string[] {
  const out = ['Address kinds (city wrong split: no prediction / predicted; the predicted town is a word of the labelled street / of another labelled part / elsewhere / none; same address (postcode or street agree) / other; labelled town partly predicted; labelled town in a snippet / on pages only / nowhere; from structured / text; labelled town multi-word / diacritics / number / not in the full address. None: pages with a postcode-like token / street-like line / the labelled postcode / street; map / tel link / address markup / structured data; an address snippet):'];
  for (const { fold, kinds: k } of folds) {
    if (!k?.withCity) continue;
    out.push(
      `  ${fold.padEnd(13)} ${String(k.withCity).padStart(3)} with town · city wrong: none ${k.cityNone}, predicted ${k.cityWrong} (town in street ${k.predTownInTruthStreet}, in other part ${k.predTownInTruthOther}, elsewhere ${k.predTownElsewhere}, no town ${k.predTownNone}; same address ${k.sameAddress} / other ${k.otherAddress}; partial ${k.townPartial}; labelled town in snippet ${k.townInSnippet} / pages only ${k.townOnPagesOnly} / nowhere ${k.townNowhere}; structured ${k.wrongFromStructured} / text ${k.wrongFromText}; multi-word ${k.townMultiWord}, diacritics ${k.townDiacritic}, number ${k.townNumber}, not in full ${k.townNotInFull})` +
        ` · none: postcode-like ${k.noneWithPostcodeLike}, street-like ${k.noneWithStreetLike}, labelled postcode ${k.noneWithTruthPostcode}, labelled street ${k.noneWithTruthStreet}; map ${k.noneWithMap}, tel ${k.noneWithTel}, address markup ${k.noneWithAddressMarkup}, structured data ${k.noneWithStructuredData}; address snippet ${k.noneWithAddressSnippet}`,
    );
    const hist = (h: Record<string, number>): string => Object.entries(h).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key, v]) => `${key} ${v}`).join('; ') || '-';
    out.push(`  ${''.padEnd(13)}     postcode shapes: ${hist(k.postcodeShapes)} · street shapes: ${hist(k.streetShapes)} · countries: ${hist(k.countries)} · no-town predictions: ${hist(k.noTownShapes)}`);
    out.push(`  ${''.padEnd(13)}     none, where the labelled postcode or street is: ${hist(k.noneHeld)} · no-town predictions, the lines from the street on: ${hist(k.noTownAround)}`);
    out.push(`  ${''.padEnd(13)}     none, in no snippet, lost at: ${hist(k.noneLost)} · street missing from a prediction, where it is: ${hist(k.streetMissingHeld)}`);
  }
  return out;
}
