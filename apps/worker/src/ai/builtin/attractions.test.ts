import { describe, expect, it } from 'vitest';
import { buildProfile } from './index.ts';
import { placesInSentence } from './prose.ts';
import { cutAtSentenceEnd, describingHeading, sentenceLine, namesJoinedAfter, phrase, headedPlaces, inlinePlaces, namesListedPlace, notAPlace, notASight, pickAttractions, routedName, sharedNamePair, stopBefore, capitalPair } from './attractions.ts';
import { snip } from './test-snippets.ts';


describe('nearby attractions', () => {
  it('reads a name and two kinds of place it gives as two places (English, French), not any pair', () => {
    expect(sharedNamePair('Sodus Point Beach and Lighthouse')).toEqual(['Sodus Point Beach', 'Sodus Point Lighthouse']);
    expect(sharedNamePair('Cap Fréhel Plage et Phare')).toEqual(['Cap Fréhel Plage', 'Cap Fréhel Phare']);
    expect(sharedNamePair('Museo de Artes y Costumbres')).toBeNull();
    expect(sharedNamePair('Kampa Island & the Lennon Wall')).toBeNull();
    const { values } = pickAttractions([snip('point_of_interest', 'Sodus Point Beach and Lighthouse\nChimney Bluffs State Park', { section: 'Things To Do Here' })], null);
    expect(values).toEqual(['Sodus Point Beach', 'Sodus Point Lighthouse', 'Chimney Bluffs State Park']);
  });

  it('reads two names a conjunction joins before a capital as two places when each has two words or more (French, Spanish, Portuguese), not in English', () => {
    expect(capitalPair("Place de la Bourse et Miroir d'eau")).toEqual(['Place de la Bourse', "Miroir d'eau"]);
    expect(capitalPair('Castillo de San Felipe y Playa Jardín')).toEqual(['Castillo de San Felipe', 'Playa Jardín']);
    expect(capitalPair('Zona Velha e Rua de Santa Maria')).toEqual(['Zona Velha', 'Rua de Santa Maria']);
    // English joins the words of one institution's name so
    expect(capitalPair('Austin Nature and Science Center')).toBeNull();
    expect(capitalPair('Georgia International Trade & Convention Center')).toBeNull();
    // a one-word side is a kind the name shares or a word of the name
    expect(capitalPair('Museo de Artes y Costumbres')).toBeNull();
    expect(capitalPair('Derwentwater & Keswick Launch')).toBeNull();
    // two conjunctions: which one joins two places the line does not tell
    expect(capitalPair('Museo de Bellas Artes y Jardín Botánico y Parque')).toBeNull();
    const fr = pickAttractions([snip('point_of_interest', "Place de la Bourse et Miroir d'eau — 1,2 km\nJardin Public — 900 m", { section: 'À voir' })], null);
    expect(fr.values).toEqual(["Place de la Bourse (1,2 km)", "Miroir d'eau (1,2 km)", 'Jardin Public (900 m)']);
    const es = pickAttractions([snip('point_of_interest', 'Castillo de San Felipe y Playa Jardín – 2 km\nLoro Parque – 2,5 km', { section: 'Alrededores' })], null);
    expect(es.values).toEqual(['Castillo de San Felipe (2 km)', 'Playa Jardín (2 km)', 'Loro Parque (2,5 km)']);
  });

  it('reads no sight in a link asking the reader to discover, nor in a heading that exclaims (Dutch, English, French)', () => {
    const nl = pickAttractions([snip('point_of_interest', 'Natuurgebied Herperduin\nOntdek de omgeving', { section: 'Omgeving' })], null);
    expect(nl.values).toEqual(['Natuurgebied Herperduin']);
    const en = pickAttractions(
      [
        snip('point_of_interest', 'Harbor Lighthouse', { section: 'Things To Do Here' }),
        snip('point_of_interest', 'It is the perfect spot to walk and watch the sunset over the long stretching beach.', { section: 'Go to the Beach!' }),
        snip('point_of_interest', 'A short drive along the shore takes you to the old fort and its gardens.', { section: 'Fort Niagara' }),
      ],
      null,
    );
    expect(en.values).toEqual(['Harbor Lighthouse', 'Fort Niagara']);
    expect(notAPlace('Découvrez la région')).toBe(true);
    expect(notAPlace('Discovery Park')).toBe(false);
  });

  it('keeps a town a things-to-see list names though the station is named after it, not the station itself (French, Italian)', () => {
    const fr = pickAttractions([snip('point_of_interest', 'Guédelon (30 minutes)\nJoigny\nGare de Joigny', { section: 'Activités autour de Béon' })], null, ['Gare de Joigny (15 minutes)']);
    expect(fr.values).toEqual(['Guédelon (30 minutes)', 'Joigny']);
    const it = pickAttractions([snip('point_of_interest', 'Civita di Bagnoregio (20 km)\nOrvieto (15 km)', { section: 'Nei dintorni' })], null, ['Stazione di Orvieto (15 minuti)']);
    expect(it.values).toEqual(['Civita di Bagnoregio (20 km)', 'Orvieto (15 km)']);
    // a station named after its own sight in another form stays the station's ("Utrecht Centraal")
    const nl = pickAttractions([snip('point_of_interest', 'Domtoren\nUtrecht', { section: 'In de buurt' })], null, ['Utrecht Centraal']);
    expect(nl.values).toEqual(['Domtoren']);
    // the line gives the station's own distance: it is the station
    const pt = pickAttractions([snip('point_of_interest', 'Ponte Luís I (600 m)\nSão Bento (8 minutos a pé)', { section: 'Arredores' })], null, ['Estação de São Bento (8 minutos a pé)']);
    expect(pt.values).toEqual(['Ponte Luís I (600 m)']);
  });

  it('takes a listed place that comes with a street address of its own for a business, not a sight (Czech, French)', () => {
    const cs = pickAttractions([snip('point_of_interest', 'Zámecká zahrada (5 minut)\nKrčma U Mostu (Horní 15, Český Krumlov, sleva 10 %)\nMěstské muzeum (400 m)', { section: 'Doporučujeme v okolí' })], null);
    expect(cs.values).toEqual(['Zámecká zahrada (5 minut)', 'Městské muzeum (400 m)']);
    const fr = pickAttractions([snip('point_of_interest', 'Château de Lourmarin (800 m)\nLe Bistrot du Coin – 4 rue du Temple, 84160 Lourmarin\nAbbaye de Sénanque (35 km)', { section: 'À proximité' })], null);
    expect(fr.values).toEqual(['Château de Lourmarin (800 m)', 'Abbaye de Sénanque (35 km)']);
  });

  it('splits inline lists after a cue, in several languages', () => {
    expect(inlinePlaces('Nearby: Art Institute of Chicago, Millennium Park and Navy Pier.')).toEqual(['Art Institute of Chicago', 'Millennium Park', 'Navy Pier']);
    expect(inlinePlaces('À proximité : le Musée des Confluences, la Place Bellecour et le Parc de la Tête d’Or.')).toEqual(['Musée des Confluences', 'Place Bellecour', 'Parc de la Tête d’Or']);
    expect(inlinePlaces('Nelle vicinanze: Castello di Rossena, Canossa e la Fonte di Branciana.')).toEqual(['Castello di Rossena', 'Canossa', 'Fonte di Branciana']);
    expect(inlinePlaces('Popular attractions such as the Atlanta Zoo, CNN Center, and Georgia Dome are a short drive away.')).toEqual(['Atlanta Zoo', 'CNN Center', 'Georgia Dome']);
  });

  it('keeps a name a short preposition joins to a capitalised name whole, and ends one at a clause (Polish, German, English)', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Cmentarz na Wzgórzu – 1,4 km – stary cmentarz\nSchloss auf der Insel – 3 km\nLake Beach with lifeguards – 2 km', { section: 'Okolica' }),
      ],
      null,
    );
    expect(values).toEqual(['Cmentarz na Wzgórzu (1,4 km)', 'Schloss auf der Insel (3 km)', 'Lake Beach (2 km)']);
  });

  it('reads no sight in a line of map coordinates (Spanish, English)', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Playa Grande (300 m)\nCoordenadas GPS: 28° 24\' 56" N, 16° 32\' 34" O', { section: 'Qué ver cerca' }),
        snip('point_of_interest', 'GPS: 51.5072° N, 0.1276° W', { section: 'Getting here' }),
        snip('point_of_interest', 'Castle Museum – 1 km', { section: 'Nearby' }),
      ],
      null,
    );
    expect(values).toEqual(['Playa Grande (300 m)', 'Castle Museum (1 km)']);
  });

  it('keeps the distance of a listed place next to its name, and leaves stations to transport', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Grossmünster (3 Gehminuten)\nKunsthaus Zürich – 10 Min. zu Fuß\nZürichsee, 800 m\nZürich Hauptbahnhof (8 Min.)\nEstación de Santa Justa, 2 km', { section: 'In der Nähe' }),
        snip('point_of_interest', 'Real Alcázar – a 300 m, con sus jardines mudéjares.', { section: 'Alrededores' }),
      ],
      null,
    );
    expect(values).toEqual(['Grossmünster (3 Gehminuten)', 'Kunsthaus Zürich (10 Min)', 'Zürichsee (800 m)', 'Real Alcázar (300 m)']);
  });

  it('knows another name of a listed place by its own words, in English and Spanish, but not by its town', () => {
    const none = new Set<string>();
    expect(namesListedPlace('wrigley field ballpark', ['wrigley field', 'navy pier'], none)).toBe(true);
    expect(namesListedPlace('museo sorolla', ['casa museo de joaquin sorolla', 'parque del retiro'], none)).toBe(false);
    expect(namesListedPlace('estadio santiago bernabeu', ['santiago bernabeu', 'parque del retiro'], none)).toBe(true);
    // the town of the hotel's name, or a place word, tells no two sights apart
    expect(namesListedPlace('toledo cathedral', ['alcazar of toledo'], new Set(['hotel', 'toledo']))).toBe(false);
    expect(namesListedPlace('city museum', ['city park'], none)).toBe(false);
  });

  it('finds places the prose says are near, in several languages', () => {
    const got = (text: string): string[] => pickAttractions([snip('description', text)], null).values;
    expect(got('Das Hotel liegt nur 5 Minuten vom Englischen Garten entfernt.')).toEqual(['Englischen Garten']);
    expect(got('Het hotel ligt op loopafstand van het Rijksmuseum.')).toEqual(['Rijksmuseum']);
    expect(got('A casa fica perto do Mosteiro dos Jerónimos.')).toEqual([]);
    expect(got('A casa fica perto de Mosteiro dos Jerónimos.')).toEqual(['Mosteiro dos Jerónimos']);
  });

  it('ends a name at the first lower-case word that is not part of it, and keeps "The X" names whole', () => {
    expect(inlinePlaces('Other attractions include Tinkertown Museum, the Historic Turquoise Trail, and NM Jeep Tours to explore the mountains.')).toEqual(['Tinkertown Museum', 'Historic Turquoise Trail', 'NM Jeep Tours']);
    expect(inlinePlaces('We are just minutes from Isleta Amphitheatre, The Pit, and Balloon Fiesta Park.')).toEqual(['Isleta Amphitheatre', 'The Pit', 'Balloon Fiesta Park']);
  });

  it('splits a one-line list item or paragraph that is itself an inline list, and skips "In der Umgebung" headings', () => {
    const { values } = pickAttractions([snip('point_of_interest', 'In der Nähe: Zugspitze, Partnachklamm und Eibsee.', { section: 'In der Umgebung' })], null);
    expect(values).toEqual(['Zugspitze', 'Partnachklamm', 'Eibsee']);
  });

  it('needs a list after "near"/"close to", and skips lists of companies', () => {
    expect(inlinePlaces('The hotel is close to the river.')).toEqual([]);
    expect(inlinePlaces('We are located near AMD, ERCOT, Inc., Sitel/GM, and Ikon Office Solutions.')).toEqual([]);
  });

  it('is no place: calls to action and lines speaking to the reader', () => {
    expect(notAPlace("Let's stay in touch")).toBe(true);
    expect(notAPlace('Make Seascape your home base')).toBe(true);
    expect(notAPlace('Suivez-nous')).toBe(true);
    expect(notAPlace('Notre-Dame de Fourvière')).toBe(false);
    const { values } = pickAttractions([snip('point_of_interest', "Baie-Saint-Paul\nLet's stay in touch\nPlage de Saint-Irénée", { section: 'What to do in Charlevoix?' })], null);
    expect(values).toEqual(['Baie-Saint-Paul', 'Plage de Saint-Irénée']);
  });

  it('adds inline-listed places to the profile once, with provenance, merging "Zoo Atlanta" and "Atlanta Zoo"', () => {
    const { values, ids } = pickAttractions(
      [
        snip('point_of_interest', 'Zoo Atlanta, 10.0 mi.\nGeorgia Aquarium, 12.0 mi.', { section: 'Area Attractions & Landmarks', id: 'list' }),
        snip('description', 'Popular Atlanta attractions such as the Atlanta Zoo, CNN Center and Georgia Dome are a short drive from the hotel.', { id: 'prose' }),
      ],
      'Airport Inn',
    );
    expect(values).toEqual(['Zoo Atlanta (10.0 mi)', 'Georgia Aquarium (12.0 mi)', 'CNN Center', 'Georgia Dome']);
    expect(ids[2]).toEqual(['prose']);
  });

  it('takes no heading that opens with an article or a preposition and a lower-case word for a place, in English, Portuguese and Catalan', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Walk down the path to the beach in three minutes.', { section: 'A morning in Santa Maria' }),
        snip('point_of_interest', 'Sé Catedral - 1 km', { section: 'A visitar' }),
        snip('point_of_interest', 'El volcà és a vint minuts a peu.', { section: 'Entre volcans i boscos' }),
        snip('point_of_interest', 'A short walk along the river.', { section: 'Castle Hill' }),
      ],
      null,
    );
    expect(values).toEqual(['Sé Catedral (1 km)', 'Castle Hill']);
    expect(describingHeading('Between sea and hills')).toBe(true);
    expect(describingHeading('La Tour Eiffel')).toBe(false);
  });

  it('takes no heading that labels the places for a place, in Portuguese, Dutch and Japanese', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'A Ribeira fica a dez minutos a pé, junto ao rio.', { section: 'Nas proximidades' }),
        snip('point_of_interest', 'Het Domplein ligt op vijf minuten lopen.', { section: 'In de buurt' }),
        snip('point_of_interest', '清水寺まで徒歩10分です。', { section: '周辺観光' }),
      ],
      null,
    );
    expect(values).not.toContain('Nas proximidades');
    expect(values).not.toContain('In de buurt');
    expect(values).not.toContain('周辺観光');
  });

  it('leaves a station the transport links name, and a chain hotel, out of the sights', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Ponte Luís I (600 m)\nSão Bento (8 minutos a pé)\nLivraria Lello', { section: 'Arredores' }),
        snip('point_of_interest', 'Crowne Plaza Portland Downtown\nOregon Zoo (14 miles)', { section: "What's nearby" }),
      ],
      null,
      ['Estação de São Bento (8 minutos a pé)', 'Free airport shuttle to Oregon Zoo'],
    );
    expect(values).toEqual(['Ponte Luís I (600 m)', 'Livraria Lello', 'Oregon Zoo (14 miles)']);
  });

  it('is no sight: room types, the host family, a postcode line, a season or a getting-there label, in several languages', () => {
    for (const item of ['Suíte Vista Mar', 'Chambre Côté Cour', 'Habitación Doble', 'Familie Huber', 'Famille Martin', 'The Brown family', 'CEP 12345-678', 'PLZ 8010', 'Im Herbst', 'Sommer wie Winter', 'En hiver', 'Summer and winter', 'In primavera']) {
      expect(notASight(item)).toBe(true);
    }
    for (const item of ['Transport', 'Comment y aller', 'Cómo llegar', 'On foot', 'Dojazd']) expect(notASight(item)).toBe(true);
    for (const item of ['Hitta hit', 'Find vej', 'Megközelítés', 'Kako do nas', 'Dolazak', 'Με τα πόδια', 'Ulaşım', 'Kävellen']) expect(notASight(item), item).toBe(true);
    expect(notASight('London Transport Museum')).toBe(false);
    for (const item of ['Sagrada Família', 'Winter Gardens', 'Mercado 20 de Noviembre', 'Assembly Rooms', 'Musée de la Chambre Noire']) expect(notASight(item)).toBe(item === 'Musée de la Chambre Noire');
  });

  it('is no sight: another lodging, or a lodging word alone (sv, pt, pl, es, de, en)', () => {
    for (const item of ['Pensionat Strandgården', 'Estalagem da Serra', 'Pensjonat Pod Sosnami', 'Albergue del Río', 'Gasthof', 'Hotel']) expect(notASight(item), item).toBe(true);
    for (const item of ['Villa Borghese', 'Sudeley Castle', 'Schloss Hellbrunn', 'Casa da Música']) expect(notASight(item), item).toBe(false);
    expect(placesInSentence('Antes conhecida como Estalagem da Serra, a casa fica a 400 m da Igreja de Santa Luzia.').map((p) => p.name)).toEqual(['Igreja de Santa Luzia']);
  });

  it('is no sight: a side or part of a place, or a bare way of travelling (de, nl, en, fr, es, it)', () => {
    for (const item of ['Rand des Fischerdorfes', 'Nord-Westen der Halbinsel', 'Ufer des Mühlsees', 'Rand van het Groene Woud', 'Edge of the Old Forest', 'North-west of the island', 'Bord du lac', "Lisière de la forêt", 'Orillas del río Verde', 'Sponda del lago']) {
      expect(notASight(item), item).toBe(true);
    }
    for (const item of ['Fähre', 'die Fähre', 'Ferry', 'the ferry', 'Bus', 'la navette', 'Personenfähre']) expect(notASight(item), item).toBe(true);
    for (const item of ['Riva del Garda', 'Gare du Nord', 'North Shore', 'West End', 'Ferry Building', 'Bus Museum', 'Lake Tahoe', 'Mühlsee']) expect(notASight(item), item).toBe(false);
  });

  it('takes no side of a place, nor a bare ferry, from the prose for a sight', () => {
    const { fields } = buildProfile([
      snip('point_of_interest', 'Entdecken Sie den stillen Nord-Westen der Halbinsel. Mit dem Rad sind Sie in 12 min zur Fähre.', { section: 'Umgebung' }),
      snip('point_of_interest', 'Unser Haus liegt am Rand des Fischerdorfes mit Blick auf den Hafen.', { section: 'Umgebung' }),
      snip('description', 'Ons huis ligt aan de rand van het prachtige bosgebied Groene Woud, vlak bij Kasteel Heeswijk.'),
    ]);
    expect(fields.nearbyAttractions).toEqual(['Kasteel Heeswijk']);
  });

  it('reads a place the prose says is beside the house, as "next to" reads it (fr, es, it, pt)', () => {
    const near = (text: string): string[] => pickAttractions([snip('description', text)], null).values;
    expect(near('Dans la vallée, à côté de Montfleury, notre maison est une ancienne ferme.')).toEqual(['Montfleury']);
    expect(near('El hostal está al lado del Parque Almendral, en pleno centro.')).toEqual(['Parque Almendral']);
    expect(near('La villa si trova accanto al Castello Rovere.')).toEqual(['Castello Rovere']);
    expect(near('A pousada fica ao lado da Praia Dourada.')).toEqual(['Praia Dourada']);
  });

  it('reads the names a conjunction joins to a near one as near too (fr, es, ro, it), but not a town after a comma', () => {
    const near = (text: string): string[] => pickAttractions([snip('description', text)], null).values;
    expect(near('Dans la vallée, à côté de Montfleury et des Vaux-Rouges, notre maison est une ancienne ferme.')).toEqual(['Montfleury', 'Vaux-Rouges']);
    expect(near('El hostal está cerca de Peñarrubia y de la Sierra Alta.')).toEqual(['Peñarrubia', 'Sierra Alta']);
    expect(near('La vila este la 30 km de Brădet și Valea Mare.')).toEqual(['Brădet', 'Valea Mare']);
    expect(near('La casa si trova vicino a Castelmonte e a Rocca Alta.')).toEqual(['Castelmonte', 'Rocca Alta']);
    expect(namesJoinedAfter(', Springfield')).toEqual([]);
    expect(namesJoinedAfter(' and enjoy the view')).toEqual([]);
    expect(namesJoinedAfter(' et des Vaux. Le Château')).toEqual(['Vaux']);
  });

  it('keeps a long listed name whose words are all capitalised besides its links (en, es), and still drops a phrase', () => {
    const listed = (text: string): string[] => pickAttractions([snip('point_of_interest', text, { section: 'Nearby' })], null).values;
    expect(listed('Old Mill Museum — 0.3 miles\nCathedral Basilica of St. Aldhelm of Wessex — 0.6 miles')).toEqual(['Old Mill Museum (0.3 miles)', 'Cathedral Basilica of St. Aldhelm of Wessex (0.6 miles)']);
    expect(listed('Mercado de Abastos (150 m)\nPalacio de las Artes y las Letras (1,8 km)')).toEqual(['Mercado de Abastos (150 m)', 'Palacio de las Artes y las Letras (1,8 km)']);
    expect(phrase('Ubicada en la zona de los museos del centro')).toBe(true);
    expect(phrase('Palacio de las Artes y las Letras')).toBe(false);
  });

  it('ends a name with its sentence but keeps abbreviations', () => {
    expect(cutAtSentenceEnd('Plaza Mayor. Desde')).toBe('Plaza Mayor');
    expect(cutAtSentenceEnd('Praça do Comércio. 200')).toBe('Praça do Comércio');
    expect(cutAtSentenceEnd('St. Mary Church')).toBe('St. Mary Church');
  });

  it("takes neither the hotel's own shorter name nor a listed place's bracketed other name from the prose", () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Pension Bergblick\nTorre dos Clérigos (Clérigos Tower) – 400 m\nMercat de la Boqueria (Boqueria Market)', { section: 'Around us' }),
        snip('description', 'A short walk to the Clérigos Tower. We are close to Boqueria Market, the harbour and more.'),
      ],
      'Pension Bergblick Kaprun',
    );
    expect(values).toEqual(['Torre dos Clérigos (400 m)', 'Mercat de la Boqueria']);
  });

  it('reads the headings of a run of blocks that open with a distance as places, in Polish and English', () => {
    const polish = [
      snip('description', 'Kilka miejsc wartych odwiedzenia.', { section: 'Okolica' }),
      snip('other', '2 km – deptak, kawiarnie', { section: 'Rynek Główny' }),
      snip('description', 'ok. 4 km do kolejki; widok na góry', { section: 'Góra Parkowa' }),
      snip('other', 'kolejka linowa (6 km od domu)', { section: 'Jaworzyna' }),
      snip('other', '900 m – baseny i sauny', { section: 'Park Wodny' }),
      snip('contact', 'Telefon: 600 000 000', { section: 'Kontakt' }),
    ];
    expect(headedPlaces(polish).map((p) => `${p.name} (${p.distance})`)).toEqual(['Rynek Główny (2 km)', 'Góra Parkowa (4 km)', 'Jaworzyna (6 km)', 'Park Wodny (900 m)']);
    const english = [
      snip('point_of_interest', '1 mi away', { section: 'Marine Museum' }),
      snip('point_of_interest', '4.5 mi away', { section: 'Lighthouse Point' }),
      snip('room', '28 m² · sea view', { section: 'Harbour Suite' }),
      snip('point_of_interest', '7 mi away', { section: 'Coral Reef Park' }),
    ];
    // a room size is no distance: the run stops there, two headings are no run
    expect(headedPlaces(english)).toEqual([]);
    expect(headedPlaces([...english.slice(0, 2), english[3]!]).map((p) => p.name)).toEqual(['Marine Museum', 'Lighthouse Point', 'Coral Reef Park']);
  });

  it('splits a listed pair at a conjunction and an article, in French and Portuguese, but keeps "&" pairs and names with "y"', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Place des Terreaux et la fontaine Bartholdi – 1 km\nSé Catedral e o Paço Episcopal – 2 km\nMuseo de Arte y Diseño\nKing’s Parade & the Chapel', { section: 'Alentours' }),
      ],
      null,
    );
    expect(values).toEqual(['Place des Terreaux (1 km)', 'Fontaine Bartholdi (1 km)', 'Sé Catedral (2 km)', 'Paço Episcopal (2 km)', 'Museo de Arte y Diseño', 'King’s Parade & the Chapel']);
  });

  it('takes no describing line or tips heading for a place, in English, German and Vietnamese', () => {
    const { values } = pickAttractions(
      [
        snip('point_of_interest', 'Home of the first printing press in town – still working', { section: 'Watermill Museum' }),
        snip('point_of_interest', 'Phố đi bộ Nguyễn Huệ\nMusée des beaux-arts', { section: 'Around' }),
        snip('point_of_interest', 'Wenn es regnet, lohnt sich ein Besuch im Stadtmuseum gleich neben der Kirche.', { section: 'Unsere Regentipps' }),
        snip('point_of_interest', 'When it pours, try the Toy Museum.', { section: 'Wet-weather tips' }),
      ],
      null,
    );
    expect(values).toEqual(['Phố đi bộ Nguyễn Huệ', 'Musée des beaux-arts', 'Watermill Museum']);
  });

  it('keeps a name the conjunctions and prepositions of its language join whole (Czech, Swedish)', () => {
    const cs = pickAttractions([snip('point_of_interest', 'Pražský hrad a katedrála sv. Víta (10 min)\nStaroměstské náměstí s orlojem (15 min)', { section: 'V okolí' })], null);
    expect(cs.values).toEqual(['Pražský hrad a katedrála sv. Víta (10 min)', 'Staroměstské náměstí s orlojem (15 min)']);
    const sv = pickAttractions([snip('point_of_interest', 'Vadstena slott – 450 m\nVadstena hamn och badplats – 600 m', { section: 'Upptäck Vadstena' })], null);
    expect(sv.values).toEqual(['Vadstena slott (450 m)', 'Vadstena hamn och badplats (600 m)']);
  });

  it('reads no place in a signed review, a label, a dated news line or a priced service of a nearby list (English, Czech, Hungarian, Slovak)', () => {
    const en = pickAttractions([snip('point_of_interest', 'Mount Snow (15 min)\nClean, quiet, super friendly owners. We loved the fire pit! – Megan R., Hartford CT – Google', { section: "What's nearby" })], null);
    expect(en.values).toEqual(['Mount Snow (15 min)']);
    const cs = pickAttractions([snip('point_of_interest', 'Přijímáme:', { section: 'Doporučujeme v okolí' }), snip('point_of_interest', 'Zámecká zahrada (5 minut)', { section: 'Doporučujeme v okolí' })], null);
    expect(cs.values).toEqual(['Zámecká zahrada (5 minut)']);
    const hu = pickAttractions([snip('point_of_interest', 'HÍREK – 2013.09.02.', { section: 'Eger látnivalói' }), snip('point_of_interest', 'Egri vár (800 m)\nMinaret (600 m)', { section: 'Eger látnivalói' })], null);
    expect(hu.values).toEqual(['Egri vár (800 m)', 'Minaret (600 m)']);
    // the heading over a price list names no place either
    const sk = pickAttractions([snip('point_of_interest', 'Masáž chrbta a šije (30 min., 25 €)\nMasáž lávovými kameňmi (75 min., 59 €)', { section: 'Aktuality' }), snip('point_of_interest', 'Skalnaté pleso (4 km)\nLomnický štít (6 km)', { section: 'Okolie' })], null);
    expect(sk.values).toEqual(['Skalnaté pleso (4 km)', 'Lomnický štít (6 km)']);
  });

  it('reads no name in a list line an article or a negation opens before a word in lower case (Catalan, English), but keeps names that open so', () => {
    const ca = pickAttractions([snip('point_of_interest', 'Els restaurants indicats no formen part de Mas el Roure.', { section: 'On menjar a prop' }), snip('point_of_interest', 'Volcà del Croscat (4 km)\nLes Cols (5 km)', { section: 'Què veure a prop' })], null);
    expect(ca.values).toEqual(['Volcà del Croscat (4 km)', 'Les Cols (5 km)']);
    const en = pickAttractions([snip('point_of_interest', 'Mount Snow (15 min)\nBest rate when you book direct\nNo resort fees, ever\nThe Pit (2 mi)', { section: "What's nearby" })], null);
    expect(en.values).toEqual(['Mount Snow (15 min)', 'The Pit (2 mi)']);
  });
});

