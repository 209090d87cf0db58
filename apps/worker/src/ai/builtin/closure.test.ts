import { describe, expect, it } from 'vitest';
import { extractSnippetsFromPages } from '../../extract/index.ts';
import { NO_LONGER, tellsClosure } from '../../extract/classify.ts';
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

  it('is told in Danish, Swedish and Hungarian too', () => {
    expect(tellsClosure('Den gamle indgang fra gården er lukket permanent efter ombygningen i 2022.')).toBe(true);
    expect(tellsClosure('Bastun är stängd sedan 2019.')).toBe(true);
    expect(tellsClosure('A szauna 2018-ban véglegesen bezárt.')).toBe(true);
    expect(tellsClosure('Restauranten er lukket om mandagen.')).toBe(false);
    expect(NO_LONGER.test('A régi épületben már nincs recepció.')).toBe(true);
    expect(NO_LONGER.test('Vi tilbyder ikke længere transfer fra lufthavnen.')).toBe(true);
  });

  it('is none anywhere on the site, though a news box or a list elsewhere still names it (German, English)', () => {
    const de = profileOf(`<h1>Gasthof Lärche</h1><h2>Aktuelles</h2><p>Neu ab Dezember 2008: unser Hallenbad – jetzt auch im Winter schwimmen!</p>
      <h2>Ausstattung</h2><ul><li>Sauna</li><li>Hallenbad</li><li>Skiraum</li></ul>
      <h2>Unser Haus</h2><p>Der Gasthof liegt mitten im Dorf. Das Hallenbad mussten wir im Frühjahr 2019 leider schließen, dort ist jetzt ein Ruheraum.</p>`).fields;
    expect(de.amenities.join(' ')).not.toMatch(/Hallenbad/);
    expect(de.amenities).toContain('Sauna');
    expect(de.description ?? '').not.toMatch(/Hallenbad/);
    const en = profileOf(`<h1>Kymata House</h1><h2>Facilities</h2><ul><li>Hammam</li><li>Outdoor pool</li><li>Garden</li></ul>
      <h2>Our story</h2><p>The house has twelve rooms around a garden. In 2020 the small hammam on the ground floor closed and became a playroom.</p>`).fields;
    expect(en.amenities.join(' ')).not.toMatch(/hammam/i);
    expect(en.amenities).toContain('Outdoor pool');
  });

  it('keeps a sentence saying what is no longer so out of the description (English, Hungarian)', () => {
    const en = profileOf('<h1>Kahu Lodge</h1><p>The lodge has six suites above the lake, each with a deck and a view of the mountains.</p><p>Guests no longer check in at the old office in the township, so please come straight to the lodge.</p>').fields;
    expect(en.description ?? '').toContain('six suites');
    expect(en.description ?? '').not.toMatch(/old office/);
    const hu = profileOf('<h1>Hotel Szőlő</h1><p>Családi vezetésű szállodánk a belváros szélén, csendes utcában várja vendégeit, tíz percre a vártól.</p><p>Régi címünkön a Fő utcában már nem működik recepció, új épületünkben várjuk Önöket.</p>').fields;
    expect(hu.description ?? '').toContain('Családi vezetésű');
    expect(hu.description ?? '').not.toMatch(/Fő utcában/);
  });
});
