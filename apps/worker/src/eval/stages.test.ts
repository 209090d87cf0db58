import { describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { scoreProperty } from './scoring.ts';
import { addressStage, countStages, formatPlaces, formatStages, headingKind, itemStages, nameDiff, nameOnPages, nameStage, pageTextLines, placeStage } from './stages.ts';
import { itemPlace, pagePlaces, type LabelledItem } from './coverage.ts';

const truth: Truth = {
  name: 'Gîte du Moulin',
  brandName: null,
  address: { full: '', street: '', city: '', postalCode: '', country: '' },
  situated: '',
  descriptionFacts: [],
  amenities: ['Free WiFi', 'Swimming pool', 'Garden', 'Sauna'],
  transportLinks: [{ kind: 'train', name: 'Gare de Sarlat' }],
  nearbyAttractions: ['Château de Beynac', 'Lascaux'],
  mustNotContain: [],
};

const profile: ProfileFields = { name: 'Gîte du Moulin', brandName: null, address: null, situated: null, description: null, amenities: ['Free WiFi'], transportLinks: [], nearbyAttractions: [] };

let n = 0;
const snippet = (type: SnippetForProfile['type'], content: string): SnippetForProfile => ({ id: `s${++n}`, type, content, sourceUrl: 'https://gite.example/', pageUrl: 'https://gite.example/', method: 'text', section: null });

describe('itemStages', () => {
  const snippets = [
    snippet('amenities', 'Free WiFi'),
    snippet('description', 'The house has a swimming pool and a garden. The Château de Beynac is 10 minutes away.'),
    snippet('amenity', 'Garden'),
    snippet('other', 'Gare de Sarlat: 12 km'),
  ];
  const stages = itemStages(truth, scoreProperty('gite', profile, truth), snippets);
  const stageOf = (value: string) => stages.find((s) => s.item.value === value)?.stage;

  it('tells picked items from items a snippet holds and items no snippet holds', () => {
    expect(stageOf('Free WiFi')).toBe('picked');
    expect(stageOf('Swimming pool')).toBe('description');
    expect(stageOf('Château de Beynac')).toBe('description');
    expect(stageOf('Sauna')).toBe('nowhere');
    expect(stageOf('Lascaux')).toBe('nowhere');
  });

  it("charges a miss to the field's own list type before prose, and to untyped text last", () => {
    expect(stageOf('Garden')).toBe('amenity');
    expect(stageOf('Gare de Sarlat')).toBe('other');
  });

  it('counts per field and prints one line per fold and field', () => {
    const fields = countStages(stages);
    expect(fields.amenities).toEqual({ items: 4, picked: 1, held: { description: 1, amenity: 1 }, nowhere: 1, dropped: 0 });
    const lines = formatStages([{ fold: 'fixtures', fields }]);
    expect(lines).toContainEqual(expect.stringMatching(/fixtures\s+nearbyAttractions\s+2 items · picked\s+0 · missed in description 1 · in no snippet 1 \(dropped by extraction 0, not on the pages 1\)/));
  });
});

describe('page text stage', () => {
  const snippets = [snippet('amenities', 'Free WiFi')];
  const html = '<html><head><script>var sauna = 1;</script></head><body><nav><a href="/">Home</a></nav><table><tr><td>Sauna</td><td>Garden</td></tr></table><p>Visit the caves of <b>Lascaux</b>.<br>Open daily.</p></body></html>';
  const pages = pageTextLines(html);

  it('reads the visible text one line per block, without scripts', () => {
    expect(pages).toEqual(['home', 'sauna', 'garden', 'visit the caves of lascaux', 'open daily']);
  });

  it('tells items the extraction dropped from items not on the pages', () => {
    const stages = itemStages(truth, scoreProperty('gite', profile, truth), snippets, pages);
    const stageOf = (value: string) => stages.find((s) => s.item.value === value)?.stage;
    expect(stageOf('Sauna')).toBe('dropped');
    expect(stageOf('Lascaux')).toBe('dropped');
    expect(stageOf('Swimming pool')).toBe('nowhere');
    const fields = countStages(stages);
    expect(fields.amenities).toMatchObject({ nowhere: 3, dropped: 2 });
    expect(formatStages([{ fold: 'tuning', fields }])).toContainEqual(expect.stringMatching(/tuning\s+amenities .* in no snippet 3 \(dropped by extraction 2, not on the pages 1\)/));
  });
});

describe('addressStage', () => {
  const labelled: Truth = { ...truth, address: { full: 'Via Roma 12, 38030 Ziano di Fiemme TN, Italia', street: 'Via Roma 12', city: 'Ziano di Fiemme', postalCode: '38030', country: 'Italia' } };
  const run = (address: string | null, snippets: SnippetForProfile[]) => addressStage(labelled, scoreProperty('casa', { ...profile, address }, labelled), address, snippets);

  it('counts a street taken without its town as street present, postcode and city missing, from text', () => {
    const a = run('Via Roma 12', [snippet('address', 'Via Roma 12'), snippet('other', '38030 Ziano di Fiemme (TN)')]);
    expect(a).toMatchObject({ labelled: 1, good: 0, none: 0, streetMissing: 0, postcodeMissing: 1, cityWrong: 1, fromText: 1, fromStructured: 0, inTextSnippets: 1 });
  });

  it('counts a structured address that is another place as extra tokens from structured data', () => {
    const jsonLd = { ...snippet('address', 'Rue du Port 3, 75001 Paris, FR'), method: 'json-ld' } as SnippetForProfile;
    const a = run('Rue du Port 3, 75001 Paris, France', [jsonLd]);
    expect(a).toMatchObject({ streetMissing: 1, postcodeMissing: 1, cityWrong: 1, extraTokens: 1, fromStructured: 1, structuredPresent: 1, structuredRight: 0, inTextSnippets: 0 });
  });

  it('counts no address at all and prints the fold line', () => {
    const a = run(null, []);
    expect(a).toMatchObject({ none: 1, streetMissing: 1, fromText: 0, fromStructured: 0 });
    expect(formatStages([{ fold: 'check', fields: countStages([]), address: a }])).toContainEqual(expect.stringMatching(/check\s+1 labelled · good 0 · none 1/));
  });
});

describe('nameDiff', () => {
  it('tells exact names, words in another order and no prediction', () => {
    expect(nameDiff('Gîte du Moulin', 'Gite du moulin')).toEqual({ kind: 'exact' });
    expect(nameDiff('Moulin Gîte du', 'Gîte du Moulin')).toEqual({ kind: 'sameWords' });
    expect(nameDiff(null, 'Gîte du Moulin')).toEqual({ kind: 'none' });
    expect(nameDiff('Hôtel X', 'Hotel Y', ['Hôtel X'])).toEqual({ kind: 'exact' });
  });

  it('tells a prediction with the town of the address after the name (English, Czech)', () => {
    expect(nameDiff('Harbour Inn Whitby', 'Harbour Inn', [], '12 Pier Road, Whitby YO21 3PU')).toEqual({ kind: 'longer', side: 'after', what: 'town' });
    expect(nameDiff('The Harbour Inn Whitby', 'Harbour Inn', [], 'Whitby')).toEqual({ kind: 'longer', side: 'both', what: 'article+town' });
    expect(nameDiff('Penzion U Lípy Praha', 'Penzion U Lípy', [], 'Hlavní 5, 110 00 Praha')).toEqual({ kind: 'longer', side: 'after', what: 'town' });
    expect(nameDiff('Penzion U Lípy', 'U Lípy')).toEqual({ kind: 'longer', side: 'before', what: 'lodging' });
  });

  it('tells a kind of house before the name, and a tagline after a separator (French, Italian)', () => {
    expect(nameDiff('Hôtel Les Tilleuls', 'Les Tilleuls')).toEqual({ kind: 'longer', side: 'before', what: 'lodging' });
    expect(nameDiff('Villa Rosa, relax e natura', 'Villa Rosa')).toEqual({ kind: 'longer', side: 'after', what: 'tagline' });
    expect(nameDiff('Agriturismo Il Poggio Toscana', 'Il Poggio', [], 'Via Roma 1, Siena')).toEqual({ kind: 'longer', side: 'both', what: 'lodging+other' });
  });

  it('tells a shorter prediction, a partial one and a disjoint one (German, Spanish)', () => {
    expect(nameDiff('Seeblick', 'Gasthof Seeblick')).toEqual({ kind: 'shorter', side: 'before', what: 'lodging' });
    expect(nameDiff('Casa Azul', 'Hostal Casa Sol')).toEqual({ kind: 'overlap' });
    expect(nameDiff('Reservas online', 'Hostal La Plaza')).toEqual({ kind: 'disjoint' });
  });
});

describe('nameStage', () => {
  const page = {
    pageUrl: 'https://moulin-gite.example/',
    html: '<html><head><title>Accueil | Le Moulin</title><meta property="og:site_name" content="Le Moulin"></head><body><h1>Bienvenue</h1><p>Gîte du Moulin, 24200 Sarlat</p><footer>© 2024 Gîte du Moulin</footer></body></html>',
  };
  it('tells where the pages write the labelled name', () => {
    expect(nameOnPages(['Gîte du Moulin'], [page])).toEqual(['footer ©', 'visible text']);
    expect(nameOnPages(['Moulin Gite'], [page])).toEqual(['e-mail/domain']);
  });

  it('counts a wrong name by kind, source and where the label is, and prints the fold', () => {
    const title = { ...snippet('hotel_name', 'Accueil | Le Moulin'), method: 'meta', section: 'title' } as SnippetForProfile;
    const site = { ...snippet('hotel_name', 'Le Moulin'), method: 'meta', section: 'og:site_name' } as SnippetForProfile;
    const n = nameStage(truth, scoreProperty('gite', { ...profile, name: 'Le Moulin' }, truth), 'Le Moulin', [title, site], [page]);
    expect(n).toMatchObject({ labelled: 1, kinds: { overlap: 1, exact: 0 }, truthWrong: { 'footer ©': 1, 'visible text': 1 }, script: { latin: { sites: 1, exact: 0 } } });
    expect(n.sourceWrong['og:site_name']).toBe(1);
    expect(formatStages([{ fold: 'check', fields: countStages([]), name: n }])).toContainEqual(expect.stringMatching(/check\s+1 labelled · exact 0 · none 0 · same words 0 · longer 0 \(-\) · shorter 0 \(-\) · overlap 1 · disjoint 0/));
  });
});

describe('placeStage', () => {
  const item = (field: LabelledItem['field'], value: string): LabelledItem => ({ field, value, variants: [value.toLowerCase()] });
  it('finds the shape of the line that holds an item: a list item under a heading in French, a bold lead-in in German', () => {
    const fr = pagePlaces('<body><nav><ul><li><a href="/">Accueil</a></li></ul></nav><h2>Nos équipements</h2><ul><li>Piscine chauffée</li><li>Jardin</li><li>Parking</li></ul></body>');
    expect(itemPlace(fr, item('amenities', 'Piscine chauffée'))).toMatchObject({ element: 'li', headingTag: 'h2', headingText: 'Nos équipements', listLength: 3, hidden: false, chrome: 'none' });
    expect(itemPlace(fr, item('amenities', 'Accueil'))).toMatchObject({ element: 'a', chrome: 'nav' });
    const de = pagePlaces('<body><div><p><strong>Ausflugsziele</strong></p><p>Schloss Bergheim ist nah.</p><img src="a.jpg" alt="Wasserfall am Ende des Tals"><div style="display:none">Sauna</div></div></body>');
    expect(itemPlace(de, item('nearbyAttractions', 'Schloss Bergheim'))).toMatchObject({ element: 'p', headingTag: 'bold', headingText: 'Ausflugsziele' });
    expect(itemPlace(de, item('nearbyAttractions', 'Wasserfall am Ende des Tals'))).toMatchObject({ element: 'img alt' });
    expect(itemPlace(de, item('amenities', 'Sauna'))).toMatchObject({ hidden: true });
  });
  it('counts mistyped and dropped items by shape, never by their words', () => {
    const pages = [{ places: pagePlaces('<body><h3>Pre hostí</h3><ul><li>Vírivka</li></ul><p>Terasa s výhľadom</p></body>'), lang: 'sk' }];
    const stages = [
      { item: item('amenities', 'Vírivka'), stage: 'other' as const },
      { item: item('amenities', 'Terasa s výhľadom'), stage: 'dropped' as const },
      { item: item('amenities', 'Sauna'), stage: 'amenities' as const },
    ];
    const snippets = [snippet('other', 'Vírivka')];
    const counts = placeStage(stages, pages, snippets);
    expect(counts['amenities other']).toMatchObject({ items: { all: 1 }, element: { li: 1 }, heading: { 'h3 unknown': 1 }, list: { '1': 1 }, 'snippet heading': { none: 1 } });
    expect(counts['amenities dropped']).toMatchObject({ items: { all: 1 }, element: { p: 1 }, 'page lang': { sk: 1 } });
    expect(counts['amenities amenities']).toBeUndefined();
    const lines = formatPlaces([{ fold: 'check', fields: countStages([]), places: counts }]);
    expect(lines.join('\n')).not.toMatch(/Vírivka|Terasa/);
    expect(lines).toContainEqual(expect.stringMatching(/check\s+amenities dropped\s+1 · element: p 1/));
  });
  it('names the section kind a heading names, in English and Italian', () => {
    expect(headingKind('Getting here')).toBe('known transport');
    expect(headingKind('Dintorni')).toBe('known poi');
    expect(headingKind(null)).toBe('none');
  });
});
