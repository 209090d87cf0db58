import { describe, expect, it } from 'vitest';
import { contentWords, countsUnits, datedNotice, factStrip, namesMeal, pickDescription, practicalSentence, saysEveryRoom, PROSE_SENTENCES, roomTypesSentence, withoutFormerName } from './description.ts';
import { buildProfile } from './index.ts';
import { StructuredTrust } from './trust.ts';
import { snip } from './test-snippets.ts';
import type { Lang } from './language.ts';


describe('description and situated', () => {
  it('does not open the description with opening hours, schedules or prices', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Casa Azul Resort', { section: 'h1' }),
      snip('description', 'Available 7 days a week between 8am to 5pm except if the resort has been rented for exclusive use.', { section: 'Day tour package' }),
      snip('description', 'For a package of SIX THOUSAND PESOS, a photoshoot for any occasion can be held at Casa Azul Resort.', { section: 'Pictorial package' }),
      snip('description', 'Set on a hillside with spectacular ocean views, Casa Azul Resort offers three villas in Mediterranean style.', { section: 'Accommodation' }),
    ]);
    expect(fields.description?.startsWith('Set on a hillside')).toBe(true);
    expect(fields.description).not.toMatch(/8am|PESOS/);
  });

  it('reads the lead line under a heading that is the house\'s own name, however it was typed (German, Italian)', () => {
    const de = [
      snip('hotel_name', 'Gasthof Alpenrose', { section: 'h1' }),
      snip('other', 'Kleiner Familienbetrieb mit zwölf Zimmern am Rand des Dorfes, mitten in den Obstwiesen.', { section: 'Gasthof Alpenrose' }),
      snip('description', 'Zum Frühstück gibt es Brot aus der Dorfbäckerei und Honig vom Nachbarn.'),
    ];
    expect(pickDescription(de, new StructuredTrust(de), 'Gasthof Alpenrose', 'de').value).toContain('zwölf Zimmern');
    const it = [
      snip('hotel_name', 'Albergo Belvedere', { section: 'h1' }),
      snip('other', "L'Albergo Belvedere si trova sulla collina sopra il paese, con vista sul lago e sulle montagne.", { section: 'ALBERGO BELVEDERE' }),
      snip('description', 'La colazione a buffet viene servita ogni mattina nella sala panoramica.'),
    ];
    expect(pickDescription(it, new StructuredTrust(it), 'Albergo Belvedere', 'it').value).toContain('sulla collina');
    // the whole profile reads it too, under the name the titles give with the town
    const { fields } = buildProfile([
      snip('hotel_name', 'Gasthof Alpenrose Oberdorf', { section: 'title' }),
      snip('hotel_name', 'Gasthof Alpenrose', { section: 'h1' }),
      snip('address', 'Dorfstraße 4, 6020 Oberdorf'),
      snip('other', 'Kleiner Familienbetrieb mit zwölf Zimmern am Rand des Dorfes, mitten in den Obstwiesen.', { section: 'Gasthof Alpenrose' }),
      snip('description', 'Zum Frühstück gibt es Brot aus der Dorfbäckerei und Honig vom Nachbarn.'),
    ]);
    expect(fields.description).toContain('zwölf Zimmern');
  });

  it('does not read a line typed other under any other heading', () => {
    const de = [
      snip('hotel_name', 'Gasthof Alpenrose', { section: 'h1' }),
      snip('other', 'Schenken Sie Ihren Liebsten ein Wochenende mit Halbpension in unserem Haus im Tal.', { section: 'Gutscheine' }),
      snip('description', 'Zum Frühstück gibt es Brot aus der Dorfbäckerei und Honig vom Nachbarn.'),
    ];
    expect(pickDescription(de, new StructuredTrust(de), 'Gasthof Alpenrose', 'de').value).not.toContain('Liebsten');
  });

  it("leaves out sentences about another named house and sentences that write out a postal address (Spanish, Hungarian, English)", () => {
    const es = buildProfile([
      snip('hotel_name', 'Hotel Miramar Centro', { section: 'h1' }),
      snip('description', 'Nuestro Hotel Miramar Sur ofrece paquetes especiales para el Carnaval del Sur.'),
      snip('description', 'El Hotel Miramar Centro es un pequeño hotel familiar de 42 habitaciones frente al océano.'),
    ]);
    expect(es.fields.description).toContain('42 habitaciones');
    expect(es.fields.description).not.toContain('Miramar Sur');
    const hu = buildProfile([
      snip('hotel_name', 'Hotel Napfény', { section: 'h1' }),
      snip('description', 'Családi vezetésű szállodánk 24 szobával várja vendégeit a belváros szélén, csendes utcában.'),
      snip('description', 'Foglalását központi irodánk is intézi: Napfény Hotels Foglalási Iroda, 1134 Budapest, Váci út 45.'),
    ]);
    expect(hu.fields.description).toContain('24 szobával');
    expect(hu.fields.description).not.toContain('Váci út');
    const en = buildProfile([
      snip('hotel_name', 'Harbour Rooms', { section: 'h1' }),
      snip('description', 'Harbour Rooms is a family-run guest house with six rooms overlooking the harbour.'),
      snip('description', 'Letters reach our accountants at 4 Tay Street, Perth PH1 5LQ, who keep the books.'),
    ]);
    expect(en.fields.description).toContain('six rooms');
    expect(en.fields.description).not.toContain('Tay Street');
  });

  it('keeps a sentence that names the "Hôtel" or "Hotel" (a phone word is matched as a word, not inside one)', () => {
    const fr = buildProfile([
      snip('hotel_name', 'Hôtel des Remparts', { section: 'h1' }),
      snip('description', "Installé dans une maison de maître du XVIIIe siècle, l'Hôtel des Remparts propose 24 chambres face à la citadelle."),
    ]);
    expect(fr.fields.description).toContain('24 chambres');
    const de = buildProfile([
      snip('hotel_name', 'Hotel Zur Mühle', { section: 'h1' }),
      snip('description', 'Das Hôtel-Restaurant Zur Mühle liegt seit 1850 am Ufer der Mosel und hat zwölf Zimmer mit Blick auf den Fluss.'),
      snip('description', 'Rufen Sie uns an, Tel. +49 6531 12345, oder schreiben Sie uns eine Nachricht über das Formular.'),
    ]);
    expect(de.fields.description).toContain('seit 1850');
    expect(de.fields.description).not.toContain('6531');
  });

  it('spends its sentences on facts the composed lists do not already say', () => {
    const listed = 'Amenities include outdoor pool, sauna, fitness centre, free parking, garden terrace, bicycle hire, restaurant, bar, spa, hot tub, games room and library.';
    const restated = [
      'Hotel Seeblick has an outdoor pool and a sauna.',
      'A fitness centre and free parking await at Hotel Seeblick.',
      'At Hotel Seeblick you find a garden terrace and bicycle hire.',
      'The restaurant and the bar of Hotel Seeblick open daily.',
      'Relax in the spa and the hot tub of Hotel Seeblick.',
      'Hotel Seeblick also keeps a games room and a library.',
      'Guests of Hotel Seeblick swim in the outdoor pool and rest in the sauna.',
      'Hotel Seeblick lends bicycles for hire from its garden terrace.',
    ];
    const snippets = [
      snip('hotel_name', 'Hotel Seeblick', { section: 'h1' }),
      // each restates part of the amenity list; the limit of sentences would be spent on them
      ...restated.map((r, i) => snip('description', r, { section: `Facilities ${i}` })),
      snip('description', 'The house was once the customs post of the lake and keeps its slate roof and oak stairs.'),
    ];
    expect(restated.length).toBe(PROSE_SENTENCES);
    const picked = pickDescription(snippets, new StructuredTrust(snippets), 'Hotel Seeblick', 'en', new Set(contentWords(listed)));
    expect(picked.value).toContain('customs post');
    expect(picked.value?.match(/Seeblick/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('tells a guest speaking by the site language\'s words: an Italian "i" or "ma" is an article or a conjunction', () => {
    const it = buildProfile([
      snip('hotel_name', 'Albergo Il Pino', { section: 'h1' }),
      snip('description', "L'Albergo Il Pino è una villa dell'Ottocento sul lago, con quindici camere e un giardino di ulivi."),
      snip('description', 'La famiglia Rossi accoglie i suoi ospiti dal 1958, ma la villa è più antica di un secolo.'),
    ]);
    expect(it.fields.description).toContain('dal 1958');
    const en = buildProfile([
      snip('hotel_name', 'Harbour Inn', { section: 'h1' }),
      snip('description', 'The Harbour Inn is a Victorian house on the quay with eight rooms over the water.'),
      snip('description', 'I loved every minute of our stay and my children want to come back next summer.'),
    ]);
    expect(en.fields.description).not.toContain('loved');
  });

  it('prefers the sentence that says a shorter one in full with more', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Las Palmeras', { section: 'h1' }),
      snip('description', 'Hotel boutique de 22 habitaciones a 200 metros del Balcón de Europa.', { method: 'meta', section: 'meta description' }),
      snip('description', 'Las Palmeras es un hotel boutique de 22 habitaciones en una casa andaluza restaurada, a 200 metros del Balcón de Europa.'),
    ]);
    expect(fields.description).toContain('casa andaluza restaurada');
  });

  it('keeps a sentence that repeats a chosen one but adds a date, and leaves out a call to contact', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Auberge du Lac', { section: 'h1' }),
      snip('description', "Nichée au bord du lac, l'Auberge du Lac offre à ses visiteurs une vue incomparable sur le lac, les îles et les montagnes."),
      snip('description', 'Une vue incomparable sur le lac, les îles et les montagnes depuis les années 1950.'),
      snip('description', "Contactez l'Auberge du Lac à Saint-Jean, au bord du lac."),
    ]);
    expect(fields.description).toContain('1950');
    expect(fields.description).not.toContain('Contactez');
  });

  it('leaves out a sentence glued to a row of footer links', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Hotel Lago Blu', { section: 'h1' }),
      snip('description', "L'Hotel Lago Blu si trova sulla riva del lago, con venti camere e un giardino sull'acqua."),
      snip('description', 'Ogni hotel del gruppo è gestito da un proprietario indipendente. · Privacy · Cookie'),
      snip('description', 'Each hotel of the group is independently owned and operated by its franchisee. | Privacy | Terms'),
    ]);
    expect(fields.description).toContain('venti camere');
    expect(fields.description).not.toMatch(/indipendente|franchisee/);
  });

  it('takes "situated" from a sentence about where the hotel is, not where its pool is', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Casa Azul Resort', { section: 'h1' }),
      snip('address', 'Calle del Mar 12, 23400 San José del Cabo, BCS'),
      snip('description', 'A swimming pool for children and adults is located in the middle of the property, next to the bar.'),
      snip('description', 'Casa Azul Resort is located on the beach of San José del Cabo, ten minutes from the marina.'),
    ]);
    expect(fields.situated).toBe('on the beach of San José del Cabo');
  });

  it('cuts a location phrase where a missing comma runs it into the hotel\'s name', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Harbour Inn Oakland', { section: 'h1' }),
      snip('address', '12 Pier St, Oakland, CA 94607'),
      snip('description', 'Located just north of the harbour the Harbour Inn Oakland is minutes from the ferry terminal and the stadium.'),
    ]);
    expect(fields.situated).toBe('just north of the harbour (Oakland, CA)');
  });

  it('names the airports and stations with their distance in the description, in the site\'s language', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Albergo Miralago', { section: 'h1' }),
      snip('description', "L'Albergo Miralago si trova nel centro storico di Riva, a pochi passi dal lago e dal porto."),
      snip('transport', "L'aeroporto più vicino è quello di Verona, distanza 90 km.", { section: 'Come arrivare' }),
    ]);
    expect(fields.description).toContain('Come arrivare: Aeroporto di Verona (90 km).');
    expect(fields.description?.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(4);
  });

  it('does not list the nearby places twice (once in the page\'s words, once composed)', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'The Loop Hotel', { section: 'h1' }),
      snip('description', 'The Loop Hotel is located in downtown Chicago, steps from the Riverwalk. Nearby: Art Institute of Chicago, Millennium Park and Navy Pier.'),
    ]);
    // "the Riverwalk" ends with its sentence: the list after it is not part of its name
    expect(fields.nearbyAttractions).toEqual(['Art Institute of Chicago', 'Millennium Park', 'Navy Pier', 'Riverwalk']);
    expect(fields.description?.match(/Millennium Park/g)).toHaveLength(1);
  });

  it('keeps the sentences that say how big and how old the place is, in any language, next to the composed ones', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Hotel Zur Linde', { section: 'h1' }),
      snip('description', 'Herzlich willkommen auf unserer Website, wir freuen uns auf Ihren Besuch in unserem Haus.'),
      snip('description', 'Unser Team berät Sie gern bei der Planung Ihres Aufenthalts in der Region.'),
      snip('description', 'Das Hotel Zur Linde liegt in der Altstadt von Bamberg, nur wenige Schritte vom Dom entfernt.'),
      snip('description', 'Das Haus wurde 1790 erbaut und hat heute zwölf Zimmer mit Blick auf die Regnitz.'),
      snip('amenities', 'Kostenloses WLAN\nSauna\nFahrradverleih', { section: 'Ausstattung' }),
      snip('point_of_interest', 'Bamberger Dom\nAlte Hofhaltung', { section: 'In der Nähe' }),
    ]);
    expect(fields.description).toContain('1790 erbaut und hat heute zwölf Zimmer');
    expect(fields.description).toContain('Ausstattung:');
  });

  it('takes "situated" from a location sentence in German, Dutch or French, and the town from any postcode line', () => {
    const de = buildProfile([snip('hotel_name', 'Hotel Zur Linde', { section: 'h1' }), snip('address', 'Lindenstraße 12, 96047 Bamberg'), snip('description', 'Das Hotel Zur Linde liegt mitten in der Altstadt von Bamberg, nur wenige Schritte vom Dom.')]);
    expect(de.fields.situated).toBe('mitten in der Altstadt von Bamberg');
    const nl = buildProfile([snip('hotel_name', 'Hotel Aan de Kade', { section: 'h1' }), snip('address', 'Kade 3, 3511 AH Utrecht')]);
    expect(nl.fields.situated).toBe('in Utrecht');
  });
  it('keeps the site\'s language on a bilingual site and leaves out what a FAQ or directions page says of itself', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Auberge du Vieux Moulin', { section: 'h1' }),
      snip('description', "L'Auberge du Vieux Moulin est une maison familiale depuis 1952, au bord de la rivière, avec vingt chambres et deux chalets."),
      snip('description', 'La salle à manger occupe l\'ancien moulin à farine et donne sur la chute et le jardin de la propriété.'),
      snip('description', 'Le petit déjeuner est servi chaque matin dans la véranda, avec des produits de la ferme voisine.'),
      snip('description', 'The Auberge du Vieux Moulin has been a family house since 1952, on the riverbank, with twenty rooms and two chalets.', { method: 'meta' }),
      snip('description', 'Foire aux questions sur l\'Auberge du Vieux Moulin : réservation, annulation, chambres, animaux et plus encore.', { method: 'meta' }),
      snip('description', 'Find directions to the Auberge du Vieux Moulin, with parking and easy access from the highway.', { method: 'meta' }),
    ]);
    expect(fields.description).toContain('depuis 1952');
    expect(fields.description).toContain('ancien moulin');
    expect(fields.description).not.toMatch(/family house|Foire aux questions|Find directions/);
  });
  it("leaves out a template's shortcodes, placeholders and format codes where the site's text belongs (English, Spanish, Italian)", () => {
    const en = buildProfile([
      snip('hotel_name', 'Kahu Lodge', { section: 'h1' }),
      snip('description', 'Kahu Lodge is a family-run lodge of four suites above the lake, built of local stone and cedar.'),
      snip('description', 'Send us a message with the form below and we will reply soon [contact-form-7 id="12" title="Contact"].'),
      snip('description', 'Posted on %A %B %e, the lodge welcomed its first guests of the new season.'),
    ]);
    expect(en.fields.description).toContain('four suites above the lake');
    expect(en.fields.description).not.toMatch(/contact-form-7|%A|first guests/);
    const es = buildProfile([
      snip('hotel_name', 'Casa Rural El Roble', { section: 'h1' }),
      snip('description', 'La Casa Rural El Roble es una casa de piedra del siglo XIX con tres habitaciones y chimenea.'),
      snip('description', 'Su anfitrión, [Nombre del propietario], le recibirá con mucho gusto en la casa.'),
    ]);
    expect(es.fields.description).toContain('tres habitaciones');
    expect(es.fields.description).not.toContain('Nombre del propietario');
    const it_ = buildProfile([
      snip('hotel_name', 'Locanda del Borgo', { section: 'h1' }),
      snip('description', 'La Locanda del Borgo è una casa in pietra con sei camere nel centro storico del paese.'),
      snip('description', 'Benvenuti alla {{hotel_name}}, il vostro rifugio nel cuore di {{city}} per tutto l\'anno.'),
    ]);
    expect(it_.fields.description).toContain('sei camere');
    expect(it_.fields.description).not.toContain('{{');
  });
  it('names the kinds of rooms by the headings over them, not the heading over them all', () => {
    const { fields } = buildProfile([
      snip('hotel_name', 'Agriturismo Il Poggio', { section: 'h1' }),
      snip('description', "L'Agriturismo Il Poggio si trova sulle colline di Montalcino, in un casale del Settecento con vigna e oliveto."),
      snip('room', 'Disponiamo di tre camere e due appartamenti, ognuno con bagno privato.', { section: 'Le nostre camere' }),
      snip('room', 'Al piano terra, con accesso al giardino.', { section: 'Camera Glicine' }),
      snip('room', 'Con vista sui vigneti e un letto a baldacchino.', { section: 'Camera Rosa: romantica e luminosa' }),
      snip('room', 'Cucina attrezzata e due camere da letto.', { section: 'Appartamento Vigna' }),
    ]);
    expect(fields.description).toContain('Camere: Camera Glicine, Camera Rosa e Appartamento Vigna.');
    expect(fields.description).not.toContain('Le nostre camere,');
  });
});

