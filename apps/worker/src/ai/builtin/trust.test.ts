import { describe, expect, it } from 'vitest';
import { buildProfile } from './index.ts';
import { StructuredTrust } from './trust.ts';
import { snip } from './test-snippets.ts';

/*
 * Structured address data the pages contradict: another postcode than every address the pages
 * write, and a street the pages never write, is markup left from another place, even when it
 * names the same town or region (a shared place word is no agreement).
 */
describe('a structured address the visible pages contradict', () => {
  it('is set aside when its postcode and street appear nowhere on the pages (Italian, English)', () => {
    const it1 = [
      snip('hotel_name', 'Locanda del Mulino', { section: 'h1' }),
      snip('address', 'Via dei Tigli 40, Siena, SI 53100, IT', { method: 'json-ld', section: '@type Hotel' }),
      snip('address', 'Strada del Mulino 7, 53024 Montalcino (SI)'),
    ];
    const trust = new StructuredTrust(it1);
    expect(trust.ok(it1[1]!)).toBe(false);
    expect(buildProfile(it1).fields.address).not.toContain('Tigli');
    const en = [
      snip('hotel_name', 'The Weir House', { section: 'h1' }),
      snip('address', '18 Castle Street, Bath, Somerset 90210', { method: 'json-ld', section: '@type LodgingBusiness' }),
      snip('address', 'Weir Lane, Somerset 40315'),
      snip('description', 'The Weir House is a Georgian guest house with five rooms beside the river Avon in Somerset.'),
    ];
    expect(new StructuredTrust(en).ok(en[1]!)).toBe(false);
  });

  it('is kept when the pages write its street or share its postcode (Italian, English)', () => {
    const street = [
      snip('address', 'Via dei Tigli 40, Siena, SI 53100, IT', { method: 'json-ld', section: '@type Hotel' }),
      snip('address', 'Booking office: Piazza del Campo 2, 53110 Siena'),
      snip('description', 'La locanda si trova in Via dei Tigli 40, a due passi dal centro di Siena.'),
    ];
    expect(new StructuredTrust(street).ok(street[0]!)).toBe(true);
    const code = [
      snip('address', '18 Castle St, Bath BA1 1QQ 40315', { method: 'json-ld', section: '@type Hotel' }),
      snip('address', '18 Castle Street, Bath 40315'),
    ];
    expect(new StructuredTrust(code).ok(code[0]!)).toBe(true);
    // no postcode on the pages, the same town: nothing contradicts it
    const none = [snip('address', 'Via dei Tigli 40, Siena, SI 53100, IT', { method: 'json-ld', section: '@type Hotel' }), snip('address', 'Strada del Mulino, Siena')];
    expect(new StructuredTrust(none).ok(none[0]!)).toBe(true);
  });
});
