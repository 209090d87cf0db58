import { describe, expect, it } from 'vitest';
import type { SnippetForProfile } from '../types.ts';
import { amenityKey, amenityLike, dictionaryForm, facilityLine, pickAmenities, splitOutsideBrackets } from './amenities.ts';
import { StructuredTrust } from './trust.ts';
import { buildProfile } from './index.ts';
import { snip } from './test-snippets.ts';

const amenities = (...snippets: SnippetForProfile[]): string[] => buildProfile(snippets).fields.amenities;

describe('amenities', () => {
  it('reads a short untyped sentence under a heading of the house\'s own, not under reviews nor a payment line (German, Spanish)', () => {
    const de = amenities(snip('other', 'Neu: eine Sauna im ganzen Haus!', { section: 'Neuigkeiten' })).map((a) => a.toLowerCase());
    expect(de.some((a) => a.includes('sauna'))).toBe(true);
    const es = amenities(snip('other', 'Sí, el hotel dispone de piscina climatizada.', { section: 'Preguntas frecuentes' })).map((a) => a.toLowerCase());
    expect(es.some((a) => a.includes('piscina'))).toBe(true);
    // what guests say, a sentence the house lacks it in, and how guests pay are not facilities
    expect(amenities(snip('other', 'Die Sauna war ein Traum nach dem Skifahren.', { section: 'Gästebuch' }))).toEqual([]);
    expect(amenities(snip('other', 'Nuestro hostal no cuenta con piscina.', { section: 'Preguntas frecuentes' }))).toEqual([]);
    expect(amenities(snip('other', 'Bar, Bankomat, Visa und Mastercard.', { section: 'Zahlung' }))).toEqual([]);
    expect(amenities(snip('other', 'Wir suchen Verstärkung für Küche und Bar!', { section: 'Neuigkeiten' }))).toEqual([]);
  });

  it('reads an untyped line that only names facilities, not one under reviews or a sister house (English, German)', () => {
    const en = amenities(snip('other', '+ Free parking and outdoor pool', { section: 'Welcome' })).map((a) => a.toLowerCase());
    expect(en.some((a) => a.includes('parking'))).toBe(true);
    expect(en.some((a) => a.includes('pool'))).toBe(true);
    const de = amenities(snip('other', 'Sauna, Dampfbad und Kinderspielplatz', { section: 'Neuigkeiten' })).map((a) => a.toLowerCase());
    expect(de.some((a) => a.includes('sauna'))).toBe(true);
    expect(facilityLine('Sauna, Dampfbad und Kinderspielplatz', 'Neuigkeiten')).toBe(true);
    // a guest's line, a sister house's, a sentence or a line naming no facility are not read so
    expect(facilityLine('Sauna und Pool', 'Gästebuch')).toBe(false);
    expect(facilityLine('Spa, pool and sauna', 'Our other hotels')).toBe(false);
    expect(facilityLine('We loved the pool.', 'Welcome')).toBe(false);
    expect(facilityLine('Packages, Gift vouchers and Newsletter', null)).toBe(false);
    expect(amenities(snip('other', 'Sauna und Pool', { section: 'Gästebuch' }))).toEqual([]);
  });

  it('reads a facility of the whole house said among the rooms, not the rooms\' own features (English, French)', () => {
    const en = amenities(snip('room', "If you'd like to stay connected, the premises are also equipped with complimentary wi-fi. Each suite has a kitchenette.", { section: 'Rooms & Rates' }));
    expect(en.map((a) => a.toLowerCase())).toEqual(['complimentary wi-fi']);
    const fr = amenities(snip('room', "Le Wi-Fi gratuit est disponible dans tout l'établissement. La chambre dispose d'une télévision.", { section: 'Nos chambres' }));
    expect(fr.map((a) => a.toLowerCase())).toEqual(['wi-fi gratuit']);
    // breakfast served or included is the house's, said among the rooms too
    const frB = amenities(snip('room', 'Un petit-déjeuner continental est inclus dans le prix de la chambre, servi chaque matin dans notre salle à manger.', { section: 'Prix : 50€/nuit' }));
    expect(frB.map((a) => a.toLowerCase())).toEqual(['petit-déjeuner continental']);
    const enB = amenities(snip('room', 'A continental breakfast is served every morning in the dining room.', { section: 'Double room' }));
    expect(enB.map((a) => a.toLowerCase())).toEqual(['continental breakfast']);
    // a sentence about some of the rooms stays theirs (what every room has is the house's: see below)
    expect(amenities(snip('room', 'The suites have free Wi-Fi and the common areas a television.', { section: 'Rooms' }))).toEqual([]);
  });

  it('keeps a short line under an amenity heading that reads like an amenity, outside the lexicon too', () => {
    const got = amenities(
      snip('amenity', 'Sauna', { section: 'Facilities' }),
      snip('amenity', 'Turkish bath', { section: 'Facilities' }),
      snip('amenity', 'Mini-fridge', { section: 'Facilities' }),
      snip('amenity', 'Library lounge', { section: 'Facilities' }),
    );
    expect(got).toEqual(['Sauna', 'Turkish bath', 'Mini-fridge', 'Library lounge']);
  });

  it('takes the name a feature sentence opens with, in any language', () => {
    const got = amenities(
      snip('amenity', 'Petit-déjeuner buffet servi de 7 h à 10 h 30.', { section: 'Nos services' }),
      snip('amenity', "Piscine intérieure chauffée ouverte toute l'année.", { section: 'Nos services' }),
      snip('amenity', 'Borne de recharge pour véhicules électriques.', { section: 'Nos services' }),
      snip('amenity', 'Kinderspielplatz im Garten.', { section: 'Ausstattung' }),
      snip('amenity', 'A peaceful atmosphere made for rest.', { section: 'Nos services' }),
    );
    expect(got).toEqual(['Petit-déjeuner buffet', 'Piscine intérieure chauffée', 'Borne de recharge', 'Kinderspielplatz im Garten']);
  });

  it('reads a grid of facility cards by their headings, but not a lone paragraph under "Amenities"', () => {
    const card = (h: string, t: string): SnippetForProfile => snip('amenity', t, { section: h, pageUrl: 'https://resort.example/' });
    expect(amenities(card('Infinity pool', 'Heated all year, overlooking the bay.'), card("Kids' club", 'For ages 4 to 12, open daily.'), card('Tennis courts', 'Two floodlit courts.'))).toEqual(['Infinity pool', "Kids' club", 'Tennis courts']);
    expect(amenities(snip('amenity', 'Durante tu estancia disfrutarás de la marina.', { section: 'Amenidades', pageUrl: 'https://casa.example/' }))).toEqual([]);
  });

  it('takes no card heading outside the lexicon that groups the facilities its paragraphs name (English, French)', () => {
    const card = (h: string, t: string, page = 'https://resort.example/'): SnippetForProfile => snip('amenity', t, { section: h, pageUrl: page });
    const en = amenities(
      card('Infinity pool', 'Heated all year, overlooking the bay.'),
      card('Tennis courts', 'Two floodlit courts.'),
      card('Practical matters', 'The resort is non-smoking.'),
      snip('amenity', 'Free Wi-Fi reaches every room. There is free parking beside the entrance, luggage storage and a laundry.', { section: 'Practical matters', pageUrl: 'https://resort.example/' }),
    );
    expect(en).not.toContain('Practical matters');
    expect(en).toEqual(expect.arrayContaining(['Infinity pool', 'Tennis courts', 'Free Wi-Fi']));
    const fr = amenities(
      card('Piscine à débordement', 'Chauffée toute l’année, face à la baie.', 'https://hotel.example/fr/'),
      card('Court de tennis', 'Deux courts éclairés.', 'https://hotel.example/fr/'),
      card('Infos pratiques', 'Wi-Fi gratuit, parking gratuit, bagagerie et laverie.', 'https://hotel.example/fr/'),
    );
    expect(fr).not.toContain('Infos pratiques');
    expect(fr).toContain('Piscine à débordement');
  });

  it('leaves out a stop said to be at hand, a way to arrive, but keeps a pick-up from a stop (English, German)', () => {
    const card = (h: string, t: string): SnippetForProfile => snip('amenity', t, { section: h, pageUrl: 'https://lodge.example/' });
    const en = amenities(card('Free WiFi', 'Fast and free.'), card('Air Conditioning', 'In every room.'), card('Near Bus Stand', 'Prime location for easy transit.'));
    expect(en).toEqual(['Free WiFi', 'Air Conditioning']);
    const de = amenities(snip('amenities', 'Gratis WLAN im ganzen Haus\nKostenlose Parkplätze am Haus\nBushaltestelle vor der Tür\nAbholservice vom Bahnhof', { section: 'Gut zu wissen' }));
    expect(de).not.toContain('Bushaltestelle vor der Tür');
    expect(de).toContain('Abholservice vom Bahnhof');
  });

  it('keeps "Spa" or "Restaurant" in a list of known facilities, but not in a list of site pages', () => {
    expect(amenities(snip('amenities', 'Outdoor Swimming Pool\nSpa\nFitness Center\nBusiness Center', { section: 'Amenities & Services' }))).toEqual(['Outdoor Swimming Pool', 'Spa', 'Fitness Center', 'Business Center']);
    expect(amenities(snip('amenities', 'Hallenbad\nSauna\nRestaurant\nKostenloses WLAN', { section: 'Ausstattung' }))).toContain('Restaurant');
    expect(amenities(snip('amenities', 'Piscina coperta\nWellness\nParcheggio gratuito', { section: 'Servizi' }))).toContain('Wellness');
    // a menu typed as a list: the other lines are pages, not facilities
    expect(amenities(snip('amenities', 'Home\nRooms\nSpa\nRestaurant\nContact', { section: 'Services' }))).toEqual([]);
  });

  it('reads words that begin or end in a non-ASCII letter as words ("è", "autorisé", "sarà")', () => {
    expect(amenityLike('La piscina è riscaldata')).toBe(false);
    expect(amenityLike('Parking autorisé')).toBe(false);
    expect(amenityLike('Piscina riscaldata')).toBe(true);
  });

  it('knows facilities the OpenStreetMap presets name, outside the hand lexicon', () => {
    expect(amenities(snip('amenities', 'Zwembad\nSpeeltuin\nLaadpaal\nFietsverhuur', { section: 'Faciliteiten' }))).toEqual(['Zwembad', 'Speeltuin', 'Laadpaal', 'Fietsverhuur']);
  });

  it('drops policies, instructions and sentences from amenity lists', () => {
    const got = amenities(snip('amenities', 'Free Parking\nInquire at front desk.\nNo pets allowed in this hotel\nPets allowed on request\nOur rates are always lower than the chains\nHair salon', { section: 'Amenities & Services' }));
    expect(got).toEqual(['Free Parking', 'Pets allowed on request', 'Hair salon']);
    expect(amenityLike('Turkish bath')).toBe(true);
    expect(amenityLike('Inquire at front desk')).toBe(false);
    expect(amenityLike('No pets allowed in this hotel')).toBe(false);
    expect(amenityLike('Check with us')).toBe(false);
    // labels over a list are not one feature
    expect(amenityLike('Amenity Snapshot')).toBe(false);
    expect(amenityLike('Resort Highlights')).toBe(false);
    expect(amenityLike('Laundry service')).toBe(true);
    expect(amenityLike('Yes')).toBe(false);
    expect(amenityLike('Bitte fragen Sie an der Rezeption')).toBe(false);
    expect(amenities(snip('amenities', 'Sauna\nDampfbad\nKein Haustier erlaubt\nBitte fragen Sie an der Rezeption', { section: 'Ausstattung' }))).toEqual(['Sauna', 'Dampfbad']);
  });

  it('keeps the label of "Label: details" when the details are long, unless it groups several amenities', () => {
    const got = amenities(
      snip('amenities', 'Airport Shuttle Available: Contact hotel to arrange pickup; runs hourly\nOutdoor Fun: Enjoy our private beach, fishing spots, barbecue grills and fire pits.\nBoat Access: Take our boats out on the lake whenever you like.', { section: 'Amenities' }),
    );
    expect(got.slice(0, 2)).toEqual(['Airport Shuttle', 'Boat Access']);
    expect(got).not.toContain('Outdoor Fun');
  });

  it('knows sauna, Turkish bath, whirlpool, mini-fridge and microwave in several languages', () => {
    const got = amenities(
      snip('description', 'Il centro Wellness comprende sauna finlandese, bagno turco, docce tropicali e zona relax, mentre vasca idromassaggio e lampada UVA sono a pagamento.'),
      snip('amenities', 'Minifridge\nMicrowave\nHammam\nBain à remous', { section: 'Services' }),
    );
    expect(got).toEqual(expect.arrayContaining(['Minifridge', 'Microwave', 'Hammam', 'Bain à remous', 'Centro Wellness', 'Sauna finlandese']));
    expect(got.join('|')).not.toMatch(/Bagno turco/);
    // bagno turco and hammam are one amenity; bain à remous and idromassaggio too
    expect(got.filter((a) => /idromassaggio|remous/i.test(a))).toHaveLength(1);
  });

  it('reads an amenities page: section headings are the amenities, room-feature lists count when they name known ones', () => {
    const page = { pageUrl: 'https://inn.example/amenities/', sourceUrl: 'https://inn.example/amenities/' };
    const got = amenities(
      snip('other', 'Excellent FREE Wi-Fi with fast download speeds', { ...page, section: 'Free Wi-Fi' }),
      snip('other', 'A mini-fridge is available in every room', { ...page, section: 'Mini-fridge' }),
      snip('other', 'A microwave is available in every room', { ...page, section: 'Microwave' }),
      snip('description', '40 inch Sony Flat screen TV with extended cable & HBO', { ...page, section: 'TV/Cable/HBO' }),
      snip('other', 'We provide an alarm clock and hairdryer.', { ...page, section: 'Extras' }),
      snip('other', 'Available in some rooms; please call.', { ...page, section: 'Table' }),
      snip('room', 'BUDGET\nAC / HEAT\nfree parking\nno pets\nnon-smoking', { ...page, section: 'Room Features' }),
    );
    expect(got).toEqual(['AC / HEAT', 'Free parking', 'Non-smoking', 'Free Wi-Fi', 'Mini-fridge', 'Microwave', 'Flat screen TV']);
  });

  it('reads prose carefully: "buona cucina" is cooking, a "wellness destination" no spa, weddings as an occasion no venue, area activities no amenity', () => {
    const got = amenities(
      snip('description', "Tranquillità, famigliarità, pulizia e buona cucina. Scopri l'ottima posizione centrale del nostro albergo."),
      snip('description', 'Experience its premier ecotourism and wellness destination, perfect for family reunions, weddings and seminars.'),
      snip('description', "You will be at the center of Montana's best outdoor activities including skiing, fishing and kayaking."),
      snip('description', 'Come enjoy our private beach, and fishing, or rent one of our kayaks.'),
      snip('description', '« Un endroit sublime, soirée au bord du feu dans le jardin. »'),
    );
    expect([...got].sort()).toEqual(['Fishing', 'Kayaks', 'Private beach']);
  });

  it('does not split one phrase into two amenities ("spa privé" is a private spa; a pool table is no pool)', () => {
    expect(amenities(snip('description', 'Piscine panoramique, foyers, spa privé et couchers de soleil sur le fleuve.')).sort()).toEqual(['Foyers', 'Piscine panoramique', 'Spa privé']);
    expect(amenities(snip('description', 'Our game room has a pool table and laundry machines.')).sort()).toEqual(['Game room', 'Laundry machines', 'Pool table']);
  });

  it('reads the facilities a house describes in prose, in German and Polish as in English', () => {
    const de = amenities(
      snip('description', 'Unser Haus verfügt über einen eigenen Badeplatz mit Liegewiese, eine kleine Sauna und einen Trockenraum für Wanderschuhe. Im Garten gibt es einen Kinderspielplatz und eine Grillstelle.'),
      snip('description', 'Im ganzen Haus haben Sie kostenloses WLAN, und Parkplätze gibt es direkt vor der Pension.'),
    );
    expect(de).toEqual(expect.arrayContaining(['Eigenen Badeplatz', 'Sauna', 'Trockenraum', 'Kinderspielplatz', 'Grillstelle', 'WLAN', 'Parkplätze']));
    const pl = amenities(snip('description', 'Do dyspozycji gości jest basen, plac zabaw dla dzieci, miejsce na grilla oraz bezpłatny parking.'));
    expect(pl).toEqual(expect.arrayContaining(['Basen', 'Plac zabaw', 'Miejsce na grilla']));
    const en = amenities(snip('description', 'Down at the waterfront there is a sandy swim beach, and on rainy days the games room has a ping-pong table.'));
    expect(en).toEqual(expect.arrayContaining(['Swim beach', 'Games room']));
  });

  it('does not take what the text says is not available, nor the facilities of a sight described nearby', () => {
    const got = amenities(
      snip('policy', 'Children welcome. Rollaway beds and cribs not available.'),
      snip('point_of_interest', 'One of the best public beaches of the island: calm water, picnic pavilions and a playground make it perfect for families.', { section: 'Sombrero Beach' }),
    );
    expect(got).not.toContain('Cribs');
    expect(got).not.toContain('Playground');
  });

  it('knows the common facilities of small houses in German, Portuguese, Czech, Polish and Spanish as in English', () => {
    const same = (key: string, ...items: string[]): void => {
      for (const item of items) expect(amenityKey(item), item).toBe(key);
    };
    same('elevator', 'Two lifts', 'Výtah do všech pater', 'Aufzüge', 'Ascensores');
    same('ac', 'Ar-condicionado', 'Klimatizované pokoje', 'Klimatyzacja', 'Airco');
    same('luggage', 'Úschovna zavazadel', 'Guarda equipaje', 'Gepäckaufbewahrung', 'Bagagerie');
    same('pets', 'Psi vítáni', 'Hunde erlaubt', 'Dog-friendly rooms', 'Aceitamos pets', 'Chiens acceptés');
    same('accessible', 'Suíte adaptada', 'Barrierefreies Zimmer', 'Wheelchair-accessible room', 'Habitación adaptada');
    same('shuttle', 'Traslado al aeropuerto', 'Transfer z letiště', 'Transfert aéroport', 'Airport pick-up');
    same('meeting', 'Salles de réunion', 'Tagungsräume', 'Sala konferencyjna', 'Conference room');
    same('halfboard', 'Halbpension', 'Demi-pension', 'Meia pensão', 'Half board');
    same('infrared', 'Infrarotkabine', 'Infrared sauna', 'Sauna na podczerwień');
    same('bikestorage', 'Lockable bike shed', 'Radraum', 'Przechowalnia rowerów', 'Local vélos');
    same('adultsonly', 'Solo adultos', 'Adults only', 'Nur für Erwachsene');
    same('restaurant', 'Gaststube', 'Dining room', 'Jadalnia');
    // a ski lift is no elevator, and a town's restaurants in prose are not the hotel's
    expect(amenityKey('Ski lift')).not.toBe('elevator');
    expect(amenities(snip('description', 'The old town has over a hundred restaurants and bars within walking distance.'))).not.toContain('Restaurants');
  });

  it('keeps the whole free-of-charge word ("Wi-Fi gratuito", not "Wi-Fi gratuit")', () => {
    expect(amenities(snip('description', 'Tutte le camere hanno Wi-Fi gratuito e aria condizionata.'))).toContain('Wi-Fi gratuito');
    expect(amenities(snip('description', 'Todas las habitaciones tienen Wi-Fi gratuito.'))).toContain('Wi-Fi gratuito');
  });

  it('splits a one-line list at commas outside brackets only', () => {
    expect(splitOutsideBrackets('shared kitchen (fridge, kettle, microwave), garden, sauna')).toEqual(['shared kitchen (fridge, kettle, microwave)', 'garden', 'sauna']);
    const got = amenities(snip('amenities', 'Gemeinschaftsküche (Kühlschrank, Wasserkocher, Geschirr)\nSauna\nGarten', { section: 'Ausstattung' }));
    expect(got).toHaveLength(3);
    expect(got[0]).toMatch(/^Gemeinschaftsküche/);
    expect(amenities(snip('amenities', 'ogólnodostępny aneks kuchenny (lodówka, czajnik, naczynia, kuchenka mikrofalowa), sauna fińska, ogród', { section: 'Udogodnienia' }))).toEqual(['Ogólnodostępny aneks kuchenny', 'Sauna fińska', 'Ogród']);
  });

  it('splits a line that joins two known facilities ("Sauna und Dampfbad", "reception and concierge")', () => {
    expect(amenities(snip('amenities', 'Sauna und Dampfbad\nFitnessraum\nTiefgarage', { section: 'Ausstattung' }))).toEqual(['Sauna', 'Dampfbad', 'Fitnessraum', 'Tiefgarage']);
    expect(amenities(snip('amenities', 'Outdoor pool\n24-hour reception and concierge\nLaundry and dry cleaning', { section: 'Services' }))).toEqual(['Outdoor pool', '24-hour reception', 'Concierge', 'Laundry and dry cleaning']);
  });

  it('does not take a heading that groups the other features, in several languages', () => {
    for (const heading of ['Other amenities', 'Pozostałe udogodnienia', 'Autres équipements', 'Weitere Leistungen', 'Otros servicios', 'Overige voorzieningen']) expect(amenityLike(heading), heading).toBe(false);
  });

  it('leaves out a line that says how far a station or a place is', () => {
    const fr = amenities(snip('amenities', 'Wi-Fi gratuit\nGare Part-Dieu à 500 m\nAscenseur', { section: 'Nos atouts' }));
    expect(fr).toEqual(['Wi-Fi gratuit', 'Ascenseur']);
    const en = amenities(snip('amenities', 'Free parking\nBeach 300 m\nCentral station – 10 minutes\nGarden', { section: 'Highlights' }));
    expect(en).toEqual(['Free parking', 'Garden']);
  });

  it('reads Czech and Polish prose, where "je", "ma" and "mi" are no guest speaking', () => {
    expect(amenities(snip('description', 'V létě je otevřená malá zahrada s grilem a v přízemí je sauna.'))).toEqual(expect.arrayContaining(['Zahrada', 'Sauna']));
    expect(amenities(snip('description', 'Dom ma duży ogród i plac zabaw dla dzieci.'))).toEqual(expect.arrayContaining(['Ogród', 'Plac zabaw']));
  });

  it('denies every facility coordinated under one negation', () => {
    const got = amenities(
      snip('amenity', 'The hotel does not have a swimming pool or spa; guests may use the public baths nearby at a discount.', { section: 'Good to know' }),
      snip('description', "L'hôtel n'a pas de piscine ni de spa, mais un jardin au calme."),
      snip('description', 'Im Haus gibt es keine Sauna oder Dampfbad, dafür eine große Terrasse.'),
    );
    expect(got.join('|')).not.toMatch(/pool|spa\b|piscine|sauna|dampfbad/iu);
    expect(got).toEqual(expect.arrayContaining(['Jardin', 'Terrasse']));
  });

  it('reads a grid of untyped feature cards on any page, by their headings or the facilities their text names', () => {
    const card = (h: string, t: string): SnippetForProfile => snip('other', t, { section: h, pageUrl: 'https://gasthaus.example/' });
    const de = amenities(
      card('Wellness', 'Finnische Sauna und Dampfbad, täglich ab 16 Uhr.'),
      card('Skikeller', 'Beheizte Schuhtrockner für die ganze Familie.'),
      card('Unterwegs', 'Versperrbarer Fahrradraum direkt beim Eingang.'),
      card('Kulinarik', 'Frühstücksbuffet mit Produkten vom Bauern.'),
    );
    expect(de).toEqual(expect.arrayContaining(['Dampfbad', 'Skikeller', 'Fahrradraum', 'Frühstücksbuffet']));
    const fr = amenities(
      card('Piscine chauffée', "Ouverte de mai à septembre."),
      card('Observatoire', 'Un télescope pour les nuits étoilées.'),
      card('WiFi gratuit', 'Dans toutes les chambres.'),
      card('Barbecue', 'À partager entre les hôtes.'),
    );
    expect(fr).toEqual(['Piscine chauffée', 'Observatoire', 'WiFi gratuit', 'Barbecue']);
    // a voucher, a newsletter and a job ad are cards too, but name no facility
    const promos = amenities(
      card('Gift vouchers', 'A night away makes a fine present.'),
      card('Newsletter', 'Offers and news once a month.'),
      card('We are hiring', 'Kitchen and bar staff wanted for the summer.'),
      card('Reviews', 'Rated 4.8 by our guests.'),
    );
    expect(promos).toEqual([]);
  });

  it('takes no lodging name for a card, and merges a named outlet with the facility its text opens on', () => {
    const card = (h: string, t: string): SnippetForProfile => snip('amenity', t, { section: h, pageUrl: 'https://stay.example/' });
    const en = amenities(
      snip('amenities', 'Restaurant\nOutdoor pool\nFitness room', { section: 'Highlights' }),
      card('The Olive Tree', 'Our all-day restaurant serves grilled fish and local wine.'),
      card('Kids club', 'Games and crafts for ages 4 to 12.'),
      card('Harbour View Hotel', 'Our sister house on the quay.'),
    );
    expect(en).toEqual(['Restaurant', 'Outdoor pool', 'Fitness room', 'Kids club']);
    const it_ = amenities(
      snip('amenities', 'Ristorante\nPiscina\nParcheggio', { section: 'Servizi' }),
      card('Da Nonna Rosa', 'Il nostro ristorante propone cucina di casa.'),
      card('Sala lettura', 'Una stanza tranquilla, con libri e giochi da tavolo, per le lunghe serate invernali.'),
      card('Albergo Belvedere', 'Via Roma 4, Lucca'),
    );
    expect(it_).toEqual(['Ristorante', 'Piscina', 'Parcheggio', 'Sala lettura']);
  });

  it("leaves out the facilities of a sister or partner house", () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    const got = picked(
      snip('description', 'Nossa pousada irmã, na praia vizinha, tem spa e restaurante.'),
      snip('description', 'Découvrez aussi notre maison sœur à Annecy, avec piscine et sauna.', { section: 'Nos adresses' }),
      snip('description', 'An der Seepromenade liegt ein Hallenbad mit Sauna.', { section: 'Unser Partnerhaus' }),
      snip('description', 'The guest house has a large garden and free parking.'),
    );
    expect(got).toEqual(expect.arrayContaining(['Garden']));
    expect(got.join('|')).not.toMatch(/spa|restaurante|piscine|sauna|hallenbad/iu);
  });

  it('leaves out a sentence about another named house', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    const got = picked(
      snip('hotel_name', 'Gasthof Bergblick', { section: 'og:site_name', method: 'meta' }),
      snip('description', 'Ferienwohnungen Waldheim im Nachbarort – mit Hallenbad und Sauna.'),
      snip('description', 'Domki „Pod Smrekami” w dolinie – nasz drugi obiekt, z basenem.'),
      snip('description', 'Gasthof Bergblick: Sonnenterrasse und Kinderspielplatz direkt am Haus.'),
    );
    expect(got).toEqual(expect.arrayContaining(['Kinderspielplatz']));
    expect(got.join('|')).not.toMatch(/hallenbad|sauna|basen/iu);
  });

  it('reads electric bikes in prose in their plural and in several languages', () => {
    const got = amenities(
      snip('description', 'Per le gite in collina offriamo biciclette elettriche a noleggio.'),
      snip('description', 'Tenemos bicicletas eléctricas para recorrer la costa.'),
    );
    expect(got).toEqual(['Biciclette elettriche']);
    expect(amenities(snip('description', 'Wij verhuren elektrische fietsen aan onze gasten.'))).toEqual(['Elektrische fietsen']);
  });

  it('reads "breakfast included" said the other way round, in several languages', () => {
    expect(amenities(snip('description', 'Alle Zimmerpreise verstehen sich inkl. Frühstück.'))).toEqual(['Inkl. Frühstück']);
    expect(amenities(snip('description', 'Our nightly rates are including breakfast for two.'))).toEqual(['Including breakfast']);
    expect(amenities(snip('description', 'Le tarif de la nuitée est petit-déjeuner compris.'))).toEqual(['Petit-déjeuner compris']);
  });

  it('names the relaxation room of a wellness area apart from its sauna, in several languages', () => {
    expect(amenities(snip('description', "L'area benessere offre una sauna e una zona relax con tisane."))).toEqual(['Area benessere', 'Sauna', 'Zona relax']);
    expect(amenities(snip('description', 'Nach der Sauna lädt der Ruheraum mit Blick ins Tal zum Verweilen ein.'))).toEqual(['Sauna', 'Ruheraum']);
  });

  it('takes an unknown item standing between known facilities of an enumeration, in several languages', () => {
    const en = amenities(snip('description', 'The wellness floor has a sauna, a steam room, a tepidarium and a relaxation area.'));
    expect(en).toContain('Tepidarium');
    const de = amenities(snip('description', 'Im Haus finden Sie Hallenbad, Dampfbad, Kneippbecken und Ruheraum.'));
    expect(de).toContain('Kneippbecken');
    const pl = amenities(snip('description', 'Dla gości sauna, parking, ogród z grillem i hamak oraz plac zabaw.'));
    expect(pl).toContain('Hamak');
  });

  it('takes no enumerated item from a list of room contents, of neighbours, of names, or with too few facilities', () => {
    // the rooms' contents are room features
    expect(amenities(snip('description', 'All rooms have air conditioning, free WiFi, a writing desk, a safe and a hair dryer.'))).not.toContain('Writing desk');
    expect(amenities(snip('description', 'Tutte le camere hanno aria condizionata, Wi-Fi, scrivania, cassaforte e asciugacapelli.'))).not.toContain('Scrivania');
    // a sight between two facilities is a proper name
    expect(amenities(snip('description', 'Guests enjoy the pool, the sauna, Lake Como views and the garden.'))).not.toContain('Lake Como views');
    // what the neighbourhood offers
    expect(amenities(snip('description', 'Nearby you will find a restaurant, a bar, a bakery and a fitness center.'))).not.toContain('Bakery');
    // one known neighbour is not enough
    expect(amenities(snip('description', 'We offer a pool, sunsets, quiet evenings and a bar.'))).toEqual(['Pool', 'Bar']);
  });

  it('tells a boat to hire apart from the canoes and kayaks, in several languages', () => {
    const got = amenities(snip('amenities', 'Canoes and kayaks\nBoat rental', { section: 'Amenities' }));
    expect(got).toEqual(['Canoes and kayaks', 'Boat rental']);
    expect(amenities(snip('amenities', 'Kajaks\nTretboote\nRuderboote', { section: 'Ausstattung' }))).toEqual(['Kajaks', 'Tretboote']);
    expect(amenityKey('Location de barques')).not.toBe(amenityKey('Canoës'));
  });

  it('reads fireplaces in the plural', () => {
    expect(amenityKey('Fireplaces')).toBe(amenityKey('Fireplace'));
    expect(amenities(snip('description', 'Our lounge has two fireplaces and a library.'))).toContain('Fireplaces');
  });

  it("reads the hotel's own dining paragraphs, but not a dining page about the neighbours' restaurants", () => {
    expect(amenities(snip('dining', 'In the evening our rooftop bar serves cocktails with a view over the whole bay.', { section: 'Sky Lounge' }))).toEqual(['Bar']);
    expect(amenities(snip('dining', "Il nostro ristorante propone piatti della tradizione con verdure dell'orto.", { section: 'Cucina' }))).toEqual(['Ristorante']);
    expect(amenities(snip('dining', 'A family-run seafood restaurant with a lively bar and a terrace over the harbour.', { section: 'Local dining' }))).toEqual([]);
    expect(amenities(snip('dining', 'Ein gemütliches Restaurant mit Bar und Sonnenterrasse im Ortskern, gern besucht.', { section: 'Gasthaus Post', pageUrl: 'https://hotel.example/umgebung/' }))).toEqual([]);
    // a menu list is no paragraph
    expect(amenities(snip('dining', 'Lunch menu (pdf)\nBar menu (pdf)\nWine list (pdf)', { section: 'Menus' }))).toEqual([]);
  });

  it('reads no first person into a word that goes on in an accented letter ("mañana", "maçã", "miércoles")', () => {
    expect(amenities(snip('description', 'Cada mañana servimos el desayuno buffet en el patio.'))).toEqual(['Desayuno buffet']);
    // the weekly wine tasting is the house's too ("hay" offers it); "mi" of "miércoles" is no first person
    expect(amenities(snip('description', 'Los miércoles hay cata de vinos en el restaurante.'))).toEqual(['Restaurante', 'Cata de vinos']);
    expect(amenities(snip('description', 'Sumo de maçã e bolos caseiros servidos junto à piscina.'))).toEqual(['Piscina']);
  });
  it('reads the Italian article "i" and conjunction "ma" as no guest speaking, and leaves out an outing a few minutes away (Italian, English, French)', () => {
    expect(amenities(snip('description', 'I bambini giocano in giardino, ma gli adulti preferiscono la sauna.')).map((a) => a.toLowerCase())).toEqual(['giardino', 'sauna']);
    expect(amenities(snip('description', 'La casa ha una piscina e i ragazzi amano il campo da tennis.')).map((a) => a.toLowerCase())).toContain('piscina');
    // a guest still speaks in the first person
    expect(amenities(snip('description', 'I loved the pool.'))).toEqual([]);
    expect(pickAmenities([snip('description', "Ma chambre était superbe et nous avons adoré le sauna.")], new StructuredTrust([])).values).toEqual([]);
    // rentals a few minutes away are the surroundings'
    expect(amenities(snip('description', 'Per chi ama lo sport, il noleggio canoe e i sentieri sono a pochi minuti.'))).toEqual([]);
    expect(amenities(snip('description', 'Hiking, kayaking and golf are all just a few minutes away.'))).toEqual([]);
  });
  describe('lists and paragraphs of the amenity snippets', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;

    it('reads a room-typed list of the house facilities off an amenities page, but not a room inventory or a rate table', () => {
      expect(picked(snip('room', "Free Wi-Fi\nFull English breakfast\nResidents' lounge with honesty bar\nDrying room for walkers' boots", { section: 'Staying with us' }))).toEqual(['Free Wi-Fi', 'Full English breakfast', "Residents' lounge with honesty bar", "Drying room for walkers' boots"]);
      expect(picked(snip('room', '23 pi max\nAccès piscine\nCo-working\nWi-Fi\nDouches\nAnimaux acceptés', { section: 'Van Life' }))).toEqual(['Accès piscine', 'Co-working', 'Wi-Fi', 'Animaux acceptés']);
      // a room's furniture, and prices by board
      expect(picked(snip('room', 'Shower\nCable TV\nCoffeemaker\nMicrowave\nFridge', { section: 'Patio' }))).toEqual([]);
      expect(picked(snip('room', 'Doppelzimmer mit Frühstück (€ 36,-)\nDoppelzimmer mit Halbpension (€ 49,-)\nFamilienzimmer – auf Anfrage', { section: 'Zimmer & Preise' }))).toEqual([]);
    });

    it('leaves out a facility an amenities paragraph places nearby or at a distance', () => {
      const page = { section: 'Good to know', pageUrl: 'https://hotel.example/facilities' };
      expect(picked(snip('amenity', 'Guests can use the pool at the nearby leisure centre (2.5 miles) at a discounted day rate. The hotel has a fitness room open 24 hours.', page))).toEqual(['Fitness room']);
      expect(picked(snip('amenity', 'Unsere Gäste nutzen das Hallenbad in der Nähe zum Sondertarif. Im Haus gibt es eine Sauna.', { ...page, section: 'Gut zu wissen' }))).toEqual(['Sauna']);
    });

    it('reads a list repeated on a page in another language as the same items', () => {
      const en = snip('amenities', 'Restaurant\nPick up airport\nBar – Cafe\nMeeting facilities', { section: 'Services', pageUrl: 'https://hotel.example/' });
      const vi = snip('amenities', 'Nhà hàng\nĐón tiễn sân bay\nQuầy Bar – Cafe\nMeeting facilities', { section: 'Dịch vụ', pageUrl: 'https://hotel.example/vi/' });
      expect(picked(en, vi)).toEqual(picked(en));
      const cs = snip('amenities', 'Wi-Fi zdarma\nÚschovna zavazadel\nVinárna ve sklepení\nHistorický sklep', { section: 'Služby hotelu', pageUrl: 'https://hotel.example/cs/' });
      const en2 = snip('amenities', 'Free Wi-Fi\nLuggage storage\nWine cellar bar\nHistoric vaulted cellar', { section: 'Hotel services', pageUrl: 'https://hotel.example/en/' });
      expect(picked(cs, en2)).toEqual(picked(cs));
      // two lists of one page, or lists that disagree, are two lists
      const other = snip('amenities', 'Sauna\nLuggage storage\nBar\nGarden lounge', { section: 'More', pageUrl: 'https://hotel.example/en/' });
      expect(picked(cs, other)).toContain('Garden lounge');
    });
  });
});

