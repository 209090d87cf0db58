import { describe, expect, it } from 'vitest';
import { pickDescription, placesHouseElsewhere } from './description.ts';
import { buildProfile } from './index.ts';
import { StructuredTrust } from './trust.ts';
import { snip } from './test-snippets.ts';

describe('a sentence placing the house in another town', () => {
  it('tells the house placed in a town that is none of its own (Spanish, English, French, German)', () => {
    expect(placesHouseElsewhere('La Casa Rural El Pinar es una casa situada en la Villanueva de Arriba, una localidad española.', ['Robledo del Monte', 'Toledo'])).toBe('Villanueva de Arriba');
    expect(placesHouseElsewhere('The cottage is located in Bretton, a quiet village.', ['Hathersage', 'Derbyshire'])).toBe('Bretton');
    expect(placesHouseElsewhere('Notre gîte est situé à Montignac, au calme.', ['Vitrac', 'Dordogne'])).toBe('Montignac');
    expect(placesHouseElsewhere('Unsere Pension liegt ruhig in Anif, am Stadtrand.', ['Hallein', 'Salzburg'])).toBe('Anif');
  });

  it('keeps the own town, a district of it, a place containing it, areas and a sentence not about the house (English, Spanish, German, French)', () => {
    expect(placesHouseElsewhere('The cottage is located in Hathersage village.', ['Hathersage'])).toBeNull();
    expect(placesHouseElsewhere('Die Pension liegt ruhig im Salzburger Stadtteil Aigen.', ['Salzburg'])).toBeNull();
    expect(placesHouseElsewhere('La casa está situada en la Sierra de Ayllón.', ['Valverde de los Arroyos'])).toBeNull();
    expect(placesHouseElsewhere('Le gîte est situé dans le Parc Naturel du Vercors.', ['Autrans'])).toBeNull();
    expect(placesHouseElsewhere('The lodge is located in the Lake District.', ['Ambleside'])).toBeNull();
    expect(placesHouseElsewhere('The inn is located in Cumbria, close to the lakes.', ['Ambleside', 'Cumbria'])).toBeNull();
    // the museum, not the house, is placed there
    expect(placesHouseElsewhere('The museum is located in Bretton, a quiet village.', ['Hathersage'])).toBeNull();
    // no own town known: nothing to tell it from
    expect(placesHouseElsewhere('The cottage is located in Bretton.', [])).toBeNull();
  });

  it('leaves the sentence out of the description only when the site names its own town and the other town nowhere else (Spanish, English)', () => {
    const es = [
      snip('hotel_name', 'Casa Rural El Pinar', { section: 'h1' }),
      snip('description', 'La Casa Rural El Pinar es una casa situada en la Villanueva de Arriba, una localidad española de la sierra.'),
      snip('description', 'Robledo del Monte es un pueblo de piedra con calles empedradas y casas de pizarra.'),
      snip('description', 'La casa tiene dos plantas con cocina equipada, salón con chimenea y tres habitaciones dobles.'),
    ];
    const picked = pickDescription(es, new StructuredTrust(es), 'Casa Rural El Pinar', 'es', new Set(), { towns: ['Robledo del Monte'], areas: ['Toledo'] }).value ?? '';
    expect(picked).toContain('dos plantas');
    expect(picked).not.toContain('Villanueva de Arriba');
    // without the own town, or when the site never names it, the sentence stays
    expect(pickDescription(es, new StructuredTrust(es), 'Casa Rural El Pinar', 'es').value).toContain('Villanueva de Arriba');
    expect(pickDescription(es, new StructuredTrust(es), 'Casa Rural El Pinar', 'es', new Set(), { towns: ['Cuenca'], areas: [] }).value).toContain('Villanueva de Arriba');
    // the site names its region but not its town: nothing tells the town apart
    expect(pickDescription(es, new StructuredTrust(es), 'Casa Rural El Pinar', 'es', new Set(), { towns: ['Cuenca'], areas: ['Robledo del Monte'] }).value).toContain('Villanueva de Arriba');
    // a place the site names again is its own (the region it keeps naming)
    const en = [
      snip('hotel_name', 'Fellside Cottage', { section: 'h1' }),
      snip('description', 'Fellside Cottage is a stone cottage located in Bretton, with views over the valley and the moors.'),
      snip('description', 'Hathersage lies below the moors with a village shop, two pubs and an outdoor pool.'),
      snip('point_of_interest', 'Bretton Clough is a short walk from the cottage across the fields.'),
    ];
    expect(pickDescription(en, new StructuredTrust(en), 'Fellside Cottage', 'en', new Set(), { towns: ['Hathersage'], areas: [] }).value).toContain('located in Bretton');
  });

  it('buildProfile reads the own town from the address (Spanish)', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Casa Rural El Pinar', { section: 'h1' }),
      snip('address', 'Calle Mayor 3, 45100 Robledo del Monte, Toledo, España', { section: 'Contacto' }),
      snip('description', 'La Casa Rural El Pinar es una casa situada en la Villanueva de Arriba, una localidad española de la sierra.'),
      snip('description', 'Robledo del Monte es un pueblo de piedra con calles empedradas y casas de pizarra.'),
      snip('description', 'La casa tiene dos plantas con cocina equipada, salón con chimenea y tres habitaciones dobles.'),
    ]);
    expect(fields.address).toContain('Robledo del Monte');
    expect(fields.description).not.toContain('Villanueva de Arriba');
  });

  it('reads the own town from structured data too (English)', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Fellside Cottage', { section: 'h1' }),
      snip('address', 'Main Road, Hathersage, Derbyshire, S32 1BB', { method: 'json-ld', section: '@type PostalAddress' }),
      snip('description', 'Fellside Cottage is a stone cottage located in Bretton, with views over the valley and the moors.'),
      snip('description', 'Hathersage lies below the moors with a village shop, two pubs and an outdoor pool.'),
      snip('description', 'The cottage sleeps four in two bedrooms, with a wood burner and a walled garden.'),
    ]);
    expect(fields.description).toContain('sleeps four');
    expect(fields.description).not.toContain('Bretton');
  });
});
