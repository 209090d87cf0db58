import { describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import type { SnippetForProfile } from '../ai/types.ts';
import type { Truth } from './corpus.ts';
import { scoreProperty } from './scoring.ts';
import { countStages, formatStages, itemStages } from './stages.ts';

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
    expect(fields.amenities).toEqual({ items: 4, picked: 1, held: { description: 1, amenity: 1 }, nowhere: 1 });
    const lines = formatStages([{ fold: 'fixtures', fields }]);
    expect(lines).toContainEqual(expect.stringMatching(/fixtures\s+nearbyAttractions\s+2 items · picked\s+0 · missed in description 1 · in no snippet 1/));
  });
});