describe('description: what the site says beside the hotel', () => {
  const described = (name: string, fact: string, noise: [string, string | null][]) =>
    buildProfile([snip('hotel_name', name, { section: 'h1' }), snip('description', fact, { section: name }), ...noise.map(([text, section]) => snip('description', text, { section }))]).fields.description ?? '';

  it('leaves out the booking engine\'s best-price and official-site pitch', () => {
    const fr = described('Hôtel des Tilleuls', 'L’Hôtel des Tilleuls compte 32 chambres autour d’un jardin clos, à deux pas de la cathédrale.', [['Réservez au meilleur prix garanti sur notre site officiel et profitez du petit-déjeuner offert.', null]]);
    expect(fr).toContain('32 chambres');
    expect(fr).not.toMatch(/meilleur prix|site officiel/);
    const en = described('Harbour View Hotel', 'Harbour View Hotel has 40 rooms facing the fishing harbour, with a seafood restaurant on the ground floor.', [['Book on our official website for the lowest rates and a free welcome drink in the lounge.', null]]);
    expect(en).toContain('40 rooms');
    expect(en).not.toMatch(/official website|lowest rates/);
  });

  it('leaves out dated news items', () => {
    const pl = described('Pensjonat Pod Jodłami', 'Pensjonat Pod Jodłami ma 14 pokoi z łazienkami i ogród z grillem, pięć minut od centrum.', [['12.03.2019 – Zapraszamy na majówkę, nowe pokoje na poddaszu są już gotowe dla gości.', 'Aktualności']]);
    expect(pl).toContain('14 pokoi');
    expect(pl).not.toContain('2019');
    const de = described('Gasthof Zur Linde', 'Der Gasthof Zur Linde hat 22 Zimmer und eine Stube mit regionaler Küche am Dorfplatz.', [['2021-06-01: Ab sofort ist unser neuer Biergarten im Hof für alle Gäste geöffnet.', 'Neuigkeiten']]);
    expect(de).toContain('22 Zimmer');
    expect(de).not.toContain('Biergarten');
  });

  it('leaves out what guests wrote under a reviews heading', () => {
    const de = described('Hotel Bergfrieden', 'Das Hotel Bergfrieden hat 25 Zimmer mit Balkon und eine Sauna mit Blick auf das Tal.', [['Das Abendessen war hervorragend und die Gastgeber haben uns jeden Wunsch erfüllt.', 'Gästestimmen']]);
    expect(de).toContain('25 Zimmer');
    expect(de).not.toContain('Abendessen');
    const cs = described('Hotel U Tří lip', 'Hotel U Tří lip má 16 pokojů v historickém domě a vinárnu ve sklepě pod náměstím.', [['Krásné prostředí, skvělá snídaně a ochotný personál, určitě se sem ještě vrátíme.', 'Napsali o nás hosté']]);
    expect(cs).toContain('16 pokojů');
    expect(cs).not.toContain('snídaně a ochotný');
  });

  it('leaves out guests\' words under a reviews heading in Estonian and Swedish, and a quote signed with a name and a town (Estonian, English)', () => {
    const et = described('Külalistemaja Vana Aed', 'Külalistemaja Vana Aed on perekonna peetav maja vanalinnas, kaheksa toa ja hommikusöögiga.', [['Perenaine oli väga sõbralik ja hommikusöök oli tõeliselt maitsev, tuleme kindlasti tagasi.', 'Külaliste arvamused']]);
    expect(et).toContain('kaheksa toa');
    expect(et).not.toContain('Perenaine');
    const sv = described('Hotell Solrosen', 'Hotell Solrosen är ett litet familjehotell med tolv rum i ett gammalt trähus vid hamnen.', [['Fantastisk frukost och mycket trevlig personal, vi kommer gärna tillbaka nästa sommar.', 'Gästernas omdömen']]);
    expect(sv).toContain('tolv rum');
    expect(sv).not.toContain('Fantastisk frukost');
    const signedEt = described('Külalistemaja Vana Aed', 'Külalistemaja Vana Aed on perekonna peetav maja vanalinnas, kaheksa toa ja hommikusöögiga.', [['Väga hubane maja, hommikusöök oli suurepärane ja rand on lähedal. – Mari, Viljandi', null]]);
    expect(signedEt).not.toContain('Viljandi');
    const signedEn = described('Harbour Rooms', 'Harbour Rooms is a family-run guest house with six rooms overlooking the harbour.', [['Lovely quiet rooms, a superb breakfast and the beach just around the corner. — Mark, Helsinki.', null]]);
    expect(signedEn).toContain('six rooms');
    expect(signedEn).not.toContain('Helsinki');
    // a sentence that ends on a place after a dash, with no full stop before it, stays
    const place = described('Harbour Rooms', 'Harbour Rooms is a family-run guest house with six rooms overlooking the harbour.', [['Our breakfast comes from the farm shop on the coast road – Seahouses, Northumberland.', null]]);
    expect(place).toContain('farm shop');
  });

  it('leaves out the sister property, the gift vouchers and the contact page\'s summary', () => {
    const pt = described('Pousada Sol Nascente', 'A Pousada Sol Nascente tem 12 suítes com varanda, rede e ar-condicionado, e fica de frente para a praia.', [
      ['Conheça também a nossa pousada irmã na serra: são oito chalés com lareira, perto das cachoeiras.', 'Conheça também'],
      ['Fale com a Pousada Sol Nascente: telefone, WhatsApp, e-mail e endereço na praia.', null],
      ['O café da manhã é servido no jardim, com frutas da estação, bolos caseiros e tapioca feita na hora.', 'Café da manhã'],
    ]);
    expect(pt).toContain('12 suítes');
    expect(pt).not.toMatch(/irmã|WhatsApp/);
    const en = described('The Mill House', 'The Mill House has nine rooms in a converted corn mill beside the river, with a garden and a bar.', [
      ['Our sister hotel in the valley has a spa, an indoor pool and a restaurant with a terrace.', null],
      ['Treat someone to a night away with a voucher for dinner, bed and breakfast at the mill.', 'Gift vouchers'],
      ['Waterfalls, castles and markets: things to do near The Mill House in the valley.', null],
    ]);
    expect(en).toContain('nine rooms');
    expect(en).not.toMatch(/sister|voucher|things to do/);
  });

  it("leaves out a sub-page's meta description that opens with the page's title before the house's name (English, Spanish, French, German)", () => {
    const meta = (pageUrl: string) => ({ method: 'meta' as const, section: 'meta description', pageUrl, sourceUrl: pageUrl });
    const buildWith = (name: string, fact: string, metas: [string, string][]) =>
      buildProfile([snip('hotel_name', name, { section: 'h1' }), snip('description', fact, { section: name }), ...metas.map(([text, url]) => snip('description', text, meta(url)))]).fields.description ?? '';
    const en = buildWith('Harbour Inn', 'Harbour Inn has twelve rooms in a restored sail loft on the quay, each with a view of the boats.', [
      ['Contact Harbour Inn in Port Isaac, Cornwall.', 'https://hotel.example/contact'],
      ['Rates and Rooms at Harbour Inn offering seaside lodging in Port Isaac, near Padstow, on the Cornish coast.', 'https://hotel.example/rates'],
      ['Things to see and do around Port Isaac near Harbour Inn, offering seaside lodging on the Cornish coast.', 'https://hotel.example/area'],
    ]);
    expect(en).toContain('twelve rooms');
    expect(en).not.toMatch(/Contact Harbour|Rates and Rooms|Things to see/);
    const es = buildWith('Hostal Lumen', 'El Hostal Lumen ocupa un edificio modernista de 1912 y tiene 18 habitaciones con balcón.', [
      ['Contacta con Hostal Lumen, en el barrio de Russafa, Valencia.', 'https://hotel.example/contacto'],
    ]);
    expect(es).toContain('18 habitaciones');
    expect(es).not.toContain('Contacta con');
    const fr = buildWith('Hôtel des Tilleuls', 'L’Hôtel des Tilleuls compte 32 chambres autour d’un jardin clos, près de la cathédrale.', [
      ["Tarifs et chambres à l'Hôtel des Tilleuls, une maison de maître au bord du canal à Amiens.", 'https://hotel.example/tarifs'],
    ]);
    expect(fr).not.toContain('Tarifs et chambres');
    const de = buildWith('Pension Seeblick', 'Die Pension Seeblick hat neun Zimmer mit Balkon über dem See und eine kleine Sauna.', [
      ['Kontakt Pension Seeblick am Südufer des Sees in Hallstatt.', 'https://hotel.example/kontakt'],
    ]);
    expect(de).not.toContain('Kontakt Pension');
  });

  it('keeps a sentence that opens with "contact" but names no house after it', () => {
    const en = described('Harbour Inn', 'Harbour Inn has twelve rooms in a restored sail loft on the quay, each with a view of the boats.', [
      ['Contact the front desk to borrow fishing rods, crab lines and a picnic blanket for the beach.', null],
    ]);
    expect(en).toContain('fishing rods');
  });
});

