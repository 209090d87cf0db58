import { describe, expect, it } from 'vitest';
import { snip } from '../../ai/builtin/test-snippets.ts';
import { lineFeatures, siteContext } from './features.ts';
import { candidateLines, LineScorer, sameItem } from './index.ts';
import { predict, sigmoid, train, type Example } from './logistic.ts';

describe('lineFeatures', () => {
  it('reads the heading kind, the list and the distance of a line under a transport heading', () => {
    const s = snip('transport', 'Gare de Sarlat – 10 min\nBus 12', { section: 'Getting here' });
    const f = lineFeatures('Gare de Sarlat – 10 min', 'transportLinks', [s], siteContext([s]));
    expect(f).toMatchObject({ bias: 1, 'heading:transport': 1, 'heading-of-field': 1, 'type:transport': 1, 'in-list': 1, 'own-line': 1, distance: 1, 'time-unit': 1, 'transport-word': 1, 'script:latin': 1 });
    expect(f['heading:amenity']).toBeUndefined();
  });

  it('tells a line on every page (site chrome) from a line on one page', () => {
    const pages = ['a', 'b', 'c'].map((p) => snip('other', 'Gift cards\nCareers', { pageUrl: `https://hotel.example/${p}` }));
    const one = snip('amenities', 'Sauna', { pageUrl: 'https://hotel.example/a', section: 'Facilities' });
    const site = siteContext([...pages, one]);
    expect(lineFeatures('Gift cards', 'amenities', [pages[0]!], site)).toMatchObject({ 'every-page': 1, 'page-share': 1 });
    const sauna = lineFeatures('Sauna', 'amenities', [one], site);
    expect(sauna['every-page']).toBeUndefined();
    expect(sauna['page-share']).toBeCloseTo(1 / 3);
    expect(sauna).toMatchObject({ 'heading:amenity': 1, 'lexicon-amenity': 1 });
  });

  it('marks scripts and capitals without reading one property’s words', () => {
    const s = snip('point_of_interest', '阿蘇山');
    const cjk = lineFeatures('阿蘇山', 'nearbyAttractions', [s], siteContext([s]));
    expect(cjk).toMatchObject({ 'script:cjk': 1, 'type:point_of_interest': 1 });
    expect(cjk['no-source']).toBeUndefined();
    expect(lineFeatures('OLD TOWN SQUARE', 'nearbyAttractions', [], siteContext([]))).toMatchObject({ 'all-caps': 1, 'no-source': 1, 'capitalised-share': 1 });
  });
});

describe('candidateLines', () => {
  it('takes each short text line once, with every snippet holding it, and leaves sentences, junk and structured data', () => {
    const a = snip('amenities', '• Free WiFi\nSauna\nRead more');
    const b = snip('other', 'free wifi');
    const c = snip('description', 'The hotel sits on a quiet square in the old town, ten minutes from the station and the river.');
    const d = snip('amenities', 'Pool', { method: 'json-ld' });
    const e = snip('amenity', 'Durante tu estancia disfrutarás de la marina.\nBar.');
    const lines = candidateLines([a, b, c, d, e]);
    expect(lines).toEqual([
      { text: 'Free WiFi', ids: [a.id, b.id] },
      { text: 'Sauna', ids: [a.id] },
      { text: 'Bar', ids: [e.id] },
    ]);
  });

  it('leaves open only the lines no item reads the same, amenities also by their lexicon key', () => {
    const scorer = new LineScorer([snip('amenities', 'Free WiFi\nSauna\nOutdoor pool')]);
    expect(scorer.open(['Pool', 'Free Wi Fi']).map((l) => l.text)).toEqual(['Free WiFi', 'Sauna']);
    expect(scorer.openFor('amenities', ['Complimentary Wi-Fi'], ['Complimentary Wi-Fi', 'Hotel Mar']).map((l) => l.text)).toEqual(['Sauna', 'Outdoor pool']);
    expect(scorer.openFor('transportLinks', [], ['Hotel Mar']).map((l) => l.text)).toEqual(['Free WiFi', 'Sauna', 'Outdoor pool']);
    expect(sameItem('Outdoor pool', 'pool')).toBe(true);
    expect(sameItem('Spa', 'Espace détente')).toBe(false);
  });
});

describe('logistic regression', () => {
  const examples: Example[] = [
    { features: { bias: 1, a: 1 }, label: 1 },
    { features: { bias: 1, a: 1, b: 0.5 }, label: 1 },
    { features: { bias: 1, b: 1 }, label: 0 },
    { features: { bias: 1 }, label: 0 },
  ];

  it('scores with fixed weights exactly, ignoring unknown features', () => {
    expect(predict({ bias: -1, a: 2 }, { bias: 1, a: 1, unknown: 5 })).toBeCloseTo(sigmoid(1), 12);
    expect(sigmoid(0)).toBe(0.5);
    expect(sigmoid(-800)).toBeGreaterThanOrEqual(0);
  });

  it('learns the separating feature and gives the same weights on every run', () => {
    const w = train(examples, { epochs: 300, rate: 0.5, l2: 0.01 });
    expect(w.a!).toBeGreaterThan(1);
    expect(w.b!).toBeLessThan(0);
    expect(predict(w, { bias: 1, a: 1 })).toBeGreaterThan(0.7);
    expect(predict(w, { bias: 1, b: 1 })).toBeLessThan(0.3);
    expect(train(examples, { epochs: 300, rate: 0.5, l2: 0.01 })).toEqual(w);
    // the order of the examples changes only the rounding of the sums
    const reversed = train([...examples].reverse(), { epochs: 300, rate: 0.5, l2: 0.01 });
    for (const k of Object.keys(w)) expect(reversed[k]).toBeCloseTo(w[k]!, 10);
  });
});
