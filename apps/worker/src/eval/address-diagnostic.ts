import type { SnippetForProfile } from '../ai/types.ts';
import { localityOf } from '../ai/builtin/address.ts';
import { hasPostcode, hasStreetAddress } from '../extract/address.ts';
import type { Truth } from './corpus.ts';
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
});

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

/**
 * The kinds of one property's address failure, added to `into`. `pages`: the property's pages
 * (html, for the markup cues; `pageLines`, their visible lines).
 */
export function addressKinds(truth: Truth, score: PropertyScore, predicted: string | null, snippets: SnippetForProfile[], pages: { html: string }[] = [], pageLines: string[] = [], into: AddressKinds = emptyAddressKinds()): AddressKinds {
  const { full, city, street, postalCode } = truth.address;
  if (!full || !city) return into;
  into.withCity += 1;
  if (score.address.city !== 0) return into;
  const pred = (predicted ?? '').trim();
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
    return into;
  }
  into.cityWrong += 1;
  const want = tokens(full);
  const predTokens = tokens(pred);
  const townTokens = tokens(city);
  const town = localityOf(pred).locality;
  const townWords = tokens(town ?? '');
  if (!townWords.length) into.predTownNone += 1;
  else if (holdsPhrase(tokens(street ?? ''), townWords)) into.predTownInTruthStreet += 1;
  else if (holdsPhrase(want, townWords)) into.predTownInTruthOther += 1;
  else into.predTownElsewhere += 1;
  const code = normalize(postalCode ?? '').replace(/\s/g, '');
  const samePostcode = !!code && normalize(pred).replace(/\s/g, '').includes(code);
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
  if (/[^\u0000-\u007f]/u.test(city)) into.townDiacritic += 1;
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
  }
  return out;
}
