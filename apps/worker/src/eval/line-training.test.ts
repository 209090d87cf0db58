import { describe, expect, it } from 'vitest';
import { snip } from '../ai/builtin/test-snippets.ts';
import type { Truth } from './corpus.ts';
import { chooseSetting, fieldF1With, loso, siteLines, type SiteLines } from './line-training.ts';

const truth = (amenities: string[]): Truth => ({
  name: 'Hotel',
  brandName: null,
  address: { full: '', street: '', city: '', postalCode: '', country: '' },
  situated: '',
  descriptionFacts: [],
  amenities,
  transportLinks: [],
  nearbyAttractions: [],
  mustNotContain: [],
  optional: { amenities: ['Garden'] },
});

describe('line training', () => {
  it('labels the rules’ items and the open lines by the scorer’s match, leaving optional items out', () => {
    const snippets = [snip('amenities', 'Free WiFi\nSauna', { section: 'Facilities' }), snip('other', 'Bike rental\nGarden\nOur story')];
    const site = siteLines('h', 'tuning', truth(['Free WiFi', 'Sauna', 'Bike rental']), snippets);
    const { rules, open } = site.fields.amenities;
    expect(rules.map((r) => [r.text, r.label])).toEqual([
      ['Free WiFi', 1],
      ['Sauna', 1],
    ]);
    expect(Object.fromEntries(open.map((l) => [l.text, l.label]))).toEqual({ 'Bike rental': 1, Garden: null, 'Our story': 0 });
  });

  it('scores a field with proposed items vetoed and open lines admitted, and leave-one-site-out per fold', () => {
    const site: SiteLines = {
      slug: 'h',
      fold: 'tuning',
      truth: truth(['Sauna', 'Pool']),
      fields: {
        amenities: {
          proposed: ['Sauna', 'Gift cards'],
          rules: [
            { text: 'Sauna', features: { bias: 1, a: 1 }, label: 1 },
            { text: 'Gift cards', features: { bias: 1 }, label: 0 },
          ],
          open: [
            { text: 'Pool', features: { bias: 1, a: 1 }, label: 1 },
            { text: 'Our story', features: { bias: 1 }, label: 0 },
          ],
        },
        transportLinks: { proposed: [], rules: [], open: [] },
        nearbyAttractions: { proposed: [], rules: [], open: [] },
      },
    };
    const probs = { rules: [0.9, 0.1], open: [0.9, 0.2] };
    expect(fieldF1With(site, 'amenities', probs, { veto: 0, admit: 0 })).toBeCloseTo(0.5);
    expect(fieldF1With(site, 'amenities', probs, { veto: 0.5, admit: 0 })).toBeCloseTo(2 / 3);
    expect(fieldF1With(site, 'amenities', probs, { veto: 0.5, admit: 0.5 })).toBe(1);
    expect(fieldF1With(site, 'transportLinks', { rules: [], open: [] }, { veto: 0.5, admit: 0.5 })).toBeNull();
    const sites = [site, { ...site, slug: 'g' }];
    const results = loso(sites);
    const amenities = results.find((r) => r.field === 'amenities')!;
    expect(amenities.bySetting[0]).toEqual({ veto: 0, admit: 0, folds: { tuning: expect.closeTo(0.5) }, all: expect.closeTo(0.5) });
    // the feature `a` marks the right items: the kept setting vetoes and admits by it
    expect(chooseSetting(amenities)).toMatchObject({ folds: { tuning: 1 } });
    expect(chooseSetting(amenities).veto).toBeGreaterThan(0);
    expect(chooseSetting(amenities).admit).toBeGreaterThan(0);
    expect(chooseSetting(results.find((r) => r.field === 'transportLinks')!)).toMatchObject({ veto: 0, admit: 0 });
  });
});