describe('amenities the house does not have, and words that are not its own', () => {
  it('drops a facility its clause says the house has none of, negated after it or before it', () => {
    const de = amenities(snip('description', 'Ein großes Spa mit Schwimmbad haben wir nicht – dafür eine ruhige Wellnessoase mit finnischer Sauna und Dampfbad.'));
    expect(de.join('|')).not.toMatch(/schwimmbad|spa\b/iu);
    expect(de.join('|')).toMatch(/sauna/iu);
    const sk = amenities(snip('description', 'Čaká vás fínska sauna a vírivka. Bazén v hoteli nemáme – najbližšie plavecké bazény nájdete v meste.'));
    expect(sk.join('|')).not.toMatch(/bazén/iu);
    expect(sk.join('|')).toMatch(/sauna/iu);
    const cs = amenities(snip('description', 'Nemáme bazén, ale hostům nabízíme saunu.'));
    expect(cs.join('|')).not.toMatch(/bazén/iu);
  });

  it('keeps a facility after "not only" ("nicht nur")', () => {
    expect(amenities(snip('description', 'Bei uns gibt es nicht nur eine Sauna, sondern auch ein Dampfbad.')).join('|')).toMatch(/sauna/iu);
  });

  it("leaves out a guest's signed review line, in any language", () => {
    const got = amenities(
      snip('description', 'Breakfast is served in the garden room.\nSuper location. Loved the rooftop jacuzzi with sea views! – Mark, Helsinki\nDeti si najviac užili bazén, chodili tam každý deň. – Katka, Žilina'),
    );
    expect(got.join('|')).not.toMatch(/jacuzzi|bazén/iu);
  });

  it('leaves out the facilities of "our other" house named under its own heading', () => {
    const en = amenities(snip('description', 'Birch Lodge at Stowe — 22 rooms, indoor pool & sauna, on-site tavern.', { section: 'Our other place' }));
    expect(en).toEqual([]);
    const cs = amenities(snip('description', 'Penzion s wellness centrem (sauna, vířivka) přímo na náměstí.', { section: 'Naše další ubytování' }));
    expect(cs).toEqual([]);
  });

  it("reads a facility word written small after a capitalised word as the end of a place's name (Czech, English)", () => {
    const cs = amenities(snip('description', 'Hosté parkují na hlídaném parkovišti P2 Jelení zahrada, odkud je to k nám pěšky asi 5 minut. Ve dvoře máme terasu.'));
    expect(cs.join('|')).not.toMatch(/zahrad/iu);
    const en = amenities(snip('description', 'Our guests love a morning walk to the Boboli gardens. We have a bar and a sauna.'));
    expect(en.join('|')).not.toMatch(/garden/iu);
    expect(en.join('|')).toMatch(/sauna/iu);
  });

  it("leaves out a group's promise about every one of its houses (German, Italian, English)", () => {
    const de = amenities(snip('description', 'In jedem unserer Hotels erwarten Sie private Spas mit Seeblick und Gourmetrestaurants. Im Haus gibt es eine Sauna.'));
    expect(de.join('|')).not.toMatch(/spa|restaurant/iu);
    expect(de.join('|')).toMatch(/sauna/iu);
    const it = amenities(snip('description', 'In ogni nostra struttura troverete spa private con vista lago e ristoranti gourmet.'));
    expect(it.join('|')).not.toMatch(/spa|ristorant/iu);
    const en = amenities(snip('description', 'All our hotels offer a spa and a fine-dining restaurant.'));
    expect(en).toEqual([]);
  });
});

