import { describe, expect, it } from 'vitest';
import { amenityKey } from './amenities.ts';
import { distanceListSights, mergeProseAmenities, namedLines, servedIn, mergeProsePlaces, offeredFacilities, placesInSentence, proseAmenities, prosePlaces, viewedPlaces, visitedPlaces, welcomedPets } from './prose.ts';
import { snip as snippet } from './test-snippets.ts';

const names = (sentence: string, hotel: string | null = null): string[] => placesInSentence(sentence, hotel).map((p) => p.name);

describe('placesInSentence', () => {
  it('reads a place word in lower case heading a name, in French and Italian', () => {
    expect(names('À 10 minutes, vous découvrirez le château de Beynac et les jardins suspendus de Marqueyssac.')).toEqual(['Château de Beynac', 'Jardins suspendus de Marqueyssac']);
    expect(names("A 10 km, nella valle dello Starcia, l'Abbazia di Sant'Antimo è una delle più belle chiese romaniche.")).toEqual(["Abbazia di Sant'Antimo"]);
  });

  it('reads the garden or park of a historic house as a sight, in Italian, German and Spanish; a lodging alone stays out', () => {
    expect(names('Dal borgo una passeggiata porta ai giardini di Villa Rosa, e il parco di Villa Verdi apre alle dieci.')).toEqual(['Giardini di Villa Rosa', 'Parco di Villa Verdi']);
    expect(names('Ein kurzer Weg führt zu den Gärten der Villa Rosa.')).toEqual(['Gärten der Villa Rosa']);
    expect(names('A pocos pasos está el Bosque de Villa Serrana.')).toEqual(['Bosque de Villa Serrana']);
    expect(names('Nos jardins de la Pension Rosa, le petit-déjeuner est servi dehors.')).toEqual([]);
    expect(names('Our guests enjoy the garden of Villa Rosa.', 'Villa Rosa')).toEqual([]);
  });

  it('takes no name whose distance is the trip to an airport or a station, in English and French; a sight with its own distance stays', () => {
    expect(names('Our hotel sits on Harbour Business Park, just 2 miles from Riverton Airport.')).toEqual([]);
    expect(names('Sea Cove Beach, Port Alba – 1 hr 10 min from Riverton Airport')).toEqual(['Sea Cove Beach']);
    expect(names("Nous sommes au Parc des Expositions du Midi, à 20 minutes de l'aéroport de Nîmes.")).toEqual([]);
    expect(names('Glasgow Cathedral is 2 miles from the station.')).toEqual(['Glasgow Cathedral']);
    expect(placesInSentence('Tatton Park (8 miles) is a lovely day out.')).toEqual([{ name: 'Tatton Park', distance: '8 miles' }]);
  });

  it('reads capitalised names a place word heads or ends, with non-ASCII letters and numerals', () => {
    expect(names('Un peu plus loin, le Musée National de Préhistoire des Eyzies et la grotte de Lascaux IV racontent la préhistoire.')).toEqual(['Musée National de Préhistoire des Eyzies', 'Grotte de Lascaux IV']);
    expect(names('In town, All Saints Church has Saxon crosses in its churchyard.')).toEqual(['All Saints Church']);
    // two places joined by a conjunction are two; a conjunction inside one name is not cut
    expect(names('Merecen una visita las Ruinas de Santa María y la Plaza de Santa María.')).toEqual(['Ruinas de Santa María', 'Plaza de Santa María']);
    expect(names('El castillo alberga el Museo de Artes y Costumbres Populares del Alto Guadalquivir.')).toEqual(['Museo de Artes y Costumbres Populares del Alto Guadalquivir']);
    // German and Dutch compounds end with their place word
    expect(names('Vom Hotel sind es zehn Minuten zum Augustinermuseum und zur Klosterkirche.')).toEqual(['Augustinermuseum', 'Klosterkirche']);
    expect(names('Het Rijksmuseum en het Vondelpark liggen om de hoek.')).toEqual(['Rijksmuseum']);
    expect(names('Vom Aussichtsturm sieht man die Stadt.')).toEqual([]);
  });

  it('reads a capitalised name a lower-case place word ends, in Estonian, Slovak, Czech and English', () => {
    expect(names('Kõik on jala käidav: Tallinna värav, Eliisabeti kirik ja vanalinna vallid.')).toEqual(['Tallinna värav', 'Eliisabeti kirik']);
    expect(names('Z izieb je výhľad na Lomnický štít, lanovka vás vyvezie na Skalnaté pleso.')).toEqual(['Lomnický štít', 'Skalnaté pleso']);
    expect(names('Cesta přes Lazebnický most trvá asi pět minut.')).toEqual(['Lazebnický most']);
    // the English word is no bridge
    expect(names("Most of Florida's beaches are a short drive away, and Krumlov's most famous view too.")).toEqual([]);
    expect(names('A short drive takes you to the Deerfield river.')).toEqual(['Deerfield river']);
    // the sentence's first word, a generic adjective or a facility opens no such name
    expect(names('Velký rybník je za domem.')).toEqual([]);
    expect(names('Guests relax in the Sauna garden and the Old garden.')).toEqual([]);
    expect(names('Behind the hall lies a Japanese garden; the Státní hrad a zámek is near, as is the Nagy templom.')).toEqual([]);
  });

  it('reads sights named with the place words of Czech, Romanian and Catalan, and lists joined by their conjunctions', () => {
    expect(names('Od nás jsou Zámecká zahrada, Egon Schiele Art Centrum i náměstí Svornosti deset minut chůze.')).toEqual(['Zámecká zahrada', 'Egon Schiele Art Centrum', 'Náměstí Svornosti']);
    expect(names('La zece minute de mers pe jos se află Biserica Neagră și Turnul Alb.')).toEqual(['Biserica Neagră', 'Turnul Alb']);
    expect(names('A 10 km podeu visitar el Museu dels Volcans i el monestir de Sant Joan.')).toEqual(['Museu dels Volcans', 'Monestir de Sant Joan']);
  });

  it('keeps a name that a distance or a time follows at once, with that distance', () => {
    expect(placesInSentence('Nearby you can visit Chatsworth House (3 miles), Haddon Hall and the Monsal Trail.')).toEqual([
      { name: 'Chatsworth House', distance: '3 miles' },
      { name: 'Haddon Hall', distance: null },
      { name: 'Monsal Trail', distance: null },
    ]);
  });

  it('reads rivers and capes as places, in English, Spanish and German', () => {
    expect(names('Boat trips leave for Cape Kidnappers and the Tukituki River.')).toEqual(['Cape Kidnappers', 'Tukituki River']);
    expect(names('Desde la casa se llega en coche al cabo de Gata y al río Tajo.')).toEqual(['Cabo de Gata', 'Río Tajo']);
    expect(names('Radtouren führen am Fluss Altmühl entlang.')).toEqual(['Fluss Altmühl']);
    expect(names('The river is lovely and the Cape is windy.')).toEqual([]);
  });

  it('reads a named market as a place in English, as the French and Spanish market words already are; a market in lower case names none', () => {
    expect(names('In five minutes you reach Bang Niang Market, where the whole village gathers.')).toEqual(['Bang Niang Market']);
    expect(names('Le samedi, le marché des Capucins est à dix minutes.')).toEqual(['Marché des Capucins']);
    expect(names('There is a small market on Sundays.')).toEqual([]);
    expect(names('The Supermarket is a short walk away.')).toEqual([]);
  });

  it('takes no German noun that an article and a superlative open for a name; the name beside it stays', () => {
    expect(names('Der Weg führt zum Grawa Wasserfall, dem breitesten Wasserfall der Ostalpen.')).toEqual(['Grawa Wasserfall']);
    expect(names('Zum ältesten Kloster Tirols, dem Kloster Stams, sind es 20 Minuten.')).toEqual(['Kloster Stams']);
  });

  it('keeps a name listed with places, in an enumeration with a conjunction, in Spanish and English', () => {
    expect(names('Muy cerca están el Museo del Prado, la Puerta de Alcalá y el Círculo de Bellas Artes.')).toEqual(['Museo del Prado', 'Puerta de Alcalá', 'Círculo de Bellas Artes']);
    expect(names('Within a short drive: Blenheim Palace (8 miles), Compton Verney and the Cotswold Wildlife Park.')).toEqual(['Blenheim Palace', 'Compton Verney', 'Cotswold Wildlife Park']);
    // a comma alone joins clauses, not a list; a name listed with no place is none
    expect(names('Affiliated with the famous Smithsonian Institution, the Museum of Flight explores aviation.')).toEqual(['Museum of Flight']);
    expect(names('Owners Peter Smith and Mary Jones welcome you.')).toEqual([]);
  });

  it('takes a one-word place its distance follows in brackets, in English, Portuguese and Polish; not where a way starts nor in a table of towns', () => {
    expect(placesInSentence('The market town of Kirkby (5 miles), the Fells (4 miles) and the shops of Grange-over-Sands (7 miles) are all close by.')).toEqual([
      { name: 'Kirkby', distance: '5 miles', single: true },
      { name: 'Fells', distance: '4 miles', single: true },
      { name: 'Grange-over-Sands', distance: '7 miles', single: true },
    ]);
    expect(names('Passeios de barco, trilhas na Pedreira (10 km) ou praias desertas.')).toEqual(['Pedreira']);
    expect(names('Latem warto wejść na Gronik (3 km od domu).')).toEqual(['Gronik']);
    expect(names('Kolejka linowa z Polany (3 km) jedzie na szczyt.')).toEqual([]);
    expect(names('Der går tog hver time fra Odense (35 min.) og fra Vejle.')).toEqual([]);
    expect(names('Ciudad de las Luces y las Sombras (1,8 km)')).not.toContain('Sombras');
  });

  it('gives the distance after an apposition between commas to the name it describes, not to the apposition', () => {
    expect(placesInSentence('Kendal Racecourse, home of the Summer Cup, is a 20-minute drive.')).toEqual([{ name: 'Kendal Racecourse', distance: '20-minute drive' }]);
    expect(placesInSentence('Mount Ruapehu National Park, with the Tama Lakes Track, is 20 km away.')[0]).toEqual({ name: 'Mount Ruapehu National Park', distance: '20 km away' });
    expect(names('Ligne C, station Croix-Rousse, à 3 minutes à pied.')).toEqual([]);
    // two places in a list keep their own distances
    expect(placesInSentence('Hartwell Abbey (3 miles), Dunmore Castle and Lyme Park, are close.').map((p) => p.name)).toEqual(['Hartwell Abbey', 'Dunmore Castle', 'Lyme Park']);
  });

  it('drops a one-word place with its bracketed distance from directions', () => {
    expect(prosePlaces([snippet('transport', 'By car, take the motorway and leave it at the exit to Kirkby (5 miles), then follow the signs.')], null)).toEqual([]);
    expect(prosePlaces([snippet('description', 'Walk to Kirkby (5 miles) for its market and old church.')], null).map((p) => p.name)).toEqual(['Kirkby']);
  });

  it('takes no town with a distance, street, stop, hotel, restaurant or the building the property is', () => {
    expect(names('Siena 40 km, Florence (90 km) and Pisa 35 km.')).toEqual([]);
    expect(names('The Old Rectory, Church Lane, Bakewell DE45 1AB')).toEqual([]);
    expect(names('Buses to Sheffield stop in Rutland Square every hour.')).toEqual([]);
    expect(names('Dinner is served at Ristorante Castello di Mare, 200 m from the beach.')).toEqual([]);
    expect(names('Built in 1200, it was originally the fortified monastery of Santa Viviana.')).toEqual([]);
    expect(names('Dodici camere in un palazzo del Quattrocento, tra il Duomo e la Basilica di San Lorenzo.')).toEqual(['Basilica di San Lorenzo']);
    expect(names('Guests love the Lakeside Park Hotel (2 km from the lake).', 'Lakeside Park Hotel')).toEqual([]);
  });

  it('takes no name a station, stop or airport word heads, in Italian, Portuguese, French, Spanish and German', () => {
    expect(names('Dalla stazione di Verona Porta Nuova (2 km) si raggiunge il Castello Scaligero.')).toEqual(['Castello Scaligero']);
    expect(names('A estação de Porto Campanhã (3 km) liga a cidade a Lisboa.')).toEqual([]);
    expect(names("La gare d'Annecy Centre (10 minutes à pied) dessert Genève.")).toEqual([]);
    expect(names('La estación de Madrid Atocha, a 400 m, tiene trenes a Toledo.')).toEqual([]);
    expect(names('Der Bahnhof Lindau Insel (5 Minuten) liegt am Hafen.')).toEqual([]);
    // a bus to a sight takes guests there, and a comma ends what the stop word heads
    expect(names('Take the bus to Kew Gardens (20 minutes).')).toEqual(['Kew Gardens']);
    expect(names('From the station, Chatsworth House (3 miles) is a short ride.')).toEqual(['Chatsworth House']);
  });

  it('ends a name at its sentence, its distance or its other name in brackets', () => {
    expect(placesInSentence('The tram is quick, and Edinburgh Castle 12 minutes up the hill.')).toEqual([{ name: 'Edinburgh Castle', distance: '12 minutes' }]);
    expect(names('Fica a 5 minutos da Praça do Comércio. 300 m adiante, o rio.')).toEqual(['Praça do Comércio']);
    expect(names('Chợ Bến Thành (Ben Thanh Market Hall) is close.')).toEqual(['Chợ Bến Thành']);
    expect(names('Château de Vincennes (Vincennes Castle) is close.')).toEqual(['Château de Vincennes']);
  });

  it('takes no airport in the plural, no place word that ends a name in another language, no start of a journey', () => {
    expect(names('Die Flughäfen Wien (ca. 90 km) und Graz sind gut erreichbar.')).toEqual([]);
    expect(names('The airports Gatwick Airport and the Luton airports Terminal are far.')).toEqual([]);
    expect(names('Sân bay Nội Bài (Hanoi International Airport) is far.')).toEqual([]);
    expect(names('De Belo Horizonte, 400 km pela rodovia.')).toEqual([]);
    expect(names('From Glasgow Central, 2 hours by train.')).toEqual([]);
    expect(names('Glasgow Cathedral is 2 miles from the station.')).toEqual(['Glasgow Cathedral']);
  });

  it('takes no room type with a place word for a place, in Portuguese and French', () => {
    expect(names('As Suítes Piscina têm varanda.')).toEqual([]);
    expect(names('La Chambre Jardin donne sur la cour.')).toEqual([]);
  });

  it('takes no sentence opener or lone generic words for a name', () => {
    expect(names('Visit the National Park at dawn.')).toEqual([]);
    expect(names('Explore Lake Garda by boat.')).toEqual(['Lake Garda']);
  });

  it('reads a distance after a locative verb ("está a", "queda a", "si trova a", "ist nur"), in Spanish, Italian and German', () => {
    expect(placesInSentence('Hacia el poniente, la Glorieta de la Minerva está a 10 minutos en auto.')).toEqual([{ name: 'Glorieta de la Minerva', distance: '10 minutos' }]);
    expect(placesInSentence('El Centro Histórico queda a 15 minutos en taxi.')).toEqual([{ name: 'Centro Histórico', distance: '15 minutos' }]);
    expect(placesInSentence('La Rocca di Angera si trova a 12 km.')).toEqual([{ name: 'Rocca di Angera', distance: '12 km' }]);
    expect(placesInSentence('Die Altstadt mit dem Goldenen Dachl ist nur 25 km entfernt.')).toEqual([{ name: 'Goldenen Dachl', distance: '25 km' }]);
  });

  it('takes a place a clause puts beside the subject ("Next to it is …", "sind es zur …") for a neighbour, not the house itself, in English and German', () => {
    expect(names('Next to it is the small International Tsunami Museum.')).toEqual(['International Tsunami Museum']);
    expect(names('Gleich daneben ist das kleine Stadtmuseum Rosenheim.')).toEqual(['Stadtmuseum Rosenheim']);
    expect(names('Zu Fuß sind es zur barocken Pfarrkirche Maria Hilf nur zwei Minuten.')).toEqual(['Pfarrkirche Maria Hilf']);
    // the house described as what it was stays no neighbour
    expect(names('The old building is the Abbey of Saint Leonard.')).toEqual([]);
    expect(names('Das Haus ist ein ehemaliges Kloster Sankt Anna.')).toEqual([]);
  });
});

