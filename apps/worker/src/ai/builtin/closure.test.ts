import { describe, expect, it } from 'vitest';
import { extractSnippetsFromPages } from '../../extract/index.ts';
import { tellsClosure } from '../../extract/classify.ts';
import { pickAmenities } from './amenities.ts';
import { buildProfile } from './index.ts';

const profileOf = (body: string) => {
  const snippets = extractSnippetsFromPages([{ sourceUrl: 'https://hotel.example/', pageUrl: 'https://hotel.example/', html: `<!doctype html><html><body>${body}</body></html>` }]);
  return { snippets, fields: buildProfile(snippets.map((s, i) => ({ ...s, id: `s${i}` }))).fields };
};
const amenitiesOf = (text: string) =>
  pickAmenities([{ id: 'a', type: 'description', content: text, sourceUrl: 'https://h.example/haus', pageUrl: 'https://h.example/haus', method: 'text', section: 'Das Haus' }] as never, { trusted: true } as never).values;

describe('a facility that has closed', () => {
  it('is no amenity when the sentence dates the closure or makes it final (German, English)', () => {
    expect(amenitiesOf('Wir haben eine Sauna. Das Hallenbad mussten wir im Frühjahr 2019 leider schließen.')).not.toContain('Hallenbad');
    expect(amenitiesOf('In 2021 the small hammam on the ground floor closed and became a playroom. Guests enjoy the sauna.')).toEqual(['Sauna']);
    expect(amenitiesOf('The spa has now closed; the outdoor pool is open from May.')).toEqual(['Outdoor pool']);
  });

  it('is still an amenity when it closes for a season (English, Spanish)', () => {
    expect(amenitiesOf('The outdoor pool is closed in winter.')).toEqual(['Outdoor pool']);
    expect(tellsClosure('La piscina está cerrada en invierno.')).toBe(false);
    expect(tellsClosure('El gimnasio cerró en 2020.')).toBe(true);
  });

  it('keeps a sentence telling the closure out of the description (Greek, German)', () => {
    expect(tellsClosure('Το 2020 το χαμάμ έκλεισε και έγινε παιδότοπος.')).toBe(true);
    const { fields } = profileOf('<h1>Gasthof Lärche</h1><p>Der Gasthof Lärche liegt mitten im Dorf, gleich neben der Kirche, und hat zwölf Zimmer mit Balkon.</p><p>Die Kegelbahn im Keller mussten wir 2018 leider schließen, dort ist jetzt der Skiraum.</p>');
    expect(fields.description ?? '').toContain('zwölf Zimmer');
    expect(fields.description ?? '').not.toMatch(/Kegelbahn/);
  });
});

