import { describe, expect, it } from 'vitest';
import type { SnippetForProfile } from '../types.ts';
import { buildProfile } from './index.ts';
import { distanceIn, modeLabelled, pickTransport, transportInSentence } from './transport.ts';
import { snip as snipOf } from './test-snippets.ts';

const snip = (content: string, extra: Partial<SnippetForProfile> = {}): SnippetForProfile =>
  snipOf('transport', content, { sourceUrl: 'https://hotel.example/access/', pageUrl: 'https://hotel.example/access/', section: 'Getting here', ...extra });

const links = (...lines: string[]): string[] => pickTransport([snip(lines.join('\n'))], null).values;

describe('transport links', () => {
  it('names metro, U-Bahn and métro stops with their line and distance', () => {
    expect(links('Metro: Clark/Lake (line 2), 200 m')).toEqual(['Metro Clark/Lake (line 2, 200 m)']);
    expect(links('By metro: Bastille (line 1)')).toEqual(['Metro Bastille (line 1)']);
    expect(links('En métro : Bastille (ligne 1), 5 min à pied')).toEqual(['Métro Bastille (ligne 1, 5 min à pied)']);
    expect(links('Die nächste U-Bahn-Station Odeonsplatz ist 300 m entfernt.')).toEqual(['U-Bahn Odeonsplatz (300 m)']);
    expect(links('The Clark/Lake metro station is a 5-minute walk.')).toEqual(['Metro Clark/Lake (5-minute walk)']);
  });

  it('names bus and coach services without a line number by where they run and the stop they use, under a transport heading only', () => {
    expect(links('Buses to Sheffield and Buxton stop in Rutland Square.')).toEqual(['Buses to Sheffield and Buxton, Rutland Square']);
    expect(links('Los autobuses de ALSA desde Málaga paran en la parada de la Avenida de Pescia.')).toEqual(['Autobuses de ALSA desde Málaga, parada de la Avenida de Pescia']);
    expect(links('Collegamenti giornalieri diretti con autobus da Ora, Bolzano, Trento.')).toEqual(['Autobus da Ora, Bolzano, Trento']);
    expect(links('Der Bus nach Hallstatt hält am Bahnhof Obertraun.')).toEqual(['Bus nach Hallstatt, Bahnhof Obertraun']);
    expect(links('Kaslo-bound vans are available at the Nelson Bus Depot.')).toEqual(['Kaslo bound vans, Nelson Bus Depot']);
    // numbered lines stay lines, and a bus that runs nowhere named is no link
    expect(links('El autobús C5 para a 100 metros del hostal.')).toEqual(['Autobús C5 (100 metros)']);
    expect(links('Bus Éireann route 350 stops at Ballyvaughan village.')).toEqual(['Bus Éireann route 350']);
    expect(links('Take the bus to the city centre.')).toEqual([]);
    expect(pickTransport([snipOf('description', 'Buses to Sheffield and Buxton stop in Rutland Square.')], null).values).toEqual([]);
  });

  it("keeps a town's airport and its bus terminal or station apart, though one name holds the other", () => {
    expect(links('Davao City Airport is four hours away by car.', 'Buses leave from the Davao City Land Transport Terminal.')).toEqual(['Davao City Airport', 'Buses, Davao City Land Transport Terminal']);
    expect(links('Verona Airport, 20 km', 'Verona Porta Nuova Station, 2 km')).toEqual(['Verona Airport (20 km)', 'Verona Porta Nuova Station (2 km)']);
    // the same stop named twice is one link
    expect(links('Verona Airport, 20 km', 'From Verona Airport take a taxi.')).toEqual(['Verona Airport (20 km)']);
  });

  it('names bus and tram lines, shuttles, taxis and ferries', () => {
    expect(links('Bus 22 stops outside the hotel.')).toEqual(['Bus 22']);
    expect(links('Tram 3 and 4 stop at Place Bellecour.')).toEqual(['Tram 3 and 4']);
    expect(links('Free airport shuttle')).toEqual(['Free airport shuttle']);
    expect(links('Bus 1 hält direkt vor dem Hotel.')).toEqual(['Bus 1']);
    expect(links('We offer a 24-hour airport & light rail shuttle service.')).toEqual(['Airport shuttle', 'Light rail shuttle']);
    expect(links('Take the shuttle service to nearby Disneyland Resort.')).toEqual(['Shuttle to Disneyland Resort']);
    expect(links('A taxi from the airport takes about 20 minutes.')).toEqual([]);
    expect(links('There is a taxi rank in front of the station.')).toEqual(['Taxi rank']);
    expect(links('The ferry to Isle of Wight leaves from the harbour, 500 m away.')).toEqual(['Ferry to Isle of Wight (500 m away)']);
  });

  it('keeps names whole whatever their letters, and stations named after or before their town', () => {
    expect(links('Flughafen Zürich – 12 km, 15 Minuten mit der S-Bahn bis zum Hauptbahnhof.')).toEqual(['Flughafen Zürich (12 km)']);
    expect(links('Zürich Hauptbahnhof (8 Min. zu Fuß)')).toEqual(['Zürich Hauptbahnhof (8 Min)']);
    expect(links('Luchthaven Schiphol – 20 minuten met de trein')).toEqual(['Luchthaven Schiphol (20 minuten)']);
    expect(links('Station Hoofddorp (2 km)')).toEqual(['Station Hoofddorp (2 km)']);
    expect(links('Estación de Santa Justa, 2 km')).toEqual(['Estación de Santa Justa (2 km)']);
  });

  it('reads Romance and Dutch station phrasing: lower-case heads, curly apostrophes, lines of a metro, a stop named after the lines', () => {
    const under = (text: string): string[] => pickTransport([snip(text, { type: 'transport', section: 'Como chegar' })], null).values;
    expect(under('A linha E do metro chega à estação São Bento em 35 minutos. A estação de São Bento fica a 8 minutos a pé.')).toEqual(['Metro linha E', 'Estação São Bento (35 minutos)']);
    expect(under('En train – La gare d’Annecy est à 10 minutes à pied de l’hôtel.')).toEqual(['Gare d’Annecy (10 minutes à pied)']);
    expect(under('Vanaf station Utrecht Centraal is het 12 minuten lopen naar het hotel.')).toEqual(['Station Utrecht Centraal (12 minuten lopen)']);
    expect(under('Bus 2 en 28 stoppen voor de deur, halte Stadhuisbrug.')).toEqual(['Bus 2 en 28, halte Stadhuisbrug']);
  });

  it('keeps a nearest airport named with its own kind word once, and reads a lower-case "international" after the kind', () => {
    expect(links('El aeropuerto más cercano es el Aeropuerto de Vigo (VGO), a 40 minutos.')).toEqual(['Aeropuerto de Vigo (VGO, 40 minutos)']);
    expect(links("L'aeroporto più vicino è l'Aeroporto di Pescara, a 90 km.")).toEqual(['Aeroporto di Pescara (90 km)']);
    expect(links("L'aéroport international de Nantes est à 45 km.")).toEqual(['Aéroport international de Nantes (45 km)']);
    expect(links('Aeropuerto internacional Juan Santamaría, 25 km')).toEqual(['Aeropuerto internacional Juan Santamaría (25 km)']);
  });

  it('names a bus or a boat by the town a sentence opens with, under a transport heading', () => {
    expect(links('Iz Maribora vozi avtobus do Ptuja vsako uro.')).toEqual(['Avtobus iz Maribora']);
    expect(links('Aus Lindau bringt Sie der Katamaran in 20 Minuten zum Hafen.')).toEqual(['Katamaran aus Lindau']);
    expect(links('From Newcastle take the train to Carlisle and the local bus onward.')).toEqual([]);
    expect(pickTransport([snipOf('description', 'Iz Maribora vozi avtobus do Ptuja vsako uro.')], null).values).toEqual([]);
  });

  it('names numbered lines by the word for a line in Portuguese, Polish, Czech, Slovenian and the Nordic languages', () => {
    expect(links('De autocarro: as linhas 7 e 9 saem do Rossio e param junto à pousada.')).toEqual(['Linhas 7 e 9']);
    expect(links('Do centrum dojedziesz autobusem linii 4 i 12.')).toEqual(['Linii 4 i 12']);
    expect(links('Tramvajová linka 17, zastávka Vltavská.')).toEqual(['Linka 17, zastávka Vltavská']);
    // outside a transport heading a line needs a way of travelling beside it
    expect(pickTransport([snipOf('description', 'As linhas 7 e 9 do nosso catálogo.')], null).values).toEqual([]);
  });

  it('names a service by its operator or its own name when it is said to stop or leave at a named stop, under a transport heading', () => {
    expect(links('Amtrak’s Cardinal stops at Prince, 12 miles south.')).toEqual(['Amtrak’s Cardinal, Prince (12 miles)']);
    expect(links('De Curitiba, a Expresso Sul sai da Rodoviária Central.')).toEqual(['Expresso Sul, Rodoviária Central']);
    expect(links('Der Bernina Express hält in Tirano.')).toEqual(['Bernina Express, Tirano']);
    // a street that runs somewhere, a service without its stop, or the same text elsewhere on the page
    expect(links('Main Street runs from the Plaza to the river.')).toEqual([]);
    expect(links('Amtrak’s Cardinal stops once a day.')).toEqual([]);
    expect(pickTransport([snipOf('description', 'Der Bernina Express hält in Tirano.')], null).values).toEqual([]);
  });

  it('names a taxi firm by the name it gives with its telephone number', () => {
    // en, hu, de: a capitalised name ending on the word for taxis, the digits to call it after it
    expect(links('For the last leg, call Green Valley Taxi (802-555-0199), who also meet the airport buses.')).toEqual(['Green Valley Taxi']);
    expect(links('Ambleside Taxis (015394 33333) meet trains at Windermere on request.')).toEqual(['Ambleside Taxis']);
    expect(pickTransport([snipOf('contact', 'Tokaj Taxi +36 47 555 555')], null).values).toEqual(['Tokaj Taxi']);
    expect(links('Vom Bahnhof bringt Sie Alpen Taxi (+43 5285 62 000) in 10 Minuten zu uns.')).toEqual(['Alpen Taxi']);
    // no number, or only the word for a taxi, names no firm
    expect(links('Call Taxi 24 hours.')).toEqual([]);
    expect(links('Green Valley Taxi meets the airport buses.')).toEqual([]);
    expect(pickTransport([snipOf('contact', 'Taxi: +33 6 12 34 56 78')], null).values).toEqual([]);
  });

  it('gives the roads prose names beside a distance or after its route when a site names no airport, station or line', () => {
    const prose = (type: 'description' | 'contact', ...texts: string[]): string[] => pickTransport(texts.map((t) => snipOf(type, t)), null).values;
    // ro, de, en: a distance or a drive's time in the sentence
    expect(prose('contact', 'De la Cluj: ~90 km, circa 1h20 pe DN1 / A3 spre Oradea')).toEqual(['DN1', 'A3']);
    expect(prose('description', 'Von München über die A8 bis Ausfahrt Weyarn, ca. 45 Minuten.')).toEqual(['A8']);
    expect(prose('description', 'Take the M6 north, then 20 minutes on the A591.')).toEqual(['M6', 'A591']);
    // cs: after the towns of the route it runs along
    expect(prose('description', 'Penzion leží na trase Brno – Jihlava – Třebíč (D1).')).toEqual(['D1']);
    // a postcode, a room's number, a road without a distance or a route, or a site that names a station
    expect(prose('contact', 'Oxford Road, Manchester M1 4BT, 5 minutes from the centre')).toEqual([]);
    expect(prose('description', 'Room A3 has a balcony over the garden.')).toEqual([]);
    expect(prose('description', 'The A3 runs past the village.')).toEqual([]);
    expect(prose('description', 'Vom Bahnhof Weyarn sind es 5 km, 10 Minuten von der A8.')).toEqual(['Bahnhof Weyarn (5 km)']);
  });

  it('gives the roads under a transport heading when a site names no airport, station or line', () => {
    const roads = (...texts: string[]): string[] => pickTransport(texts.map((t) => snip(t, { type: 'transport', section: 'Getting here' })), null).values;
    expect(roads('From Nelson, follow Highway 3A east for 18 km.', 'Coming from Kaslo, take Highway 31 south.')).toEqual(['Highway 3A', 'Highway 31']);
    expect(roads('Desde Granada, por la A-44 y la A-401, salida 38 hacia Huesa.')).toEqual(['A-44', 'A-401, salida 38']);
    expect(roads('The A1 room has a lake view.')).toEqual([]);
    // with a station named, roads are no links of their own
    expect(roads('Nelson station is 5 km away.', 'Follow Highway 3A east.')).toEqual(['Nelson station (5 km away)']);
  });

  it('reads a lower-case "station" after a name under a transport heading only', () => {
    const under = (type: 'transport' | 'description', text: string): string[] => pickTransport([snip(text, { type, section: 'By train' })], null).values;
    expect(under('transport', 'St Ives station is a 10-minute walk from the resort.')).toEqual(['St Ives station (10-minute walk)']);
    expect(under('description', 'There is a Circuit Électrique station right next door.')).toEqual([]);
    expect(under('transport', 'We offer VIP airport transfer services.')).toEqual([]);
  });

  it('reads an enumeration of lines as one link with its stop, and a walking time as no name', () => {
    expect(links('Tram 4 und 15, Haltestelle Rathaus')).toEqual(['Tram 4 und 15, Haltestelle Rathaus']);
    expect(links('Die Buslinien 31 und 46 halten direkt vor dem Hotel.')).toEqual(['Buslinien 31 und 46']);
    expect(links('Buses 12 and 40 stop right outside the hotel.')).toEqual(['Buses 12 and 40']);
    expect(links('U-Bahn 5 Gehminuten')).toEqual([]);
  });

  it('does not make a link of parking, of a taxi warning, or of a place called "... Tramway"', () => {
    expect(links('Free parking on site. Parking: 2 spaces per unit.')).toEqual([]);
    expect(links('In order to avoid being scammed by taxi drivers, we offer private transfers.')).toEqual([]);
    expect(pickTransport([snip('Sandia Peak Ski Area & Tramway, 10.0 mi.', { type: 'point_of_interest', section: 'Nearby' })], null).values).toEqual([]);
  });

  it('keeps airports whose name starts with an article and gives them their distance', () => {
    expect(links('La Plata County Airport is 25 miles away, code DRO.')).toEqual(['La Plata County Airport (25 miles away)']);
    expect(links('Aeroporto di Verona 150 km')).toEqual(['Aeroporto di Verona (150 km)']);
  });

  it('reads "the nearest airport is X" and plural station lists in several languages', () => {
    expect(links("L'aereoporto più vicino è quello di Verona, distanza 150km.")).toEqual(['Aeroporto di Verona (150km)']);
    expect(links('The nearest airport is Bristol, 40 minutes by car.')).toEqual(['Bristol Airport (40 minutes by car)']);
    expect(links("L'aéroport le plus proche est celui de Genève.")).toEqual(['Aéroport de Genève']);
    expect(links('Stazioni di Ora, Bolzano e Trento.')).toEqual(['Stazione di Ora', 'Stazione di Bolzano', 'Stazione di Trento']);
    expect(links('Raggiungibile dalla stazione di Ora in autobus.')).toEqual(['Stazione di Ora']);
  });

  it('reads "the nearest airport, X, …" set off by commas as "the nearest airport is X" (en, fr, es, de)', () => {
    expect(links('The nearest airport, Faro, is 45 km away.')).toEqual(['Faro Airport (45 km away)']);
    expect(links("L'aéroport le plus proche, Biarritz, est à 30 km.")).toEqual(['Aéroport de Biarritz (30 km)']);
    expect(links('El aeropuerto más cercano, Málaga, está a 60 km.')).toEqual(['Aeropuerto de Málaga (60 km)']);
    expect(links('Der nächste Flughafen, Innsbruck, ist 40 km entfernt.')).toEqual(['Flughafen Innsbruck (40 km)']);
    // a clause set off by commas names no airport
    expect(links('The nearest station, which is small, is 3 km away.')).toEqual([]);
  });

  it('reads hours and minutes written as "1h15" or "2 h 05", but not a train\'s time from another town, as the distance (fr, es, pt, en)', () => {
    expect(links("L'aéroport de Marseille Provence est à 1h15 de route.")).toEqual(['Aéroport de Marseille Provence (1h15)']);
    expect(links('El aeropuerto de Málaga está a 1h30 en coche.')).toEqual(['Aeropuerto de Málaga (1h30 en coche)']);
    expect(links('Aeroporto Santos Dumont, cerca de 4h30 de carro.')).toEqual(['Aeroporto Santos Dumont (4h30)']);
    // a time of day or a number glued to "h" is none
    expect(links('Gare de Lyon, navette à 1h155.')).toEqual(['Gare de Lyon']);
    // the train's time from elsewhere, in the parentheses that name where it starts, is not how far the station is
    expect(links('La gare de Quimper (TGV direct depuis Paris-Montparnasse en 3h40 environ), à 25 km.')).toEqual(['Gare de Quimper (25 km)']);
    expect(links('Penzance station (trains from London Paddington in 5 hours), 10 miles away.')).toEqual(['Penzance station (10 miles away)']);
    expect(links('Aéroport de Nice (30 minutes en voiture).')).toEqual(['Aéroport de Nice (30 minutes)']);
  });

  it('gives a time or a distance to the clause a semicolon closes, not to the link after it (en, de)', () => {
    expect(links('Tram B (CAPC stop) is a 4-minute walk; Bordeaux Saint-Jean station is 25 minutes away by tram.')).toEqual(['Tram B (4-minute walk)', 'Bordeaux Saint-Jean station (25 minutes away)']);
    expect(links('Der Flughafen Zürich liegt 65 km entfernt; der Zug fährt stündlich bis zum Bahnhof Winterthur.')).toEqual(['Flughafen Zürich (65 km)', 'Bahnhof Winterthur']);
  });

  it('keeps the railway word between a station and its town, and names joined by an elided article whole (es, it, pt, fr)', () => {
    expect(links('La estación de tren de Ronda está a 2 km.')).toEqual(['Estación de tren de Ronda (2 km)']);
    expect(links('La stazione ferroviaria di Firenze Santa Maria Novella dista 15 minuti a piedi.')).toEqual(['Stazione ferroviaria di Firenze Santa Maria Novella (15 minuti a piedi)']);
    expect(links('A estação ferroviária de Coimbra fica a 3 km.')).toEqual(['Estação ferroviária de Coimbra (3 km)']);
    expect(links("Nous sommes à 30 km de l'aéroport de Nice-Côte d'Azur.")).toEqual(["Aéroport de Nice-Côte d'Azur (30 km)"]);
    expect(links("Depuis la gare de l'Est, prenez le métro.")).toEqual(["Gare de l'Est"]);
  });

  it('cuts candidates at sentence boundaries and gives each distance to the link it is written next to', () => {
    expect(links("O'Hare International Airport. Union Station (15 minutes).")).toEqual(["O'Hare International Airport", 'Union Station (15 minutes)']);
    expect(links('Just 3 minutes walk to Hoan Kiem Lake and 30 minutes drive from Noi Bai International Airport.')).toEqual(['Noi Bai International Airport (30 minutes drive)']);
    expect(links('4km from Toncontin International Airport and a short walk to Viana bus terminal.')).toEqual(['Toncontin International Airport (4km)', 'Viana bus terminal']);
    expect(transportInSentence('空港ライナーでJR肥後大津駅まで約15分、そこから市ノ川駅まで 約40分')).toEqual([
      { name: 'JR肥後大津駅', distance: '15分' },
      { name: '市ノ川駅', distance: '40分' },
    ]);
  });

  it('names a taxi taken from the station or the airport by where it is taken, without its ride time, and one per language (en, cs, ro, es)', () => {
    expect(links('From the station a taxi costs about 12 euros.')).toEqual(['Taxi from the station']);
    expect(links('Z nádraží je to pěšky 15 minut, nebo si vezměte taxi.')).toEqual(['Taxi z nádraží']);
    expect(links('Un taxi de la gară costă 20 de lei.')).toEqual(['Taxi de la gară']);
    expect(links('Desde el aeropuerto toma un taxi autorizado, unos 30 minutos.')).toEqual(['Taxi desde el aeropuerto']);
    // a ride's length alone is still no link
    expect(links('A taxi from the station takes 15 minutes.')).toEqual([]);
    const twoLanguages = pickTransport(
      [
        snipOf('transport', 'Un taxi de la gară costă 20 de lei.', { pageUrl: 'https://hotel.example/', sourceUrl: 'https://hotel.example/' }),
        snipOf('transport', 'A taxi from the station costs 20 lei.', { pageUrl: 'https://hotel.example/en/', sourceUrl: 'https://hotel.example/en/' }),
      ],
      null,
    ).values;
    expect(twoLanguages).toEqual(['Taxi de la gară']);
  });

  it("takes a national railway's initials for no station's name (fr, it)", () => {
    expect(links('En train : la gare SNCF la plus proche est la gare de Valmont.')).toEqual(['Gare de Valmont']);
    expect(links('La linea 12 collega la Stazione FS Santa Lucia e la Stazione di Borgo Santa Lucia.')).toEqual(['Linea 12', 'Stazione di Borgo Santa Lucia']);
  });

  it('names a Japanese station whose name the page quotes in corner brackets', () => {
    expect(links('阪急線「河原町」駅より徒歩7分')).toEqual(['阪急線「河原町」駅 (7分)']);
    expect(links('「嵐山」駅から徒歩3分')).toEqual(['「嵐山」駅 (3分)']);
  });

  it('reaches the profile with provenance, and skips parts of the hotel name', () => {
    const { fields, provenance } = buildProfile([
      { ...snip('Metro: Clark/Lake (line 2), 200 m\nBus 22 stops outside.'), id: 'access' },
      { ...snip('The Loop Airport Inn is 18 miles from Chicago Midway International Airport.', { type: 'description', section: null }), id: 'intro' },
      { ...snip('Loop Airport Inn', { type: 'hotel_name', section: 'h1' }), id: 'h1' },
    ]);
    expect(fields.transportLinks).toEqual(['Metro Clark/Lake (line 2, 200 m)', 'Bus 22', 'Chicago Midway International Airport (18 miles)']);
    expect(provenance['transportLinks.0']).toEqual(['access']);
    expect(provenance['transportLinks.2']).toEqual(['intro']);
  });

  it('keeps the operator of a bus line and the stop a verb of stopping leads to (fr, nl, en)', () => {
    expect(links('En bus – Ligne Sibra 2, arrêt Hôtel de Ville, à 200 m.')).toEqual(['Ligne Sibra 2, arrêt Hôtel de Ville (200 m)']);
    expect(links('Buslijn 2 stopt bij halte Stadhuisbrug, op 150 meter.')).toEqual(['Buslijn 2, halte Stadhuisbrug (150 meter)']);
    expect(links('Bus Éireann route 350 stops at Ballyvaughan village')).toEqual(['Bus Éireann route 350']);
    expect(links('Buses run every 10 minutes to the centre.')).toEqual([]);
  });

  it('drops the preposition a sentence opens a station with ("Vanaf Utrecht Centraal")', () => {
    expect(links('Vanaf Utrecht Centraal loopt u in 12 minuten naar het hotel.')[0]).toMatch(/^Utrecht Centraal/);
  });

  it('reads no distance into how often a service runs, nor a link into a bare taxi or ferry ride (en, de, fr, es)', () => {
    expect(links('The coach leaves from Victoria Coach Station every 30 minutes.')).toEqual(['Coach, Victoria Coach Station']);
    expect(links('Die Züge ab Bahnhof Talheim fahren alle 30 Minuten.')).toEqual(['Bahnhof Talheim']);
    expect(links('Depuis la gare de Lyon-Perrache, un bus part toutes les 15 minutes.')).toEqual(['Gare de Lyon-Perrache']);
    expect(links('Die Fähre legt alle 15 Minuten ab und braucht 20 Minuten.')).toEqual([]);
    expect(links('En taxi, comptez 35 à 45 minutes.')).toEqual([]);
    expect(links('Un taxi desde el aeropuerto tarda 25 minutos.')).toEqual([]);
  });

  it('reads the station a preposition opens and the stop a line is taken to (de, nl, fr)', () => {
    expect(links('Vom Bahnhof Talheim sind es nur 700 m bis zum Haus.')).toEqual(['Bahnhof Talheim (700 m)']);
    expect(links('Mit der Buslinie 4 bis zur Haltestelle Rathaus, dann 5 Minuten zu Fuß.')).toEqual(['Buslinie 4, Haltestelle Rathaus (5 Minuten zu Fuß)']);
    expect(links('Neem bus 8 naar halte Centrum.')).toEqual(['Bus 8, halte Centrum']);
    expect(links("Prenez le bus 12 jusqu'à l'arrêt Mairie.")).toEqual(['Bus 12, arrêt Mairie']);
  });

  it('makes one link of one place named twice, under its fuller name, and keeps an airport apart from its station (es, fr, en)', () => {
    expect(links('Recogemos a los huéspedes en el aeropuerto de Valdemora.', 'El Aeropuerto Internacional de Valdemora (VLD) está a 9 km.')).toEqual(['Aeropuerto Internacional de Valdemora (VLD, 9 km)']);
    expect(links('La gare Saint-Aubin est à 6 minutes à pied.', 'Depuis la gare de Rivemont-Saint-Aubin, prenez le tram.')).toEqual(['Gare de Rivemont-Saint-Aubin (6 minutes à pied)']);
    expect(links('Northfield Airport is 2 miles away.', 'Northfield Airport railway station has trains to the city.')).toEqual(['Northfield Airport (2 miles away)', 'Northfield Airport railway station']);
    // a town's station and its bus station are two places; line sets that differ by a number are two links
    expect(links('Kettleby station is 1 mile away.', 'Kettleby bus station is 200 m away.')).toEqual(['Kettleby station (1 mile away)', 'Kettleby bus station (200 m away)']);
    expect(links('Buses 12 and 14 stop outside.', 'Buses 12, 14, 90 run to the coast.')).toEqual(['Buses 12 and 14', 'Buses 12, 14, 90']);
  });

  it('names bus stations and airports whose head is several words, in the language of the page (es, pt, pl, fr)', () => {
    expect(links('La Terminal de Autobuses del Norte está a 900 m del hotel.')).toEqual(['Terminal de Autobuses del Norte (900 m)']);
    expect(links('A Rodoviária de Serra Alta fica a 900 m.')).toEqual(['Rodoviária de Serra Alta (900 m)']);
    expect(links('O Aeroporto Internacional do Vale Verde/Campina (VVC) fica a 40 km.')).toEqual(['Aeroporto Internacional do Vale Verde/Campina (VVC, 40 km)']);
    expect(links('Port Lotniczy Nowa Wieś oddalony jest o 80 km.')).toEqual(['Port Lotniczy Nowa Wieś (80 km)']);
    expect(links('Autobusy dojeżdżają do dworca autobusowego w Górnicy.')).toEqual(['Dworca autobusowego w Górnicy']);
    expect(links('La gare routière de Valmont est à 300 m.')).toEqual(['Gare routière de Valmont (300 m)']);
  });

  it('names each of the nearest airports a sentence lists, by town or by name (en, de, it)', () => {
    expect(links('The nearest airports are Northfield Airport and Eastport International, each about an hour by car.')).toEqual(['Northfield Airport', 'Eastport International Airport']);
    expect(links('Nächste Flughäfen sind Talheim (ca. 60 km) und Seedorf (Regionalflughafen, ca. 30 km).')).toEqual(['Flughafen Talheim (60 km)', 'Flughafen Seedorf (30 km)']);
    expect(links('Gli aeroporti più vicini sono Valdora e Montebello.')).toEqual(['Aeroporto di Valdora', 'Aeroporto di Montebello']);
  });

  it('keeps a quoted stop whole, as the stop of the line before it or on its own (fr, pl)', () => {
    expect(links('Métro C : station « Place des Tanneurs – Mairie », à 300 m')).toEqual(['Métro C, station « Place des Tanneurs – Mairie » (300 m)']);
    expect(links('Bus 14 et 27 : arrêt « Quai Neuf »')).toEqual(['Bus 14 et 27, arrêt « Quai Neuf »']);
    expect(links('Stamtąd lokalnym busem – wysiadamy na przystanku „Dolna Łąka” (300 m od domu).')).toEqual(['Przystanku „Dolna Łąka” (300 m)']);
  });

  it('names boats by their route or their operator, with the pier they leave from (de, en, it)', () => {
    expect(links('Am schnellsten ist die Autofähre Nordhafen – Südhafen, 15 Minuten Überfahrt.')).toEqual(['Autofähre Nordhafen – Südhafen (15 Minuten)']);
    expect(links('The Riverside Waterbus leaves from Elm Wharf, 400 m upstream.')).toEqual(['Riverside Waterbus – Elm Wharf (400 m)']);
    expect(links('Il traghetto Porto Alto – Isola Bella parte ogni ora.')).toEqual(['Traghetto Porto Alto – Isola Bella']);
    expect(pickTransport([snipOf('description', 'Am schnellsten ist die Autofähre Nordhafen – Südhafen.')], null).values).toEqual([]);
  });

  it('names a ferry or a boat with where it goes, in a list of sights too, and no bare ferry (de, en, fr, it)', () => {
    const sights = (content: string): string[] => pickTransport([snipOf('point_of_interest', content, { section: 'Umgebung' })], null).values;
    expect(sights('Im Sommer fährt eine Autofähre nach Seedorf. Mit dem Rad sind Sie in 15 min an der Fähre.')).toEqual(['Autofähre nach Seedorf']);
    expect(sights('Oder Sie fahren in 20 min zur Fähre nach Sandinsel.')).toEqual(['Fähre nach Sandinsel (20 min)']);
    expect(sights('From the village pier a small ferry to Gull Island runs in summer.')).toEqual(['Ferry to Gull Island']);
    expect(sights('Le bateau pour Île Verte part du port.')).toEqual(['Bateau pour Île Verte']);
    expect(sights('Dal porto parte il traghetto per Isola Bella.')).toEqual(['Traghetto per Isola Bella']);
    expect(sights('Die Fähre braucht nur 20 Minuten.')).toEqual([]);
  });

  it('names an airport the US calls a jetport or a sunport, as an airport', () => {
    expect(links('Most guests fly into the Cedar Falls International Jetport (CFJ), about 40 miles away.')).toEqual(['Cedar Falls International Jetport (40 miles away)']);
    expect(links('We are an hour from the Mesa Verde Sunport.')).toEqual(['Mesa Verde Sunport']);
  });

  it('names a main station whose station words follow the town, after a capitalised preposition (cs, pl, sk)', () => {
    expect(links('Z Brno hlavní nádraží jeďte tramvají do centra (asi 2 km).')).toEqual(['Brno hlavní nádraží (2 km)']);
    expect(links('Od Poznań Główny to tylko 800 m pieszo.')).toEqual(['Poznań Główny (800 m)']);
    expect(links('From Brno main station (Brno hlavní nádraží) take tram 4.')).toEqual(['Brno hlavní nádraží', 'Tram 4']);
  });

  it('names no station by a kind of train or coach alone (fr, es, en)', () => {
    expect(links('La gare TGV est à 6 minutes à pied.')).toEqual([]);
    expect(links('La estación AVE queda a 2 km.')).toEqual([]);
    expect(links('The shuttle stops at the Coach Station, stand 4.')).toEqual([]);
  });

  it('calls a shuttle to the numbered or lettered terminals the airport shuttle, never a cut list', () => {
    expect(links('A scheduled shuttle to Terminals 1, 2 and 3 runs all day.')).toEqual(['Airport shuttle']);
    expect(links('Shuttle service to Terminal B every half hour.')).toEqual(['Airport shuttle']);
    expect(links('Free shuttle to Harbour Square.')).toEqual(['Shuttle to Harbour Square']);
  });

  it('makes one link of one airport named on two pages in two languages with the same distance (cs, pl, en)', () => {
    const pages = (a: string, b: string): string[] => pickTransport([snip(a), snip(b, { id: 's2' })], null).values;
    expect(pages('Letiště Ludmily Novákové je vzdáleno 12 km.', 'Ludmila Novak Airport is 12 km away.')).toEqual(['Letiště Ludmily Novákové (12 km)']);
    expect(pages('Port Lotniczy Katowice-Pyrzowice – 30 km.', 'Katowice Airport (30 km).')).toEqual(['Port Lotniczy Katowice-Pyrzowice (30 km)']);
    // two airports as far away, or one name at two distances, stay two links
    expect(pages('Letiště Ludmily Novákové je vzdáleno 12 km.', 'Eastport Airport is 12 km away.')).toHaveLength(2);
    expect(pages('Letiště Ludmily Novákové je vzdáleno 12 km.', 'Ludmila Novak Airport is 40 km away.')).toHaveLength(2);
  });

  it('names taxis that wait at a place, never a ride alone (en, de, es)', () => {
    expect(links('By taxi: taxis wait at the port and the airport.')).toEqual(['Taxi']);
    expect(links('Die Taxis warten vor dem Bahnhof.')).toEqual(['Taxi']);
    expect(links('Los taxis esperan en la plaza mayor.')).toEqual(['Taxi']);
    expect(pickTransport([snipOf('description', 'The green town taxis wait outside the night market if you need a ride.')], null).values).toEqual(['Taxi']);
    expect(links('A taxi takes 15 minutes.')).toEqual([]);
  });

  it('names a bus by its number first as English writes it, and a stop by the name before "bus stop"', () => {
    expect(links('Take the 12 Coastliner bus over the hill.')).toEqual(['12 Coastliner bus']);
    expect(links('Catch the 43 bus to the centre.')).toEqual(['Bus 43']);
    expect(links('Bus 6 stops in the square.', 'Or take the number 6 bus.')).toEqual(['Bus 6']);
    expect(links('The Westgate bus stop is 150 m from the door.')).toEqual(['Westgate bus stop (150 m)']);
    expect(pickTransport([snipOf('description', 'Night buses stop on request at the Old Mill bus stop, just 300 metres from our gate.')], null).values).toEqual(['Old Mill bus stop (300 metres)']);
    // a quoted name after "bus stop" is the stop's own name; "the 2 bus stop" is no line
    expect(links('By bus: the Town bus stop "Agios Nikolaos" is 150 m away.')).toEqual(['Stop "Agios Nikolaos" (150 m away)']);
    expect(links('The 2 bus stop is near.')).toEqual([]);
  });

  it("reads lines in parentheses after a named station as the station's, not as a link (es, fr)", () => {
    expect(links('La estación Centro del Tren Ligero (líneas 1 y 2) está a 10 minutos.')).toEqual(['Estación Centro del Tren Ligero (10 minutos)']);
    expect(links('La gare Saint-Roch (lignes 3 et 4) est à 5 minutes.')).toEqual(['Gare Saint-Roch (5 minutes)']);
    // a stop keeps the line it names
    expect(links('Tranvía – Parada Archivo de Indias (línea T1) – 400 m')).toEqual(['Línea T1, Parada Archivo de Indias (línea T1, 400 m)']);
  });

  it('names stations and airports written after the place in the Nordic languages, Finnish, Hungarian and Turkish', () => {
    expect(links('Norrköping resecentrum ligger 40 km bort. Arlanda flygplats ligger 60 km bort.')).toEqual(['Norrköping resecentrum (40 km)', 'Arlanda flygplats (60 km)']);
    expect(links('Med tog: Odense Banegård ligger 2 km fra hotellet. Københavns Lufthavn ligger 150 km væk.')).toEqual(['Odense Banegård (2 km)', 'Københavns Lufthavn (150 km)']);
    expect(links('Trondheim sentralstasjon ligger 800 m unna.')).toEqual(['Trondheim sentralstasjon (800 m)']);
    expect(links('Tampereen rautatieasema on 2 km päässä, Tampere-Pirkkalan lentoasema 15 km.')).toEqual(['Tampereen rautatieasema (2 km)', 'Tampere-Pirkkalan lentoasema (15 km)']);
    expect(links('Az Szeged vasútállomás 2 km-re van. Debrecen Nemzetközi Repülőtér: 45 km.')).toEqual(['Szeged vasútállomás (2 km)', 'Debrecen Nemzetközi Repülőtér (45 km)']);
    expect(links('Esenboğa Havalimanı 30 km, Ankara Otogarı 8 km uzaklıktadır.')).toEqual(['Esenboğa Havalimanı (30 km)', 'Ankara Otogarı (8 km)']);
  });

  it('reads times and distances in the units of these languages, and keeps a town station apart from its bus station (hu, da, tr)', () => {
    expect(links('Az Szeged vasútállomás 800 méterre van.')).toEqual(['Szeged vasútállomás (800 méterre)']);
    expect(links('Odense Banegård ligger 10 minutters gang fra hotellet.', 'Busserne holder ved Odense Rutebilstation.')).toEqual(['Odense Banegård (10 minutters)', 'Odense Rutebilstation']);
    expect(links('Ankara Otogarı 20 dakika, Ankara Garı 2 km.')).toEqual(['Ankara Otogarı (20 dakika)', 'Ankara Garı (2 km)']);
  });

  it('names stations and airports whose head of two words comes first (sl, hr, el)', () => {
    expect(links('Avtobusna postaja Bled je oddaljena 300 m.')).toEqual(['Avtobusna postaja Bled (300 m)']);
    expect(links('Zračna luka Split udaljena je 25 km, Autobusni kolodvor Trogir 2 km.')).toEqual(['Zračna luka Split (25 km)', 'Autobusni kolodvor Trogir (2 km)']);
    expect(links('Κρατικός αερολιμένας Χανίων: 15 km.')).toEqual(['Κρατικός αερολιμένας Χανίων (15 km)']);
  });

  it('keeps a Nordic or Turkish airport one link when another page names it in English (sv, tr)', () => {
    expect(links('Arlanda flygplats ligger 60 km bort.', 'Arlanda Airport is 60 km away.')).toEqual(['Arlanda flygplats (60 km)']);
    expect(links('Dalaman Havalimanı 25 km.', 'Dalaman Airport: 25 km.')).toEqual(['Dalaman Havalimanı (25 km)']);
  });

  it('names an airport written as one word with "Airport", unless it is another name in parentheses (de, fr)', () => {
    expect(links('Der EuroAirport Basel-Mulhouse-Freiburg liegt 65 km entfernt.')).toEqual(['EuroAirport Basel-Mulhouse-Freiburg (65 km)']);
    expect(links("L'Alpen-Airport est à 20 km.")).toEqual(['Alpen-Airport (20 km)']);
    expect(links('Nächste Flughäfen sind Zürich (ca. 70 km) und Friedrichshafen (Bodensee-Airport, ca. 35 km).')).toEqual(['Flughafen Zürich (70 km)', 'Flughafen Friedrichshafen (35 km)']);
  });
});