describe('a place named as the subject of a clause that gives its distance', () => {
  it('reads the subject a copula or a locative verb sets at a distance, even one word, in English, French, German, Spanish and Italian', () => {
    expect(placesInSentence('Wastwater is a ten-minute walk away, and the hills start at the end of the lane.')).toEqual([{ name: 'Wastwater', distance: 'ten-minute walk', lone: true }]);
    expect(placesInSentence('Haweswater is 2 miles away.')).toEqual([{ name: 'Haweswater', distance: '2 miles away', lone: true }]);
    expect(placesInSentence('La gare de Nîmes est à 20 minutes de route, et le village perché de Gordes se trouve à seulement 8 km.')).toEqual([{ name: 'Gordes', distance: '8 km' }]);
    expect(placesInSentence('Le circuit du Mans est, quant à lui, situé à 12 km.')).toEqual([{ name: 'Circuit du Mans', distance: '12 km' }]);
    expect(placesInSentence('Der Walchensee liegt nur 5 km entfernt.')).toEqual([{ name: 'Walchensee', distance: '5 km', lone: true }]);
    expect(placesInSentence('La Giralda está a 10 minutos a pie.')).toEqual([{ name: 'Giralda', distance: '10 minutos a pie', lone: true }]);
    expect(placesInSentence('Il Vittoriale si trova a 3 km.')).toEqual([{ name: 'Vittoriale', distance: '3 km', lone: true }]);
  });

  it('takes no house, stop, restaurant, initial or distance measured from elsewhere for a subject, in English, French and German', () => {
    expect(names('The Old Forge Inn is 2 miles from the lake.', 'Old Forge Inn')).toEqual([]);
    expect(names('Manchester Airport is 10 minutes away.')).toEqual([]);
    expect(names('La Terrazza Restaurant is 5 minutes away.')).toEqual([]);
    expect(names('Der Flughafen Salzburg W. A. Mozart liegt ca. 9 km entfernt.')).toEqual([]);
    expect(names('Keswick est à 30 km de Penrith.')).toEqual([]);
    expect(names('Everything is 5 minutes away.')).toEqual([]);
    // a name measured from the house's own door is the house's neighbour
    expect(names('Grasmere is a ten-minute walk from the front door.')).toEqual(['Grasmere']);
  });

  it('drops a lone word opening its sentence that the site writes in lower case elsewhere (English, German)', () => {
    const snippets = [
      snippet('description', 'Breakfast is 15 minutes away from the hills. We serve breakfast in the garden room each morning. Ullswater is 3 miles away.'),
      snippet('description', 'Frühstück ist 5 Minuten entfernt. Unser frühstück gibt es ab sieben Uhr. Der Titisee liegt nur 4 km entfernt.'),
    ];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Ullswater', 'Titisee']);
  });
});