describe('amenities: bicycles lent by the house, and star ratings', () => {
  it('takes bicycles the sentence ties to the house (lending, "we have", "free"), in two languages', () => {
    expect(amenities(snip('description', 'Tenemos bicicletas de cortesía para recorrer las ciclovías de la colonia.', { section: 'Conectados' }))).toContain('Bicicletas de cortesía');
    expect(amenities(snip('description', 'Si voleu explorar el parc sense cotxe, us deixem bicicletes de muntanya.', { section: 'Benvinguts' }))).toContain('Bicicletes de muntanya');
  });

  it('leaves bicycles the sentence does not tie to the house', () => {
    expect(amenities(snip('description', 'La ciudad es famosa por sus bicicletas y sus mercados.', { section: 'El barrio' }))).toEqual([]);
    expect(amenities(snip('description', 'Die Stadt ist voller Fahrräder und Märkte.', { section: 'Die Stadt' }))).toEqual([]);
  });

  it('takes the reception from a sentence about its hours, in two languages', () => {
    expect(amenities(snip('description', 'La recepción está abierta las 24 horas y nuestro equipo te ayuda con todo.', { section: 'Conectados' })).length).toBe(1);
    expect(amenities(snip('description', 'Recepcia je otvorená nonstop, zabezpečíme vám aj taxi.', { section: 'Služby' })).length).toBe(1);
  });

  it('drops a star rating from an amenities list, in two languages', () => {
    const fr = amenities(snip('amenities', 'Hôtel 3 étoiles\nRéception ouverte 24 h/24\nWi-Fi gratuit\nAscenseur', { section: "L'hôtel en bref" }));
    expect(fr).not.toContain('Hôtel 3 étoiles');
    expect(fr).toContain('Ascenseur');
    const de = amenities(snip('amenities', 'Hotel mit 4 Sternen\n3 Sterne Superior\nSauna\nKostenloses WLAN\nAufzug', { section: 'Ausstattung' }));
    expect(de).not.toContain('3 Sterne Superior');
    expect(de).toContain('Aufzug');
  });
});