describe('description of a site in a language the model has no words for', () => {
  it('keeps to the language most of its prose is in, not its English version\'s', () => {
    const cs = buildProfile([
      snip('hotel_name', 'Hotel Na Kopci', { section: 'h1' }),
      snip('description', 'Hotel Na Kopci stojí v klidné ulici nad řekou a nabízí osmnáct pokojů s výhledem na staré město. Každé ráno podáváme bohatou snídani v klenutém sklepě.'),
      snip('description', 'V létě je otevřená zahrada s terasou a večer můžete ochutnat místní vína v naší vinárně pod domem.'),
      snip('description', 'Hotel Na Kopci stands on a quiet street above the river and offers eighteen rooms overlooking the old town.', { pageUrl: 'https://hotel.example/en/', sourceUrl: 'https://hotel.example/en/' }),
    ]).fields.description ?? '';
    expect(cs).toContain('osmnáct pokojů');
    expect(cs).not.toContain('eighteen rooms');
    const pl = buildProfile([
      snip('hotel_name', 'Pensjonat Pod Świerkami', { section: 'h1' }),
      snip('description', 'Pensjonat Pod Świerkami to rodzinny dom w spokojnej części miasta, z dwunastoma pokojami z łazienkami i balkonami.'),
      snip('description', 'Na miejscu czekają na gości sauna, bezpłatny parking oraz ogród z grillem i placem zabaw dla dzieci.'),
      snip('description', 'Pensjonat Pod Świerkami is a family-run house in a quiet part of town with twelve rooms, each with a bathroom and a balcony.', { pageUrl: 'https://hotel.example/en/', sourceUrl: 'https://hotel.example/en/' }),
    ]).fields.description ?? '';
    expect(pl).toContain('dwunastoma pokojami');
    expect(pl).not.toContain('twelve rooms');
  });
});

describe('description: a sentence is another language only on the site\'s evidence', () => {
  // tinyld reads these Slovene sentences as Serbian, Lithuanian, Estonian and Swedish one at a time
  const sl = [
    'Penzion stoji v mirni ulici ob reki in ima dvanajst sob z balkoni.',
    'Vse sobe so opremljene z lastno kopalnico in imajo pogled na gore.',
    'Do središča mesta je le nekaj minut hoje, do jezera pa pet kilometrov.',
    'Za kolesarje imamo zaklenjeno shrambo, za pohodnike pa sušilnico za opremo.',
  ];
  it('keeps the site\'s own sentences that a near language or a stray language is read in (Slovene)', () => {
    const d = buildProfile([snip('hotel_name', 'Penzion Breza', { section: 'h1' }), ...sl.map((t) => snip('description', t))]).fields.description ?? '';
    expect(d).toContain('dvanajst sob');
    expect(d).toContain('nekaj minut hoje');
    expect(d).toContain('sušilnico za opremo');
  });
  it('keeps a Swedish sentence read as Norwegian, but not the Finnish version the site has pages in', () => {
    const fi = [
      'Hotelli sijaitsee torin laidalla ja siinä on kaksikymmentä huonetta, joissa kaikissa on oma kylpyhuone.',
      'Aamiainen tarjoillaan joka aamu ruokasalissa, josta on näkymä järvelle ja vanhaan kaupunkiin.',
      'Asemalle on kymmenen minuutin kävelymatka vanhan kaupungin kapeita katuja pitkin.',
    ].map((t) => snip('description', t, { pageUrl: 'https://hotel.example/fi/', sourceUrl: 'https://hotel.example/fi/' }));
    const d = buildProfile([
      snip('hotel_name', 'Hotell Lärkan', { section: 'h1' }),
      snip('description', 'Hotellet ligger vid torget och har tjugo rum med eget badrum och dusch. Frukosten serveras varje morgon i matsalen med utsikt över sjön.'),
      snip('description', 'Alla rum har platt-tv, vattenkokare och skrivbord samt gratis wifi. Till stationen är det tio minuters promenad genom den gamla staden.'),
      snip('description', 'Huset byggdes som handelsgård och har varit hotell sedan länge; i dag drivs det av samma familj i tredje generationen.'),
      snip('description', 'På sommaren kan ni äta lunch i trädgården, och på vintern tänder vi brasan i salongen varje kväll.'),
      ...fi,
    ]).fields.description ?? '';
    expect(d).toContain('vattenkokare och skrivbord');
    expect(d).not.toContain('kaksikymmentä');
    expect(d).not.toContain('ruokasalissa');
  });
  it('drops a sentence in another script than the site\'s prose', () => {
    const d = buildProfile([
      snip('hotel_name', 'Penzion Breza', { section: 'h1' }),
      ...sl.map((t) => snip('description', t)),
      snip('description', 'Ο ξενώνας βρίσκεται σε ήσυχο δρόμο δίπλα στο ποτάμι και έχει δώδεκα δωμάτια με μπαλκόνι.'),
    ]).fields.description ?? '';
    expect(d).toContain('dvanajst sob');
    expect(d).not.toContain('δωμάτια');
  });
});

describe('description: a Nordic clock time is a schedule ("kl. 12–21")', () => {
  it('drops it in Danish and Swedish', () => {
    const da = buildProfile([
      snip('hotel_name', 'Kroen ved Havnen', { section: 'h1' }),
      snip('description', 'Kroen ligger ved den gamle havn og har tolv værelser med eget bad. Restauranten har åbent alle dage kl. 12–21 for gæster og udefrakommende.'),
    ]).fields.description ?? '';
    expect(da).toContain('tolv værelser');
    expect(da).not.toContain('kl. 12');
    const sv = buildProfile([
      snip('hotel_name', 'Hotell Lärkan', { section: 'h1' }),
      snip('description', 'Hotellet ligger vid torget och har tjugo rum med eget badrum och dusch. Frukosten serveras i matsalen varje morgon kl. 7–10 med utsikt över sjön.'),
    ]).fields.description ?? '';
    expect(sv).toContain('tjugo rum');
    expect(sv).not.toContain('kl. 7');
  });
});

describe('roomTypesSentence', () => {
  const other = (section: string, content: string) => snip('other', content, { section });

  it('names room kinds headed by their beds when the text under them says they are rooms', () => {
    const out = roomTypesSentence([other('Cosy Twin', 'Compact room with two single beds.'), other('Grand King', 'Large room with one king bed and a sofa.')], 'en');
    expect(out.text).toBe('Rooms: Cosy Twin and Grand King.');
  });

  it('reads Czech unit words in the headings', () => {
    const out = roomTypesSentence([other('Pokoj Klasik', 'Dvě lůžka a okno do zahrady.'), other('Rodinné apartmá', 'Dvě ložnice a malá kuchyň.')], 'en');
    expect(out.text).toContain('Pokoj Klasik');
    expect(out.text).toContain('Rodinné apartmá');
  });

  it('skips price, review and all-units headings', () => {
    const out = roomTypesSentence(
      [
        other('Chambres et suites', 'Chambre double avec vue sur le jardin.'),
        other('Tarifs', 'Chambre double à partir de 90 euros.'),
        other('Avis de nos clients', 'Chambre très calme et propre.'),
        other('Chambre Tilleul', 'Chambre double avec balcon.'),
        other('Suite Glycine', 'Suite familiale sous les toits.'),
      ],
      'fr',
    );
    expect(out.text).toBe('Chambres: Chambre Tilleul et Suite Glycine.');
  });

  it('leaves untyped text under a heading that is not a room alone', () => {
    expect(roomTypesSentence([other('Garden Terrace', 'Breakfast is served outside in summer.'), other('Wine Cellar', 'Tastings every Friday evening.')], 'en').text).toBeNull();
  });
});