describe('prosePlaces and mergeProsePlaces', () => {
  it('reads no places in what guests say or in a box about another house of the group (English, French)', () => {
    const snippets = [
      snippet('other', 'We loved the walk along the harbour to the Maritime Museum every single morning of our stay.', { section: 'What our guests say' }),
      snippet('other', 'Au cœur de la station balnéaire de Sainte-Marine, à 20 minutes du Musée de la Mer : 24 chambres et piscine.', { section: 'Nos autres hôtels' }),
      snippet('other', 'On a rainy day the Musée de la Pêche shows the boats and nets of the old harbour.', { section: 'The terrace' }),
    ];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Musée de la Pêche']);
  });

  it('reads no sight in where directions go, start or turn, but keeps the end of a walk (English, German)', () => {
    const snippets = [
      snippet('transport', 'Direct trains run to Leeds Minster Gate (about 15 minutes). Turn left just past the Corn Exchange Hall. The Castle Museum is a 5-minute walk to the east, and it is a 3-minute walk to Clifford Tower (300 m).'),
      snippet('transport', 'Im Ort rechts Richtung Kirche. Die Buslinie fährt bis zum Stadtmuseum (20 Minuten). Das Landesmuseum Kärnten (400 m) liegt gleich gegenüber.'),
    ];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Castle Museum', 'Clifford Tower', 'Landesmuseum Kärnten']);
  });

  it('reads full sentences of untyped text but not menu lines, and adds only places the lists lack', () => {
    const snippets = [
      snippet('other', 'Home · Castle Tours · Museum Shop · Contact'),
      snippet('description', 'The farm lies below the Fortezza di Montalcino; the Parco dei Mulini is a short drive away.'),
      snippet('other', 'On a rainy day the Museo Civico e Diocesano shows paintings of the Sienese school.'),
    ];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Fortezza di Montalcino', 'Parco dei Mulini', 'Museo Civico']);
    const attractions = { values: ['Parco dei Mulini (5 km)'], ids: [['list']] };
    mergeProsePlaces(attractions, snippets, null);
    expect(attractions.values).toEqual(['Parco dei Mulini (5 km)', 'Fortezza di Montalcino', 'Museo Civico']);
    expect(attractions.ids).toHaveLength(3);
  });

  it('keeps a place the prose names bare and then with its kind once, by the name with its kind, in English and Spanish', () => {
    for (const [texts, want] of [
      [['Our rooms look over the bay, and Agios Nikolaos (200 metres) is down the path.', 'In the morning the children run to the sand of Agios Nikolaos beach before breakfast.'], ['Agios Nikolaos beach (200 metres)']],
      [['Desde la casa, Son Moll (300 m) se alcanza a pie en pocos minutos.', 'Por la tarde, la playa de Son Moll se llena de familias del pueblo.'], ['Playa de Son Moll (300 m)']],
    ] as const) {
      const attractions = { values: [] as string[], ids: [] as string[][] };
      mergeProsePlaces(attractions, texts.map((t) => snippet('description', t)), null);
      expect(attractions.values).toEqual(want);
    }
  });

  it('reads no places from sentences about a sister house or under the heading of another lodging, in English, German and Portuguese', () => {
    const snippets = [
      snippet('other', 'Cosy rooms a short walk from the Old Harbour Lighthouse and its cliffs.', { section: 'Cliffside Garden Hotel' }),
      snippet('description', 'Unser Partnerhaus liegt direkt am Ufer des Wolfgangsees im Salzkammergut.', { section: 'Familie' }),
      snippet('description', 'A nossa pousada irmã fica junto ao Farol de Santa Marta, em Cascais.', { section: 'Descubra' }),
      snippet('description', 'From our terrace you see the Cathedral of Saint Mary across the square.', { section: 'Harbour View Hotel' }),
    ];
    expect(prosePlaces(snippets, 'Harbour View Hotel').map((p) => p.name)).toEqual(['Cathedral of Saint Mary']);
  });

  it('adds the headings of blocks that open with a distance, but not the cards of sister hotels', () => {
    const attractions = { values: [] as string[], ids: [] as string[][] };
    const cards = ['Hilton Garden Inn Leeds', 'Hampton by Hilton York', 'DoubleTree by Hilton Hull'].map((h, i) => snippet('point_of_interest', `${i + 3} miles from this hotel`, { section: h }));
    const sights = ['Castelo de Guimarães', 'Paço dos Duques', 'Penha'].map((h, i) => snippet('other', `${i + 1} km – vista sobre a cidade`, { section: h }));
    mergeProsePlaces(attractions, [...cards, ...sights], 'Hotel Toural');
    expect(attractions.values).toEqual(['Castelo de Guimarães (1 km)', 'Paço dos Duques (2 km)', 'Penha (3 km)']);
  });
});

