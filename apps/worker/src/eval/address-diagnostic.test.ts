import { describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { scoreProperty } from './scoring.ts';
import { addressKinds, formatAddressKinds, lostStage, postcodePlace, shapeOf, skeleton } from './address-diagnostic.ts';

const base: Truth = {
  name: 'Casa Rossa',
  brandName: null,
  address: { full: '', street: '', city: '', postalCode: '', country: '' },
  situated: '',
  descriptionFacts: [],
  amenities: [],
  transportLinks: [],
  nearbyAttractions: [],
  mustNotContain: [],
};
const profile: ProfileFields = { name: 'Casa Rossa', brandName: null, address: null, situated: null, description: null, amenities: [], transportLinks: [], nearbyAttractions: [] };

let n = 0;
const snippet = (type: SnippetForProfile['type'], content: string, method: SnippetForProfile['method'] = 'text'): SnippetForProfile => ({ id: `s${++n}`, type, content, sourceUrl: 'https://casa.example/', pageUrl: 'https://casa.example/', method, section: null });

describe('addressKinds', () => {
  const italian: Truth = { ...base, address: { full: 'Via Roma 12, 38030 Ziano di Fiemme TN, Italia', street: 'Via Roma 12', city: 'Ziano di Fiemme', postalCode: '38030', country: 'Italia' } };
  const page = (lines: string[]) => ({ html: `<body>${lines.map((l) => `<p>${l}</p>`).join('')}</body>` });
  const run = (truth: Truth, address: string | null, snippets: SnippetForProfile[], pages: { html: string }[] = []) =>
    addressKinds(truth, scoreProperty('x', { ...profile, address }, truth), address, snippets, pages);

  it('tells a multi-word town cut short on the same address, from text (Italian)', () => {
    const k = run(italian, 'Via Roma 12, 38030 Ziano, Italia', [snippet('address', 'Via Roma 12, 38030 Ziano di Fiemme (TN)')]);
    expect(k).toMatchObject({ withCity: 1, cityNone: 0, cityWrong: 1, sameAddress: 1, otherAddress: 0, townPartial: 1, townInSnippet: 1, wrongFromText: 1, townMultiWord: 1, townDiacritic: 0 });
    expect(k.predTownElsewhere + k.predTownInTruthOther + k.predTownInTruthStreet + k.predTownNone).toBe(1);
  });

  it('tells a region taken for the town from structured data (French)', () => {
    const french: Truth = { ...base, address: { full: '4 rue du Port, 29990 Île-de-Sein, Bretagne, France', street: '4 rue du Port', city: 'Île-de-Sein', postalCode: '29990', country: 'France' } };
    const k = run(french, '4 rue du Port, 29990 Bretagne, France', [snippet('address', '4 rue du Port, 29990 Bretagne, FR', 'json-ld')]);
    expect(k).toMatchObject({ cityWrong: 1, predTownInTruthOther: 1, sameAddress: 1, wrongFromStructured: 1, townDiacritic: 1, townNowhere: 1 });
  });

  it('tells another place predicted, the labelled town only on the pages (English)', () => {
    const english: Truth = { ...base, address: { full: '3 Harbour Road, Mousehole TR19 6QX', street: '3 Harbour Road', city: 'Mousehole', postalCode: 'TR19 6QX', country: '' } };
    const k = run(english, '10 High Street, Penzance TR18 2SX', [snippet('address', '10 High Street, Penzance TR18 2SX')], [page(['Mousehole is a fishing village'])]);
    expect(k).toMatchObject({ cityWrong: 1, predTownElsewhere: 1, otherAddress: 1, townPartial: 0, townOnPagesOnly: 1, townMultiWord: 0 });
  });

  it('says what the pages hold when nothing was predicted (German)', () => {
    const german: Truth = { ...base, address: { full: 'Lindenstraße 12, 96047 Bamberg', street: 'Lindenstraße 12', city: 'Bamberg', postalCode: '96047', country: '' } };
    const html = '<footer><p>Lindenstraße 12</p><p>96047 Bamberg</p><a href="tel:+49951123">Anrufen</a><iframe src="https://www.google.com/maps/embed?pb=x"></iframe></footer>';
    const k = run(german, null, [], [{ html }]);
    expect(k).toMatchObject({ cityNone: 1, cityWrong: 0, noneWithPostcodeLike: 1, noneWithStreetLike: 1, noneWithTruthPostcode: 1, noneWithTruthStreet: 1, noneWithMap: 1, noneWithTel: 1, noneWithAddressMarkup: 0, noneWithStructuredData: 0, noneWithAddressSnippet: 0 });
  });

  it('counts nothing beyond the town when the town is right, and prints a fold line', () => {
    const k = run(italian, 'Via Roma 12, 38030 Ziano di Fiemme (TN)', []);
    expect(k).toMatchObject({ withCity: 1, cityNone: 0, cityWrong: 0 });
    expect(formatAddressKinds([{ fold: 'found-check', kinds: k }])).toContainEqual(expect.stringMatching(/found-check\s+1 with town · city wrong: none 0, predicted 0/));
  });
});

describe('postcode shapes', () => {
  it('draws a line without its wording (Italian, Spanish)', () => {
    expect(skeleton('Via del Glicine 10, 91025 Marsala (TP)', '91025', 'Marsala')).toBe('W w W 9, P T (W)');
    expect(skeleton('Calle Mayor 5 - 28013 Madrid', '28013', 'Madrid')).toBe('W 9 - P T');
  });

  it('writes digits as 9 and letters as A', () => {
    expect(shapeOf('38030')).toBe('99999');
    expect(shapeOf('TR19 6QX')).toBe('AA99 9AA');
    expect(shapeOf('118 00')).toBe('999 99');
  });

  it('tells where the town stands beside the postcode on its line (German, English, Czech)', () => {
    expect(postcodePlace('96047 Bamberg', '96047', 'Bamberg')).toBe('town after');
    expect(postcodePlace('Lake Tekapo 7999', '7999', 'Lake Tekapo')).toBe('town before');
    expect(postcodePlace('Javorská 143, 340 04 Železná Ruda', '340 04', 'Železná Ruda')).toBe('town after, more before');
    expect(postcodePlace('TR19 6QX', 'TR19 6QX', 'Mousehole')).toBe('alone');
    expect(postcodePlace('PSČ 340 04, okres Klatovy', '340 04', 'Železná Ruda')).toBe('town not on line');
  });

  it('counts the shapes of a missing address (Czech)', () => {
    const czech: Truth = { ...base, address: { full: 'Javorská 143, 340 04 Železná Ruda, Česká republika', street: 'Javorská 143', city: 'Železná Ruda', postalCode: '340 04', country: 'Česká republika' } };
    const k = addressKinds(czech, scoreProperty('x', profile, czech), null, [], [{ html: '<p>Železná Ruda 340 04</p><p>tel. 376 000 000</p>' }]);
    expect(k.postcodeShapes).toEqual({ '999 99 town before': 1 });
    expect(k.streetShapes).toEqual({ 'number last, unread "W 9"': 1 });
    expect(k.countries).toEqual({ 'ceska republika': 1 });
  });
});

describe('addressKinds: where a missing address or street was lost', () => {
  const page = (lines: string[]) => ({ html: `<body>${lines.map((l) => `<p>${l}</p>`).join('')}</body>` });
  const run = (truth: Truth, address: string | null, snippets: SnippetForProfile[], pages: { html: string }[] = []) =>
    addressKinds(truth, scoreProperty('x', { ...profile, address }, truth), address, snippets, pages);

  it('says where the extraction lost an address no snippet holds (Dutch, Spanish)', () => {
    const dutch = (x: string): boolean => x.replace(/\s/g, '').includes('3511AH');
    // a postcode line set as a heading is the title of what follows, no paragraph of it
    expect(lostStage([{ html: '<body><h3>3511 AH Utrecht</h3><p>Welkom</p></body>' }], dutch, '3511 AH', 'Utrecht')).toBe('block heading <=60 "P T", heading, reads');
    expect(lostStage([{ html: '<body><p style="display:none">Oudegracht 145, 3511 AH Utrecht</p></body>' }], dutch)).toBe('hidden or pruned');
    expect(lostStage([{ html: '<body><p>Calle Mayor 5, 28013 Madrid</p></body>' }], (x) => x.includes('28013'))).toMatch(/^extracted \(address\), dropped later$/);
  });

  it('says where a street the prediction left out is (Spanish)', () => {
    const spanish: Truth = { ...base, address: { full: 'Calle Mayor 5, 28013 Madrid', street: 'Calle Mayor 5', city: 'Madrid', postalCode: '28013', country: '' } };
    const k = run(spanish, '28013 Madrid', [snippet('address', '28013 Madrid'), snippet('other', 'Calle Mayor 5')], [page(['Calle Mayor 5', '28013 Madrid'])]);
    expect(k.streetMissingHeld).toEqual({ 'number last, read; in other line "W 9" reads; [W 9 / P T]': 1 });
    expect(formatAddressKinds([{ fold: 'blind', kinds: k }])).toContainEqual(expect.stringMatching(/street missing from a prediction, where it is: number last, read; in other line "W 9" reads/));
  });
});