describe('pickDescription: one sentence of each kind before more of one kind', () => {
  const home = (text: string) => snip('description', text);
  const area = (text: string) => snip('description', text, { pageUrl: 'https://hotel.example/area/' });

  it('keeps the rooms and the table of a house whose home page has many sentences of scenery (en)', () => {
    const scenery = [
      'Morning mist lifts slowly from the valley floor below the old stone terrace.',
      'Walkers follow quiet lanes between hedgerows, meadows and sheep pastures.',
      'Autumn turns the beech woods copper while swallows gather on wires.',
      'Evening light settles over distant moorland ridges and scattered farmsteads.',
      'Curlews call across wet fields where streams wind toward the river.',
      'Snow sometimes dusts the high fells although lanes stay open most winters.',
      'Stargazers enjoy dark skies because no streetlights shine for miles.',
      'Spring brings bluebells to the copse beside the cattle grid and gate.',
      'Cyclists climb steep passes and then coast down through sleepy hamlets.',
    ];
    const snippets = [
      snip('hotel_name', 'Fellside House', { section: 'h1' }),
      ...scenery.map(area),
      snip('room', 'Eleven rooms look over the walled garden and the orchard, each with its own shower room and desk.', { section: 'Bedrooms', pageUrl: 'https://hotel.example/bedrooms/' }),
      snip('dining', 'Breakfast is cooked to order with eggs from the farm and bread baked each morning.', { section: 'Breakfast', pageUrl: 'https://hotel.example/food/' }),
    ];
    const picked = pickDescription(snippets, new StructuredTrust(snippets), 'Fellside House', 'en').value ?? '';
    expect(picked).toContain('Eleven rooms');
    expect(picked).toContain('Breakfast is cooked');
  });

  it('reads a sentence of the rooms page as the rooms kind (it)', () => {
    const scenery = [
      'Le colline si colorano di giallo quando il grano matura sotto il sole estivo.',
      'I sentieri attraversano boschi di querce, castagneti e vecchi muretti a secco.',
      'Al tramonto la luce dorata accende i tetti del borgo medievale sulla collina.',
      'In autunno la vendemmia riempie le strade di trattori carichi di grappoli.',
      'Le nebbie invernali avvolgono la valle mentre le cime restano limpide.',
      'Le lucciole illuminano i prati nelle sere tiepide di inizio giugno.',
      'Il silenzio della campagna viene rotto soltanto dal canto degli uccelli.',
      'Gli ulivi secolari punteggiano i pendii che scendono verso il torrente.',
      'I ciclisti affrontano salite impegnative tra filari di cipressi.',
    ];
    const snippets = [
      snip('hotel_name', 'Podere Le Ginestre', { section: 'h1' }),
      // each names the house, which weighs more than a plain sentence of the rooms page
      ...scenery.map((x) => home(x.replace(/\.$/, ' intorno alle Ginestre.'))),
      snip('description', 'Ogni appartamento della casa ha una cucina attrezzata e un terrazzo privato sul giardino.', { pageUrl: 'https://hotel.example/appartamenti.html' }),
    ];
    const picked = pickDescription(snippets, new StructuredTrust(snippets), 'Podere Le Ginestre', 'it').value ?? '';
    expect(picked).toContain('Ogni appartamento');
  });

  it('does not take the restaurants around the house for its own table (en, it)', () => {
    const scenery = ['Morning mist lifts slowly from the valley floor below the old stone terrace.', 'Walkers follow quiet lanes between hedgerows, meadows and sheep pastures.', 'Autumn turns the beech woods copper while swallows gather on wires.', 'Evening light settles over distant moorland ridges and scattered farmsteads.', 'Curlews call across wet fields where streams wind toward the river.', 'Snow sometimes dusts the high fells although lanes stay open most winters.', 'Stargazers enjoy dark skies because no streetlights shine for miles.', 'Spring brings bluebells to the copse beside the cattle grid and gate.', 'Cyclists climb steep passes and then coast down through sleepy hamlets.'];
    for (const around of ['Within a short walk, a pizzeria and a restaurant serve local cooking every evening of the week.', 'Vicino alla casa, una pizzeria e un ristorante servono piatti della cucina locale ogni sera.']) {
      const snippets = [snip('hotel_name', 'Fellside House', { section: 'h1' }), ...scenery.map(area), snip('dining', around, { section: 'Eating out', pageUrl: 'https://hotel.example/eat/' })];
      expect(pickDescription(snippets, new StructuredTrust(snippets), 'Fellside House', 'en').value).not.toContain('pizzeria');
    }
  });
  it('keeps the sentence that says who runs the house, beside scenery (de, pl)', () => {
    const scenery = [
      'Morgens steigt der Nebel langsam aus dem Tal hinauf zu den Almwiesen über dem Dorf.',
      'Wanderer folgen stillen Wegen zwischen Lärchenwäldern, Bächen und alten Heustadeln.',
      'Im Herbst färben sich die Lärchen golden, und die Kühe kommen von den Almen herunter.',
      'Abends legt sich das Licht über die Gipfel und die verstreuten Bauernhöfe am Hang.',
      'Im Winter liegt oft Schnee auf den Feldern, die Straßen bleiben aber meistens frei.',
      'Sternengucker genießen den dunklen Himmel, weil kaum eine Laterne im Tal brennt.',
      'Im Frühling blühen Enzian und Krokus auf den Wiesen oberhalb des Baches.',
      'Radfahrer erklimmen steile Pässe und rollen danach gemütlich durch kleine Weiler.',
      'Kinder spielen am Bach, während die Eltern auf der Bank in der Sonne sitzen.',
    ];
    const de = [snip('hotel_name', 'Gasthof Enzian', { section: 'h1' }), ...scenery.map(area), snip('description', 'Heute führen Anna und Peter Moser das Haus in der dritten Generation.', { pageUrl: 'https://hotel.example/haus/' })];
    expect(pickDescription(de, new StructuredTrust(de), 'Gasthof Enzian', 'de').value).toContain('dritten Generation');
    const widoki = [
      'Rano mgła powoli unosi się z doliny nad hale i stare drewniane szałasy.',
      'Turyści wędrują cichymi ścieżkami wśród lasów świerkowych, potoków i łąk.',
      'Jesienią modrzewie stają się złote, a owce schodzą z hal do wsi.',
      'Wieczorem światło kładzie się na szczytach i rozrzuconych gospodarstwach na zboczu.',
      'Zimą śnieg często leży na polach, ale drogi zwykle pozostają przejezdne.',
      'Miłośnicy gwiazd cieszą się ciemnym niebem, bo w dolinie prawie nie ma latarni.',
      'Wiosną na łąkach nad potokiem kwitną krokusy i goryczki.',
      'Rowerzyści wjeżdżają na strome przełęcze, a potem zjeżdżają przez małe osady.',
      'Dzieci bawią się nad potokiem, a rodzice siedzą na ławce w słońcu.',
    ];
    const pl = [snip('hotel_name', 'Pensjonat Pod Bukiem', { section: 'h1' }), ...widoki.map(area), snip('description', 'Pensjonat jest prowadzony przez naszą rodzinę od trzech pokoleń, czyli rodzinny dom z tradycją.', { pageUrl: 'https://hotel.example/o-nas/' })];
    expect(pickDescription(pl, new StructuredTrust(pl), 'Pensjonat Pod Bukiem', 'en').value ?? '').toContain('rodzinny dom');
  });
});

describe('pickDescription: what is no fact of the house', () => {
  it('leaves out the legal notice, by its heading or its page (de, es)', () => {
    const de = [snip('hotel_name', 'Gasthof Linde', { section: 'h1' }), snip('description', 'Der Gasthof Linde steht seit 1890 am Dorfplatz und hat eine Stube mit Kachelofen.'), snip('description', 'Medieninhaber und für den Inhalt verantwortlich: Franz Huber, Gasthof Linde, Dorfplatz 3, 6020 Innsbruck.', { section: 'Impressum' })];
    expect(pickDescription(de, new StructuredTrust(de), 'Gasthof Linde', 'de').value).not.toContain('Medieninhaber');
    const es = [snip('hotel_name', 'Hostal El Faro', { section: 'h1' }), snip('description', 'El Hostal El Faro tiene 14 habitaciones con balcón frente al puerto pesquero.'), snip('description', 'En cumplimiento de la Ley 34/2002 se informa que el titular de este sitio web es Faro Turismo, S.L., con domicilio en Cádiz.', { pageUrl: 'https://hotel.example/aviso-legal.html' })];
    expect(pickDescription(es, new StructuredTrust(es), 'Hostal El Faro', 'es').value).not.toContain('titular');
  });

  it('leaves out the gift vouchers a page sells, in French and German', () => {
    const fr = [snip('hotel_name', 'Hôtel des Tilleuls', { section: 'h1' }), snip('description', "L'Hôtel des Tilleuls occupe une maison de maître au bord du canal, avec un jardin clos."), snip('description', 'Nos cartes cadeaux sont valables douze mois et se commandent en ligne.')];
    const de = [snip('hotel_name', 'Gasthof Linde', { section: 'h1' }), snip('description', 'Der Gasthof Linde steht seit 1890 am Dorfplatz und hat eine Stube mit Kachelofen.'), snip('description', 'Unsere Gutscheine sind ein Jahr gültig und werden per Post verschickt.')];
    expect(pickDescription(fr, new StructuredTrust(fr), 'Hôtel des Tilleuls', 'fr').value).not.toContain('cartes cadeaux');
    expect(pickDescription(de, new StructuredTrust(de), 'Gasthof Linde', 'de').value).not.toContain('Gutscheine');
  });
});

describe('pickDescription: languages written without spaces', () => {
  it('keeps a whole Japanese or Chinese sentence, which is one run of characters', () => {
    const ja = [snip('hotel_name', '宿 こもれび', { section: 'h1' }), snip('description', '金沢の古い町並みに建つ、客室五室の静かな宿です。')];
    const zh = [snip('hotel_name', '湖畔茶园酒店', { section: 'h1' }), snip('description', '酒店位于西湖畔，拥有十二间客房和一座茶园。')];
    expect(pickDescription(ja, new StructuredTrust(ja), '宿 こもれび').value).toContain('客室五室');
    expect(pickDescription(zh, new StructuredTrust(zh), '湖畔茶园酒店').value).toContain('十二间客房');
  });

  it('still drops a short Japanese label', () => {
    const ja = [snip('hotel_name', '宿 こもれび', { section: 'h1' }), snip('description', '客室のご案内')];
    expect(pickDescription(ja, new StructuredTrust(ja), '宿 こもれび').value).toBeNull();
  });
});

