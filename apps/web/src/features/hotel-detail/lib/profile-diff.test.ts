import { describe, expect, it } from 'vitest';
import type { ProfileFields } from '@hotel/contracts';
import { countChanges, diffProfiles } from './profile-diff';

const base: ProfileFields = {
  name: 'Grand Hotel',
  brandName: null,
  address: '1 Main St',
  situated: 'In the old town',
  description: 'A hotel.',
  amenities: ['Pool', 'Spa'],
  transportLinks: ['Airport 20 min'],
  nearbyAttractions: [],
};

describe('diffProfiles', () => {
  it('reports no change for identical profiles', () => {
    const diffs = diffProfiles(base, structuredClone(base));
    expect(countChanges(diffs)).toBe(0);
    expect(diffs).toHaveLength(8);
  });

  it('marks changed scalar fields with both values', () => {
    const diffs = diffProfiles(base, { ...base, address: '2 Main St', brandName: 'Acme' });
    const changed = diffs.filter((d) => d.changed).map((d) => [d.field, d.before, d.after]);
    expect(changed).toEqual([
      ['brandName', null, 'Acme'],
      ['address', '1 Main St', '2 Main St'],
    ]);
  });

  it('ignores whitespace-only edits', () => {
    expect(countChanges(diffProfiles(base, { ...base, description: '  A   hotel. ' }))).toBe(0);
  });

  it('lists added and removed list items', () => {
    const diffs = diffProfiles(base, { ...base, amenities: ['Spa', 'Gym'] });
    const amenities = diffs.find((d) => d.field === 'amenities');
    expect(amenities).toMatchObject({ kind: 'list', changed: true, added: ['Gym'], removed: ['Pool'] });
  });

  it('does not count a reordered list as a change', () => {
    expect(countChanges(diffProfiles(base, { ...base, amenities: ['Spa', 'Pool'] }))).toBe(0);
  });
});