describe('proseAmenities', () => {
  it("names the hotel's own facilities with their modifiers, not those near it, in rooms or lacking", () => {
    const snippets = [
      snippet('description', 'Gli ospiti hanno a disposizione una piscina riscaldata e un parco giochi per i bambini.'),
      snippet('description', 'Relax and recharge by the lake. There is no sauna.'),
      snippet('description', 'Plenty of restaurants and a laundromat are within 5 minutes.'),
    ];
    expect(proseAmenities(snippets).map((a) => a.name)).toEqual(['Piscina riscaldata', 'Parco giochi']);
  });

  it('denies as the amenity lexicon does: a facility coordinated with a denied one (Spanish, English, German)', () => {
    const names = (text: string): string[] => proseAmenities([snippet('description', text)]).map((a) => a.name.toLowerCase());
    expect(names('La casa es pequeña. Tampoco tenemos piscina ni gimnasio.')).toEqual([]);
    expect(names('Tenemos gimnasio y piscina.')).toEqual(['gimnasio', 'piscina']);
    expect(names('There is no bar or sauna, and no playground.')).toEqual([]);
    expect(names('Wir haben keinen Pool oder Sauna, aber einen Spielplatz.')).toEqual(['spielplatz']);
  });

  it('denies with the Scandinavian and Romanian negations, not with Dutch "nu" (now)', () => {
    const names = (text: string): string[] => proseAmenities([snippet('description', text)]).map((a) => a.name.toLowerCase());
    expect(names('Der er ingen elevator i den gamle bygning.')).toEqual([]);
    expect(names('Pensiunea nu are restaurant, dar avem o grădină.')).not.toContain('restaurant');
    expect(names('Nu met een verwarmd zwembad en een sauna.').some((n) => n.includes('zwembad'))).toBe(true);
  });
});