describe('former names', () => {
  it('drops the parenthesis that gives a former name and keeps the sentence (Romanian, English)', () => {
    expect(withoutFormerName('Pensiunea Casa Verde (fostă Pensiunea Brândușa, până în 2018) se află lângă centrul vechi.')).toBe('Pensiunea Casa Verde se află lângă centrul vechi.');
    expect(withoutFormerName('The Old Mill (formerly The Riverside Guest House) has six rooms by the river.')).toBe('The Old Mill has six rooms by the river.');
    expect(withoutFormerName('The Old Mill (open all year) has six rooms by the river.')).toBe('The Old Mill (open all year) has six rooms by the river.');
  });
  it('drops a sentence that says until when the house traded under another name (English, Estonian, Spanish)', () => {
    expect(withoutFormerName('Until 2017 we traded as Harbour Lodge.')).toBeNull();
    expect(withoutFormerName('Kuni 2016. aastani tegutsesime nime all Merevaate Hostel.')).toBeNull();
    expect(withoutFormerName('Hasta 2012 funcionábamos como Hostal Los Pinos; hoy somos Casa Lila.')).toBeNull();
    // a year and "as" without a name after it is not a former name
    expect(withoutFormerName('Since 2011 the house has served as a quiet retreat.')).toBe('Since 2011 the house has served as a quiet retreat.');
  });
  it('cuts the earlier name a founding verb gives with "as" and keeps the rest of the sentence (Slovak, English, German, Italian, Polish)', () => {
    expect(withoutFormerName('Hotel bol otvorený v roku 1968 ako podniková chata Úsvit a od roku 2005 ho pod menom Kamzík vedie naša rodina.', 'Hotel Kamzík')).toBe(
      'Hotel bol otvorený v roku 1968 a od roku 2005 ho pod menom Kamzík vedie naša rodina.',
    );
    expect(withoutFormerName('The house opened in 1931 as the Grand Union Hotel and has been run by our family since 1998.', 'Harbour House')).toBe(
      'The house opened in 1931 and has been run by our family since 1998.',
    );
    expect(withoutFormerName('Das Haus wurde 1954 als Ferienheim „Frieden“ eröffnet und wird seit 2001 von uns geführt.', 'Hotel Bergblick')).toBe('Das Haus wurde 1954 eröffnet und wird seit 2001 von uns geführt.');
    expect(withoutFormerName('La villa fu costruita nel 1910 come Albergo Bellavista e oggi ha dodici camere.', 'Villa Rosa')).toBe('La villa fu costruita nel 1910 e oggi ha dodici camere.');
    expect(withoutFormerName('Budynek powstał w 1975 jako Dom Wczasowy Halny, a dziś ma 14 pokoi.', 'Pensjonat Pod Lipami')).toBe('Budynek powstał w 1975, a dziś ma 14 pokoi.');
  });
  it('keeps a history that names no earlier name, or names the hotel itself (English, German, Italian, Czech)', () => {
    for (const [s, name] of [
      ['Seaview House is a family-run bed and breakfast, built in 1890 as the village doctor\'s house.', 'Seaview House'],
      ['Das Haus wurde 1911 als Bootshaus mit Fremdenzimmern erbaut und 2019 renoviert.', 'Pension Seeblick'],
      ['Die 1908 als Sommerresidenz einer Comer Seidenfabrikantenfamilie erbaute Villa ist heute ein Hotel.', 'Villa Gelsomina'],
      ['Costruita nel 1908 come residenza estiva di una famiglia di setaioli, la villa è oggi un hotel.', 'Villa Gelsomina'],
      ['Gasthof opened in 1962 as Gasthof Alpenrose and has kept its name.', 'Gasthof Alpenrose'],
      ['Dům byl postaven v roce 1612 jako první hostinec na Malé Straně.', 'Hotel U Zlatého klíče'],
      ['The Old Rectory has been run as a bed and breakfast by Sarah and Tom since 2011.', 'The Old Rectory'],
    ] as const) expect(withoutFormerName(s, name)).toBe(s);
  });
  it('drops the clause that tells what the house was called and keeps a coordinated fact (French, German, Spanish)', () => {
    expect(withoutFormerName("Jusqu'en 1995 l'hôtel s'appelait Hôtel de la Gare ; il compte aujourd'hui vingt chambres rénovées.", 'Hôtel du Parc')).toBe("Il compte aujourd'hui vingt chambres rénovées.");
    expect(withoutFormerName('Früher hieß das Haus Pension Waldesruh.', 'Landhotel Sonnenmatt')).toBeNull();
    expect(withoutFormerName('Hasta 2010 el edificio se llamaba Hostal Las Flores.', 'Casa Lila')).toBeNull();
    // "is called" is its name now
    expect(withoutFormerName('The guest house is called Harbour House after the view.', 'Harbour House')).toBe('The guest house is called Harbour House after the view.');
  });
  it('drops the former name an article or a quote brings in after "formerly" and its kin (English, German, French, Italian)', () => {
    expect(withoutFormerName("The Old Mill, formerly the 'Riverside', has six rooms by the river.", 'The Old Mill')).toBeNull();
    expect(withoutFormerName('Das Haus war früher Gasthof Krone und hat heute zwölf Zimmer mit Balkon.', 'Landhotel Sonnenmatt')).toBe('Hat heute zwölf Zimmer mit Balkon.');
    expect(withoutFormerName("L'hôtel, anciennement l'Hôtel du Centre, a été rénové en 2019.", 'Hôtel du Parc')).toBeNull();
    expect(withoutFormerName('La casa, già Albergo Roma, ha dodici camere sul lago.', 'Villa Rosa')).toBeNull();
  });
  it('keeps "formerly" before a noun that is no name (German, English)', () => {
    for (const [s, name] of [
      ['Das Haus war früher Bauernhof und hat heute zwölf Zimmer.', 'Landhotel Sonnenmatt'],
      ['Früher Gasthof, heute ein Landhotel mit zwölf Zimmern.', 'Landhotel Sonnenmatt'],
      ['The barn, formerly the stables of the manor, now holds four rooms.', 'The Old Mill'],
    ] as const) expect(withoutFormerName(s, name)).toBe(s);
  });
  it('keeps the former name out of the description', () => {
    const out = pickDescription(
      [
        snip('hotel_name', 'Casa Lila', { section: 'h1' }),
        snip('description', 'Casa Lila (formerly Hostal Los Pinos) is a family-run guest house with eight rooms in the old town.'),
        snip('description', 'Until 2012 we traded as Hostal Los Pinos, a backpackers hostel with twenty beds.'),
      ],
      new StructuredTrust([]),
      'Casa Lila',
      'en',
    );
    expect(out.value).toContain('eight rooms');
    expect(out.value).not.toContain('Los Pinos');
  });
});

describe('hotel-group boilerplate', () => {
  it("leaves out what a group says of all its houses (Italian, German, English)", () => {
    const cases: [string, string, string][] = [
      ['Villa Rosa', 'Villa Rosa è un piccolo albergo di dodici camere affacciato sul lago, a pochi passi dal centro.', 'In ogni nostra struttura troverete spa private, chef stellati e spiagge riservate.'],
      ['Villa Rosa', 'Die Villa Rosa ist ein kleines Hotel mit zwölf Zimmern direkt am See, wenige Schritte vom Zentrum.', 'In jedem unserer Hotels erwarten Sie private Spas, Sterneköche und eigene Badestrände.'],
      ['Villa Rosa', 'Villa Rosa is a small hotel with twelve rooms on the lake shore, a short walk from the centre.', 'In each of our hotels you will find private spas, starred chefs and private beaches.'],
    ];
    for (const [name, own, group] of cases) {
      const out = pickDescription([snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('description', group)], new StructuredTrust([]), name, null);
      expect(out.value).toContain(own.split(' ').slice(0, 4).join(' '));
      expect(out.value).not.toContain(group.split(' ').slice(0, 4).join(' '));
    }
  });
});

describe('description facts: sentences not lost to the filters', () => {
  it('keeps a Danish or Swedish sentence that opens with "I" ("in"): not an English guest speaking', () => {
    const cases: [string, string, string[]][] = [
      [
        'Kro ved Åen',
        'I krostuen serverer vi gammeldags danske retter med stegt ål og hjemmelavet æblekage hver dag.',
        [
          'Kro ved Åen ligger midt i den gamle bydel ved åen og har tolv værelser med eget bad og udsigt over engene.',
          'Vi har gratis trådløst internet i hele huset og gratis parkering i gården for alle vores gæster.',
          'Om sommeren dækker vi op i den lukkede krohave med udsigt til åen og de gamle skibe ved kajen.',
        ],
      ],
      [
        'Gästgiveri Sjöbris',
        'I matsalen serverar vi husmanskost med strömming och hembakat bröd varje kväll hela året.',
        [
          'Gästgiveri Sjöbris ligger vid hamnen i den gamla staden och har fjorton rum med eget badrum och havsutsikt.',
          'Vi har gratis trådlöst internet i hela huset och gratis parkering på gården för alla våra gäster.',
          'På sommaren dukar vi upp i trädgården med utsikt över hamnen och de gamla fiskebåtarna vid kajen.',
        ],
      ],
    ];
    for (const [name, opensWithI, rest] of cases) {
      const out = pickDescription(
        [snip('hotel_name', name, { section: 'h1' }), snip('description', rest.join(' ')), snip('description', opensWithI)],
        new StructuredTrust([]),
        name,
        'en',
      );
      expect(out.value).toContain(opensWithI.split(' ').slice(0, 4).join(' '));
    }
  });

  it('tells sentences apart past a long name that fills their first words (English, French)', () => {
    const cases: [string, string, string][] = [
      [
        'La Quinta Inn & Suites Lakeview Airport',
        'The La Quinta Inn & Suites Lakeview Airport is located 2 miles from the airport with a free shuttle.',
        'The La Quinta Inn & Suites Lakeview Airport has been awarded the 2014 Certificate of Excellence.',
      ],
      [
        "Hôtel Le Grand Monarque de la Ville d'Été",
        "L'Hôtel Le Grand Monarque de la Ville d'Été est situé face à la cathédrale, au cœur de la vieille ville.",
        "L'Hôtel Le Grand Monarque de la Ville d'Été a été construit en 1779 comme relais de poste.",
      ],
    ];
    for (const [name, a, b] of cases) {
      const out = pickDescription([snip('hotel_name', name, { section: 'h1' }), snip('description', `${a} ${b}`)], new StructuredTrust([]), name, null);
      expect(out.value).toContain(a);
      expect(out.value).toContain(b);
    }
  });
});

describe('description facts: a near language read into one sentence', () => {
  it("keeps a sentence read as the site's near language when no page is in it (Portuguese read as Spanish, Spanish as Portuguese)", () => {
    const cases: [string, Lang, string, string[]][] = [
      [
        'Estalagem Lagoa',
        'pt',
        'Uma estalagem familiar de 9 suítes em casinhas pintadas de amarelo, de frente para a Lagoa Azul e a apenas 500 metros da Vila Velha.',
        ['O café da manhã é servido no jardim, com frutas da estação, bolos caseiros e tapioca feita na hora.', 'A piscina fica no meio do jardim, cercada de espreguiçadeiras e coqueiros, e tem um bar que abre à tarde.'],
      ],
      [
        'Posada del Muelle',
        'es',
        'Una posada colonial de 8 suites pintadas de branco, frente a la Baía de Ilha Grande, a 400 metros do cais.',
        ['El desayuno se sirve en el jardín, con frutas de temporada, pasteles caseros y café recién hecho.', 'La piscina está en medio del jardín, rodeada de tumbonas y palmeras, y tiene un bar que abre por la tarde.'],
      ],
    ];
    for (const [name, lang, misread, rest] of cases) {
      const out = pickDescription([snip('hotel_name', name, { section: 'h1' }), snip('description', misread), ...rest.map((r) => snip('description', r))], new StructuredTrust([]), name, lang);
      expect(out.value).toContain(misread);
    }
    // a page in the other language is a second version: its sentences stay out
    const bilingual = pickDescription(
      [
        snip('hotel_name', 'Estalagem Lagoa', { section: 'h1' }),
        snip('description', 'Uma estalagem familiar com piscina e jardim, de frente para a lagoa, com café da manhã caseiro servido no deck todas as manhãs.'),
        snip('description', 'A piscina fica no meio do jardim, cercada de espreguiçadeiras e coqueiros, e tem um bar que abre à tarde para os hóspedes.'),
        snip('description', 'Os quartos têm varanda privativa com rede, ar condicionado, frigobar e chuveiro a gás, e alguns têm vista para a lagoa e para as montanhas.'),
        snip('description', 'A nossa família recebe os hóspedes desde 1998 e conhece todos os passeios de barco, as trilhas e as praias escondidas da região.'),
        snip('description', 'Una posada familiar con piscina y jardín, frente a la laguna, con desayuno casero servido en la terraza todas las mañanas del año.', { pageUrl: 'https://hotel.example/es/' }),
        snip('description', 'La piscina está en medio del jardín, rodeada de tumbonas y palmeras, y tiene un bar que abre por la tarde para los huéspedes.', { pageUrl: 'https://hotel.example/es/' }),
      ],
      new StructuredTrust([]),
      'Estalagem Lagoa',
      'pt',
    );
    expect(bilingual.value).not.toContain('Una posada');
  });
});