describe('transport links written as directions in prose', () => {
  const described = (...lines: string[]): string[] => pickTransport([snipOf('description', lines.join('\n'), { section: 'News' })], null).values;

  it('names Czech and Slovak airports and stations whose head word comes first, in its cases', () => {
    expect(described('Najbližšie je letisko Poprad-Tatry (cca 15 km).')).toEqual(['Letisko Poprad-Tatry (15 km)']);
    expect(described('Odtiaľ jazdí električka do stanice Tatranská Lomnica (cca 30 min.).')).toEqual(['Tatranská Lomnica (30 min)']);
    expect(described('Metrem do stanice Malostranská, 7 minut pěšky.')).toEqual(['Malostranská (7 minut)']);
    // an abbreviation after the station word is the railway, and an airport in a case is the airport
    expect(described('Zo stanice TEŽ je to k hotelu 10 minút.')).toEqual([]);
    expect(described('Najbližšie je letisko Poprad-Tatry (15 km).', 'Transfer z letiska Poprad zabezpečíme.')).toEqual(['Letisko Poprad-Tatry (15 km)']);
    expect(described('Vlakové nádraží Český Krumlov leží severně od centra.')).toEqual(['Vlakové nádraží Český Krumlov']);
    expect(described('Z autobusovej stanice Poprad jazdia autobusy.')).toEqual(['Autobusovej stanice Poprad']);
  });

  it('names Catalan and Romanian bus stations', () => {
    expect(described("Us recollim a l'estació d'autobusos d'Olot.")).toEqual(["Estació d'autobusos d'Olot"]);
    expect(described('Autocarele opresc la Autogara Codreanu, lângă gară.')).toEqual(['Autogara Codreanu']);
  });

  it('names Estonian stations and airports, written after the town, in the nominative', () => {
    expect(described('Kaugbussid sõidavad Pärnu bussijaama.')).toEqual(['Pärnu bussijaam']);
    expect(described('Rong sõidab Pärnu raudteejaamale.')).toEqual(['Pärnu raudteejaam']);
    expect(described('Suvel on lende ka Pärnu lennujaama, 5 km.')).toEqual(['Pärnu lennujaam (5 km)']);
  });

  it('reads the stop a line labelled with a way of travelling quotes, in any language', () => {
    expect(modeLabelled('Autobusom: autobusy SAD, zastávka „Tatranská Lomnica“')).toBe(true);
    expect(modeLabelled('By bus: the stop is by the church')).toBe(true);
    expect(modeLabelled('Check-in: from 14:00')).toBe(false);
    expect(described('Autobusom: autobusy SAD premávajú každú hodinu, zastávka „Tatranská Lomnica, žel. st.“')).toEqual(['Zastávka „Tatranská Lomnica, žel. st.“']);
    expect(described('By bus: buses run hourly to the stop "Market Square".')).toEqual(['Stop "Market Square"']);
    // without the label, a quote in a description is no stop
    expect(described('Guests call it the stop "Market Square".')).toEqual([]);
  });

  it('keeps a station apart from the stop named after it (sk, de)', () => {
    expect(described('Vlakom do stanice Tatranská Lomnica (30 min).', 'Autobusom: zastávka „Tatranská Lomnica, žel. st.“')).toEqual(['Tatranská Lomnica (30 min)', 'Zastávka „Tatranská Lomnica, žel. st.“']);
    expect(links('Bahnhof Hinterzarten, 1 km', 'Bus: Haltestelle „Bahnhof Hinterzarten“')).toEqual(['Bahnhof Hinterzarten (1 km)', 'Haltestelle „Bahnhof Hinterzarten“']);
  });

  it('names numbered bus and tram lines in the Nordic languages, Romanian and Czech', () => {
    expect(links('Buss 610 från Motala tar 25 min.')).toEqual(['Buss 610 (25 min)']);
    expect(links('Luați autobuzul 4 până în Piața Unirii.')).toEqual(['Autobuzul 4']);
    expect(links('Tramvaj 22 staví před hotelem.')).toEqual(['Tramvaj 22']);
  });

  it('reads the directions of a contact snippet', () => {
    expect(pickTransport([snipOf('contact', 'Rong sõidab Pärnu raudteejaamale.')], null).values).toEqual(['Pärnu raudteejaam']);
    expect(pickTransport([snipOf('contact', 'The train stops at Keswick Station.')], null).values).toEqual(['Keswick Station']);
  });

  it('keeps a link once when a translated page names it again in its own language', () => {
    const at = (path: string, text: string): SnippetForProfile => snip(text, { pageUrl: `https://hotel.example${path}`, sourceUrl: `https://hotel.example${path}` });
    const picked = (...s: SnippetForProfile[]): string[] => pickTransport(s, null).values;
    // it / de: station, line and airport of the pages at "/" beside their German names under /de/
    expect(
      picked(
        at('/come-arrivare/', "I treni fermano alla stazione di Lavello-Sasso. La linea C12 collega Pieve a Lavello. L'aeroporto più vicino è Milano Malpensa."),
        at('/de/anreise/', 'Die Züge halten im Bahnhof Lavello-Sasso. Die Linie C12 verbindet Pieve mit Lavello. Nächster Flughafen ist Mailand-Malpensa (100 km).'),
      ),
    ).toEqual(['Stazione di Lavello-Sasso', 'Linea C12', 'Aeroporto di Milano Malpensa']);
    // cs / en: lines with the same numbers, the bus station of the same town
    expect(
      picked(
        at('/doprava/', 'Tramvaj 14 a 19, zastávka Horní (3 minuty pěšky). Autobusové nádraží Lhota je 400 m od hotelu.'),
        at('/en/location/', 'Trams 14 and 19, stop Horní (3 min walk). Lhota bus station is 400 m away.'),
      ),
    ).toEqual(['Tramvaj 14 a 19, zastávka Horní (3 minuty)', 'Autobusové nádraží Lhota (400 m)']);
    // another line, another station or a link only the translation names stays
    expect(
      picked(at('/doprava/', 'Autobus 7 staví před hotelem.'), at('/en/location/', 'Bus 7 and 9 stop outside. Lhota railway station is 2 km away.')),
    ).toEqual(['Autobus 7', 'Bus 7 and 9', 'Lhota railway station (2 km away)']);
    // el / en, es / en: an airport in another script or under another name, at the same distance in
    // the units of each language, is the airport of the pages at "/"; at another distance it is another
    expect(picked(at('/topothesia/', 'Κρατικός αερολιμένας Νάξου: 4 χλμ.'), at('/en/getting-here/', 'Naxos Island National Airport is 4 km away.'))).toEqual(['Κρατικός αερολιμένας Νάξου (4 χλμ)']);
    expect(picked(at('/llegar/', 'Aeropuerto de Sevilla, a 12 kilómetros.'), at('/en/directions/', 'San Pablo Airport is 12 km away.'))).toEqual(['Aeropuerto de Sevilla (12 kilómetros)']);
    expect(picked(at('/llegar/', 'Aeropuerto de Sevilla, a 12 kilómetros.'), at('/en/directions/', 'Jerez Airport is 90 km away.'))).toEqual(['Aeropuerto de Sevilla (12 kilómetros)', 'Jerez Airport (90 km away)']);
  });

  it('reads an enumeration of lines and its stop in Czech and Swedish', () => {
    expect(links('Tramvaj 14 a 19, zastávka Horní Brána (2 minuty pěšky).')).toEqual(['Tramvaj 14 a 19, zastávka Horní Brána (2 minuty)']);
    expect(links('Buss 12 och 14, hållplats Torget.')).toEqual(['Buss 12 och 14, hållplats Torget']);
  });

  it('gives an hour and its minutes as one time, to the link of its own enumeration item', () => {
    expect(links('The closest airports are Northfield Airport (NFA), about 1 hour 30 minutes away, and Eastvale International Airport (EVA), about 2 hours 10 minutes.')).toEqual([
      'Northfield Airport (1 hour 30 minutes away)',
      'Eastvale International Airport (2 hours 10 minutes)',
    ]);
    expect(links('Vom Flughafen Nordstadt fahren Sie in etwa 1 Stunde 15 Minuten mit dem Zug.')).toEqual(['Flughafen Nordstadt (1 Stunde 15 Minuten)']);
    // a time in parentheses closed before the next link is the link's before it (sl)
    expect(links('Letališče Severno je oddaljeno 130 km (pribl. 2 uri vožnje), letališče Južno 85 km (1 ura 15 min).')).toEqual(['Letališče Severno (130 km)', 'Letališče Južno (85 km)']);
  });

  it('names a bus service by its operator, with the stop it leaves from (ca, pt)', () => {
    expect(links("Des de l'estació surten els autobusos de Transvall cap a Ribes.")).toEqual(['Autobusos de Transvall']);
    expect(links('Do Recife, ônibus da Viação Litoral Sul saem da Rodoviária Central várias vezes ao dia.')).toEqual(['Ônibus da Viação Litoral Sul, Rodoviária Central']);
    // a list after "da" names where the buses come from, not who runs them (it)
    expect(links('Collegamenti con autobus da Ora, Bolzano, Trento.')).toEqual(['Autobus da Ora, Bolzano, Trento']);
  });

  it('names a taxi labelled with its company without the telephone number or a second "Taxi" (ca, hu)', () => {
    expect(links("Taxi: Taxi Vallclara, 972 00 00 00 (aprox. 20 € des d'Olot).")).toEqual(['Taxi Vallclara']);
    expect(links('Taxi: Dombvár Taxi +36 36 000 000')).toEqual(['Dombvár Taxi']);
  });

  it('reads "the nearest airport / station is X" in Catalan and Slovenian', () => {
    expect(links("En avió: l'aeroport més proper és el de Vallclara-Costa (55 km).")).toEqual(['Aeroport de Vallclara-Costa (55 km)']);
    expect(links('Najbližja železniška postaja je Most na Reki na Gorski progi (22 km).')).toEqual(['Železniška postaja Most na Reki (22 km)']);
    expect(links('Najbližje letališče je Zgornja Vas (130 km).')).toEqual(['Letališče Zgornja Vas (130 km)']);
  });

  it('gives a time before a conjunction to the link before it (es, en)', () => {
    expect(links('El aeropuerto de Vallclara está a 55 km y los autobuses de Transvall paran en la estación de Ribes.')).toContain('Aeropuerto de Vallclara (55 km)');
    expect(links('Northfield Airport is 40 km away and Eastvale station is a short walk.')).toEqual(['Northfield Airport (40 km away)', 'Eastvale station']);
  });

  it('names the pier or port boats leave from, once across a translation (it, de, el)', () => {
    const at = (path: string, text: string): SnippetForProfile => snip(text, { pageUrl: `https://hotel.example${path}`, sourceUrl: `https://hotel.example${path}` });
    expect(pickTransport([at('/distanze/', 'Imbarcadero di Lierna (400 m)\nVilla Rossa (1,2 km)'), at('/de/entfernungen/', 'Anlegestelle Lierna (400 m)\nVilla Rossa (1,2 km)')], null).values).toEqual([
      'Imbarcadero di Lierna (400 m)',
    ]);
    expect(links('Παραλία Αγίου Νικολάου 200 μ.', 'Λιμάνι Πάρου 6 χλμ.')).toEqual(['Λιμάνι Πάρου (6 χλμ)']);
  });

  it('names the alternatives given after the nearest airport as airports too (it, de, en)', () => {
    expect(links("L'aeroporto più vicino è Roma Nord (1 ora); in alternativa Roma Sud (1 ora e 15) o Pietra Alta al Monte.")).toEqual([
      'Aeroporto di Roma Nord',
      'Aeroporto di Roma Sud',
      'Aeroporto di Pietra Alta al Monte',
    ]);
    expect(links('Nächster Flughafen ist Nordstadt (ca. 1,5 Std. mit dem Auto), alternativ Südstadt oder Weststadt.')).toEqual(['Flughafen Nordstadt (1,5 Std)', 'Flughafen Südstadt', 'Flughafen Weststadt']);
    expect(links('The nearest airport is Northfield; alternatively Eastvale.')).toEqual(['Northfield Airport', 'Eastvale Airport']);
    // no alternative word, no list
    expect(links('The nearest airport is Northfield, and Eastvale is a pretty town.')).toEqual(['Northfield Airport']);
  });

  it('names a taxi rank with the place it stands at, unless that place is a link of its own (es, de, en)', () => {
    expect(links('Hay parada de taxis en la Plaza Mayor.')).toEqual(['Parada de taxis en la Plaza Mayor']);
    expect(links('Taxistand am Marktplatz, 2 Minuten.')).toEqual(['Taxistand am Marktplatz (2 Minuten)']);
    expect(links('There is a taxi rank outside Northfield station.')).toEqual(['Taxi rank', 'Northfield station']);
  });

  it('reads a link in parentheses right after another as another name or the route of it (et, en)', () => {
    expect(links('Rong sõidab Tamme raudteejaamale (Tamme rongipeatus Kase tänaval).')).toEqual(['Tamme raudteejaam']);
    expect(links('Bus 12 (Northfield Airport – Eastvale – city centre) stops on Mill Road.')).toEqual(['Bus 12']);
    // a link after a closed parenthesis is a link of its own
    expect(links('Bus 12 (every hour) and Eastvale station (2 km).')).toEqual(['Bus 12', 'Eastvale station (2 km)']);
  });

  it('reads a label line that names only an airport or a station as a link, and the airport as an airport (zh, ja)', () => {
    const other = (content: string): SnippetForProfile => snip(content, { section: null });
    expect(pickTransport([other('【杭州萧山机场】\n【南京火车南站】\n【长途汽车站】'), other('〔京都駅〕')], null).values).toEqual(['杭州萧山机场', '南京火车南站', '长途汽车站', '京都駅']);
    // directions under the label are no label: the airport bus is no airport
    expect(pickTransport([other('乘机场大巴1号线到市中心站下车。')], null).values).toEqual([]);
  });

  it('names a bus or coach service by the operator or brand written before the mode, with its stop (en)', () => {
    expect(links('In winter the free SnowLink bus runs along the valley road.')).toEqual(['SnowLink bus']);
    expect(links('Harbour Valley city buses stop at Mill Lane, two blocks east.')).toEqual(['Harbour Valley city buses, Mill Lane']);
    expect(links('TransRegio coaches between Northtown and Southport call here twice a day.')).toEqual(['TransRegio coaches']);
    // a heading's "By bus", a line number and a stop named before "bus stop" are no operator
    expect(links('By bus: local buses to the centre leave every hour.')).toEqual([]);
    expect(links('Redline buses X1 and X2 stop outside.')).toEqual(['Buses X1 and X2']);
    expect(links('The Market Square bus stop is 200 m away.')).toEqual(['Market Square bus stop (200 m away)']);
    expect(links('Der Bus nach Lindau hält am Hafen.')).toEqual(['Bus nach Lindau, Hafen']);
  });

  it('names a line taken to a stop with that stop, without the ride time (en, fr, es)', () => {
    expect(links('From the main station take metro B to Riverside and walk 5 minutes.')).toEqual(['Metro B, Riverside']);
    expect(links("Depuis la gare, prenez le tram D direction Les Prés jusqu'à l'arrêt Fontaine (15 minutes).")).toEqual(['Tram D, arrêt Fontaine']);
    expect(links('Desde el aeropuerto toma el autobús 40 hasta Plaza Mayor (unos 30 minutos).')).toEqual(['Autobús 40, Plaza Mayor']);
    // a stop that is a link of its own stays one, and a line taken nowhere named keeps its distance
    expect(links('Take bus 7 to Northgate Station.')).toEqual(['Bus 7', 'Northgate Station']);
    expect(links('Tram 4 stops 200 m from the hotel.')).toEqual(['Tram 4 (200 m)']);
  });

  it('names a depot (American English) and a bus stand (South Asian English) as stations, not the streets or museums named after them (en)', () => {
    expect(links('The Riverton Depot is half a mile from us.')).toEqual(['Riverton Depot']);
    expect(links('Our lodge is near Bus Stand Ramgarh.')).toEqual(['Bus Stand Ramgarh']);
    expect(links('Ramgarh Bus Stand is 300 m away.')).toEqual(['Ramgarh Bus Stand (300 m away)']);
    // a street or a museum named after the stop is not the stop
    expect(links('We are on Bus Stand Road, opposite the bank.')).toEqual([]);
    expect(links('Visit the Old Mill Depot Museum.')).toEqual([]);
  });

  it('names the place a train or a bus runs from to a station the sentence names (nl, en)', () => {
    expect(links('Vanaf Eindhaven rijdt de trein elk half uur naar Groningen Centraal.')).toEqual(['Eindhaven', 'Groningen Centraal']);
    expect(links('The train from Northfield to Kettleby Station takes 40 minutes.')).toEqual(['Northfield', 'Kettleby Station (40 minutes)']);
    // no ride, or no station named at the end of it, names no place to start from
    expect(links('From Northfield it is a short drive to Kettleby Station.')).toEqual(['Kettleby Station']);
    expect(links('Trains from Northfield to the coast run hourly.')).toEqual([]);
  });

  it('reads buses named only by where they run, beside a stop or a station, as that place\'s service (en, es)', () => {
    expect(links('The Harbour bus stop is 150 m away, with buses to Oldtown every hour.')).toEqual(['Harbour bus stop (150 m away)']);
    expect(links('Desde la Estación de Valdemora salen autobuses a Puerto Alto cada hora.')).toEqual(['Estación de Valdemora']);
    // alone in their sentence, or with the stop they use, they stay a link
    expect(links('Buses to Oldtown and Ridgeway stop in Market Square.')).toEqual(['Buses to Oldtown and Ridgeway, Market Square']);
    expect(links('There are daily buses to Oldtown.')).toEqual(['Buses to Oldtown']);
  });
});

