import { describe, expect, it } from 'vitest';
import { addressRole, writesAnotherAddress } from './address.ts';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';


describe('address', () => {
  it('between two clean addresses takes the one the site writes on several pages and in its town', () => {
    const page = (path: string) => ({ pageUrl: `https://hotel.example${path}`, sourceUrl: `https://hotel.example${path}` });
    // a partner's address stands once on the homepage, before the house's own footer
    const en = buildProfile([
      snip('hotel_name', 'Harbour View Inn Whitby', { method: 'meta' }),
      snip('address', '12 Bridge Street, Scarborough YO11 1AA', page('/')),
      snip('address', '4 Pier Road, Whitby YO21 3PU', { ...page('/'), section: 'Footer' }),
      snip('address', '4 Pier Road, Whitby YO21 3PU', { ...page('/contact/'), section: 'Footer' }),
    ]);
    expect(en.fields.address).toBe('4 Pier Road, Whitby YO21 3PU');
    const de = buildProfile([
      snip('hotel_name', 'Landhaus am Bach – Ihr Hotel in Titisee-Neustadt', { method: 'meta' }),
      snip('address', 'Hauptstraße 8, 79822 Hinterzarten', page('/')),
      snip('address', 'Seestraße 21, 79822 Titisee-Neustadt', { ...page('/'), section: 'Kontakt' }),
      snip('address', 'Seestraße 21, 79822 Titisee-Neustadt', { ...page('/anreise/'), section: 'Kontakt' }),
    ]);
    expect(de.fields.address).toBe('Seestraße 21, 79822 Titisee-Neustadt');
  });

  it('does not repeat the street when a footer line repeats it after the full address', () => {
    const { fields } = buildProfile([snip('address', '3515 Main Avenue, Durango CO 81301'), snip('address', '3515 Main Avenue', { section: 'Footer' })]);
    expect(fields.address).toBe('3515 Main Avenue, Durango CO 81301');
  });

  it('keeps the long form of a town a footer writes after its short form', () => {
    const de = buildProfile([snip('address', 'Oberdorf 12\n6167 Neudorf'), snip('address', 'Oberdorf 12 · 6167 Neudorf am See · Tirol')]);
    expect(de.fields.address).toBe('Oberdorf 12, 6167 Neudorf am See, Tirol');
    const fr = buildProfile([snip('address', '8 place du Marché\n74400 Chamonix'), snip('address', '8 place du Marché · 74400 Chamonix Mont Blanc · Haute-Savoie')]);
    expect(fr.fields.address).toBe('8 place du Marché, 74400 Chamonix Mont Blanc, Haute-Savoie');
  });

  it('adds no country an address already writes after its region', () => {
    const at = buildProfile([snip('address', 'Dorfplatz 4 · 6167 Neudorf · Tirol / Österreich'), snip('contact', 'Tel. +43 5226 0000')]);
    expect(at.fields.address).toBe('Dorfplatz 4, 6167 Neudorf, Tirol / Österreich');
    const it = buildProfile([snip('address', 'Via Roma 5 · 38030 Castello · Trentino / Italia'), snip('contact', 'Tel. +39 0462 000000')]);
    expect(it.fields.address).toBe('Via Roma 5, 38030 Castello, Trentino / Italia');
  });

  it('reads a three-and-two-digit postcode with a city district, and names the town without its district number', () => {
    const cz = buildProfile([snip('address', 'Hradební 12/7\n602 00 Brno 2 – Veveří\nČeská republika', { section: 'contact block' })]);
    expect(cz.fields.address).toBe('Hradební 12/7, 602 00 Brno 2, Veveří, Česká republika');
    expect(cz.fields.situated).toContain('Brno');
    expect(cz.fields.situated).not.toContain('Brno 2');
    // the country the site does not write, from its phone numbers
    const se = buildProfile([snip('address', 'Storgatan 14\n114 55 Stockholm', { section: 'contact block' }), snip('contact', 'Telefon: +46 8 000 00 11')]);
    expect(se.fields.address).toBe('Storgatan 14, 114 55 Stockholm, Sverige');
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

  it('assembles a footer written one line per element, up to its postcode, in the page\'s order', () => {
    const footer = { section: 'Around the harbour' };
    const { fields } = buildProfile([
      snip('address', '14 Pier Road', footer),
      snip('point_of_interest', 'Whitby', footer),
      snip('point_of_interest', 'North Yorkshire', footer),
      snip('address', 'YO21 3PU', footer),
      snip('contact', '01947 600 123 · stay@harbour.example', footer),
    ]);
    expect(fields.address).toBe('14 Pier Road, Whitby, North Yorkshire, YO21 3PU');
    expect(fields.nearbyAttractions).not.toContain('Whitby');
  });

  it('does not run a street into the list of sights that follows it', () => {
    const { fields } = buildProfile([snip('address', 'Lindenstraße 12'), snip('point_of_interest', 'Dom'), snip('point_of_interest', 'Altes Rathaus')]);
    expect(fields.address).toBe('Lindenstraße 12');
  });

  it('reads a one-line footer with separators, without the hotel\'s name or its phone', () => {
    const a = buildProfile([snip('address', 'Hôtel des Tisserands – 4 rue Longue – 69001 Lyon – France – +33 4 72 00 00 00')]);
    expect(a.fields.address).toBe('4 rue Longue, 69001 Lyon, France');
    const b = buildProfile([snip('address', 'Hotel Linde · Lindenstraße 12 · 96047 Bamberg · Deutschland ·')]);
    expect(b.fields.address).toBe('Lindenstraße 12, 96047 Bamberg, Deutschland');
  });

  it('drops the "Address:" label in every language', () => {
    expect(buildProfile([snip('address', 'Adres: Oudegracht 145, 3511 AH Utrecht')]).fields.address).toBe('Oudegracht 145, 3511 AH Utrecht');
    expect(buildProfile([snip('address', 'Morada: Rua da Reboleira 35, 4050-492 Porto, Portugal')]).fields.address).toBe('Rua da Reboleira 35, 4050-492 Porto, Portugal');
  });

  it("drops a contact card's label drawn on the value's line without a colon, in Dutch and English", () => {
    expect(buildProfile([snip('address', 'Adres Kerkpad 21, 5341KA, Oss, Noord-Brabant')]).fields.address).toBe('Kerkpad 21, 5341KA, Oss, Noord-Brabant');
    expect(buildProfile([snip('address', 'Address 12 Harbour Road, Whitby YO21 3PU')]).fields.address).toBe('12 Harbour Road, Whitby YO21 3PU');
    // a name that merely starts with the word stays whole
    expect(buildProfile([snip('address', 'Address Hotels Tower, Sheikh Zayed Road, Dubai')]).fields.address ?? '').not.toMatch(/^Hotels Tower/);
  });

  it('cuts the phone written on the address line under its label in each language', () => {
    expect(buildProfile([snip('address', 'Lindenweg 4, 79822 Titisee-Neustadt, Telefon 07651 0000')]).fields.address).toBe('Lindenweg 4, 79822 Titisee-Neustadt');
    expect(buildProfile([snip('address', '12 rue du Port, 74500 Évian-les-Bains - Tél : 04 50 00 00 00')]).fields.address).toBe('12 rue du Port, 74500 Évian-les-Bains');
    expect(buildProfile([snip('address', 'Storgatan 14, 114 55 Stockholm, tfn 08-000 000')]).fields.address).toBe('Storgatan 14, 114 55 Stockholm');
  });

  it('takes a street without its type word right above a postcode line, in German and Dutch', () => {
    const k = { section: 'Kontakt' };
    const de = buildProfile([snip('contact', 'Steiger 16', k), snip('address', '63863 Eschau', k), snip('contact', 'Tel. 09374 0000', k)]);
    expect(de.fields.address).toBe('Steiger 16, 63863 Eschau');
    const nl = buildProfile([snip('contact', 'Penningkruid 21', k), snip('address', '5351 KA Berghem', k), snip('contact', 'Tel. 0412 000000', k)]);
    expect(nl.fields.address).toBe('Penningkruid 21, 5351 KA Berghem');
    // not when a line stands between them
    const far = buildProfile([snip('contact', 'Zimmer 12', k), snip('contact', 'Rezeption', k), snip('address', '63863 Eschau', k)]);
    expect(far.fields.address ?? '').not.toContain('Zimmer');
  });

  it('takes the place lines above a postcode alone on its line, and a rural place name in the street\'s slot', () => {
    const findUs = { section: 'Find us' };
    const a = buildProfile([snip('contact', 'North Cliff', findUs), snip('contact', 'Mousehole, Penzance', findUs), snip('address', 'TR19 6QX', findUs), snip('contact', '01736 000000', findUs)]);
    expect(a.fields.address).toBe('North Cliff, Mousehole, Penzance, TR19 6QX');
    const b = buildProfile([snip('address', 'Famille Martin · Le Mas des Oliviers · Lieu-dit Les Oliviers · 84000 Avignon · France')]);
    expect(b.fields.address).toBe('Lieu-dit Les Oliviers, 84000 Avignon, France');
  });

  it('leaves out the hotel\'s name written before its address, and prefers an address line to a sentence that mentions it', () => {
    const a = buildProfile([snip('hotel_name', 'The Old Vicarage', { section: 'h1' }), snip('address', 'The Old Vicarage, Church Lane, Ludlow, Shropshire SY8 1AB · 01584 000000')]);
    expect(a.fields.address).toBe('Church Lane, Ludlow, Shropshire SY8 1AB');
    const b = buildProfile([
      snip('address', 'Dal 1° marzo ci trovate nella nuova sede in Via dei Servi 12, 50122 Firenze, a cinque minuti dal Duomo.'),
      snip('address', 'Indirizzo: Via dei Servi 12, 50122 Firenze', { section: 'Dove siamo' }),
    ]);
    expect(b.fields.address).toBe('Via dei Servi 12, 50122 Firenze');
  });

  it('takes a marked block without a number or a postcode, which a bare line of places is not (French, English)', () => {
    const fr = buildProfile([snip('hotel_name', 'Gîte des Prés', { section: 'h1' }), snip('address', 'Gîte des Prés\nLe Bourg\nSaint-Privat', { section: 'contact block' })]);
    expect(fr.fields.address).toBe('Le Bourg, Saint-Privat');
    const en = buildProfile([snip('address', 'Coast Road\nBallyvaughan', { section: 'address element' })]);
    expect(en.fields.address).toBe('Coast Road, Ballyvaughan');
    const plain = buildProfile([snip('address', 'Le Bourg, Saint-Privat', { section: 'Nos voisins' })]);
    expect(plain.fields.address).not.toBe('Le Bourg, Saint-Privat');
  });

  it('adds no country a region line writes after a dash', () => {
    const at = buildProfile([snip('address', 'Dorfplatz 4\n6167 Neudorf\nTirol - Österreich', { section: 'address element' }), snip('contact', 'Tel. +43 5226 0000')]);
    expect(at.fields.address).toBe('Dorfplatz 4, 6167 Neudorf, Tirol - Österreich');
  });

  it('joins the lines of a Chinese or Japanese address as they are written, without separators', () => {
    const zh = buildProfile([snip('address', '杭州市西湖区文三路88号\n云栖小院2号楼', { section: 'address element' })]);
    expect(zh.fields.address).toBe('杭州市西湖区文三路88号云栖小院2号楼');
    const ja = buildProfile([snip('address', '京都府京都市下京区四条通1-2\n花見ビル3階', { section: 'address element' })]);
    expect(ja.fields.address).toBe('京都府京都市下京区四条通1-2花見ビル3階');
    // a Latin line after a Chinese one keeps its comma
    const mixed = buildProfile([snip('address', '杭州市西湖区文三路88号\nHangzhou, China', { section: 'address element' })]);
    expect(mixed.fields.address).toContain('88号, Hangzhou');
  });

  it('leaves out the venue named after a pin or a label, before the street, in French and English', () => {
    const fr = buildProfile([snip('address', '📍 Lieu : Grange du Moulin - Cour, 4 chemin du Moulin, 24200 Vitrac')]);
    expect(fr.fields.address).toBe('4 chemin du Moulin, 24200 Vitrac');
    const en = buildProfile([snip('address', 'Venue: The Old Barn, 12 Mill Lane, Ludlow SY8 1AB')]);
    expect(en.fields.address).toBe('12 Mill Lane, Ludlow SY8 1AB');
    // any short label before a street and its postcode goes
    const es = buildProfile([snip('address', 'Mapa: Ignacio Ramírez 418, Centro, 68000 Oaxaca, México')]);
    expect(es.fields.address).toBe('Ignacio Ramírez 418, Centro, 68000 Oaxaca, México');
    // without a lead-in the first part may be the street's place ("Lugar X" before its road), and stays
    const pt = buildProfile([snip('address', 'Lugar da Ribeira, Rua do Sol 5, 5060-321 Sabrosa')]);
    expect(pt.fields.address).toContain('Lugar da Ribeira');
  });
});

describe('structured data with an old address in the same town', () => {
  it('yields to the full address the visible pages show, in German and English', () => {
    const de = buildProfile([
      snip('address', 'Mühlenweg 3, 88131 Lindau, DE', { method: 'json-ld', section: '@type hotel' }),
      snip('address', 'Uferstraße 21, 88131 Lindau'),
    ]);
    expect(de.fields.address).toBe('Uferstraße 21, 88131 Lindau');
    const en = buildProfile([
      snip('address', '100 Main Street, Bozeman, MT 59715', { method: 'json-ld', section: '@type hotel' }),
      snip('address', '620 Elm Drive, Bozeman, MT 59718'),
    ]);
    expect(en.fields.address).toBe('620 Elm Drive, Bozeman, MT 59718');
  });

  it('stays when the pages write its street too, even beside a sister house\'s address in the same town', () => {
    const same = buildProfile([
      snip('address', 'Uferstraße 21, 88131 Lindau, DE', { method: 'json-ld', section: '@type hotel' }),
      snip('address', 'Uferstraße 21 · 88131 Lindau (Bodensee)'),
    ]);
    expect(same.fields.address).toBe('Uferstraße 21, 88131 Lindau, Deutschland');
    const sister = buildProfile([
      snip('address', '100 Main Street, Bozeman, MT 59715', { method: 'json-ld', section: '@type hotel' }),
      snip('address', '45 Lake Road, Bozeman, MT 59715'),
      snip('description', 'Find us at 100 Main Street, two blocks from the river.'),
    ]);
    expect(sister.fields.address).toBe('100 Main Street, Bozeman, MT 59715');
  });
});

describe('the country code of structured data', () => {
  const jsonLd = (content: string) => snip('address', content, { method: 'json-ld', section: '@type hotel' });
  const prose = {
    nl: 'Ons familiehotel ligt aan een rustige gracht in het oude centrum. Alle kamers hebben een eigen badkamer en uitzicht op het water. Het ontbijt wordt elke ochtend vers bereid met producten van de markt om de hoek.',
    pt: 'A nossa casa fica numa rua tranquila do centro histórico, a poucos passos do rio. Todos os quartos têm casa de banho privativa e varanda. O pequeno-almoço é servido todas as manhãs com produtos da região.',
    fr: 'Notre hôtel familial se trouve au bord du lac, à quelques minutes à pied de la vieille ville. Toutes les chambres ont une salle de bains et un balcon avec vue sur les montagnes. Le petit-déjeuner est servi chaque matin.',
    de: 'Unser Familienhotel liegt direkt am See, nur wenige Gehminuten von der Altstadt entfernt. Alle Zimmer haben ein eigenes Bad und einen Balkon mit Blick auf die Berge. Das Frühstück servieren wir jeden Morgen frisch.',
  };

  it('is the country\'s name in the language the site writes, in Dutch and Portuguese', () => {
    const nl = buildProfile([jsonLd('Oudegracht 12, Utrecht, 3511 AB, NL'), snip('description', prose.nl)]);
    expect(nl.fields.address).toBe('Oudegracht 12, Utrecht, 3511 AB, Nederland');
    const pt = buildProfile([jsonLd('Rua das Flores 5, Porto, 4050-262, PT'), snip('description', prose.pt)]);
    expect(pt.fields.address).toBe('Rua das Flores 5, Porto, 4050-262, Portugal');
  });

  it('names a country of several languages in the one the site writes, in French and German', () => {
    const fr = buildProfile([jsonLd('Quai du Lac 3, Montreux, 1820, CH'), snip('description', prose.fr)]);
    expect(fr.fields.address).toBe('Quai du Lac 3, Montreux, 1820, Suisse');
    const de = buildProfile([jsonLd('Seestrasse 3, Brienz, 3855, CH'), snip('description', prose.de)]);
    expect(de.fields.address).toBe('Seestrasse 3, Brienz, 3855, Schweiz');
  });

  it('names any other country by CLDR in the site\'s language, in Spanish and English', () => {
    const es = 'Nuestra posada está a dos cuadras de la plaza principal del pueblo. Todas las habitaciones tienen baño privado y vista al jardín. El desayuno se sirve cada mañana con productos de la zona.';
    const ar = buildProfile([jsonLd('Avenida San Martín 120, Tilcara, Jujuy, AR'), snip('description', es)]);
    expect(ar.fields.address).toBe('Avenida San Martín 120, Tilcara, Jujuy, Argentina');
    const en = 'Our lodge stands beside the old market road, a short walk from the bus stand. Every room has its own bath and a fan. Breakfast is served each morning in the garden.';
    const india = buildProfile([jsonLd('12 Market Road, Hampi, Karnataka 583239, IN'), snip('description', en)]);
    expect(india.fields.address).toBe('12 Market Road, Hampi, Karnataka 583239, India');
  });
});

describe('structured data and the same address written on the pages', () => {
  const jsonLd = (content: string) => snip('address', content, { method: 'json-ld', section: '@type hotel' });
  it('takes the pages\' writing, in the site\'s order and language, over the data\'s coded form, in Italian and Greek', () => {
    const it = buildProfile([jsonLd('Via del Lago 8, Varenna, LC 23829, IT'), snip('address', 'Via del Lago, 8\n23829 Varenna (LC) – Italia', { section: 'contact block' })]);
    expect(it.fields.address).toBe('Via del Lago, 8, 23829 Varenna (LC), Italia');
    const el = buildProfile([jsonLd('Agia Anna, Paros, Cyclades 84400, GR'), snip('address', 'Αγία Άννα, 844 00 Πάρος\nΚυκλάδες, Ελλάδα', { section: 'address element' })]);
    expect(el.fields.address).toBe('Αγία Άννα, 844 00 Πάρος, Κυκλάδες, Ελλάδα');
  });

  it('keeps the data when the pages write it without a country, or on a translation only', () => {
    const noCountry = buildProfile([jsonLd('Via del Lago 8, Varenna, LC 23829, IT'), snip('address', 'Via del Lago, 8\n23829 Varenna (LC)', { section: 'contact block' })]);
    expect(noCountry.fields.address).toContain('Varenna, LC 23829');
    const translated = buildProfile([
      jsonLd('Via del Lago 8, Varenna, LC 23829, IT'),
      snip('address', 'Via del Lago, 8\n23829 Varenna (LC) – Italy', { section: 'contact block', pageUrl: 'https://hotel.example/en/', sourceUrl: 'https://hotel.example/en/' }),
    ]);
    expect(translated.fields.address).toContain('Varenna, LC 23829');
  });
});

describe('structured data of an East Asian address and the pages\' own order', () => {
  const jsonLd = (content: string) => snip('address', content, { method: 'json-ld', section: '@type hotel' });
  it('takes the line that writes every part largest first, in Japanese and Korean', () => {
    const ja = buildProfile([jsonLd('大町1234番地5, 白馬村, 長野県 399-9301'), snip('address', '住所: 〒399-9301 長野県白馬村大町1234番地5', { section: 'アクセス' })]);
    expect(ja.fields.address).toBe('〒399-9301 長野県白馬村大町1234番地5');
    const ko = buildProfile([jsonLd('남면 솔숲길 12, 양양군, 강원도, KR'), snip('other', '강원도 양양군 남면 솔숲길 12')]);
    expect(ko.fields.address).toBe('강원도 양양군 남면 솔숲길 12');
  });

  it('keeps the data when no line writes all its parts, or a sentence names them among other words', () => {
    const part = buildProfile([jsonLd('남면 솔숲길 12, 양양군, 강원도, KR'), snip('other', '강원도 양양군 남면')]);
    expect(part.fields.address).toContain('솔숲길 12, 양양군');
    const sentence = buildProfile([jsonLd('大町1234番地5, 白馬村, 長野県 399-9301'), snip('description', '当館は〒399-9301 長野県白馬村大町1234番地5にある静かな宿です。')]);
    expect(sentence.fields.address).toContain('大町1234番地5, 白馬村');
  });
});

describe('the country as the site writes it under its postcode line', () => {
  const sk = { sourceUrl: 'https://penzion.example.sk/', pageUrl: 'https://penzion.example.sk/' };
  const cz = { sourceUrl: 'https://penzion.example.cz/', pageUrl: 'https://penzion.example.cz/' };
  it('takes the written long form for the country the domain tells, in Slovak and in English on a Czech site', () => {
    const a = buildProfile([snip('address', 'Hlavná 214, 040 01 Košice', sk), snip('address', '040 01 Košice', sk), snip('other', 'Slovenská republika', sk)]);
    expect(a.fields.address).toBe('Hlavná 214, 040 01 Košice, Slovenská republika');
    const b = buildProfile([snip('address', 'Náměstí Míru 5, 344 01 Domažlice', cz), snip('address', '344 01 Domažlice', cz), snip('other', 'Czech Republic', cz)]);
    expect(b.fields.address).toBe('Náměstí Míru 5, 344 01 Domažlice, Czech Republic');
  });

  it('keeps its own name when the written one is a short name, another country, or stands under no postcode line', () => {
    const short = buildProfile([snip('address', 'Náměstí Míru 5, 344 01 Domažlice', cz), snip('address', '344 01 Domažlice', cz), snip('other', 'Česko', cz)]);
    expect(short.fields.address).toBe('Náměstí Míru 5, 344 01 Domažlice, Česká republika');
    const other = buildProfile([snip('address', 'Hlavná 214, 040 01 Košice', sk), snip('address', '040 01 Košice', sk), snip('other', 'Česká republika', sk)]);
    expect(other.fields.address).toBe('Hlavná 214, 040 01 Košice, Slovensko');
    const loose = buildProfile([snip('address', 'Hlavná 214, 040 01 Košice', sk), snip('other', 'Vitajte', sk), snip('other', 'Slovenská republika', sk)]);
    expect(loose.fields.address).toBe('Hlavná 214, 040 01 Košice, Slovensko');
  });
});

describe('the country a site does not write', () => {
  it('is told by the domain and the phone prefix, in the name a site of that country writes', () => {
    const it = buildProfile([
      snip('hotel_name', 'Albergo Sole', { section: 'h1', pageUrl: 'https://www.albergosole.it/', sourceUrl: 'https://www.albergosole.it/' }),
      snip('address', 'Via Roma 10, 53024 Montalcino', { pageUrl: 'https://www.albergosole.it/', sourceUrl: 'https://www.albergosole.it/' }),
      snip('contact', 'Tel. +39 0577 123456', { pageUrl: 'https://www.albergosole.it/', sourceUrl: 'https://www.albergosole.it/' }),
    ]);
    expect(it.fields.address).toBe('Via Roma 10, 53024 Montalcino, Italia');
    const pt = buildProfile([
      snip('hotel_name', 'Casa do Rio', { section: 'h1', pageUrl: 'https://casadorio.com/', sourceUrl: 'https://casadorio.com/' }),
      snip('address', 'Rua da Ponte 5, 4050-492 Porto', { pageUrl: 'https://casadorio.com/', sourceUrl: 'https://casadorio.com/' }),
      snip('contact', 'Telefone: +351 222 000 111', { pageUrl: 'https://casadorio.com/', sourceUrl: 'https://casadorio.com/' }),
    ]);
    expect(pt.fields.address).toBe('Rua da Ponte 5, 4050-492 Porto, Portugal');
  });

  it('is told by a postcode only one country writes when the site names that country elsewhere, in the form it writes', () => {
    const pl = buildProfile([
      snip('hotel_name', 'Dom pod Jodłą', { section: 'h1' }),
      snip('address', 'ul. Krótka 3, 43-450 Ustroń'),
      snip('description', 'Najpiękniejsze góry w Polsce? Zapraszamy do Beskidu Śląskiego – Polska w najlepszym wydaniu.'),
    ]);
    expect(pl.fields.address).toBe('ul. Krótka 3, 43-450 Ustroń, Polska');
    const jp = buildProfile([
      snip('hotel_name', 'Sakura Inn', { section: 'h1' }),
      snip('address', '〒123-4567 12-3 Hanamachi, Kiso Town, Nagano'),
      snip('description', 'A quiet inn in the mountains of central Japan, an hour from Matsumoto.'),
    ]);
    expect(jp.fields.address).toBe('〒123-4567 12-3 Hanamachi, Kiso Town, Nagano, Japan');
  });

  it('is not told by the postcode when the site never names the country, nor added to an address in Japanese script', () => {
    const gb = buildProfile([snip('address', '3 Quay Street, Padstow, PL28 8AA'), snip('description', 'Harbour-side rooms with sea views.')]);
    expect(gb.fields.address).toBe('3 Quay Street, Padstow, PL28 8AA');
    const ja = buildProfile([snip('address', '〒605-0001 京都府京都市東山区三条通12'), snip('description', 'Our ryokan welcomes guests from all over the world to Japan.')]);
    expect(ja.fields.address).toBe('〒605-0001 京都府京都市東山区三条通12');
  });

  it('is told by the postcode shape of the one country that writes the site\'s language when domain and phones are silent', () => {
    const fr = buildProfile([
      snip('hotel_name', 'Hôtel des Dunes', { section: 'h1' }),
      snip('address', '7, rue du Port, 56340 Carnac'),
      snip('description', "Notre petit hôtel familial vous accueille toute l'année au bord de la mer, à deux pas de la plage et du centre du village. Les chambres sont calmes et lumineuses, avec vue sur le jardin ou sur les dunes, et le petit déjeuner est servi sur la terrasse dès que le soleil le permet."),
    ]);
    expect(fr.fields.address).toBe('7, rue du Port, 56340 Carnac, France');
    const pl = buildProfile([
      snip('hotel_name', 'Pensjonat Pod Świerkami', { section: 'h1' }),
      snip('address', 'ul. Leśna 4, 43-460 Wisła'),
      snip('description', 'Nasz rodzinny pensjonat leży w spokojnej okolicy, niedaleko centrum miasta i szlaków górskich. Pokoje są jasne i przytulne, z łazienkami i balkonami z widokiem na góry. Śniadania podajemy w jadalni na parterze, a wieczorem zapraszamy do ogrodu z miejscem na grilla.'),
    ]);
    expect(pl.fields.address).toBe('ul. Leśna 4, 43-460 Wisła, Polska');
    // Portuguese: the postcode's shape tells Brazil from Portugal
    const ptText = 'A nossa pousada fica numa rua tranquila do centro histórico, a poucos passos do rio e das praias. Todos os quartos têm banheiro privativo, ar-condicionado e varanda com vista para o jardim, e o café da manhã é servido todas as manhãs com frutas e pães da região.';
    const br = buildProfile([snip('hotel_name', 'Pousada do Rio', { section: 'h1' }), snip('address', 'Rua da Praia, 45, Ubatuba – SP, 11680-000'), snip('description', ptText)]);
    expect(br.fields.address).toBe('Rua da Praia, 45, Ubatuba, SP, 11680-000, Brasil');
    const pt = buildProfile([snip('hotel_name', 'Casa do Rio', { section: 'h1' }), snip('address', 'Rua da Ponte 5, 4050-492 Porto'), snip('description', ptText)]);
    expect(pt.fields.address).toBe('Rua da Ponte 5, 4050-492 Porto, Portugal');
    // Spanish is written with five-digit postcodes in Spain and in Mexico: no country from it
    const es = buildProfile([
      snip('hotel_name', 'Hostal La Plaza', { section: 'h1' }),
      snip('address', 'Calle Mayor 12, 28013 Madrid'),
      snip('description', 'Nuestro pequeño hostal familiar está en pleno centro, a pocos pasos de la plaza y de los museos. Las habitaciones son tranquilas y luminosas, con baño privado y aire acondicionado, y el desayuno se sirve cada mañana en el patio interior de la casa.'),
    ]);
    expect(es.fields.address).toBe('Calle Mayor 12, 28013 Madrid');
  });

  it('is told for Slovene and Catalan sites, which tinyld has no profile for, by their alphabet', () => {
    const sl = buildProfile([
      snip('hotel_name', 'Gostišče Pod Lipo', { section: 'h1' }),
      snip('address', 'Trg svobode 4, 5222 Kobarid'),
      snip('description', 'Naše družinsko gostišče leži v središču vasi, le nekaj korakov od reke Soče. Sobe so opremljene s kopalnico in brezžičnim internetom, zajtrk je vključen v ceno. Poleti vam z veseljem svetujemo izlete v gore in ob reki, pozimi pa vas pričaka topla peč in domača kuhinja.'),
    ]);
    expect(sl.fields.address).toBe('Trg svobode 4, 5222 Kobarid, Slovenija');
    // Catalan with a five-digit postcode: Spain (never France, as an Italian or French reading of it would say), named as Spanish names it
    const ca = buildProfile([
      snip('hotel_name', 'Mas de la Vall', { section: 'h1' }),
      snip('address', 'Carrer Major, 12, 17811 Santa Pau'),
      snip('description', "La nostra masia es troba al mig de la vall, envoltada de boscos. Totes les habitacions tenen bany privat i calefacció, i a la recepció us donarem informació sobre les excursions i la col·lecció del museu del poble. L'esmorzar es serveix cada matí al menjador amb productes de la zona."),
    ]);
    expect(ca.fields.address).toBe('Carrer Major, 12, 17811 Santa Pau, España');
  });

  it('is not added when the page writes one, for a US address, or when the domain and the phones disagree', () => {
    const written = buildProfile([snip('address', 'Rindermarkt 7, 8001 Zürich, Schweiz', { pageUrl: 'https://a.de/', sourceUrl: 'https://a.de/' })]);
    expect(written.fields.address).toBe('Rindermarkt 7, 8001 Zürich, Schweiz');
    const us = buildProfile([snip('address', '8820 NE Airport Way, Portland, OR 97220'), snip('contact', 'Call +1 503 555 0100')]);
    expect(us.fields.address).toBe('8820 NE Airport Way, Portland, OR 97220');
    const mixed = buildProfile([
      snip('address', 'Via Roma 10, 53024 Montalcino', { pageUrl: 'https://sole.fr/', sourceUrl: 'https://sole.fr/' }),
      snip('contact', 'Tel. +39 0577 123456', { pageUrl: 'https://sole.fr/', sourceUrl: 'https://sole.fr/' }),
    ]);
    expect(mixed.fields.address).toBe('Via Roma 10, 53024 Montalcino');
  });
});

describe("a site builder's location settings", () => {
  const builder = (content: string) => snip('address', content, { method: 'json-ld', section: 'site builder location' });

  it('lend their country to the address the pages write, in English and in German', () => {
    const en = buildProfile([builder('27 Church Street, Keswick, Cumbria, CA12 5HX, United Kingdom'), snip('address', '27 Church Street, Keswick, Cumbria, CA12 5HX', { section: 'Footer' })]);
    expect(en.fields.address).toBe('27 Church Street, Keswick, Cumbria, CA12 5HX, United Kingdom');
    const de = buildProfile([builder('Am Anger 7, 6020 Innsbruck, Österreich'), snip('address', 'Am Anger 7, 6020 Innsbruck', { section: 'Kontakt' })]);
    expect(de.fields.address).toBe('Am Anger 7, 6020 Innsbruck, Österreich');
  });

  it('lend no country to another address, nor to a US one', () => {
    const other = buildProfile([builder('Hauptplatz 3, 8010 Graz, Österreich'), snip('address', 'Am Anger 7, 6020 Innsbruck', { section: 'Kontakt' })]);
    expect(other.fields.address).toBe('Am Anger 7, 6020 Innsbruck');
    const us = buildProfile([builder('412 Canyon Road, Santa Fe, NM 87501, United States'), snip('address', '412 Canyon Road, Santa Fe, NM 87501', { section: 'Footer' })]);
    expect(us.fields.address).toBe('412 Canyon Road, Santa Fe, NM 87501');
  });

  it('stand in for the address when the pages write none', () => {
    const { fields } = buildProfile([builder('Via Roma 10, 53024 Montalcino SI, Italia'), snip('description', 'Camere con vista sulle colline, colazione in giardino.')]);
    expect(fields.address).toBe('Via Roma 10, 53024 Montalcino SI, Italia');
  });
});

describe('whose address a block is', () => {
  const page = (path: string) => ({ pageUrl: `https://hotel.example/${path}`, sourceUrl: `https://hotel.example/${path}` });

  it("never takes a theme's demo address, by its placeholder street or its placeholder contact lines", () => {
    const sv = buildProfile([
      snip('hotel_name', 'Hotell Lindgården', { method: 'meta', section: 'title' }),
      snip('address', 'Storgatan 14\n114 55 Stockholm', { section: 'contact block' }),
      snip('address', '123 Main Street, New York, NY 10001', { section: 'Contact Info' }),
      snip('contact', 'Phone: (555) 123-4567', { section: 'Contact Info' }),
    ]);
    expect(sv.fields.address).toBe('Storgatan 14, 114 55 Stockholm');
    const es = buildProfile([
      snip('address', 'Calle Mayor, 5', page('contacto.html')),
      snip('address', '28013 Madrid', page('contacto.html')),
      snip('contact', 'Tel. (+34) 910 00 00 00', page('contacto.html')),
      snip('other', 'Nombre de la Empresa', page('contacto.html')),
      snip('address', 'Calle Ejemplo 123', page('contacto.html')),
      snip('address', '28001 Ciudad', page('contacto.html')),
      snip('contact', 'Email: correo@ejemplo.com', page('contacto.html')),
    ]);
    expect(es.fields.address).toBe('Calle Mayor, 5, 28013 Madrid');
  });

  it("prefers the house's address to its operating company's, told by a foreign company form", () => {
    const da = buildProfile([
      snip('hotel_name', 'Havnekroen', { method: 'meta', section: 'title' }),
      snip('address', 'Havnevej 3\n6700 Esbjerg', { section: 'contact block' }),
      snip('address', 'Havnekroen drives af Kro & Kost ApS, Torvegade 22, 2. sal, 7100 Vejle.', { section: 'Om os' }),
    ]);
    expect(da.fields.address).toBe('Havnevej 3, 6700 Esbjerg');
    const sl = buildProfile([
      snip('hotel_name', 'Gostišče Breza', { method: 'meta', section: 'title' }),
      snip('contact', 'Gostišče Breza', page('kontakt.htm')),
      snip('contact', 'Prešernova ulica 4', page('kontakt.htm')),
      snip('address', '5222 Kobarid', page('kontakt.htm')),
      snip('contact', 'tel.: 05 000 00 00', page('kontakt.htm')),
      snip('contact', 'Breza turizem d.o.o.', page('kontakt.htm')),
      snip('contact', 'Partizanska cesta 12', page('kontakt.htm')),
      snip('address', '5220 Tolmin', page('kontakt.htm')),
    ]);
    expect(sl.fields.address).toBe('Prešernova ulica 4, 5222 Kobarid');
  });

  it("keeps an address written beside the house's own company, and an address alone on the site", () => {
    const de = buildProfile([snip('other', 'Hotel Lindenhof GmbH'), snip('address', 'Lindenstraße 12, 79098 Freiburg', { section: 'Adresse' })], );
    expect(de.fields.address).toBe('Lindenstraße 12, 79098 Freiburg');
    const fr = buildProfile([snip('address', 'SARL Les Pins, 8, rue du Port, 29900 Concarneau', { section: 'Mentions légales' })]);
    expect(fr.fields.address).toContain('8, rue du Port, 29900 Concarneau');
  });

  it('prefers the house to a P.O. box, a booking office and a sister house', () => {
    const hu = buildProfile([
      snip('hotel_name', 'Hotel Tölgyfa', { method: 'meta', section: 'title' }),
      snip('address', '3301 Eger, Pf. 214.', { section: 'Levelezési cím' }),
      snip('address', '3300 Eger, Mátyás király út 12.\nTel.: +36 36 000 000', { section: 'contact block' }),
    ]);
    expect(hu.fields.address).toBe('3300 Eger, Mátyás király út 12, Magyarország');
    const en = buildProfile([
      snip('hotel_name', 'Ridge Lodge', { method: 'meta', section: 'title' }),
      snip('address', 'Group enquiries: Southern Lodges Ltd, reservations office, 287 Durham Street North, Christchurch 8013', { section: 'Contact Us' }),
      snip('address', '48 Aorangi Crescent\nLake Tekapo 7999', { section: 'contact block' }),
    ]);
    expect(en.fields.address).toBe('48 Aorangi Crescent, Lake Tekapo 7999');
    const es = buildProfile([
      snip('hotel_name', 'Hotel Brisa San Telmo', { method: 'meta', section: 'title' }),
      snip('other', 'Hotel Brisa Sur', page('contacto.html')),
      snip('address', 'Avenida de España, 22', page('contacto.html')),
      snip('address', '38650 Los Cristianos', page('contacto.html')),
      snip('address', 'C/ San Telmo, 18\n38400 Puerto de la Cruz', { section: 'contact block' }),
    ]);
    expect(es.fields.address).toBe('C/ San Telmo, 18, 38400 Puerto de la Cruz');
  });

  it("sets aside a booking office in Portuguese and Spanish, and takes the block under the house's own name", () => {
    const pt = buildProfile([
      snip('hotel_name', 'Quinta do Vale', { method: 'meta', section: 'title' }),
      snip('address', 'Caminho do Pico, n.º 7', { section: 'Quinta do Vale' }),
      snip('address', '9050-100 Funchal', { section: 'Quinta do Vale' }),
      snip('address', 'Rua Nova, 40, 1.º andar', { section: 'Escritório de reservas' }),
      snip('address', '9000-200 Funchal', { section: 'Escritório de reservas' }),
    ]);
    expect(pt.fields.address).toBe('Caminho do Pico, n.º 7, 9050-100 Funchal');
    const es = buildProfile([
      snip('hotel_name', 'Hostal Sol', { method: 'meta', section: 'title' }),
      snip('address', 'Calle Mayor, 20, 2.º', { section: 'Oficina de reservas' }),
      snip('address', '28013 Madrid', { section: 'Oficina de reservas' }),
      snip('address', 'Calle del Sol, nº 3', { section: 'Hostal Sol' }),
      snip('address', '28012 Madrid', { section: 'Hostal Sol' }),
    ]);
    expect(es.fields.address).toBe('Calle del Sol, nº 3, 28012 Madrid');
  });

  it('takes no heading above a street into the block a postcode line closes, in Portuguese and English', () => {
    const page = { pageUrl: 'https://hotel.example/contactos', sourceUrl: 'https://hotel.example/contactos' };
    const pt = buildProfile([
      snip('hotel_name', 'Contactos', { ...page, section: 'h1' }),
      snip('address', 'Caminho do Pico, n.º 7', { ...page, section: 'Quinta do Vale' }),
      snip('contact', 'Monte', { ...page, section: 'Quinta do Vale' }),
      snip('address', '9050-100 Funchal', { ...page, section: 'Quinta do Vale' }),
    ]);
    expect(pt.fields.address).toBe('Caminho do Pico, n.º 7, Monte, 9050-100 Funchal');
    const en = buildProfile([
      snip('other', 'Contact', { ...page, section: 'h1' }),
      snip('other', 'Harbour Rooms', { ...page, section: 'Find us' }),
      snip('address', '4 Pier Road', { ...page, section: 'Find us' }),
      snip('address', 'Whitby', { ...page, section: 'Find us' }),
      snip('address', 'YO21 3PU', { ...page, section: 'Find us' }),
    ]);
    expect(en.fields.address).toBe('4 Pier Road, Whitby, YO21 3PU');
  });

  it('weighs the town the domain names, in English and German', () => {
    const at = (path: string) => ({ pageUrl: `https://www.kesteringinn-keswick.example${path}`, sourceUrl: `https://www.kesteringinn-keswick.example${path}` });
    const en = buildProfile([
      snip('hotel_name', 'The Kestering Inn', { ...at('/'), method: 'meta' }),
      snip('address', '2 Lake Road, Penrith CA11 7AA', at('/')),
      snip('address', '9 Main Street, Keswick CA12 5HX', at('/')),
    ]);
    expect(en.fields.address).toBe('9 Main Street, Keswick CA12 5HX');
    const de = (path: string) => ({ pageUrl: `https://www.gasthof-linde-hinterzarten.example${path}`, sourceUrl: `https://www.gasthof-linde-hinterzarten.example${path}` });
    const gd = buildProfile([
      snip('hotel_name', 'Gasthof Linde', { ...de('/'), method: 'meta' }),
      snip('address', 'Hauptstraße 5, 79874 Breitnau', de('/')),
      snip('address', 'Lindenweg 3, 79856 Hinterzarten', de('/')),
    ]);
    expect(gd.fields.address).toBe('Lindenweg 3, 79856 Hinterzarten');
  });

  it('does not join two lines that are each an address', () => {
    const sv = buildProfile([snip('address', 'Storgatan 21'), snip('address', 'Hamngatan 4, 592 32 Vadstena', { section: 'Systerhotell' }), snip('address', '592 30 Vadstena')]);
    expect(sv.fields.address).not.toContain('Hamngatan');
    const sl = buildProfile([snip('address', '5222 Kobarid'), snip('address', '5220 Tolmin')]);
    expect(sl.fields.address).toBe('5222 Kobarid');
  });

  it("sets aside structured data of the operating company whose street the pages write only as the company's", () => {
    const da = buildProfile([
      snip('address', 'Torvegade 22, Esbjerg, 6700, DK', { method: 'json-ld', section: '@type organization' }),
      snip('address', 'Havnevej 3\n6760 Ribe', { section: 'contact block' }),
      snip('address', 'Kroen drives af Kro & Kost ApS, CVR-nr. 38124567, Torvegade 22, 6700 Esbjerg.', { section: 'Administration' }),
    ]);
    expect(da.fields.address).toBe('Havnevej 3, 6760 Ribe');
    const de = buildProfile([
      snip('address', 'Industriestraße 9, Köln, 50667, DE', { method: 'json-ld', section: '@type organization' }),
      snip('address', 'Seeweg 2\n78462 Konstanz', { section: 'contact block' }),
      snip('address', 'Betreiber: Seehotels Verwaltung GmbH, Industriestraße 9, 50667 Köln', { section: 'Impressum' }),
    ]);
    expect(de.fields.address).toBe('Seeweg 2, 78462 Konstanz');
  });
});

describe('Spanish company forms', () => {
  it('reads S.L. and S.A. de C.V., also after a comma of their own, as another company\'s address unless the company is the house\'s', () => {
    const role = (content: string, own: string[] = []) => {
      const s = snip('address', content);
      return addressRole(s, [s], own);
    };
    expect(role('Turismo Costa Blanca, S.L., Calle del Mar 4, 03001 Alicante')).toBe('other');
    expect(role('Operadora Hotelera del Centro S.A. de C.V., Av. Juárez 10, 06000 Ciudad de México')).toBe('other');
    expect(role('Gestió Rural Empordà, S.L., Carrer Major 5, 17600 Figueres')).toBe('other');
    expect(role('Hostal Sol Naciente, S.L., Calle Mayor 3, 28013 Madrid', ['Hostal Sol Naciente'])).toBe(null);
    expect(role('Calle Mayor 3, 28013 Madrid')).toBe(null);
  });
});

describe('sister houses named in more words', () => {
  it('reads "our other place" and a Catalan or Spanish sister house as another\'s address', () => {
    const role = (content: string, section: string | null = null) => {
      const s = snip('address', content, { section });
      return addressRole(s, [s], ['Maple Inn']);
    };
    expect(role('18 Lake Road, Stowe, VT 05672', 'Our other place')).toBe('other');
    expect(role('Visit our other inn: 18 Lake Road, Stowe, VT 05672')).toBe('other');
    expect(role('La nostra casa germana al poble: Carrer Nou, 3, 17850 Besalú.')).toBe('other');
    expect(role('Nuestra casa hermana en la costa: Calle del Puerto 7, 29780 Nerja')).toBe('other');
    expect(role('18 Lake Road, Stowe, VT 05672', 'Find us')).toBe(null);
  });
});

describe('a sentence that writes another address', () => {
  it('is a P.O. box or a mailing / booking-office lead-in with a postcode or street, in English, Portuguese and German', () => {
    expect(writesAnotherAddress('Please send mail and group contracts to our reservations office: The Inn, P.O. Box 2217, Santa Fe, NM 87504-2217.')).toBe(true);
    expect(writesAnotherAddress('Atendimento de agências no escritório de reservas, Avenida Central, 21, 9000-060 Funchal.')).toBe(true);
    expect(writesAnotherAddress('Unsere Postanschrift: Postfach 214, 79856 Hinterzarten.')).toBe(true);
    // the house's own prose, a street without a lead-in, a box that is no mailbox
    expect(writesAnotherAddress('Our inn sits on a quiet stretch of Galisteo Street, four blocks from the Plaza.')).toBe(false);
    expect(writesAnotherAddress('Das Haus liegt in der Hauptstraße 5, mitten im Ort.')).toBe(false);
    expect(writesAnotherAddress('Each room has a safe and a box 2 m wide for skis.')).toBe(false);
  });
});

describe('a street line without a type word above its postcode line', () => {
  it('joins the house number and street above the town and its code (Vietnamese, English)', () => {
    const vi = buildProfile([
      snip('other', '144 Trần Phú, Hoa Lư', { section: 'Location' }),
      snip('address', 'Ninh Bình 430000, Vietnam', { section: 'Location' }),
    ]);
    expect(vi.fields.address).toBe('144 Trần Phú, Hoa Lư, Ninh Bình 430000, Vietnam');
    const en = buildProfile([
      snip('other', '27 Harbour Row', { section: 'Find us' }),
      snip('address', 'Mousehole TR19 6QX', { section: 'Find us' }),
    ]);
    expect(en.fields.address).toBe('27 Harbour Row, Mousehole TR19 6QX');
  });

  it('joins a Czech street above its town and code, as a Slovak one', () => {
    const cs = buildProfile([
      snip('contact', 'Pec pod Horou 32', { section: 'Kontakt' }),
      snip('address', 'Domažlice 344 01', { section: 'Kontakt' }),
      snip('contact', 'mobil: 602 486 710', { section: 'Kontakt' }),
    ]);
    expect(cs.fields.address).toMatch(/^Pec pod Horou 32, Domažlice 344 01/);
    const sk = buildProfile([snip('contact', 'Horná 12', { section: 'Kontakt' }), snip('address', 'Poprad 058 01', { section: 'Kontakt' })]);
    expect(sk.fields.address).toMatch(/^Horná 12, Poprad 058 01/);
  });
});

describe('Thai address lines', () => {
  it('joins the house line and the province line, which end on Thai letters and no comma', () => {
    const th = buildProfile([
      snip('address', '291 หมู่ 4 ตำบลนางแล', { section: 'ที่อยู่' }),
      snip('address', 'อำเภอเมืองเชียงราย จังหวัดเชียงราย 57100', { section: 'ที่อยู่' }),
    ]);
    expect(th.fields.address).toBe('291 หมู่ 4 ตำบลนางแล, อำเภอเมืองเชียงราย จังหวัดเชียงราย 57100');
  });
});

describe('the address label in the line', () => {
  it('is left out of the address in Swedish and Korean', () => {
    const sv = buildProfile([snip('address', 'Adress: Storgatan 14, 795 30 Rättvik')]);
    expect(sv.fields.address).toMatch(/^Storgatan 14, 795 30 Rättvik/);
    const ko = buildProfile([snip('address', '주소: 충청북도 괴산군 청천면 화양동길 247')]);
    expect(ko.fields.address).toBe('충청북도 괴산군 청천면 화양동길 247');
  });
});

describe('postcode shapes of more countries', () => {
  it('completes a street with its town and a lettered postcode on the next line (Malta, Barbados)', () => {
    const mt = buildProfile([snip('address', '14 Triq il-Kbira'), snip('address', 'Sliema SLM 1234'), snip('address', 'Malta')]);
    expect(mt.fields.address).toBe('14 Triq il-Kbira, Sliema SLM 1234, Malta');
    const bb = buildProfile([snip('address', 'Lot 12, Holetown'), snip('address', 'St. James BB24016'), snip('address', 'Barbados')]);
    expect(bb.fields.address).toBe('Lot 12, Holetown, St. James BB24016, Barbados');
  });

  it('names the town before a dash and its six-digit code, not the dash (India, Romania)', () => {
    const ind = buildProfile([snip('address', '12 MG Road, Koramangala, Bengaluru - 560034')]);
    expect(ind.fields.address).toBe('12 MG Road, Koramangala, Bengaluru - 560034');
    expect(ind.fields.situated).toMatch(/Bengaluru$/);
    const ro = buildProfile([snip('address', 'Strada Republicii 275, Breaza - 105400, Prahova')]);
    expect(ro.fields.address).toContain('Breaza');
    expect(ro.fields.address).toContain('105400');
  });

  it('reads a street written "s/n" and its postcode line (Spanish, Portuguese)', () => {
    const es = buildProfile([snip('address', 'Camino del Molino s/n'), snip('address', '29780 Nerja (Málaga)')]);
    expect(es.fields.address).toBe('Camino del Molino s/n, 29780 Nerja (Málaga)');
    const pt = buildProfile([snip('address', 'Estrada Municipal s/n'), snip('address', '8550-000 Monchique')]);
    expect(pt.fields.address).toBe('Estrada Municipal s/n, 8550-000 Monchique');
  });
});

describe('a postcode in brackets before its town', () => {
  it('joins the street and its bracketed-code town line, and names the town (Spanish, English)', () => {
    const es = buildProfile([snip('address', 'Ruta Provincial 41 km 3'), snip('address', '(2760) San Antonio de Areco'), snip('address', 'Argentina')]);
    expect(es.fields.address).toBe('Ruta Provincial 41 km 3, (2760) San Antonio de Areco, Argentina');
    expect(es.fields.situated).toContain('San Antonio de Areco');
    const en = buildProfile([snip('address', 'Calle 25 de Mayo 120, (4427) Cafayate, Salta')]);
    expect(en.fields.address).toBe('Calle 25 de Mayo 120, (4427) Cafayate, Salta');
    expect(en.fields.situated).toContain('Cafayate');
  });
});

describe('the block under an address heading', () => {
  it('keeps its first lines, though the first number is the postcode that closes it (Greek, Spanish)', () => {
    const el = buildProfile([snip('address', 'Μηλιές\nΝότιο Πήλιο\nΕλλάδα\nΤ.Κ: 37010', { section: 'address heading' })]);
    expect(el.fields.address).toBe('Μηλιές, Νότιο Πήλιο, Ελλάδα, Τ.Κ: 37010');
    const es = buildProfile([snip('address', 'Orillas del Río Claro\nPucón, Araucanía, Chile', { section: 'address heading' })]);
    expect(es.fields.address).toBe('Orillas del Río Claro, Pucón, Araucanía, Chile');
  });
});