describe('description facts: a call to book is not a place named Reserve', () => {
  it('keeps a reserve or preserve that is a place and "reserved for", drops the call to book (English, Portuguese)', () => {
    const en = pickDescription(
      [
        snip('hotel_name', 'Kea Ridge Lodge', { section: 'h1' }),
        snip('description', 'Kea Ridge Lodge sits on a ridge above the lake, inside the Southern Alps International Dark Sky Reserve.'),
        snip('description', 'A 40-acre nature preserve with walking trails and a bird hide is five minutes from the lodge.'),
        snip('description', 'The hot tub on the deck is reserved for guests aged 16 and over and is open until midnight.'),
        snip('description', 'Reserve directly on this website and enjoy a welcome bottle of local wine on arrival.'),
      ],
      new StructuredTrust([]),
      'Kea Ridge Lodge',
      'en',
    );
    expect(en.value).toContain('Dark Sky Reserve');
    expect(en.value).toContain('nature preserve');
    expect(en.value).toContain('reserved for guests');
    expect(en.value).not.toContain('Reserve directly');
    const pt = pickDescription(
      [
        snip('hotel_name', 'Pousada do Rio', { section: 'h1' }),
        snip('description', 'A Pousada do Rio fica à beira do rio, ao lado da Reserve Park, com dez suítes em casas de pedra.'),
        snip('description', 'Em agosto acontece o festival de música na praça da vila: reserve com antecedência as suítes com varanda!'),
      ],
      new StructuredTrust([]),
      'Pousada do Rio',
      'pt',
    );
    expect(pt.value).toContain('dez suítes');
    expect(pt.value).not.toContain('reserve com antecedência');
  });
});

describe('description facts: a language no page of the site is written in', () => {
  it('keeps a Catalan site\'s sentences when the model\'s language is only its fallback (Catalan read as Portuguese or Dutch)', () => {
    const page = { pageUrl: 'https://masia.example/', sourceUrl: 'https://masia.example/' };
    const ca = pickDescription(
      [
        snip('hotel_name', 'Mas la Font', { section: 'h1', ...page }),
        snip('description', 'Mas la Font és una masia del segle XVIII restaurada amb cura als afores del poble, en ple parc natural.', page),
        snip('room', 'Des del 2010 la família Serra hi acull viatgers en sis habitacions dobles i una suite familiar, totes amb bany propi.', page),
        snip('room', 'A l\'hivern la llar de foc del menjador s\'encén cada tarda i a l\'estiu el jardí és el millor lloc per llegir.', page),
      ],
      new StructuredTrust([]),
      'Mas la Font',
      'en',
    );
    expect(ca.value).toContain('segle XVIII');
    expect(ca.value).toContain('sis habitacions');
  });

  it('still drops a second language\'s sentence on a site whose pages are in the model\'s language (English site, French sentence)', () => {
    const en = pickDescription(
      [
        snip('hotel_name', 'Lakeside Lodge', { section: 'h1' }),
        snip('description', 'Lakeside Lodge is a small lodge with eight rooms on the north shore of the lake, built in 1910 as a fishing camp.'),
        snip('description', 'Every room has a private bathroom, a wood stove and a view of the water, and breakfast is served on the porch.'),
        snip('description', 'Le lodge propose huit chambres au bord du lac, avec une vue magnifique sur les montagnes et la forêt.'),
      ],
      new StructuredTrust([]),
      'Lakeside Lodge',
      'en',
    );
    expect(en.value).toContain('eight rooms');
    expect(en.value).not.toContain('huit chambres');
  });
});

describe('description facts: the house\'s table in the words the shared dining vocabulary lacks', () => {
  it('reads the kitchen, the inn\'s parlour, half board and breakfast (Italian, German, Czech, Polish)', () => {
    for (const t of [
      'La nostra cucina propone piatti della tradizione con il pesce del giorno.',
      'In der Gaststube kochen wir Tiroler Küche, Hausgäste können Halbpension dazubuchen.',
      'Každé ráno podáváme snídani formou bufetu v klenutém sklepě.',
      'Śniadanie serwujemy w jadalni z widokiem na góry.',
    ]) expect(namesMeal(t)).toBe(true);
  });
  it('does not take a restoration or a room for a meal (Spanish, English)', () => {
    expect(namesMeal('La restauración de la casona terminó en 2012 con respeto por los muros originales.')).toBe(false);
    expect(namesMeal('Every room has a private bath and a view of the garden.')).toBe(false);
  });
});

describe('description facts: a directions page\'s summary', () => {
  it('drops "how to get to X" and "Venir au X en tram…", keeps a check-in time and the house\'s facts (Spanish, French, German)', () => {
    const es = pickDescription(
      [
        snip('hotel_name', 'Hostal del Sol', { section: 'h1' }),
        snip('description', 'El Hostal del Sol tiene diez habitaciones alrededor de un patio con naranjos, a dos cuadras de la plaza.'),
        snip('description', 'Descubre cómo llegar al Hostal del Sol en el centro a través del mapa interactivo.'),
      ],
      new StructuredTrust([]),
      'Hostal del Sol',
      'es',
    );
    expect(es.value).toContain('diez habitaciones');
    expect(es.value).not.toContain('cómo llegar');
    const fr = pickDescription(
      [
        snip('hotel_name', 'Hôtel des Quais', { section: 'h1' }),
        snip('description', "L'Hôtel des Quais compte douze chambres dans une maison d'armateur du XIXe siècle face au port."),
        snip('description', "Venir à l'Hôtel des Quais en tram, en train, en avion ou en voiture."),
      ],
      new StructuredTrust([]),
      'Hôtel des Quais',
      'fr',
    );
    expect(fr.value).toContain('douze chambres');
    expect(fr.value).not.toContain('en tram');
    const de = pickDescription(
      [
        snip('hotel_name', 'Gasthof Linde', { section: 'h1' }),
        snip('description', 'Der Gasthof Linde hat zwölf Zimmer und eine Stube mit Kachelofen mitten im Dorf.'),
        snip('description', 'Anreise mit Bahn, Flugzeug und Auto zum Gasthof Linde im Tal.'),
        snip('description', 'So erreichen Sie den Gasthof Linde mit Bahn, Auto und Bus – und was es im Tal zu entdecken gibt.'),
        snip('description', 'Gut zu wissen: Anreise ab 15 Uhr in allen zwölf Zimmern des Hauses möglich.'),
      ],
      new StructuredTrust([]),
      'Gasthof Linde',
      'de',
    );
    expect(de.value).toContain('zwölf Zimmer');
    expect(de.value).not.toContain('Anreise mit Bahn');
    expect(de.value).not.toContain('So erreichen Sie');
  });
});

describe('description facts: a sentence that only asks to book', () => {
  it('drops "Book your stay at X" and "Reservá tu estadía en X", keeps how a booked service works (English, Spanish)', () => {
    const en = pickDescription(
      [
        snip('hotel_name', 'Harbour View Inn', { section: 'h1' }),
        snip('description', 'Harbour View Inn is a small inn with twelve rooms on the quay, built as a sail loft in 1870.'),
        snip('description', 'Book your stay at Harbour View Inn for a weekend by the sea.'),
        snip('description', 'Book our harbour rooms today and enjoy the view!'),
        snip('description', 'Book at the front desk for a guided kayak tour of the bay with our own instructor.'),
      ],
      new StructuredTrust([]),
      'Harbour View Inn',
      'en',
    );
    expect(en.value).toContain('twelve rooms');
    expect(en.value).toContain('guided kayak tour');
    expect(en.value).not.toContain('Book your stay');
    expect(en.value).not.toContain('today');
    const es = pickDescription(
      [
        snip('hotel_name', 'Posada del Bosque', { section: 'h1' }),
        snip('description', 'La Posada del Bosque tiene nueve habitaciones en una casona de piedra rodeada de pinos.'),
        snip('description', 'Reservá tu estadía en Posada del Bosque y descansá en el bosque.'),
        snip('description', 'Elegí la fecha y la habitación que prefieras para reservar:'),
      ],
      new StructuredTrust([]),
      'Posada del Bosque',
      'es',
    );
    expect(es.value).toContain('nueve habitaciones');
    expect(es.value).not.toContain('Reservá');
    expect(es.value).not.toContain('para reservar');
  });
});

describe('description facts: how many rooms, in the languages the sites write', () => {
  it('reads a count of rooms written out before its own language\'s word (Romanian, Catalan, Czech, Danish, Estonian)', () => {
    for (const t of [
      'Avem opt camere, cinci duble și trei triple, fiecare cu baie proprie.',
      'La masia té vuit habitacions dobles i una suite familiar.',
      'Hotel nabízí 14 pokojů s vlastní koupelnou.',
      'Kroen har tolv værelser med eget bad.',
      'Külalistemajas on kolm tuba ja üks korter.',
    ]) expect(countsUnits(t)).toBe(true);
  });
  it('does not read a short numeral of one language in another\'s sentence (English "opt", "set", "to")', () => {
    for (const t of ['Guests may opt for rooms with a lake view.', 'A set of rooms opens onto the garden.', 'Walk to the rooms across the courtyard.']) expect(countsUnits(t)).toBe(false);
  });
});

describe('description facts: what every room has', () => {
  it('reads a quantifier over the rooms as a sentence about the rooms (English, Slovak, Romanian, German)', () => {
    for (const t of [
      'All of our rooms are equipped with kitchenettes and flat-screen TVs.',
      'Each spacious guest room includes free wireless Internet access.',
      'Každá izba má vlastnú kúpeľňu so sprchovacím kútom a televízor.',
      'Toate camerele au baie proprie cu duș și încălzire centrală.',
      'Alle 24 Zimmer haben einen Balkon mit Blick auf die Berge.',
    ]) expect(saysEveryRoom(t)).toBe(true);
    for (const t of ['Every morning breakfast is served in the garden.', 'Chaque soir, le chef propose un menu du marché.', 'All our guests receive a welcome drink.']) expect(saysEveryRoom(t)).toBe(false);
  });

  it('spends a sentence on the rooms\' fittings when no other sentence speaks of the rooms', () => {
    const cases: [string, Lang, string, string[]][] = [
      [
        'Lakeside Cottages',
        'en',
        'All of our rooms are equipped with kitchenettes and flat-screen TVs.',
        [
          'Lakeside Cottages is located between two lakes in central Florida, with a private beach and a dock.',
          'Lakeside Cottages offers fishing, kayaking and boat rides on the lake, and a game room for rainy days.',
          'Lakeside Cottages hosts weddings and family reunions on the lawn by the water.',
          'Lakeside Cottages is a short drive from the theme parks of Orlando and the beaches of the Gulf.',
          'Lakeside Cottages welcomes pets in the front cottages, and the garden has picnic tables and grills.',
          'Lakeside Cottages was built in the 1950s as a fishing camp and restored by the present owners.',
          'Lakeside Cottages has a laundry, free parking and Wi-Fi across the grounds for all guests.',
          'Lakeside Cottages sits in a quiet neighbourhood near shops, restaurants and the town park.',
        ],
      ],
    ];
    for (const [name, lang, rooms, rest] of cases) {
      const out = pickDescription([snip('hotel_name', name, { section: 'h1' }), ...rest.map((r) => snip('description', r)), snip('description', rooms)], new StructuredTrust([]), name, lang);
      expect(out.value).toContain(rooms);
    }
  });
});