describe('servedIn', () => {
  it('reads the space of the house a meal is served in (French, English, Italian, German)', () => {
    expect(servedIn('Le petit-déjeuner est servi dans la véranda face au jardin.')).toBe('Véranda');
    expect(servedIn('Aux beaux jours, le dîner est servi dans la cour intérieure.')).toBe('Cour intérieure');
    expect(servedIn('Breakfast is served in the guest lounge by the fire.')).toBe('Guest lounge');
    expect(servedIn('La colazione è servita nel cortile interno.')).toBe('Cortile');
    expect(servedIn('Das Frühstück wird im Wintergarten serviert.')).toBe('Wintergarten');
  });

  it('takes no room, time of day or space that is not the house\'s', () => {
    expect(servedIn('Breakfast is served in your room on request.')).toBeNull();
    expect(servedIn('Le petit-déjeuner est servi dans la salle à manger.')).toBeNull();
    expect(servedIn('Dinner is served in the evening.')).toBeNull();
    expect(servedIn('Cocktails are served on the patio of a bar nearby.')).toBeNull();
  });
});

describe('welcomedPets', () => {
  it('reads pets the house welcomes a few words apart, in German, Portuguese and English', () => {
    expect(welcomedPets('Hunde sind nach Voranmeldung herzlich willkommen (€ 8,- pro Tag, ohne Futter).')).toBe('Hunde willkommen');
    expect(welcomedPets('Cães de pequeno e médio porte são bem-vindos (taxa de R$ 60 por estadia).')).toBe('Cães bem-vindos');
    expect(welcomedPets('Muddy boots and muddy dogs are more than welcome – we have a drying room.')).toBe('Dogs welcome');
    expect(welcomedPets('Los perros son bienvenidos en todas las habitaciones.')).toBe('Perros bienvenidos');
  });

  it('takes no refusal and no welcome some rooms only give', () => {
    expect(welcomedPets('Pets are not allowed.')).toBeNull();
    expect(welcomedPets('Leider sind Hunde nicht erlaubt.')).toBeNull();
    expect(welcomedPets('Pets are welcome in four of the cabins.')).toBeNull();
    expect(welcomedPets('Os cães são bem-vindos nas suítes do jardim.')).toBeNull();
  });

  it('adds the welcome to the amenities once, merged with a listed pet amenity', () => {
    const snippets = [snippet('description', 'Hunde sind nach Voranmeldung herzlich willkommen. Kleine Hunde sind auch im Stüberl willkommen.')];
    const amenities = { values: ['Sauna'], ids: [['a']] };
    mergeProseAmenities(amenities, snippets, amenityKey);
    expect(amenities.values).toEqual(['Sauna', 'Hunde willkommen']);
    const listed = { values: ['Pet-friendly'], ids: [['a']] };
    mergeProseAmenities(listed, snippets, amenityKey);
    expect(listed.values).toEqual(['Pet-friendly']);
  });
});

