import { describe, expect, it } from 'vitest';
import { findBrand } from './brand.ts';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';

describe('brand', () => {
  it('names the chain a hotel name is written with, as the chain writes itself', () => {
    expect(findBrand('La Quinta Inn & Suites Austin Airport')).toBe('La Quinta');
    expect(findBrand('Holiday Inn Express Toronto Downtown')).toBe('Holiday Inn Express');
    expect(findBrand('Best Western Plus Hotel Anker')).toBe('Best Western Plus');
    expect(findBrand('Premier Inn London Kensington')).toBe('Premier Inn');
    expect(findBrand('東横イン博多口駅前')).toBe('Toyoko Inn');
  });

  it('gives an independent hotel no brand, even when its name holds a word a chain also uses', () => {
    for (const name of ['Courtyard Inn Hallstatt', 'Hotel Royal', 'Sun Valley Motel', 'Hôtel du Parc', 'Casa Rural El Molino', 'Home Hotel Lisboa']) expect(findBrand(name), name).toBeNull();
  });

  it('takes the brand from the hotel name, and from structured data naming a known chain', () => {
    const a = buildProfile([snip('hotel_name', 'Ibis Styles Berlin Mitte', { section: 'h1' })]);
    expect(a.fields.brandName).toBe('Ibis Styles');
    const b = buildProfile([snip('hotel_name', 'Hotel Kastanienhof', { section: 'h1' })]);
    expect(b.fields.brandName).toBeNull();
    const c = buildProfile([snip('hotel_name', 'Seaside Airport Hotel', { section: 'h1' }), snip('brand', 'Hampton by Hilton', { method: 'json-ld' })]);
    expect(c.fields.brandName).toBe('Hampton');
  });
});