describe('amenities: pets said in the rooms’ notes', () => {
  it('takes pets from a room paragraph, in two languages, and nothing else from it', () => {
    const en = amenities(snip('room', 'Four private adobe cottages with a kitchenette, kiva fireplace and a private patio. Two casitas are pet-friendly (dogs under 40 lbs).', { section: 'Casitas' }));
    expect(en).toEqual(['Pet-friendly']);
    const de = amenities(snip('room', 'Gut zu wissen: Anreise ab 15 Uhr. Sauna im Haus. Hunde nach Absprache, 12 € pro Nacht.', { section: 'Juniorsuite' }));
    expect(de).toEqual(['Hunde nach Absprache']);
  });

  it('leaves pets a room paragraph refuses', () => {
    expect(amenities(snip('room', 'Our cottages have a kitchenette and a patio. No pets allowed, sorry.', { section: 'Cottages' }))).toEqual([]);
    expect(amenities(snip('room', 'Die Zimmer haben Balkon. Keine Hunde erlaubt.', { section: 'Zimmer' }))).toEqual([]);
  });
});

describe('amenities: a list line with its hours', () => {
  it('does not count hours and figures as words of a list line, in two languages', () => {
    expect(amenities(snip('amenities', 'Réception ouverte de 7 h à 22 h\nBagagerie\nParking privé', { section: 'À votre disposition' }))).toContain('Réception ouverte de 7 h à 22 h');
    expect(amenities(snip('amenities', 'Recepción abierta de 7:00 a 23:00\nConsigna de equipaje\nWi-Fi gratuito', { section: 'Servicios' }))).toContain('Recepción abierta de 7:00 a 23:00');
  });

  it('still drops a long sentence in a list', () => {
    expect(amenities(snip('amenities', 'Our friendly team will always be happy to help you plan the day\nBagagerie\nWi-Fi gratuit', { section: 'Services' }))).not.toContain('Our friendly team will always be happy to help you plan the day');
  });
});