describe('places on the way and places a stop is near', () => {
  it('reads every town a road passes through as on the way, not a sight (Polish, German, English)', () => {
    expect(routedName('Samochodem: drogą krajową nr 7 przez Myślenice i ', 'Nowy Targ')).toBe(true);
    expect(routedName('Samochodem: drogą krajową nr 7 przez ', 'Myślenice')).toBe(true);
    expect(routedName('Mit dem Auto über Imst und ', 'Landeck')).toBe(true);
    expect(routedName('Drive through Cheltenham, Northleach and ', 'Stow')).toBe(true);
    // after "to" or "from" the next name of a list may be a sight; "via Roma" is an Italian street
    expect(routedName('5 minutes from the Duomo and ', 'Uffizi')).toBe(false);
    expect(routedName("L'hotel è in via Garibaldi e ", 'Piazza del Duomo')).toBe(false);
    const pl = pickAttractions([snip('transport', 'Samochodem: drogą krajową nr 7 przez Myślenice i Nowy Targ, dalej do Zakopanego – ok. 105 km.', { section: 'Z Krakowa' })], null);
    expect(pl.values).toEqual([]);
    const onTheWay = placesInSentence('Samochodem: drogą krajową nr 7 przez Myślenice i Nowy Targ, dalej do Zakopanego – ok. 105 km.');
    expect(onTheWay.filter((p) => !p.routed).map((p) => p.name)).not.toContain('Nowy Targ');
  });

  it('reads no sight in the town a stop is near (English, French, Italian)', () => {
    expect(stopBefore('and Bradley International Airport (BDL) ')).toBe(true);
    expect(stopBefore('Le TGV vous dépose à la gare ')).toBe(true);
    expect(stopBefore("L'aeroporto ")).toBe(true);
    expect(stopBefore('A short walk from the station and ')).toBe(false);
    const en = pickAttractions([snip('transport', 'The closest airports are Albany International Airport (ALB), about 1 hour 30 minutes away, and Bradley International Airport (BDL) near Hartford, about 1 hour 50 minutes.', { section: 'By air' })], 'Birch Hollow Inn');
    expect(en.values).toEqual([]);
    const fr = pickAttractions([snip('description', 'Le TGV vous dépose à la gare près de Dijon. La maison est près de Notre-Dame de Beaune.')], null);
    expect(fr.values).toEqual(['Notre-Dame de Beaune']);
  });

  it('reads no sight in a list line that runs on as a sentence a verb or a participle opens (Croatian, Spanish, English), but keeps names so listed', () => {
    expect(sentenceLine('Provesti dan na lokalnim plažama i manjim uvalama.', 'Provesti dan')).toBe(true);
    expect(sentenceLine('Ubicada en la zona exclusiva de Las Conchas', 'Ubicada')).toBe(true);
    expect(sentenceLine('Spend a day on the quiet beaches of the bay.', 'Spend a day')).toBe(true);
    // a name a dash sets apart, a distance, a link word after the first word, a long name in lower case: names
    expect(sentenceLine('Demänovské jaskyne – najnavštevovanejšie jaskyne Slovenska.', 'Demänovské jaskyne')).toBe(false);
    expect(sentenceLine('Hallstatt in about 20 minutes by car', 'Hallstatt')).toBe(false);
    expect(sentenceLine('Castello di Rossena e la sua rocca', 'Castello di Rossena e la sua rocca')).toBe(false);
    expect(sentenceLine('Parque nacional Torres del Paine', 'Parque nacional Torres del Paine')).toBe(false);
    const hr = pickAttractions(
      [snip('point_of_interest', 'Provesti dan na lokalnim plažama i manjim uvalama.\nOtići na večeru u centru mjesta ili okolici.\nPlanirati izlet prema Vrbniku, Solinama ili gradu Krku.\nGrad Krk', { section: 'Što raditi u Šilu' })],
      null,
    );
    expect(hr.values).toEqual(['Grad Krk']);
    const es = pickAttractions([snip('point_of_interest', 'Ubicada en la zona exclusiva de Las Conchas\nBahía Golf Club', { section: 'Puntos de interes' })], null);
    expect(es.values).toEqual(['Bahía Golf Club']);
  });
});