describe('description facts: a sentence of a site in another language, read as a model language', () => {
  it('keeps it unless the site has a page or several sentences in that language (Slovak, Slovenian read as Italian)', () => {
    const cases: [string, string, string[]][] = [
      [
        'Penzión Pod Skalou',
        'Večer podávame pre hostí s polpenziou výber z troch jedál, dezert a šalátový bar.',
        [
          'Penzión Pod Skalou leží na okraji obce pod lesom, len desať minút chôdze od lanovky a krytej plavárne.',
          'Všetky izby majú vlastnú kúpeľňu so sprchou, televízor a bezplatné pripojenie na internet.',
          'Pre deti máme v záhrade detské ihrisko a v zime si môžete požičať sánky aj lyže priamo v penzióne.',
        ],
      ],
      [
        'Penzion Pod Skalo',
        'Od penziona je le 300 metrov do muzeja in 5 minut hoje do reke.',
        [
          'Penzion Pod Skalo stoji na robu vasi pod gozdom, le deset minut hoje od žičnice in pokritega bazena.',
          'Vse sobe imajo lastno kopalnico s prho, televizijo in brezplačno povezavo z internetom.',
          'Za otroke imamo na vrtu igrišče, pozimi pa si lahko sani in smuči izposodite kar v penzionu.',
        ],
      ],
    ];
    for (const [name, misread, rest] of cases) {
      const out = pickDescription([snip('hotel_name', name, { section: 'h1' }), ...rest.map((r) => snip('description', r)), snip('description', misread)], new StructuredTrust([]), name, 'en');
      expect(out.value).toContain(misread);
    }
  });
});

describe('addresses that are not the house', () => {
  it('a mailbox or booking-office sentence stays out of the description (en, pt)', () => {
    const en = buildProfile([
      snip('hotel_name', 'The Piñon Court Inn', { method: 'meta', section: 'title' }),
      snip('description', 'Ten adobe guest rooms and four casitas with kiva fireplaces in downtown Santa Fe, a short walk from the Plaza.'),
      snip('description', 'Please send mail, gift-card orders and group contracts to our reservations office: The Piñon Court Inn, P.O. Box 2217, Santa Fe, NM 87504-2217.'),
    ]);
    expect(en.fields.description).toContain('casitas');
    expect(en.fields.description).not.toContain('P.O. Box');
    const pt = buildProfile([
      snip('hotel_name', 'Quinta das Camélias', { method: 'meta', section: 'title' }),
      snip('description', 'Casa senhorial do século XIX com 16 quartos, rodeada por dois hectares de jardins no Monte.'),
      snip('description', 'As agências devem contactar o nosso escritório de reservas na Avenida Arriaga, 21, 9000-060 Funchal.'),
    ]);
    expect(pt.fields.description).toContain('16 quartos');
    expect(pt.fields.description).not.toContain('Arriaga');
  });
});

describe('practical details', () => {
  it('reads check-in and check-out as the pages label them, outside a policy block too (Dutch, Spanish, French)', () => {
    expect(practicalSentence([snip('other', 'Inchecken: 15:00 – 17:00\nUitchecken: vóór 10:30\nContact opnemen', { section: 'Praktisch' })], 'nl').text).toBe('Inchecken 15:00–17:00, uitchecken vóór 10:30.');
    expect(practicalSentence([snip('other', 'El Check-In está disponible a partir de las 02:00 pm.', { section: 'Preguntas Frecuentes' })], 'es').text).toBe('Entrada a partir de las 02:00 pm.');
    expect(practicalSentence([snip('contact', 'Arrivée : dès 16h\nDépart : avant 11h', { section: 'Infos pratiques' })], 'fr').text).toBe('Arrivée dès 16h, départ avant 11h.');
    // a guest's quoted words and a departure without a time say nothing
    expect(practicalSentence([snip('other', '« Check-in 23:00 and still welcomed »'), snip('description', 'Le départ des randonnées se fait devant la maison.')], 'fr').text).toBeNull();
  });

  it('keeps the policy block first and its English labels', () => {
    expect(practicalSentence([snip('policy', 'Check-in: 3 pm\nCheck-out: 11 am'), snip('other', 'Check-in: 14:00')], 'en').text).toBe('Check-in 3 pm, check-out 11 am.');
  });
});

describe('description: a sentence saying the house lacks something', () => {
  it('leaves out the facility the house does not have, in English, French, Spanish and Portuguese', () => {
    const cases: [string, Lang, string, string][] = [
      ['The Mill Inn', 'en', 'The Mill Inn has six rooms above the old bakery, each with a window seat.', "There's no pool here, but the town lido is a short walk away."],
      ['Hôtel des Tilleuls', 'fr', "L'Hôtel des Tilleuls occupe une maison de maître au bord du canal, avec un jardin clos.", "L'hôtel n'a pas de spa, mais nos clients profitent d'un tarif dans un institut voisin."],
      ['Hostal El Faro', 'es', 'El Hostal El Faro tiene 14 habitaciones con balcón frente al puerto pesquero.', 'El hostal no dispone de aparcamiento propio; hay un garaje público en la plaza.'],
      ['Pousada Azul', 'pt', 'A Pousada Azul tem oito suítes em volta de um jardim com redes.', 'Não temos estacionamento próprio; indicamos um estacionamento na rua ao lado.'],
    ];
    for (const [name, lang, own, lacks] of cases) {
      const s = [snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('description', lacks)];
      const value = pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
      expect(value).toContain(own.slice(0, 20));
      expect(value).not.toContain(lacks.slice(0, 15));
    }
  });

  it('leaves out a lack told as "neither … nor", in German, French, English, Italian and Portuguese', () => {
    const cases: [string, Lang, string, string][] = [
      ['Gasthof Sonne', 'de', 'Der Gasthof Sonne hat zwölf Zimmer mit Holzböden und Blick auf die Wiesen.', 'Das Haus hat weder Sauna noch Hallenbad, dafür liegt das Freibad gleich nebenan.'],
      ['Hôtel des Tilleuls', 'fr', "L'Hôtel des Tilleuls occupe une maison de maître au bord du canal, avec un jardin clos.", "L'hôtel n'a ni piscine ni sauna, mais la plage municipale est à deux pas."],
      ['The Mill Inn', 'en', 'The Mill Inn has six rooms above the old bakery, each with a window seat.', 'The inn has neither a pool nor a sauna, but the town lido is a short walk away.'],
      ['Villa Rosa', 'it', 'La Villa Rosa ha dodici camere affacciate sul lago e un giardino di limoni.', "L'albergo non ha né piscina né sauna, ma il lido comunale è a due passi."],
      ['Pousada Azul', 'pt', 'A Pousada Azul tem oito suítes em volta de um jardim com redes.', 'Nem piscina nem sauna: a casa é simples, e a praia fica a dois passos.'],
    ];
    for (const [name, lang, own, lacks] of cases) {
      const s = [snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('description', lacks)];
      const value = pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
      expect(value).toContain(own.slice(0, 20));
      expect(value).not.toContain(lacks.slice(0, 15));
    }
  });

  it('keeps "there is no better place" and the like', () => {
    const s = [snip('hotel_name', 'The Mill Inn', { section: 'h1' }), snip('description', 'The Mill Inn has six rooms above the old bakery, each with a window seat.'), snip('description', 'There is no better place to watch the sunset over the estuary than our terrace.')];
    expect(pickDescription(s, new StructuredTrust(s), 'The Mill Inn', 'en').value).toContain('no better place');
  });
});

describe('description: a section of guests\' words by its heading', () => {
  it('leaves out what guests wrote under "Ils ont séjourné chez nous" and "Opiniões dos hóspedes"', () => {
    const fr = [snip('hotel_name', 'Hôtel des Tilleuls', { section: 'h1' }), snip('description', "L'Hôtel des Tilleuls occupe une maison de maître au bord du canal, avec un jardin clos."), snip('description', 'Le jardin est un petit paradis et le petit-déjeuner copieux.', { section: 'Ils ont séjourné chez nous' })];
    const pt = [snip('hotel_name', 'Pousada Azul', { section: 'h1' }), snip('description', 'A Pousada Azul tem oito suítes em volta de um jardim com redes.'), snip('description', 'As suítes são muito confortáveis e o café da manhã excelente.', { section: 'Opiniões dos hóspedes' })];
    expect(pickDescription(fr, new StructuredTrust(fr), 'Hôtel des Tilleuls', 'fr').value).not.toContain('paradis');
    expect(pickDescription(pt, new StructuredTrust(pt), 'Pousada Azul', 'pt').value).not.toContain('confortáveis');
  });
});

describe('description: a signed guest quote of several sentences', () => {
  it('leaves out every sentence of the quote, not only its first (sk, fr)', () => {
    const sk = [snip('hotel_name', 'Penzión Javor', { section: 'h1' }), snip('description', 'Penzión Javor má desať izieb s balkónom a výhľadom na hory.'), snip('description', '„Pekné izby a milý personál. Deti si užili ihrisko pri lese. Prídeme znova!“ – Jana, Trnava')];
    const fr = [snip('hotel_name', 'Hôtel des Tilleuls', { section: 'h1' }), snip('description', "L'Hôtel des Tilleuls occupe une maison de maître au bord du canal, avec un jardin clos."), snip('description', '« Accueil parfait. La terrasse sur le canal est un bijou. » — Sophie, mai 2024')];
    const skValue = pickDescription(sk, new StructuredTrust(sk), 'Penzión Javor', 'en').value ?? '';
    expect(skValue).toContain('desať izieb');
    expect(skValue).not.toContain('ihrisko');
    const frValue = pickDescription(fr, new StructuredTrust(fr), 'Hôtel des Tilleuls', 'fr').value ?? '';
    expect(frValue).toContain('maison de maître');
    expect(frValue).not.toContain('bijou');
  });

  it('keeps sentences after a quoted name that the snippet never signs', () => {
    const fr = [snip('hotel_name', 'Hôtel des Tilleuls', { section: 'h1' }), snip('description', "« Les Tilleuls » est le nom de la maison depuis 1920. L'hôtel compte douze chambres donnant sur le canal et un jardin clos.")];
    expect(pickDescription(fr, new StructuredTrust(fr), 'Hôtel des Tilleuls', 'fr').value).toContain('douze chambres');
  });
});

describe('description: a partner of the house', () => {
  it('leaves out what a partner business offers (de, sk, en)', () => {
    const cases: [string, string, string, Lang][] = [
      ['Gasthof Linde', 'Der Gasthof Linde steht seit 1890 am Dorfplatz und hat eine Stube mit Kachelofen.', 'Für Feiern arbeiten wir mit unserem Partner zusammen: Der Landgasthof am See hat einen Saal für 200 Gäste.', 'de'],
      ['Penzión Javor', 'Penzión Javor má desať izieb s balkónom a výhľadom na hory.', 'Naši partneri v meste poskytujú hosťom penziónu zľavu 10 % na vstup do aquaparku.', 'en'],
      ['The Mill Inn', 'The Mill Inn has six rooms above the old bakery, each with a window seat.', 'Our partner spa in the next village offers guests massages and an indoor pool.', 'en'],
    ];
    for (const [name, own, partner, lang] of cases) {
      const s = [snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('description', partner)];
      const value = pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
      expect(value).toContain(own.slice(0, 20));
      expect(value).not.toContain(partner.slice(0, 20));
    }
  });
});