describe('stop names in scripts that write words together', () => {
  it('reads a Thai airport or station from the word that opens it, in any snippet', () => {
    const desc = (content: string): string[] => pickTransport([snipOf('description', content)], null).values;
    expect(desc('รีสอร์ตตั้งอยู่ใกล้สนามบินแม่ฟ้าหลวง (ประมาณ 10 นาทีด้วยรถยนต์) ล้อมรอบด้วยทุ่งนา')).toEqual(['สนามบินแม่ฟ้าหลวง (10 นาที)']);
    expect(links('สถานีรถไฟเชียงใหม่ 5 กม.')).toEqual(['สถานีรถไฟเชียงใหม่ (5 กม)']);
    // the word alone, as a label, names no place
    expect(links('สนามบิน')).toEqual([]);
  });

  it('reads a Korean airport or terminal from the word that ends it, and a bare station word only under a transport heading', () => {
    expect(links('청주국제공항에서 차로 40분 거리입니다.')).toEqual(['청주국제공항 (40분)']);
    // a compound the word opens ("공항버스", the airport bus) names no airport
    expect(links('공항버스를 이용하세요.')).toEqual([]);
    expect(links('청주국제공항 40 km')).toEqual(['청주국제공항 (40 km)']);
    expect(links('괴산시외버스터미널 하차 후 택시 이용')).toEqual(['괴산시외버스터미널']);
    expect(links('괴산역 2 km')).toEqual(['괴산역 (2 km)']);
    // "지역" (region) ends in the same syllable
    expect(pickTransport([snipOf('description', '이 지역 최고의 펜션 괴산역 근처')], null).values).toEqual([]);
  });
});