describe('offeredFacilities', () => {
  const known = (item: string): boolean => !amenityKey(item).startsWith('item:');

  it('reads the enumeration after an offer verb whose subject is the house, in English, French and Italian', () => {
    expect(offeredFacilities('There is free parking for four cars in the drive, and a secure bike store and drying room for walkers.', known)).toEqual(['Free parking', 'Secure bike store', 'Drying room']);
    expect(offeredFacilities("Le gîte dispose d'une piscine chauffée de mai à septembre, d'un grand jardin clos avec terrain de pétanque et d'un parking privé pour trois voitures.", known)).toEqual([
      'Piscine chauffée',
      'Grand jardin clos',
      'Terrain de pétanque',
      'Parking privé',
    ]);
    expect(offeredFacilities('Gli ospiti hanno a disposizione una sala degustazione e un parcheggio gratuito.', known)).toEqual(['Sala degustazione', 'Parcheggio gratuito']);
    // a verb in the first person plural has the property for subject
    expect(offeredFacilities('Para los más activos ofrecemos una pista de tenis y un parque infantil.', known)).toEqual(['Pista de tenis', 'Parque infantil']);
  });

  it('reads verbs of having in the first person plural and existentials that invert or put the thing at the guests\' disposal', () => {
    expect(offeredFacilities('Bei uns gibt es eine Sauna und einen Skiraum.', known)).toEqual(['Sauna', 'Skiraum']);
    expect(offeredFacilities('Wir haben eine Sauna und einen Garten.', known)).toEqual(['Sauna', 'Garten']);
    expect(offeredFacilities('Tenemos piscina, jardín y aparcamiento gratuito.', known)).toEqual(['Piscina', 'Jardín', 'Aparcamiento gratuito']);
    expect(offeredFacilities('Abbiamo sei camere e un giardino.', known)).toEqual(['Giardino']);
    expect(offeredFacilities('Avem o grădină mare, o terasă și parcare gratuită.', known)).toEqual(['Grădină mare', 'Terasă', 'Parcare gratuită']);
    // Czech and Slovak join the last item with "a"
    expect(offeredFacilities('Máme saunu, vířivku a dětské hřiště.', known)).toEqual(['Saunu', 'Vířivku', 'Dětské hřiště']);
    expect(offeredFacilities('Mamy saunę, plac zabaw i parking.', known)).toEqual(['Saunę', 'Plac zabaw', 'Parking']);
  });

  it('reads what the guests have at their disposal in Slovak, Czech and Polish', () => {
    expect(offeredFacilities('Hostia majú k dispozícii kuchynský kútik, zastrešený bazén a bezplatné parkovisko.', known)).toEqual(['Zastrešený bazén', 'Bezplatné parkovisko']);
    expect(offeredFacilities('Hosté mají k dispozici saunu a parkoviště.', known)).toEqual(['Saunu', 'Parkoviště']);
    expect(offeredFacilities('Goście mają do dyspozycji saunę, plac zabaw i parking.', known)).toEqual(['Saunę', 'Plac zabaw', 'Parking']);
  });

  it('takes nothing a verb of having denies by "neither", nor what the village has', () => {
    expect(offeredFacilities('Tampoco tenemos alberca ni gimnasio.', known)).toEqual([]);
    expect(offeredFacilities('Nemáme bazén.', known)).toEqual([]);
    expect(offeredFacilities('Wir haben leider keine Sauna.', known)).toEqual([]);
    expect(offeredFacilities('Im Dorf gibt es eine Bäckerei und einen Supermarkt.', known)).toEqual([]);
    // "a" splits a list only after a Czech or Slovak verb: in English it is an article
    expect(offeredFacilities('The house has a garden with a pool and a barbecue.', known)).toEqual(['Garden', 'Pool', 'Barbecue']);
  });

  it('takes nothing the house lacks, the town offers, a room holds, or that names no facility', () => {
    expect(offeredFacilities('We do not have a restaurant on site.', known)).toEqual([]);
    expect(offeredFacilities('The town has many restaurants, a museum and a castle.', known)).toEqual([]);
    expect(offeredFacilities('Each room has a kettle and a flat-screen TV.', known)).toEqual([]);
    expect(offeredFacilities('The hotel has a long history, plenty of room and a warm atmosphere.', known)).toEqual([]);
  });
});

