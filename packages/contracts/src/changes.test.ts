import { describe, expect, it } from 'vitest';
import { diffProfileFields, listChangesQuery, restoreProfileRequest } from './changes.ts';
import type { ProfileFields } from './profiles.ts';

const base: ProfileFields = {
  name: 'Grand Hotel',
  brandName: null,
  address: '1 Main Street',
  situated: 'In the old town',
  description: 'A hotel.\n\nWith a garden.',
  amenities: ['Pool', 'Spa'],
  transportLinks: ['Airport 20 min'],
  nearbyAttractions: ['Museum'],
};

describe('diffProfileFields', () => {
  it('finds nothing between a profile and itself', () => {
    expect(diffProfileFields(base, structuredClone(base))).toEqual([]);
  });

  it('reports a changed text field with its old and new value, paragraph breaks kept', () => {
    const next = { ...base, name: 'Grand Hotel & Spa', description: 'A hotel.\n\nWith two gardens.' };
    expect(diffProfileFields(base, next)).toEqual([
      { field: 'name', kind: 'value', old: 'Grand Hotel', new: 'Grand Hotel & Spa' },
      { field: 'description', kind: 'value', old: 'A hotel.\n\nWith a garden.', new: 'A hotel.\n\nWith two gardens.' },
    ]);
  });

  it('treats a value that appears or goes away as a change from or to null', () => {
    expect(diffProfileFields(base, { ...base, brandName: 'Accor', address: null })).toEqual([
      { field: 'brandName', kind: 'value', old: null, new: 'Accor' },
      { field: 'address', kind: 'value', old: '1 Main Street', new: null },
    ]);
  });

  it('ignores whitespace-only differences and reads a blank value as none', () => {
    const next = { ...base, name: '  Grand   Hotel ', brandName: '   ', amenities: [' Pool', 'Spa '] };
    expect(diffProfileFields(base, next)).toEqual([]);
  });

  it('lists the items added and removed, not the order', () => {
    const next = { ...base, amenities: ['Spa', 'Gym', 'Pool', 'Bar'], transportLinks: [], nearbyAttractions: ['Museum'] };
    expect(diffProfileFields(base, next)).toEqual([
      { field: 'amenities', kind: 'list', added: ['Gym', 'Bar'], removed: [] },
      { field: 'transportLinks', kind: 'list', added: [], removed: ['Airport 20 min'] },
    ]);
    expect(diffProfileFields(base, { ...base, amenities: ['Spa', 'Pool', 'Pool'] })).toEqual([]);
  });

  it('counts a case change of an item as one item removed and one added', () => {
    expect(diffProfileFields(base, { ...base, amenities: ['pool', 'Spa'] })).toEqual([
      { field: 'amenities', kind: 'list', added: ['pool'], removed: ['Pool'] },
    ]);
  });
});

describe('change queries', () => {
  it('reads since as a day from its start in UTC or as a date-time with an offset', () => {
    expect(listChangesQuery.parse({ since: '2026-11-01' }).since?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(listChangesQuery.parse({ since: '2026-11-01T10:00:00+02:00' }).since?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('refuses a bad date, an unknown field and a page size above the cap with messages that say so', () => {
    expect(listChangesQuery.safeParse({ since: 'yesterday' }).error?.issues[0]?.message).toMatch(/^since must be a date \(YYYY-MM-DD\)/);
    expect(listChangesQuery.safeParse({ since: '2026-02-30' }).success).toBe(false);
    expect(listChangesQuery.safeParse({ field: 'price' }).error?.issues[0]?.message).toBe(
      'field must be one of name, brandName, address, situated, description, amenities, transportLinks, nearbyAttractions',
    );
    expect(listChangesQuery.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('accepts a restore of a whole, positive version only', () => {
    expect(restoreProfileRequest.parse({ version: 2 })).toEqual({ version: 2 });
    for (const version of [0, 1.5, '2', null]) expect(restoreProfileRequest.safeParse({ version }).success).toBe(false);
    expect(restoreProfileRequest.safeParse({}).error?.issues[0]?.message).toBe('version must be a whole number of an earlier profile version');
  });
});