describe('description: the company that operates the house', () => {
  it('leaves out the operator by its legal form (en, es) and keeps a company named for where the house is', () => {
    const en = [snip('hotel_name', 'The Mill Inn', { section: 'h1' }), snip('description', 'The Mill Inn has six rooms above the old bakery, each with a window seat.'), snip('description', 'The Mill Inn is operated by Example Lodging Partners Group LLC of Boston.')];
    const es = [snip('hotel_name', 'Hostal El Faro', { section: 'h1' }), snip('description', 'El Hostal El Faro tiene 14 habitaciones con balcón frente al puerto pesquero.'), snip('description', 'Aviso de privacidad de Operadora Turística El Faro, S.A. de C.V. para los huéspedes.')];
    expect(pickDescription(en, new StructuredTrust(en), 'The Mill Inn', 'en').value).not.toContain('LLC');
    expect(pickDescription(es, new StructuredTrust(es), 'Hostal El Faro', 'es').value).not.toContain('Operadora');
    const near = [snip('hotel_name', 'The Mill Inn', { section: 'h1' }), snip('description', 'The Mill Inn is located off Highway 9, near the offices of Example Systems, Inc. and the river.')];
    expect(pickDescription(near, new StructuredTrust(near), 'The Mill Inn', 'en').value).toContain('Example Systems');
  });
});

describe('description: review headings that say what guests say', () => {
  it('leaves out guests\' words under "Das sagen unsere Gäste", "O que dizem nossos hóspedes" and "What guests are saying"', () => {
    const cases: [string, string, string, string, Lang][] = [
      ['Gasthof Linde', 'Der Gasthof Linde steht seit 1890 am Dorfplatz und hat eine Stube mit Kachelofen.', 'Das Hallenbad war herrlich und die Kinder waren jeden Tag drin.', 'Das sagen unsere Gäste', 'de'],
      ['Pousada Azul', 'A Pousada Azul tem oito suítes em volta de um jardim com redes.', 'A piscina aquecida é maravilhosa e o spa também.', 'O que dizem nossos hóspedes', 'pt'],
      ['The Mill Inn', 'The Mill Inn has six rooms above the old bakery, each with a window seat.', 'Loved the rooftop pool and the hot tub after a long day of walking.', 'What guests are saying', 'en'],
    ];
    for (const [name, own, review, heading, lang] of cases) {
      const s = [snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('description', review, { section: heading })];
      const value = pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
      expect(value).toContain(own.slice(0, 20));
      expect(value).not.toContain(review.slice(0, 15));
    }
  });
});

describe('description: a heading written as a strip of key facts', () => {
  it('reads a strip with a count as a sentence, in Italian, English, French and German', () => {
    expect(factStrip('Appartamento intero · 4 ospiti · 2 camere · giardino e veranda')).toBe('Appartamento intero, 4 ospiti, 2 camere, giardino e veranda.');
    expect(factStrip('Entire cottage · up to 6 guests · 3 bedrooms · sea view')).toBe('Entire cottage, up to 6 guests, 3 bedrooms, sea view.');
    expect(factStrip('Maison entière • 2 à 4 personnes • 2 chambres • jardin clos')).toBe('Maison entière, 2 à 4 personnes, 2 chambres, jardin clos.');
    expect(factStrip('Ferienwohnung · 4–6 Personen · 2 Schlafzimmer · Balkon')).toBe('Ferienwohnung, 4–6 Personen, 2 Schlafzimmer, Balkon.');
  });

  it("leaves a footer's, a menu's or a title's strip alone (English, Italian, Swedish, French)", () => {
    expect(factStrip('Hotell Tornrosen · Storgatan 21 · 592 30 Vadstena')).toBeNull();
    expect(factStrip('© 2024 Casa Rosa · Marsala · P.IVA 01234560521')).toBeNull();
    expect(factStrip('Tel. +39 0923 123 456 · info@casa.example · Marsala')).toBeNull();
    expect(factStrip('Rooms · Dining · Spa · Contact')).toBeNull();
    expect(factStrip('Maison d’hôtes · Béon · ★4,88 · Studio · 2 lits')).toBeNull();
    expect(factStrip('Appartamento intero · 4 ospiti')).toBeNull();
  });

  it("gives a thin site's key facts from the heading over them (Italian, English)", () => {
    const cases: [string, Lang, string, string][] = [
      ['Casa Rosa', 'it', 'Appartamento intero · 4 ospiti · 2 camere · giardino e veranda', 'Casa Rosa: appartamento per le vacanze nella campagna di Marsala, in Sicilia.'],
      ['Pohutukawa House', 'en', 'Entire house · up to 6 guests · 3 bedrooms · sea view', 'Pohutukawa House is a holiday home above the beach in the Far North.'],
    ];
    for (const [name, lang, heading, own] of cases) {
      const s = [snip('hotel_name', name, { section: 'h1' }), snip('description', own), snip('room', 'Check availability', { section: heading })];
      const value = pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
      expect(value).toContain(own.slice(0, 20));
      expect(value).toContain(`${heading.split(' · ')[1]}, ${heading.split(' · ')[2]}`);
    }
  });

  it('reads a dated notice by its headline, a dash and a day of the calendar, in several languages', () => {
    expect(datedNotice('Fête de la Mer 2019 – du 3 au 7 juillet, la grande fête du port ! Pensez à réserver tôt.')).toBe(true);
    expect(datedNotice('Soirée jazz sur la terrasse - le samedi 12 octobre - places limitées !')).toBe(true);
    expect(datedNotice('Městské slavnosti 2023 – o víkendu 14.–16. července je hotel téměř obsazen.')).toBe(true);
    expect(datedNotice('Jarní údržba – od 3.3. do 20.3. bude restaurace uzavřena.')).toBe(true);
    expect(datedNotice('Weinfest 2022 – vom 9. bis 11. September feiert das ganze Dorf.')).toBe(true);
    expect(datedNotice('Summer concert series – July 14 on the lawn, tickets at reception.')).toBe(true);
  });

  it('keeps history, weekly schedules and a facility\'s season, which are facts of the place', () => {
    expect(datedNotice('Built in 1890 as a merchant house, the hotel has 20 rooms overlooking the river.')).toBe(false);
    expect(datedNotice('Depuis 1972 – une maison de famille au bord de la mer.')).toBe(false);
    expect(datedNotice('Piscine extérieure – du 1er juin au 15 septembre, chauffée.')).toBe(false);
    expect(datedNotice('Restaurant – ouvert du mardi au samedi, cuisine du marché.')).toBe(false);
    expect(datedNotice('The hotel is open from May to September and sits on the lake shore.')).toBe(false);
    expect(datedNotice('Hotel U Mostu – rodinný hotel ze 16. století v centru města.')).toBe(false);
  });

  it('leaves a dated notice out of the description (French, Czech)', () => {
    const fr = buildProfile([
      snip('hotel_name', 'Hôtel de la Plage', { section: 'h1' }),
      snip('description', "Fête de la Mer 2019 – du 3 au 7 juillet, la grande fête du port de la ville ! Pensez à réserver tôt."),
      snip('description', "L'Hôtel de la Plage est un hôtel familial de 18 chambres face à la baie, à 200 mètres du port."),
    ]);
    expect(fr.fields.description).toContain('18 chambres');
    expect(fr.fields.description).not.toContain('Fête de la Mer');
    const cs = buildProfile([
      snip('hotel_name', 'Hotel U Mostu', { section: 'h1' }),
      snip('description', 'Jarní údržba – od 3.3. do 20.3. bude hotel uzavřen z důvodu údržby a opravy střechy.'),
      snip('description', 'Hotel U Mostu je rodinný hotel se 14 pokoji v domě ze 16. století přímo u řeky.'),
    ]);
    expect(cs.fields.description).toContain('14 pokoji');
    expect(cs.fields.description).not.toContain('Jarní údržba');
  });
});

describe('description: where the house is, said in its directions or rooms paragraph', () => {
  const pick = (name: string, lang: Lang, own: string[], other: ReturnType<typeof snip>) => {
    const s = [snip('hotel_name', name, { section: 'h1' }), ...own.map((t) => snip('description', t, { section: name })), other];
    return pickDescription(s, new StructuredTrust(s), name, lang).value ?? '';
  };
  const en = [
    'Harbour Inn serves breakfast from 7 in the garden room, with bread from the bakery.',
    'Harbour Inn keeps 2 kayaks and a rowing boat for guests at the slipway.',
    'The Harbour Inn bar pours 12 local ales and ciders by the fire.',
    'Harbour Inn lends 4 bicycles for the coast path to the lighthouse.',
    'The Harbour Inn sauna opens after 5 for guests coming back from the cliffs.',
    'Harbour Inn has a library of 300 books and maps of the coast in the lounge.',
    'The Harbour Inn terrace seats 20 under the vine, with a view of the boats.',
    'Harbour Inn parks 6 cars in the yard behind the old sail loft.',
    'The Harbour Inn restaurant cooks 3 fish dishes a night from the morning catch.',
    'Harbour Inn offers free WiFi in all 9 rooms and in the lounge.',
  ];
  it('takes the directions paragraph that says where the house is over a weaker sentence of its own (English)', () => {
    const value = pick('Harbour Inn', 'en', en, snip('transport', 'The Harbour Inn is ideally located on the shores of Mount Bay, 6 miles west of Penzance.', { section: 'Directions' }));
    expect(value).toContain('shores of Mount Bay');
  });
  it('takes the rooms paragraph that says where the house is (Italian)', () => {
    const it = [
      "Locanda del Porto serve la colazione dalle 7 nella sala sul giardino, con pane del forno.",
      'Locanda del Porto mette a disposizione 2 kayak e una barca a remi per gli ospiti.',
      'Il bar della Locanda del Porto propone 12 vini locali accanto al camino.',
      'Locanda del Porto presta 4 biciclette per il sentiero costiero fino al faro.',
      'La sauna della Locanda del Porto apre dopo le 5 per chi torna dalle scogliere.',
      'Locanda del Porto ha una biblioteca di 300 libri e carte della costa nel salotto.',
      'La terrazza della Locanda del Porto ha 20 posti sotto la vite, con vista sulle barche.',
      'Locanda del Porto ha 6 posti auto nel cortile dietro il vecchio magazzino delle vele.',
      'Il ristorante della Locanda del Porto cucina 3 piatti di pesce ogni sera.',
      'Locanda del Porto offre il WiFi gratuito in tutte le 9 camere e nel salotto.',
    ];
    const value = pick('Locanda del Porto', 'it', it, snip('room', 'La Locanda del Porto si trova sul lungomare di Camogli, a 300 metri dalla stazione, affacciata sul golfo.', { section: 'Camere' }));
    expect(value).toContain('lungomare di Camogli');
  });
  it('does not lift a directions paragraph that does not name the house', () => {
    const value = pick('Harbour Inn', 'en', en, snip('transport', 'The number 7 bus is located on the square and runs to Penzance every hour in summer.', { section: 'Directions' }));
    expect(value).not.toContain('number 7 bus');
  });
});