describe('distanceListSights', () => {
  it('takes the sights of a list of distances under a directions heading, not its towns or stops (English, Italian)', () => {
    const en = snippet('transport', 'Wilmington village (5 min)\nMount Snow (15 min)\nHarriman Reservoir (Mountain Mills beach) (10 min)\nMolly Stark State Park (8 min)\nBrattleboro (35 min)', { section: 'Getting around' });
    expect(distanceListSights([en], null).map((p) => `${p.name} (${p.distance})`)).toEqual(['Mount Snow (15 min)', 'Harriman Reservoir (10 min)', 'Molly Stark State Park (8 min)']);
    const it_ = snippet('transport', 'Stazione di Varenna (3 km)\nCastello di Vezio (4 km)\nComo (30 km)\nLecco (22 km)', { section: 'Distanze' });
    expect(distanceListSights([it_], null).map((p) => p.name)).toEqual(['Castello di Vezio']);
    // a line or two of directions is no list
    expect(distanceListSights([snippet('transport', 'Molly Stark State Park (8 min)\nBrattleboro (35 min)')], null)).toEqual([]);
  });
});

describe('car parks', () => {
  it('takes no car park for a sight, by its name or the parking word before it (English, Czech, German)', () => {
    expect(names('If they are full, the Central Car Park is 200 yards away, and the Keswick Museum is 300 yards further.')).toEqual(['Keswick Museum']);
    expect(names('Parkujte na parkovišti P2 Jelení zahrada a dál pokračujte pěšky přes Lazebnický most.')).toEqual(['Lazebnický most']);
    expect(names('Parkování P2 Jelení zahrada (se slevovou kartou) – 150 Kč / 24 h')).toEqual([]);
    expect(names('Das Parkhaus Altstadt liegt 300 m vom Museum Kunstpalast entfernt.')).toEqual(['Museum Kunstpalast']);
  });
});

describe('lagoons, salt pans and nature areas the OSM presets do not name', () => {
  it('head a sight in Italian and Dutch', () => {
    expect(placesInSentence('La casa si trova a 5 minuti dalla laguna dello Stagnone.').map((p) => p.name)).toEqual(['Laguna dello Stagnone']);
    expect(placesInSentence('Het huis ligt aan de rand van het natuurgebied Maashorst.').map((p) => p.name)).toEqual(['Natuurgebied Maashorst']);
    expect(placesInSentence('Nous sommes à dix minutes des salines de Guérande.').map((p) => p.name)).toEqual(['Salines de Guérande']);
  });
});