describe('a line letter at the end of a sentence', () => {
  it('ends the line name at its period, though the splitter reads the letter as an initial', () => {
    expect(links('Changez pour le tram B. Comptez 25 minutes.')).toEqual(['Tram B']);
    expect(links('Change to metro C. Allow 20 minutes.')).toEqual(['Metro C']);
  });
});

describe('names joined by a spaced dash', () => {
  it('keeps both parts of an airport or station name a spaced dash joins when only a distance follows (fr, es)', () => {
    expect(links('Aéroport de Toulon - Hyères : 29,5 km')).toEqual(['Aéroport de Toulon - Hyères (29,5 km)']);
    expect(links('Aeropuerto de Alicante - Elche (45 km)')).toEqual(['Aeropuerto de Alicante - Elche (45 km)']);
    // a dash before a distance or a phrase in lower case ends the name
    expect(links('Gare de Joigny - 15 minutes')).toEqual(['Gare de Joigny (15 minutes)']);
    expect(links('Estación de Atocha - muy cerca')).toEqual(['Estación de Atocha']);
  });
});

describe('airports named by their IATA code under a heading that names airports', () => {
  const under = (heading: string, ...lines: string[]): string[] => pickTransport([snip(lines.join('\n'), { section: heading })], null).values;
  it('reads each line of a name and its code as an airport, though it writes no word for one (el, en, es)', () => {
    expect(under('Κοντινότερα Αεροδρόμια', '"Μακεδονία", Θεσσαλονίκη (SKG)', '"Νέα Αγχιάλος", Βόλος (VOL)')).toEqual(['Μακεδονία, Θεσσαλονίκη (SKG)', 'Νέα Αγχιάλος, Βόλος (VOL)']);
    expect(under('Nearest airports', 'Liverpool John Lennon (LPL) – 45 km', 'Leeds Bradford (LBA)')).toEqual(['Liverpool John Lennon (LPL, 45 km)', 'Leeds Bradford (LBA)']);
    expect(under('Aeropuertos', 'Guadalajara (GDL)')).toEqual(['Guadalajara (GDL)']);
  });
  it('leaves codes under other headings, and lines that say more than a distance, alone (en, de)', () => {
    expect(under('Getting here', 'Liverpool John Lennon (LPL)')).toEqual([]);
    expect(under('Anreise', 'Preise in Euro (EUR)')).toEqual([]);
    expect(under('Airports', 'Fly with British Airways (BAW) to our door every day of the week')).toEqual([]);
  });
});