describe('page names over a grid of cards', () => {
  it('are no facilities, with their accents (es) or without (en)', () => {
    const card = (section: string, content: string, _i: number): SnippetForProfile => snip('amenity', content, { section });
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    const es = [card('Comodidades y Servicios', 'Wi-Fi, aire acondicionado y ropa de cama.', 1), card('Preguntas Frecuentes', 'Consultá las preguntas más frecuentes de nuestros huéspedes.', 2), card('Galería', 'También puedes ver más imágenes de nuestro hostal.', 3), card('Piscina', 'Piscina climatizada abierta todo el año.', 4)];
    const fromEs = picked(...es);
    expect(fromEs).toContain('Piscina climatizada');
    for (const page of ['Comodidades y Servicios', 'Preguntas Frecuentes', 'Galería']) expect(fromEs).not.toContain(page);
    expect(picked(card('Gallery', 'More pictures of the lodge.', 1), card('FAQ', 'Answers to common questions.', 2), card('Sauna', 'A wood-fired sauna by the lake.', 3))).toEqual(['Sauna']);
  });
});

describe('amenities: a time to arrive or to leave', () => {
  it('is a policy in a list of what the price includes, in any language', () => {
    const nl = amenities(snip('amenities', 'Aankomst vanaf 14:00\nVertrek voor 11:00\nWifi\nDouchegel en handdoeken', { section: 'Bij de prijs inbegrepen' }));
    expect(nl).toContain('Wifi');
    expect(nl.join('|')).not.toMatch(/14:00|11:00/);
    const en = amenities(snip('amenities', 'Check-out by 11 am\nWelcome between 3 pm and 6 pm\nFree parking\nBath towels', { section: "What's included" }));
    expect(en).toContain('Free parking');
    expect(en.join('|')).not.toMatch(/11 am|3 pm/);
    const ko = amenities(snip('amenities', '입실 15:00\n퇴실 11:00\n주차\n바비큐', { section: '이용 안내' }));
    expect(ko).toEqual(['주차', '바비큐']);
  });

  it('keeps a facility listed with its hours', () => {
    expect(amenities(snip('amenities', 'Sauna 16:00–20:00\nKinderclub 10:00–17:00\nWifi', { section: 'Faciliteiten' }))).toEqual(expect.arrayContaining(['Sauna 16:00–20:00', 'Kinderclub 10:00–17:00']));
  });
});

