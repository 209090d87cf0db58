import { describe, expect, it } from 'vitest';
import { buildProfile } from '../ai/builtin/index.ts';
import { extractSnippetsFromPages } from './index.ts';
import { OUTDATED_PREFIX } from './stale.ts';

const page = (head: string, body: string, url = 'https://h.example/') => ({ sourceUrl: url, pageUrl: url, html: `<!doctype html><html><head>${head}</head><body>${body}</body></html>` });

const jsonLd = (o: object) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...o })}</script>`;

const profileOf = (pages: ReturnType<typeof page>[]) => {
  const snippets = extractSnippetsFromPages(pages);
  return { snippets, fields: buildProfile(snippets.map((s, i) => ({ ...s, id: `s${i}` }))).fields };
};

describe('the page beats stale markup', () => {
  it('sets aside a JSON-LD entity whose address is not the one a moved hotel gives now, with its amenities (Italian)', () => {
    const { snippets, fields } = profileOf([
      page(
        `<title>Albergo Rosa – Siena</title>${jsonLd({ '@type': 'Hotel', name: 'Albergo Rosa', address: { '@type': 'PostalAddress', streetAddress: 'Via dei Rossi 4', postalCode: '53100', addressLocality: 'Siena' }, amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Piscina', value: true }] })}`,
        `<p><strong>Ci siamo trasferiti!</strong> Ora siamo in Via Pantaneto 90, 53100 Siena.</p><h1>Albergo Rosa</h1><h2>Servizi</h2><ul><li>Wi-Fi gratuito</li><li>Colazione</li><li>Terrazza</li></ul><footer><p>Via Pantaneto 90, 53100 Siena</p></footer>`,
      ),
    ]);
    const set = snippets.filter((s) => s.section?.startsWith(OUTDATED_PREFIX));
    expect(set.map((s) => s.content)).toEqual(expect.arrayContaining(['Via dei Rossi 4, Siena, 53100', 'Piscina']));
    expect(set.every((s) => s.type === 'other' && /moved/.test(s.section!))).toBe(true);
    expect(fields.address).toContain('Via Pantaneto 90');
    expect(JSON.stringify(fields)).not.toMatch(/Rossi|Piscina/);
  });

  it('sets aside og: and JSON-LD names the page gives as the former name, and a visible line with the old address (Dutch)', () => {
    const { snippets, fields } = profileOf([
      page(
        `<title>Hotel Het Anker Delft</title><meta property="og:site_name" content="Hotel Het Anker">${jsonLd({ '@type': 'Hotel', name: 'Hotel Het Anker', address: { '@type': 'PostalAddress', streetAddress: 'Breestraat 3', postalCode: '2611 RG', addressLocality: 'Delft' } })}`,
        `<h1>Hotel Zeevaart</h1><p>Hotel Zeevaart, voorheen Hotel Het Anker, heeft 14 kamers aan de gracht.</p><h2>We zijn verhuisd</h2><p>Ons nieuwe adres: Oude Delft 52, 2611 CD Delft.</p><p>Oud adres: Breestraat 3, 2611 RG Delft.</p>`,
      ),
    ]);
    expect(fields.name).toBe('Hotel Zeevaart');
    expect(fields.address).toContain('Oude Delft 52');
    expect(JSON.stringify(fields)).not.toMatch(/Breestraat|Anker Delft/);
    const reasons = snippets.filter((s) => s.section?.startsWith(OUTDATED_PREFIX)).map((s) => `${s.method} ${s.section}`);
    expect(reasons).toEqual(expect.arrayContaining([expect.stringMatching(/^meta outdated: the page gives this as the former name/), expect.stringMatching(/^text outdated: the page gives this as the former address/)]));
  });

  it('reads "X is now called Y" backwards (French)', () => {
    const { fields } = profileOf([
      page('<title>Auberge du Moulin</title><meta property="og:site_name" content="Auberge du Moulin">', '<h1>Hôtel Les Roches</h1><p>L’Auberge du Moulin s’appelle désormais Hôtel Les Roches : même famille, même accueil.</p><p>12 chambres au bord de la Vézère.</p>'),
    ]);
    expect(fields.name).toBe('Hôtel Les Roches');
  });

  it('keeps structured data when the page gives no sign of a move or a new name, even where the visible text differs', () => {
    const { snippets } = profileOf([
      page(
        `<title>Gasthof Adler</title>${jsonLd({ '@type': 'Hotel', name: 'Gasthof Adler', address: { '@type': 'PostalAddress', streetAddress: 'Dorfstraße 1', postalCode: '6020', addressLocality: 'Innsbruck' } })}`,
        '<h1>Gasthof Adler</h1><p>Unsere neue Sauna ist eröffnet.</p><footer><p>Postfach 12, 6021 Innsbruck</p></footer>',
      ),
    ]);
    expect(snippets.some((s) => s.section?.startsWith(OUTDATED_PREFIX))).toBe(false);
    expect(snippets.find((s) => s.method === 'json-ld' && s.type === 'address')?.content).toBe('Dorfstraße 1, Innsbruck, 6020');
  });

  it('keeps the structured address of a moved hotel when it is already the new one (German)', () => {
    const { snippets } = profileOf([
      page(
        `<title>Hotel Krone</title>${jsonLd({ '@type': 'Hotel', name: 'Hotel Krone', address: { '@type': 'PostalAddress', streetAddress: 'Marktplatz 7', postalCode: '79098', addressLocality: 'Freiburg' } })}`,
        '<h1>Hotel Krone</h1><h2>Wir sind umgezogen</h2><p>Neue Adresse: Marktplatz 7, 79098 Freiburg.</p>',
      ),
    ]);
    expect(snippets.some((s) => s.section?.startsWith(OUTDATED_PREFIX))).toBe(false);
  });

  it('keeps the former name and old street out of the description, and the rest of the text in (German)', () => {
    const { snippets, fields } = profileOf([
      page(
        `<title>Hotel Alpenblick Füssen</title><meta property="og:site_name" content="Pension Lindenhof">${jsonLd({ '@type': 'Hotel', name: 'Pension Lindenhof', address: { '@type': 'PostalAddress', streetAddress: 'Brunnengasse 9', postalCode: '87629', addressLocality: 'Füssen' } })}`,
        `<h1>Hotel Alpenblick</h1><h2>Wir sind umgezogen</h2><p>Das Hotel Alpenblick, vormals Pension Lindenhof, liegt nun am Stadtrand. Nach vielen Jahren in der Brunnengasse sind wir im Frühjahr umgezogen. Das Haus hat 30 Zimmer mit Bergblick, eine Sauna im Dachgeschoss und einen Wintergarten, in dem das Frühstücksbuffet steht.</p><footer><p>Seeweg 4, 87629 Füssen</p></footer>`,
      ),
    ]);
    expect(fields.description).toContain('Wintergarten');
    expect(fields.description ?? '').not.toMatch(/Lindenhof|Brunnengasse/);
    expect(fields.situated ?? '').not.toMatch(/Lindenhof|Brunnengasse/);
    // the sentences are set aside, not lost: staff still see them with the reason
    const aside = snippets.filter((s) => s.section?.startsWith(`${OUTDATED_PREFIX}names the former`));
    expect(aside.map((s) => s.content).join(' ')).toMatch(/Lindenhof.*Brunnengasse/);
  });

  it('keeps the former name out of the description (Dutch), and a word of the town it carries in', () => {
    const { fields } = profileOf([
      page(
        `<title>Hotel Het Baken Zwolle</title><meta property="og:site_name" content="Hotel De Zwaan Zwolle">${jsonLd({ '@type': 'Hotel', name: 'Hotel De Zwaan Zwolle', address: { '@type': 'PostalAddress', streetAddress: 'Kerkstraat 3', postalCode: '8011 AB', addressLocality: 'Zwolle' } })}`,
        `<h1>Hotel Het Baken</h1><h2>We zijn verhuisd</h2><p>Hotel Het Baken heette vroeger Hotel De Zwaan. Ons nieuwe adres: Havenkade 12, 8011 CD Zwolle.</p><p>In de oude Zwaan aan de Kerkstraat logeerden onze gasten veertig jaar lang. Het hotel heeft nu 20 kamers met uitzicht op de haven van Zwolle, een eigen fietsverhuur en een ontbijtzaal aan het water.</p>`,
      ),
    ]);
    expect(fields.description).toContain('20 kamers');
    expect(fields.description ?? '').not.toMatch(/Zwaan|Kerkstraat/);
  });

  it('keeps a moved hotel\'s own name in its sentences when only the address changed (French)', () => {
    const { fields } = profileOf([
      page(
        `<title>Hôtel Le Tilleul</title>${jsonLd({ '@type': 'Hotel', name: 'Hôtel Le Tilleul', address: { '@type': 'PostalAddress', streetAddress: '3 rue des Forges', postalCode: '21000', addressLocality: 'Dijon' } })}`,
        `<h1>Hôtel Le Tilleul</h1><h2>Nous avons déménagé</h2><p>Nouvelle adresse : 18 place du Marché, 21000 Dijon.</p><p>Le petit-déjeuner se prend sous le tilleul de la cour, avec les confitures de la maison.</p>`,
      ),
    ]);
    expect(fields.description).toContain('sous le tilleul');
    expect(JSON.stringify(fields)).not.toMatch(/rue des Forges/);
  });

  it('reads a former name from a heading and from "X is now Y", and sets aside the social card that still gives it (English, German)', () => {
    const en = profileOf([
      page(
        `<title>The Juniper Inn — Adobe Inn in Taos</title><meta property="og:title" content="Sol Dorado Bed &amp; Breakfast | Ledoux Street, Taos"><meta property="og:description" content="A cozy Ledoux Street B&amp;B with a sauna under the stars."><meta name="description" content="Twelve adobe rooms with full breakfast and free parking in Taos.">`,
        `<h1>Welcome</h1><p>We have moved! Sol Dorado is now The Juniper Inn, with a new address on Kit Carson Road.</p><h2>Formerly Sol Dorado Bed &amp; Breakfast</h2><p>For ten years the hosts ran a small B&amp;B in town before they moved.</p><p>Every stay includes a full hot breakfast served in the sala, and parking is free for every guest.</p><footer><p>215 Kit Carson Road, Taos, NM 87571</p></footer>`,
      ),
    ]);
    const aside = en.snippets.filter((s) => s.section?.startsWith(OUTDATED_PREFIX)).map((s) => s.content).join(' ');
    expect(aside).toContain('sauna under the stars');
    expect(aside).toContain('Sol Dorado Bed');
    expect(en.fields.description ?? '').not.toContain('sauna');
    // a common word of the former name ("breakfast") does not take the house's own sentences with it
    expect(en.fields.description).toContain('full hot breakfast');
    const de = profileOf([
      page(
        `<title>Hotel Bergquelle Oberstdorf</title><meta property="og:title" content="Gasthof Alte Mühle | Oberstdorf"><meta property="og:description" content="Gasthof mit Hallenbad und Kegelbahn.">`,
        `<h1>Hotel Bergquelle</h1><h2>Ehemals Gasthof Alte Mühle</h2><p>Wir haben das Haus 2022 übernommen und von Grund auf erneuert.</p><p>Das Hotel hat 18 Zimmer, eine Sauna und einen Garten mit Blick auf die Berge.</p><footer><p>Bergweg 3, 87561 Oberstdorf</p></footer>`,
      ),
    ]);
    const deAside = de.snippets.filter((s) => s.section?.startsWith(OUTDATED_PREFIX)).map((s) => s.content).join(' ');
    expect(deAside).toContain('Hallenbad');
    expect(de.fields.description).toContain('18 Zimmer');
    expect(JSON.stringify(de.fields)).not.toMatch(/Hallenbad|Kegelbahn/);
  });

  it('reads "antes conhecida como" (Portuguese) and "anteriormente conocido como" (Spanish) before a former name', () => {
    for (const [lead, title] of [['Antes conhecida como', 'Quinta do Pico'], ['Anteriormente conocido como', 'Hostal Mar']] as const) {
      const { snippets } = profileOf([
        page(
          `<title>${title}</title>${jsonLd({ '@type': 'Hotel', name: 'Estalagem Velha Serra', address: { '@type': 'PostalAddress', streetAddress: 'Rua Velha 120', postalCode: '9000-042', addressLocality: 'Funchal' } })}`,
          `<h1>${title}</h1><p>${lead} Estalagem Velha Serra, la casa fue renovada en 2022 con 16 habitaciones.</p>`,
        ),
      ]);
      expect(snippets.find((s) => s.content.includes('Rua Velha'))?.section ?? '').toMatch(/^outdated: /);
    }
  });
});