describe('stops whose kind is written before their name in several words', () => {
  it('names the stop by the kind and the name, as the presets of the languages that write the kind first say it (pl, pt, cs, fr, es-AR, hr)', () => {
    expect(links('Stacja kolejowa Zakopane - 2 km')).toEqual(['Stacja kolejowa Zakopane (2 km)']);
    expect(links('Przystanek autobusowy Krupówki 300 m')).toEqual(['Przystanek autobusowy Krupówki (300 m)']);
    expect(links('Estação de metrô Consolação a 400 metros.')).toEqual(['Estação de metrô Consolação (400 metros)']);
    expect(links('Stanice metra Můstek je 300 m.')).toEqual(['Stanice metra Můstek (300 m)']);
    expect(links('Gare routière de Nice, 2 km')).toEqual(['Gare routière de Nice (2 km)']);
    expect(links('Terminal de ómnibus Retiro, 2 km')).toEqual(['Terminal de ómnibus Retiro (2 km)']);
    expect(links('Autobusna stanica Zadar udaljena je 1 km.')).toEqual(['Autobusna stanica Zadar (1 km)']);
  });
  it('leaves a stop of a rail mode to the mode, so the page\'s two ways of naming it make one link (es, pl)', () => {
    expect(links('A 2 minutos a pie de la estación de metro Russafa (línea 10).', 'Metro Russafa (línea 10)')).toEqual(['Metro Russafa (línea 10, 2 minutos a pie)']);
    expect(links('Stacja metra Centrum, 200 m')).toEqual(['Stacja metra Centrum (200 m)']);
  });
  it('leaves a kind with no capitalised name after it, and the entrances and buildings of a stop, alone (pt, pl)', () => {
    expect(links('A estação de metrô fica a 400 metros.')).toEqual([]);
    expect(links('Wejście do metra Centrum jest obok.')).toEqual([]);
  });
});

describe('"nearest" before a stop named by its kind after its name', () => {
  it('is no name of its own: the stop the sentence names is the link (sv, da)', () => {
    expect(links('Närmaste flygplats är Visby flygplats, 5 km.')).toEqual(['Visby flygplats (5 km)']);
    expect(links('Nærmeste lufthavn er Billund Lufthavn, 30 km.')).toEqual(['Billund Lufthavn (30 km)']);
  });
});

describe('times and distances in Korean and Chinese', () => {
  it('gives a stop the minutes, hours and kilometres Korean and Chinese write after it (ko, zh)', () => {
    expect(links('김포국제공항에서 택시로 30분')).toEqual(['김포국제공항 (30분)']);
    expect(links('청주국제공항에서 차로 약 1시간 20분')).toEqual(['청주국제공항 (1시간 20분)']);
    expect(distanceIn('距离成都双流机场约30公里，打车约40分钟')?.text).toBe('30公里');
    expect(distanceIn('步行5分钟')?.text).toBe('5分钟');
  });
});