describe('amenities: facility words of Chinese and Korean sites', () => {
  it('reads them in prose, attached particles and all, and keeps the page\'s word', () => {
    expect(amenities(snip('description', '계곡 옆의 작은 펜션입니다. 네 개의 객실과 식당이 있고, 저녁에는 바비큐를 즐길 수 있습니다. 주차는 펜션 앞에 하시면 됩니다.'))).toEqual(['식당', '바비큐', '주차']);
    expect(amenities(snip('description', '我们的青年旅舍有公共厨房和洗衣房，每个房间都有空调，门口还有停车场。'))).toEqual(['厨房', '洗衣房', '空调', '停车场']);
  });

  it('does not read a week number as parking', () => {
    expect(amenities(snip('description', '프로그램은 3주차부터 시작되며 객실은 모두 온돌방입니다. 자세한 일정은 전화로 문의해 주세요.'))).toEqual([]);
  });
});

describe('amenities: a fully equipped kitchen in Dutch and German', () => {
  it('is a kitchen in prose as in a list', () => {
    expect(amenities(snip('description', 'Het vakantiehuis heeft een eigen tuin, een volledig uitgeruste keuken en een ruime woonkamer met uitzicht op de duinen.'))).toContain('Volledig uitgeruste keuken');
    expect(amenities(snip('description', 'Die Wohnung bietet eine komplett ausgestattete Küche, ein helles Wohnzimmer und einen Balkon mit Blick auf den See.'))).toContain('Komplett ausgestattete Küche');
  });
});

describe('amenities: the Wi-Fi and the parking named among the rooms', () => {
  it('are the house\'s, in French and Italian, unless the sentence gives them to the rooms', () => {
    const fr = amenities(snip('room', 'Un grand lit et une salle de douche. Vous profiterez aussi d\'une connexion Wi-Fi rapide et d\'un parking fermé devant la maison.', { section: 'Chambre Lavande' }));
    expect(fr.map((a) => a.toLowerCase())).toEqual(['wi-fi', 'parking']);
    const it = amenities(snip('room', '📶 WiFi gratuito', { section: 'Le nostre camere' }), snip('room', '🅿️ Parcheggio', { section: 'Le nostre camere' }));
    expect(it).toEqual(['WiFi gratuito', 'Parcheggio']);
    // one room's own parking space stays that room's
    expect(amenities(snip('room', 'La suite dispone di WiFi gratuito e di un posto auto riservato.', { section: 'Suite Panorama' }))).toEqual([]);
  });
});

describe('amenities: what every room has, told among the rooms', () => {
  it('is the house\'s, in English and Italian', () => {
    const en = amenities(snip('room', 'All sixteen rooms open onto the porch. Every room has a private bath, free Wi-Fi, a flat-screen TV and air conditioning.', { section: 'Rooms' }));
    expect(en).toEqual(expect.arrayContaining(['Free Wi-Fi', 'Flat-screen TV', 'Air conditioning']));
    const it = amenities(snip('room', 'Tutte le camere, doppie o triple, sono arredate in abete e dispongono di bagno privato, TV, telefono e rete Wi-Fi.', { section: 'Le nostre camere' }));
    expect(it).toContain('Wi-Fi');
  });
  it('is the house\'s in Bulgarian, Russian and Vietnamese too, not one room\'s', () => {
    const bg = amenities(snip('room', 'На втория етаж са стаите за гости. Всички стаи имат собствен баня, кабелна телевизия, климатик и безплатен паркинг.', { section: 'Стаи' })).map((a) => a.toLowerCase());
    expect(bg).toEqual(expect.arrayContaining(['кабелна телевизия', 'климатик']));
    const ru = amenities(snip('room', 'Все номера оснащены кондиционером и спутниковым телевидением.', { section: 'Номера' })).map((a) => a.toLowerCase());
    expect(ru.some((a) => a.startsWith('кондиционер'))).toBe(true);
    const vi = amenities(snip('room', 'Tất cả các phòng đều trang bị tivi, truyền hình cáp và điều hòa.', { section: 'Phòng' })).map((a) => a.toLowerCase());
    expect(vi).toEqual(expect.arrayContaining(['truyền hình cáp', 'điều hòa']));
    // two rooms of the house, or one, keep their features
    expect(amenities(snip('room', 'Две от стаите имат климатик и кабелна телевизия.', { section: 'Стаи' }))).toEqual([]);
    expect(amenities(snip('room', 'Phòng đôi có điều hòa và truyền hình cáp.', { section: 'Phòng đôi' }))).toEqual([]);
  });
  it('leaves one room\'s features to that room', () => {
    expect(amenities(snip('room', 'The Garden Suite has air conditioning and its own hot tub on the terrace.', { section: 'Garden Suite' }))).toEqual([]);
    expect(amenities(snip('room', 'La camera Rosa ha aria condizionata e vasca idromassaggio.', { section: 'Camera Rosa' }))).toEqual([]);
  });
});

describe('amenities: the house\'s facilities told in Cyrillic prose', () => {
  it('reads them in Bulgarian and Russian, breakfast only as included', () => {
    const bg = amenities(snip('description', 'На първия етаж за гостите има механа с камина, а в двора има барбекю. Закуската е включена в цената.', { section: 'Къщата' })).map((a) => a.toLowerCase());
    expect(bg).toEqual(expect.arrayContaining(['механа', 'барбекю']));
    expect(bg.some((a) => a.startsWith('закуска'))).toBe(true);
    const ru = amenities(snip('description', 'В гостинице есть ресторан, сауна и бесплатный интернет.', { section: 'Об отеле' })).map((a) => a.toLowerCase());
    expect(ru).toEqual(expect.arrayContaining(['ресторан', 'сауна', 'бесплатный интернет']));
    expect(amenities(snip('description', 'Гостиница находится в центре; рядом много кафе, а завтрак можно купить в соседней пекарне.', { section: 'Об отеле' }))).toEqual([]);
  });
});

describe('amenities: the heading of a dining section', () => {
  it('names the meal or the room the house serves, in Spanish and English, not the neighbours\'', () => {
    expect(amenities(snip('dining', 'Empiece el día con pan casero, frutas y café de la región, servido cada mañana en el patio.', { section: 'Desayuno incluido' }))).toEqual(['Desayuno incluido']);
    expect(amenities(snip('dining', 'Eggs, waffles and fresh fruit every morning from seven.', { section: 'Free hot breakfast' }))).toEqual(['Free hot breakfast']);
    expect(amenities(snip('dining', 'Our favourite places to eat in the old town, all within a short walk.', { section: 'Local restaurants' }))).toEqual([]);
  });
});

describe('amenities: a short sentence among the description\'s paragraphs', () => {
  it('is the house\'s prose too, in German and Spanish, with its negations', () => {
    const page = { section: 'Willkommen', pageUrl: 'https://haus.example/' };
    const de = amenities(
      snip('description', 'Das Ferienhaus liegt ruhig am Waldrand, nur wenige Schritte vom Badesee entfernt, und bietet Platz für sechs Personen.', page),
      snip('other', 'Ein kostenloses WLAN steht allen Gästen zur Verfügung.', page),
    );
    expect(de).toEqual(['WLAN']);
    const esPage = { section: 'Preguntas', pageUrl: 'https://hostal.example/' };
    const es = amenities(
      snip('description', 'Nuestro hostal familiar está a dos cuadras de la plaza y ofrece habitaciones sencillas, limpias y tranquilas para descansar.', esPage),
      snip('other', 'Por ahora el hostal no dispone de piscina propia.', esPage),
    );
    expect(es).toEqual([]);
  });

  it('stays out elsewhere: a review section or a line on its own', () => {
    expect(amenities(snip('other', 'Das kostenlose WLAN war schnell und die Sauna herrlich.', { section: 'Gästestimmen' }))).toEqual([]);
  });
});

describe('amenities: a cot named among the rooms', () => {
  it('is lent by the house, in Spanish and French', () => {
    expect(amenities(snip('room', 'Sábanas y toallas\nCuna bajo petición', { section: 'Dormitorios' }))).toEqual(['Cuna']);
    expect(amenities(snip('room', 'Deux lits simples et une douche italienne ; lit bébé sur demande.', { section: 'Chambre familiale' })).map((a) => a.toLowerCase())).toEqual(['lit bébé']);
  });
});

