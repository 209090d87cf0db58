import { describe, expect, it } from 'vitest';
import { buildProfile } from '../ai/builtin/index.ts';
import { isJunk, sectionKind } from './classify.ts';
import { extractSnippets, extractSnippetsFromPages } from './index.ts';
import { OUTDATED_PREFIX } from './stale.ts';

/*
 * Things a correct profile never holds: what guests once praised, the
 * sister houses a lead-in line presents, the web agency's address,
 * and the address of markup the page itself calls the former one.
 */
const html = (body: string, head = ''): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const run = (body: string, head = '', url = 'https://hotel.example/') => extractSnippets({ sourceUrl: url, pageUrl: url, html: html(body, head) });
const jsonLd = (o: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;
const profileOf = (body: string, head = '') => {
  const snippets = extractSnippetsFromPages([{ sourceUrl: 'https://hotel.example/', pageUrl: 'https://hotel.example/', html: html(body, head) }]);
  return { snippets, fields: buildProfile(snippets.map((s, i) => ({ ...s, id: `s${i}` }))).fields };
};
describe('guest books and "what our guests say" are opinion, in more languages', () => {
  it('types a German guest book and a Greek and a Dutch "what our guests say" as reviews', () => {
    expect(sectionKind(['Aus unserem Gästebuch'])).toBe('reviews');
    expect(sectionKind(['Τι λένε οι επισκέπτες μας'])).toBe('reviews');
    expect(sectionKind(['Wat onze gasten zeggen'])).toBe('reviews');
    expect(sectionKind(['Livre d’or'.replace('’', "'")])).toBe('reviews');
  });

  it('keeps a facility only a guest praises out of the amenities (German)', () => {
    const s = run('<h2>Ausstattung</h2><p>Unsere Gäste entspannen in der Sauna und auf der Sonnenterrasse mit Blick auf die Berge.</p><h2>Aus unserem Gästebuch</h2><p>"Das Hallenbad war nach dem Skifahren ein Traum, wir kommen wieder!"</p>');
    expect(s.find((x) => /Hallenbad/.test(x.content))?.type).toBe('other');
  });
});

describe('bold headings of old table layouts', () => {
  it('reads a bold run wrapped in <font> as the heading of what follows (German, English)', () => {
    const de = run('<table><tr><td><font size="2"><b>Ausstattung</b></font></td></tr><tr><td><font size="1">Sauna und Dampfbad im Haus, Skiraum mit Schuhtrockner.</font></td></tr></table>');
    expect(de.find((x) => /Sauna/.test(x.content))?.section).toBe('Ausstattung');
    const en = run('<table><tr><td><span class="t"><b>Getting here</b></span></td></tr><tr><td><span>Buses 12 and 40 stop outside the motel.</span></td></tr></table>');
    expect(en.find((x) => /Buses/.test(x.content))?.section).toBe('Getting here');
  });
});

describe('a lead-in line that announces other houses', () => {
  it('keeps the paragraphs after it out (English, German)', () => {
    const en = run('<footer><h4>The Collection</h4><p>Discover our other hotels:</p><p><strong>Cliffside Lodge</strong><br>12 Harbour Road, Port Isaac PL29 3RH<br>Spa and infinity pool</p></footer>');
    expect(en.some((x) => /Cliffside|infinity|PL29/.test(x.content))).toBe(false);
    const de = run('<div><h3>Gruppe</h3><p>Unsere Partnerhäuser:</p><p>Landhaus Moos, Dorfstraße 9, 6135 Stans, mit Tennisplatz und Hallenbad.</p></div>');
    expect(de.some((x) => /Moos|Tennisplatz/.test(x.content))).toBe(false);
  });

  it('leaves a section alone when the line is no lead-in (English)', () => {
    const s = run('<h2>Our rooms</h2><p>Every room has a balcony over the bay and a rain shower.</p><p>Family suites sleep four and have a kitchenette.</p>');
    expect(s.filter((x) => x.method === 'text').length).toBe(2);
  });
});

describe('the web agency credit', () => {
  it('is junk, with the agency address it carries (German, English, Italian)', () => {
    expect(isJunk('Webdesign & Hosting: Alpen Pixel OG, Maria-Theresien-Straße 3, 6020 Innsbruck')).toBe(true);
    expect(isJunk('Website by Harbour Digital')).toBe(true);
    expect(isJunk('Sito web realizzato da Agenzia Colli, Via Roma 3, Siena')).toBe(true);
  });

  it('does not take a line that names the website for contact (English, German)', () => {
    expect(isJunk('Website: www.hotel-example.com')).toBe(false);
    expect(isJunk('Unsere Webseite zeigt alle Zimmer mit Fotos und Preisen.')).toBe(false);
  });
});

describe('a line naming the former address is a sign of a move', () => {
  it('sets aside the JSON-LD entity at the old address, with its amenities (Spanish)', () => {
    const { fields } = profileOf(
      '<nav><ul><li><a href="/">Inicio</a></li><li><a href="/c">Contacto</a></li></ul></nav><div class="alert">Desde 2024 estamos en Calle Libertad 55. Nuestra antigua sede de Calle Hidalgo 12 ya no recibe huéspedes.</div><h1>Hotel Las Palmas</h1><p>Doce habitaciones alrededor de un patio con fuente en el centro histórico.</p><footer><p>Calle Libertad 55, 44100 Guadalajara, Jalisco</p></footer>',
      jsonLd({ '@type': 'Hotel', name: 'Hotel Las Palmas', address: { '@type': 'PostalAddress', streetAddress: 'Calle Hidalgo 12', postalCode: '44100', addressLocality: 'Guadalajara' }, amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Estacionamiento gratuito', value: true }] }),
    );
    expect(fields.address).toContain('Libertad 55');
    expect(JSON.stringify(fields)).not.toMatch(/Hidalgo|Estacionamiento/);
  });

  it('does the same for "our former address" (English)', () => {
    const { snippets } = profileOf(
      '<h1>Harbour Inn</h1><p>Our former address, 4 Quay Street, is now a private house; find us at 18 Bridge Street.</p><footer><p>18 Bridge Street, Whitby YO21 1AB</p></footer>',
      jsonLd({ '@type': 'Hotel', name: 'Harbour Inn', address: { '@type': 'PostalAddress', streetAddress: '4 Quay Street', postalCode: 'YO21 3PU', addressLocality: 'Whitby' } }),
    );
    expect(snippets.find((s) => s.method === 'json-ld' && /Quay/.test(s.content))?.section).toMatch(new RegExp(`^${OUTDATED_PREFIX}`));
  });
});

describe('a structured amenity the visible text withdraws', () => {
  const withAmenities = (names: string[]) =>
    jsonLd({ '@type': 'Hotel', name: 'Hotel Kyma', amenityFeature: names.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) });

  it('sets aside the JSON-LD item the page says is no longer offered, and keeps the rest (English, Spanish)', () => {
    const en = profileOf('<h1>Hotel Kyma</h1><p>Please note: since 2023 we no longer run our own airport transfer. Taxis wait at the port.</p>', withAmenities(['Outdoor pool', 'Airport shuttle']));
    expect(en.fields.amenities.join(' ')).toMatch(/pool/i);
    expect(en.fields.amenities.join(' ')).not.toMatch(/shuttle/i);
    const es = profileOf('<h1>Hotel Kyma</h1><p>Desde 2022 el gimnasio cerró definitivamente y hoy es una sala de lectura.</p>', withAmenities(['Piscina', 'Gimnasio']));
    expect(es.snippets.find((s) => s.method === 'json-ld' && s.content === 'Gimnasio')?.section).toMatch(/^outdated: /);
    expect(es.fields.amenities.join(' ')).toMatch(/Piscina/);
  });

  it('keeps an item named only in another clause of the sentence (English, German)', () => {
    const en = profileOf('<h1>Hotel Kyma</h1><p>The kids’ club has now closed; children are always welcome at the pool.</p>', withAmenities(['Outdoor pool']));
    expect(en.snippets.some((s) => s.section?.startsWith(OUTDATED_PREFIX))).toBe(false);
    const de = profileOf('<h1>Hotel Kyma</h1><p>Die Kegelbahn gibt es nicht mehr, aber die Sauna ist täglich geöffnet.</p>', withAmenities(['Sauna']));
    expect(de.snippets.some((s) => s.section?.startsWith(OUTDATED_PREFIX))).toBe(false);
  });
});

describe('a privacy policy is legal text, not the hotel', () => {
  it('keeps the operating company address under a privacy heading out of the snippets (Spanish, German)', () => {
    const es = run('<h1>Aviso de Privacidad</h1><p>Operadora Turística Río, S.A. de C.V., con domicilio fiscal en Av. Patria 1200, Col. Jardines, C.P. 45030, Zapopan, Jalisco, es responsable del tratamiento de sus datos personales.</p>', '', 'https://hotel.example/aviso-de-privacidad.html');
    expect(es.some((s) => /Patria/.test(s.content))).toBe(false);
    const de = run('<h2>Datenschutzerklärung</h2><p>Verantwortlich für die Datenverarbeitung ist die Alpen Hotelbetriebs GmbH, Museumstraße 4, 6020 Innsbruck, eingetragen im Firmenbuch.</p>');
    expect(de.some((s) => /Museumstraße/.test(s.content))).toBe(false);
  });

  it('still reads an Impressum, where the hotel gives its own address (German)', () => {
    const s = run('<h2>Impressum</h2><p>Gasthof Lärche, Dorf 3, 6632 Ehrwald, Tirol</p>');
    expect(s.find((x) => /Dorf 3/.test(x.content))?.type).toBe('address');
  });
});