describe('places a view reaches', () => {
  it('reads the name a view word and a preposition of direction lead to, in German, Romanian and English', () => {
    const viewed = (t: string): string[] => viewedPlaces(t).map((p) => p.name);
    expect(viewed('Alle Zimmer haben einen Balkon mit Blick auf den Hochkogel.')).toEqual(['Hochkogel']);
    expect(viewed('Das Frühstück gibt es mit Blick über die Felder hinüber zur Hohen Salve.')).toEqual(['Hohen Salve']);
    expect(viewed('Camerele de la etaj au vedere spre Muntele Ciucaș.')).toEqual(['Muntele Ciucaș']);
    expect(viewed('Every cottage has views across Loch Creran.')).toEqual(['Loch Creran']);
    // the same sentences read as a whole
    expect(names('Alle Zimmer haben einen Balkon mit Blick auf den Hochkogel.')).toEqual(['Hochkogel']);
  });

  it('takes no German noun, no landscape and no name further on in the clause (German, French)', () => {
    const viewed = (t: string): string[] => viewedPlaces(t).map((p) => p.name);
    expect(viewed('Zimmer mit Blick auf die Kirche, über die Wiesen oder zum Wald.')).toEqual([]);
    expect(viewed('Von der Terrasse genießen Sie den Blick auf die Kärntner Bergwelt.')).toEqual([]);
    expect(viewed("La salle offre une vue qui s'étend jusqu'à l'horizon et rappelle les couleurs de la Provence.")).toEqual([]);
  });
});

describe('places listed after a verb of visiting', () => {
  it('reads the enumeration after a verb of visiting, with names a place word heads, in Czech, English and German', () => {
    expect(visitedPlaces('Odtud můžete navštívit zámek Hluboká, Třeboň, Holašovice, Novohradské hory.')).toEqual(['Třeboň', 'Holašovice', 'Novohradské hory']);
    expect(names('Odtud můžete navštívit zámek Hluboká, Třeboň, Holašovice, Novohradské hory.')).toEqual(['Zámek Hluboká', 'Třeboň', 'Holašovice', 'Novohradské hory']);
    // a name its kind word types is read by the head rules, the list adds the others
    expect(visitedPlaces('Guests like to visit Sudeley Castle, the Rollright Stones and Minster Lovell Hall.')).toEqual(['Rollright Stones', 'Minster Lovell Hall']);
    expect(names('Guests like to visit Sudeley Castle, the Rollright Stones and Minster Lovell Hall.')).toEqual(['Sudeley Castle', 'Rollright Stones', 'Minster Lovell Hall']);
    expect(visitedPlaces('Lohnend sind Ausflüge nach Hallstatt, Bad Ischl und St. Wolfgang am See.')).toEqual(['Hallstatt', 'Bad Ischl']);
  });

  it('stops at the first item that is a phrase, and needs a list (English, French)', () => {
    expect(visitedPlaces('Visit Tinwell Gallery, Barnsdale Wood, or try your luck at the Pine Ridge Golf Course.')).toEqual(['Tinwell Gallery', 'Barnsdale Wood']);
    expect(visitedPlaces('Visit the Lakeside website to read more about Lakeside, Maine and the local attractions.')).toEqual([]);
    expect(visitedPlaces('Visit our local museums, art galleries and antique shops.')).toEqual([]);
    expect(visitedPlaces('Vous pourrez visiter le Mont-Saint-Michel.')).toEqual([]);
  });

  it('reads such a sentence in a list of facilities, and no other sentence there (Czech, English)', () => {
    const snippets = [
      snippet('amenities', 'Vlastní parkoviště\nV okolí je možno navštívit hrad Kokořín, Mělník, Houska.\nPlavecký bazén v hotelu Zámecký'),
      snippet('amenity', 'Free parking next to the Old Mill Museum for all our guests, every day of the year.'),
    ];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Hrad Kokořín', 'Mělník', 'Houska']);
  });
});

describe('ski areas and caves named by their kind', () => {
  it('reads a ski area a lower-case kind heads, in Slovak and French, and caves in the plural (Slovak, Polish)', () => {
    expect(names('V okolí je lyžiarske stredisko Donovaly a Harmanecké jaskyne.')).toEqual(['Lyžiarske stredisko Donovaly', 'Harmanecké jaskyne']);
    expect(names("En hiver, le domaine skiable de Valmorel ouvre ses pistes.")).toEqual(['Domaine skiable de Valmorel']);
    expect(names('Niedaleko są Ojcowskie jaskinie i zamek w Pieskowej Skale.')).toContain('Ojcowskie jaskinie');
  });
});

describe('untyped lines that each name a sight', () => {
  it('reads a line a typed name fills, without its link, in Czech and Italian', () => {
    expect(namedLines('Muzeum Šumavy Sušice www.muzeum-susice.cz\nHrad Kašperk', null)).toEqual(['Muzeum Šumavy Sušice', 'Hrad Kašperk']);
    expect(namedLines('Spiaggia di Cala Gonone', null)).toEqual(['Spiaggia di Cala Gonone']);
    const snippets = [snippet('other', 'Museo Civico di Bassano https://museo.example/\nPonte degli Alpini', { section: 'DA VEDERE' })];
    expect(prosePlaces(snippets, null).map((p) => p.name)).toEqual(['Museo Civico di Bassano', 'Ponte degli Alpini']);
  });

  it('takes no name in capitals only, no label, no sentence and no line the name fills only in part (English, Czech)', () => {
    expect(namedLines('Account name: LAKESIDE PARK RESORTS INC', null)).toEqual([]);
    expect(namedLines('Opening hours of the museum:', null)).toEqual([]);
    expect(namedLines('Rezervace na tel. čísle u pokladny Muzeum Šumavy', null)).toEqual([]);
    expect(namedLines('Walks start at the Old Mill Museum.', null)).toEqual([]);
  });
});