describe('amenities: the tables the house recommends', () => {
  it('a list or a card under "where to eat" names the neighbours\', in Spanish and English', () => {
    const es = { section: 'Dónde comer en el barrio', pageUrl: 'https://hostal.example/servicios' };
    expect(amenities(snip('amenities', 'Casa Pepe – cocina de mercado\nBar Central – tapas y vermut\nLa Tahona – panadería', es))).toEqual([]);
    const en = { section: 'Where to Eat', pageUrl: 'https://inn.example/amenities' };
    expect(amenities(snip('amenities', 'Corner Bistro – seasonal plates\nRiver Grill – steaks and fish\nMain Street Deli – sandwiches', en))).toEqual([]);
    // the house's own list beside it stays
    expect(amenities(snip('amenities', 'Free WiFi\nBicycle rental\nLuggage storage', { section: 'Services', pageUrl: 'https://inn.example/amenities' }))).toEqual(['Free WiFi', 'Bicycle rental', 'Luggage storage']);
  });
});

describe('amenities: a facility word in a place\'s proper name', () => {
  it('is the kind of a sight, not the house\'s, in Spanish, Italian and German', () => {
    const page = { section: 'Bienvenidos', pageUrl: 'https://hostal.example/' };
    expect(amenities(snip('description', 'Prestamos bicicletas a nuestros huéspedes para recorrer el Jardín del Turia hasta la playa.', page))).toEqual(['Bicicletas']);
    const it = amenities(snip('description', 'Offriamo ai nostri ospiti una piscina panoramica; a pochi minuti il Giardino dei Tarocchi merita una visita.', { section: 'Benvenuti', pageUrl: 'https://agriturismo.example/' }));
    expect(it.some((a) => /piscina/iu.test(a))).toBe(true);
    expect(it.some((a) => /giardino/iu.test(a))).toBe(false);
    expect(amenities(snip('description', 'Wir haben eine kleine Sauna im Keller, und gleich um die Ecke liegt der Park der Villa Carlotta am See.', { section: 'Willkommen', pageUrl: 'https://pension.example/' }))).toEqual(['Sauna']);
  });

  it('keeps the house\'s own garden, and a facility that opens the sentence', () => {
    const page = { section: 'Bienvenidos', pageUrl: 'https://hostal.example/' };
    expect(amenities(snip('description', 'Detrás de la casa hay un jardín con naranjos para leer al sol.', page)).map((a) => a.toLowerCase())).toEqual(['jardín']);
    expect(amenities(snip('description', 'Piscina de agua salada abierta de mayo a octubre para todos los huéspedes.', page)).map((a) => a.toLowerCase())).toEqual(['piscina']);
  });
});

describe('amenities: a list line that opens on a negation', () => {
  it('says what the house has not, in Romanian, Dutch, Portuguese and Polish', () => {
    const list = (section: string, lines: string) => amenities(snip('amenities', lines, { section, pageUrl: 'https://casa.example/facilitati' }));
    expect(list('Facilități', 'Wi-Fi gratuit\nParcare privată\nFără animale')).toEqual(['Wi-Fi gratuit', 'Parcare privată']);
    expect(list('Faciliteiten', 'Gratis wifi\nTuin\nGeen huisdieren')).toEqual(['Gratis wifi', 'Tuin']);
    expect(list('Comodidades', 'Wi-Fi grátis\nPiscina\nSem elevador')).toEqual(['Wi-Fi grátis', 'Piscina']);
    expect(list('Udogodnienia', 'Bezpłatne Wi-Fi\nParking\nBez zwierząt')).toEqual(['Bezpłatne Wi-Fi', 'Parking']);
  });
});

describe('amenities: "nor do we have" before a facility', () => {
  it('denies it, in Spanish and Italian', () => {
    // the house's own prose read by pickAmenities (prose.ts reads offers on its own)
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    const page = { section: 'Bienvenidos', pageUrl: 'https://casa.example/' };
    expect(picked(snip('description', 'La casa es pequeña: tampoco tenemos alberca, preferimos dedicar el espacio al patio.', page))).toEqual([]);
    expect(picked(snip('description', 'La villa è piccola e nemmeno abbiamo una piscina; il lago è a due passi.', { section: 'Benvenuti', pageUrl: 'https://villa.example/' }))).toEqual([]);
    expect(picked(snip('description', 'La villa è piccola e abbiamo una piscina riscaldata; il lago è a due passi.', { section: 'Benvenuti', pageUrl: 'https://villa.example/' }))).toEqual(['Piscina']);
  });
});

describe('amenities: a lack told as "neither … nor"', () => {
  it('denies both facilities, in German, French, Spanish and Italian, and keeps what the house has', () => {
    const picked = (text: string, section: string): string[] => pickAmenities([snip('description', text, { section, pageUrl: 'https://haus.example/' })], new StructuredTrust([])).values;
    expect(picked('Unser Haus ist klein: wir haben weder Pool noch Sauna, dafür einen Garten am Bach.', 'Willkommen').filter((a) => /pool|sauna/i.test(a))).toEqual([]);
    expect(picked("L'hôtel n'a ni piscine ni sauna ; le lac est à deux pas.", 'Bienvenue').filter((a) => /piscine|sauna/i.test(a))).toEqual([]);
    expect(picked('La casa no es grande y no tiene ni piscina ni gimnasio.', 'Bienvenidos').filter((a) => /piscina|gimnasio/i.test(a))).toEqual([]);
    expect(picked('La villa è piccola: né piscina né sauna, ma un grande giardino.', 'Benvenuti').filter((a) => /piscina|sauna/i.test(a))).toEqual([]);
    expect(picked('Unser Haus hat eine Sauna und einen Garten am Bach.', 'Willkommen').some((a) => /sauna/i.test(a))).toBe(true);
  });
});

describe('amenities: a lack told with an English contraction', () => {
  it('denies what the house "doesn\'t have" or "doesn\'t run", but a contraction before another verb denies nothing', () => {
    const picked = (text: string): string[] => pickAmenities([snip('description', text, { section: 'Welcome', pageUrl: 'https://inn.example/' })], new StructuredTrust([])).values;
    expect(picked('We don’t run a restaurant, but on request we can prepare a two-course dinner.').filter((a) => /restaurant/i.test(a))).toEqual([]);
    expect(picked("We don't have a spa, pool or hot tub on site, but the hot springs are close.").filter((a) => /spa|pool|hot tub/i.test(a))).toEqual([]);
    expect(picked("The inn doesn't offer a sauna; guests enjoy the garden instead.").filter((a) => /sauna/i.test(a))).toEqual([]);
    expect(picked("Don't miss our heated pool after a day on the slopes.").some((a) => /pool/i.test(a))).toBe(true);
  });
});

describe('amenities: a room adapted for wheelchairs', () => {
  it('told among the rooms or in a facilities paragraph is the house\'s accessible room, in French, Italian and English', () => {
    expect(amenities(snip('room', '18 m² · rez-de-chaussée · adaptée aux personnes à mobilité réduite · à partir de 95 €', { section: 'Chambre du jardin', pageUrl: 'https://hotel.example/chambres' }))).toEqual(['Chambre adaptée']);
    expect(amenities(snip('room', 'Al piano terra, la camera è accessibile anche per persone in sedia a rotelle, con doccia a filo pavimento.', { section: 'Camera Ulivo', pageUrl: 'https://agriturismo.example/camere' }))).toEqual(['Camera accessibile']);
    expect(amenities(snip('amenity', 'Two lifts serve all floors; one Superior room is adapted for wheelchair users.', { section: 'Services', pageUrl: 'https://hotel.example/facilities' })).some((a) => a === 'Accessible room')).toBe(true);
  });

  it('is not there when the page says the rooms do not suit wheelchairs', () => {
    expect(amenities(snip('room', 'The attic room is reached by a steep stair and is not suitable for wheelchair users.', { section: 'Attic room', pageUrl: 'https://inn.example/rooms' }))).toEqual([]);
    expect(amenities(snip('room', 'Purtroppo la casa non è adatta a persone in carrozzina.', { section: 'Camere', pageUrl: 'https://casa.example/camere' }))).toEqual([]);
  });
});

describe('amenities: the house keeps the guests\' luggage', () => {
  it('said with a verb, in French, Spanish and English', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('amenity', 'La réception est ouverte le soir. Nous gardons vos bagages avant l\'arrivée et après le départ.', { section: 'À votre service', pageUrl: 'https://hotel.example/services' }))).toContain('Consigne à bagages');
    expect(picked(snip('room', 'Entrada a partir de las 14:00. Podemos guardar sus maletas sin costo el día de salida.', { section: 'Preguntas frecuentes', pageUrl: 'https://hostal.example/habitaciones' }))).toEqual(['Guarda equipaje']);
    expect(picked(snip('amenity', 'Arriving early? We are happy to store your bags at the front desk.', { section: 'Services', pageUrl: 'https://inn.example/services' }))).toContain('Luggage storage');
  });

  it('not when the page says it cannot, nor for luggage merely carried', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('amenity', 'Sorry, we cannot keep luggage after check-out.', { section: 'Services', pageUrl: 'https://inn.example/services' }))).toEqual([]);
    expect(picked(snip('description', 'Déposez vos bagages devant l\'hôtel puis garez-vous au parking du quai.', { section: 'Accès', pageUrl: 'https://hotel.example/acces' }))).not.toContain('Consigne à bagages');
  });
});

