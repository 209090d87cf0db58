import { describe, expect, it } from 'vitest';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';


describe('address', () => {
  it('does not repeat the street when a footer line repeats it after the full address', () => {
    const { fields } = buildProfile([snip('address', '3515 Main Avenue, Durango CO 81301'), snip('address', '3515 Main Avenue', { section: 'Footer' })]);
    expect(fields.address).toBe('3515 Main Avenue, Durango CO 81301');
  });

  it('completes a street without its town from the site\'s postcode-and-town line and country', () => {
    const contact = { pageUrl: 'https://hotel.example/contatti.html', sourceUrl: 'https://hotel.example/contatti.html', section: 'Contatti' };
    const { fields, provenance } = buildProfile([
      snip('address', 'Via dei Pini 7', { section: 'Dove siamo' }),
      snip('contact', '39040 Castelrotto(BZ)', contact),
      snip('contact', 'Italia', contact),
      snip('contact', 'info@hotel.example', contact),
    ]);
    expect(fields.address).toBe('Via dei Pini 7, 39040 Castelrotto (BZ), Italia');
    expect(provenance['address']).toHaveLength(3);
  });

  it('without a postal address, takes the place a location sentence ends on, or a town and its region', () => {
    const a = buildProfile([snip('point_of_interest', 'Ubicada en la zona exclusiva de Punta Roca\nFrente a la playa', { section: 'Puntos de interés' })]);
    expect(a.fields.address).toBe('Punta Roca');
    const b = buildProfile([snip('description', 'of Santa Clara, Baja Sur and experience its premier ecotourism and wellness destination', { section: 'Discover the gifts' })]);
    expect(b.fields.address).toBe('Santa Clara, Baja Sur');
    // a lower-case phrase is no place
    const c = buildProfile([snip('description', 'Located in the heart of the city, with views over the old harbour and the hills.')]);
    expect(c.fields.address).toBeNull();
  });
});