describe('amenities: half board priced among the rooms', () => {
  it('is the house\'s kitchen, in French and German', () => {
    expect(amenities(snip('room', 'Chambre double – 78 €\nDemi-pension (par personne) (+ 25 €)\nTaxe de séjour (0,90 € / pers.)', { section: 'Tarifs', pageUrl: 'https://hotel.example/chambres' }))).toEqual(['Demi-pension']);
    expect(amenities(snip('room', 'Anreise ab 15 Uhr. Halbpension mit Drei-Gang-Menü auf Wunsch für 30 € pro Person.', { section: 'Doppelzimmer Waldblick', pageUrl: 'https://gasthof.example/zimmer' }))).toEqual(['Halbpension']);
  });
});

describe('amenities: pets called four-legged friends', () => {
  it('are welcome in the house\'s prose, in French, Italian and English', () => {
    expect(amenities(snip('description', 'Nos amis à quatre pattes sont les bienvenus, merci de prévoir leur panier.', { section: 'Vos animaux', pageUrl: 'https://hotel.example/chambres' }))).toEqual(['Animaux acceptés']);
    expect(amenities(snip('description', 'Gli amici a quattro zampe sono benvenuti in tutte le camere del piano terra.', { section: 'Animali', pageUrl: 'https://agriturismo.example/camere' }))).toEqual(['Animali ammessi']);
    expect(amenities(snip('description', 'Your four-legged friends are welcome in two of our cottages.', { section: 'Bring the dog', pageUrl: 'https://inn.example/rooms' }))).toEqual(['Pets welcome']);
  });

  it('are no amenity when the sentence turns them away, and merge with a listed pets line (German)', () => {
    expect(amenities(snip('description', 'Leider sind Vierbeiner in unserem Haus nicht erlaubt.', { section: 'Haustiere', pageUrl: 'https://pension.example/' }))).toEqual([]);
    expect(amenityKey('Vierbeiner sind nach Absprache willkommen')).toBe('pets');
  });
});

describe('amenities: a negation ends at a colon or a semicolon', () => {
  it('does not deny the facility told after it, in Spanish and English', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('description', 'Somos una casa sin escalones: ascensor a todas las plantas y patio interior.', { section: 'Tu estancia', pageUrl: 'https://hostal.example/' })).map((a) => a.toLowerCase())).toContain('ascensor');
    expect(picked(snip('description', 'The cottage has no stairs; sauna and hot tub are on the ground floor.', { section: 'The cottage', pageUrl: 'https://cottage.example/' })).map((a) => a.toLowerCase())).toContain('sauna');
    expect(picked(snip('description', 'There is no sauna on site.', { section: 'The cottage', pageUrl: 'https://cottage.example/' }))).toEqual([]);
  });
});

describe('amenities: a facility word at the end of a compound', () => {
  it('is named by the whole compound, in German', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('description', 'Im Sommer servieren wir das Frühstück auf unserer Sonnenterrasse mit Blick auf die Berge.', { section: 'Willkommen', pageUrl: 'https://gasthof.example/' }))).toContain('Sonnenterrasse');
    expect(picked(snip('description', 'Für die Kleinen gibt es hinter dem Haus einen Kinderspielplatz mit Sandkasten.', { section: 'Familien', pageUrl: 'https://gasthof.example/' }))).toContain('Kinderspielplatz');
  });

  it('leaves a word that stands alone as it is', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('description', 'Im Sommer servieren wir das Frühstück auf der Terrasse mit Blick auf die Berge.', { section: 'Willkommen', pageUrl: 'https://gasthof.example/' }))).toContain('Terrasse');
  });
});

describe('amenities: the guests\' own bicycles, kept', () => {
  it('are not the house\'s bicycles, in English and German', () => {
    const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;
    expect(picked(snip('description', 'Bicycles can be stored in the barn behind the house.', { section: 'Arriving', pageUrl: 'https://inn.example/' })).some((a) => /bicycle/iu.test(a))).toBe(false);
    expect(picked(snip('description', 'Ihre Fahrräder können Sie in der Scheune abstellen.', { section: 'Anreise', pageUrl: 'https://pension.example/' })).some((a) => /fahrr/iu.test(a))).toBe(false);
    expect(picked(snip('description', 'We lend free bicycles to our guests.', { section: 'Arriving', pageUrl: 'https://inn.example/' })).some((a) => /bicycle/iu.test(a))).toBe(true);
  });
});

describe('amenities: a list line that opens on a figure', () => {
  it('keeps a service that runs round the clock, in English, Hungarian and Italian', () => {
    expect(amenities(snip('amenities', '24 hour front desk\nFree WiFi\nSauna'))).toContain('24 hour front desk');
    expect(amenities(snip('amenities', 'ingyenes WiFi\n24 órás recepció\nszauna'))).toContain('24 órás recepció');
    expect(amenities(snip('amenities', 'WiFi gratuito\n24 ore reception\nSauna'))).toContain('24 ore reception');
  });
  it('keeps a round-the-clock service in Turkish and Greek', () => {
    expect(amenities(snip('amenities', 'Ücretsiz Wi-Fi\n24 Saat Oda Servisi\nAçık Otopark'))).toContain('24 Saat Oda Servisi');
    expect(amenities(snip('amenities', 'Δωρεάν Wi-Fi\n24 ώρες room service\nΠισίνα'))).toContain('24 ώρες room service');
  });
  it('leaves out a count of the house\'s units', () => {
    expect(amenities(snip('amenities', '8 lake-view suites\nFree WiFi\nSauna'))).toEqual(['Free WiFi', 'Sauna']);
    expect(amenities(snip('amenities', '12 camere doppie\nWiFi gratuito\nSauna'))).toEqual(['WiFi gratuito', 'Sauna']);
  });
});

describe('the wording of a facility listed twice', () => {
  const picked = (...snippets: SnippetForProfile[]): string[] => pickAmenities(snippets, new StructuredTrust(snippets)).values;

  it('takes the wording of the longer list, the site\'s full list, over a list of highlights (Portuguese, French)', () => {
    const pt = picked(
      snip('amenities', 'Wi-Fi grátis\nPiscina\nEstacionamento gratuito\nPet friendly', { section: 'Destaques' }),
      snip('amenities', 'Wi-Fi grátis\nPiscina ao ar livre\nCafé da manhã incluído\nAr-condicionado\nEstacionamento gratuito\nAceitamos pets\nRedário\nLavanderia', { section: 'Nossa estrutura', pageUrl: 'https://pousada.example/estrutura' }),
    );
    expect(pt).toEqual(['Wi-Fi grátis', 'Piscina ao ar livre', 'Estacionamento gratuito', 'Aceitamos pets', 'Café da manhã incluído', 'Ar-condicionado', 'Redário', 'Lavanderia']);
    const fr = picked(
      snip('amenities', 'Réception ouverte 24 h/24\nSalle de fitness\nAnimaux bienvenus', { section: 'Pourquoi séjourner chez nous ?' }),
      snip('amenities', 'Wi-Fi gratuit\nRéception 24 h/24\nClimatisation\nAscenseur\nSalle de fitness\nBagagerie\nAnimaux acceptés\nService de blanchisserie', { section: 'Tous nos services', pageUrl: 'https://hotel.example/services/' }),
    );
    expect(fr.slice(0, 3)).toEqual(['Réception 24 h/24', 'Salle de fitness', 'Animaux acceptés']);
  });

  it('keeps the first wording when the later list is no longer, or its line names several facilities (Dutch, English)', () => {
    const nl = picked(
      snip('amenities', 'Airco\nWifi\nGratis parkeren', { section: 'Faciliteiten' }),
      snip('amenities', 'Privéterras\nGeheel gelijkvloers\nAirco, wifi en parkeerplaats\nVolledig uitgeruste keuken', { section: 'Waarom bij ons?' }),
    );
    expect(nl.slice(0, 3)).toEqual(['Airco', 'Wifi', 'Gratis parkeren']);
    const en = picked(
      snip('amenities', 'Outdoor pool\nFree WiFi\nFree parking\nGarden', { section: 'Highlights' }),
      snip('amenities', 'Heated pool\nWireless internet\nParking\nLaundry', { section: 'Facilities' }),
    );
    expect(en.slice(0, 4)).toEqual(['Outdoor pool', 'Free WiFi', 'Free parking', 'Garden']);
  });
});

describe('amenities: a facility declined in Slavic prose is named in its dictionary form', () => {
  it('gives the nominative of the noun and its adjective (Slovak, Czech, Polish)', () => {
    expect(dictionaryForm('terase')).toBe('terasa');
    expect(dictionaryForm('Terasou')).toBe('Terasa');
    expect(dictionaryForm('Kongresovú sálu')).toBe('Kongresová sála');
    expect(dictionaryForm('reštaurácii')).toBe('reštaurácia');
    expect(dictionaryForm('altaną')).toBe('altana');
  });

  it('leaves other words as written (English, Czech)', () => {
    expect(dictionaryForm('Terrace')).toBe('Terrace');
    expect(dictionaryForm('Sauna')).toBe('Sauna');
    expect(dictionaryForm('Vybavenou kuchyní')).toBe('Vybavenou kuchyní');
  });

  it('lists the terrace a Slovak sentence names in the locative as "Terasa"', () => {
    expect(amenities(snip('description', 'Raňajky podávame na slnečnej terase s výhľadom na hory.'))).toContain('Terasa');
  });
});
