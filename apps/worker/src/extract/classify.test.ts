import { describe, expect, it } from 'vitest';
import { notAboutThisHotel, classifyText, isJunk, sectionKind, SISTER_MENTION } from './classify.ts';

describe('sectionKind', () => {
  it('types travel headings as transport in the languages hotel sites use', () => {
    for (const h of ['Getting here', 'By train', 'From the airport', 'Anreise', 'Mit der Bahn', 'Accès', 'En avion', 'Cómo llegar', 'En coche', 'Come raggiungerci', 'In treno', 'Como chegar', 'De comboio', 'Bereikbaarheid', 'Met de trein']) {
      expect(sectionKind([h]), h).toBe('transport');
    }
  });

  it('types a heading that names airports, in any case or number, as transport (el, hr, cs, pl, tr, sv, da)', () => {
    for (const h of ['Κοντινότερα Αεροδρόμια', 'ΑΕΡΟΔΡΟΜΙΑ', 'Zračne luke', 'Nejbližší letiště', 'Najbliższe lotniska', 'Havalimanları', 'Närmaste flygplatser', 'Lufthavne'])
      expect(sectionKind([h]), h).toBe('transport');
  });

  it('types the way-here headings of each mode in Brazilian and Rioplatense Spanish, Japanese and Korean as transport', () => {
    for (const h of ['De trem', 'De balsa', 'En colectivo', 'En micro', 'En subte', '電車でお越しの方', 'お車でお越しの場合', '지하철 이용시', '버스 이용 시', '자가용'])
      expect(sectionKind([h]), h).toBe('transport');
    // a word inside another, or a mode's word in another heading's sense, is none
    for (const h of ['En microondas', 'Autos de alquiler', 'Bus de datos']) expect(sectionKind([h]), h).not.toBe('transport');
  });

  it('types neighbourhood headings as points of interest', () => {
    for (const h of ['In the neighbourhood', 'À proximité', 'In der Nähe', 'Alrededores', 'Dintorni', 'Arredores', 'In de buurt']) {
      expect(sectionKind([h]), h).toBe('poi');
    }
  });

  it('reads the section words of Polish and Czech pages: travel, surroundings, services', () => {
    for (const h of ['Dojazd', 'Jak do nas dojechać', 'Doprava', 'Jak se k nám dostanete', 'Příjezd', 'Pociągiem', 'Samochodem z Krakowa', 'Autobusem', 'Vlakem', 'Tramvají', 'Metrem', 'Letadlem']) {
      expect(sectionKind([h]), h).toBe('transport');
    }
    for (const h of ['W okolicy', 'Okolica', 'Atrakcje regionu', 'V okolí', 'Okolí hotelu', 'Tipy na výlety']) expect(sectionKind([h]), h).toBe('poi');
    for (const h of ['Služby hotelu', 'Wyposażenie']) expect(sectionKind([h]), h).toBe('amenity');
  });

  it('types careers headings as chrome in Japanese, Polish and Czech as in the other languages', () => {
    for (const h of ['採用情報', 'Kariera', 'Kariéra', 'Karriere', 'Careers']) expect(sectionKind([h]), h).toBe('chrome');
    expect(notAboutThisHotel('Szukamy osoby do pracy w recepcji od zaraz.', 'chrome')).toBe(true);
  });

  it('types newsletter and voucher headings as chrome, whose text is no fact about the hotel', () => {
    for (const h of ['Newsletter', 'Gutscheine']) expect(sectionKind([h]), h).toBe('chrome');
    expect(classifyText('Sign up and get ten per cent off your next weekend by the sea.', 'chrome', false)).toBe('other');
  });

  it('types headings over other properties of the owner as another property, in many languages', () => {
    for (const h of [
      'Our other hotels',
      'Explore other hotels',
      'Discover our other resorts',
      'Our sister pub',
      'Unsere Partnerhotels',
      'Unser Partnerhaus',
      'Nos autres hôtels',
      'Hôtels partenaires',
      'Nuestros otros hoteles',
      'Le nostre altre strutture',
      'Outras pousadas',
      'Onze andere hotels',
      'Nasze inne obiekty',
      'Naše další hotely',
      '姉妹館のご案内',
    ]) {
      expect(sectionKind([h]), h).toBe('other-property');
    }
    // a card's own heading ("... Spa Resort") does not take it out of the carousel it sits in
    expect(sectionKind(['Discover our other resorts', 'Moorside Spa & Wellness Resort'])).toBe('other-property');
    for (const h of ['Our hotel', 'Unser Haus', 'Notre hôtel', 'About our rooms']) expect(sectionKind([h]), h).not.toBe('other-property');
  });
});

describe('notAboutThisHotel', () => {
  it('recognises a sentence presenting a sister or partner house, in several languages', () => {
    for (const s of [
      'Our sister hotel by the lake has an indoor pool and a spa.',
      'Unser Partnerhaus im Nachbardorf bietet Ferienwohnungen mit Hallenbad.',
      'Notre hôtel partenaire, au bord du lac, dispose d’une plage privée.',
      'Nossa pousada irmã fica na ilha, com spa e restaurante na praia.',
      'Polecamy również: nasz drugi obiekt, domki całoroczne w sąsiedniej wsi.',
      'Náš druhý penzion najdete v horách nad městem.',
    ]) {
      expect(notAboutThisHotel(s, null), s).toBe(true);
    }
    expect(notAboutThisHotel('Our hotel has a garden, a sauna and free parking for guests.', null)).toBe(false);
    expect(notAboutThisHotel('Free parking is available behind the house.', 'other-property')).toBe(true);
  });

  it('under a see-also lead-in, sets aside a block that opens with a lodging name and keeps a sight', () => {
    expect(sectionKind(['Conheça também'])).toBe('see-also');
    expect(sectionKind(['Polecamy również'])).toBe('see-also');
    expect(sectionKind(['Descubre también los alrededores'])).toBe('poi');
    expect(notAboutThisHotel('Pousada Vento Sul Trindade – suítes com vista para o mar.', 'see-also')).toBe(true);
    expect(notAboutThisHotel('Hotel am Markt – 20 rooms in the old town.', 'see-also')).toBe(true);
    expect(notAboutThisHotel('Praia do Sono – trilha de uma hora pela mata.', 'see-also')).toBe(false);
    expect(classifyText('Praia do Sono – trilha de uma hora pela mata até uma praia selvagem.', 'see-also', false)).toBe('description');
  });
});

describe('classifyText', () => {
  it('keeps numbered lines under a transport heading as transport, though they name a street', () => {
    expect(classifyText('Le linee 70 e 71 fermano in Corso Porta Borsari, a 150 m.', 'transport', false)).toBe('transport');
    expect(classifyText('Buses 12 and 40 stop right outside the hotel on 25 Main Street.', 'transport', false)).toBe('transport');
  });

  it('types a label line naming only an airport or a station as transport, under any heading (zh, ja)', () => {
    expect(classifyText('【杭州萧山机场】', null, false)).toBe('transport');
    expect(classifyText('【南京火车南站】', null, false)).toBe('transport');
    expect(classifyText('〔京都駅〕', null, false)).toBe('transport');
    // the same words inside a sentence, or a line naming no stop, are not a label
    expect(classifyText('乘机场大巴到市中心', null, false)).toBe('other');
    expect(classifyText('【关于我们】', null, false)).toBe('other');
  });

  it('keeps a listed place with its distance under a neighbourhood heading as a place, not an address', () => {
    expect(classifyText('Piazza delle Erbe - 100 m', 'poi', true)).toBe('point_of_interest');
    expect(classifyText('Via Sottoriva 12, 37121 Verona', 'poi', true)).toBe('address');
  });

  it('keeps a list of places most of whose lines give their distance as places under a neighbourhood heading (French, German)', () => {
    expect(classifyText('Plage du Moulin – 200 m\nVieille Ville et Musée du Port – 1,5 km\nPointe du Cap – 4 km\nÎles du Large – 1h de bateau', 'poi', true)).toBe('point_of_interest');
    expect(classifyText('Altstadt – 800 m\nSchlossberg mit Burgruine – 2 km\nWildpark – 6 km', 'poi', true)).toBe('point_of_interest');
    expect(classifyText('Rue du Port 12\nMusée – 2 km\n29900 Concarneau', 'poi', true)).toBe('address');
  });

  it('types a list of places with their distances after a dash as places under a heading it does not know (English, Italian)', () => {
    expect(classifyText('Cathedral (Blue Church) – 400 m\nCity Museum – 600 m\nBotanic Garden – 2 km\nLighthouse Point – 30 km', null, true)).toBe('point_of_interest');
    expect(classifyText('Duomo – 300 m\nPalazzo Ducale – 500 m\nLago di Garda – 12 km', null, true)).toBe('point_of_interest');
    // a list that only names streets or prices stays untyped
    expect(classifyText('Colazione – 12 €\nParcheggio – 15 €\nCulla – gratuita', null, true)).toBe('other');
  });

  it('keeps a sight without its distance among measured ones, bullets written by hand before them (Spanish, German)', () => {
    expect(classifyText('» Catedral (800 m)\n» Alcázar (600 m)\n» Museo de Bellas Artes\n» Puente Romano (1,5 km)', null, true)).toBe('point_of_interest');
    expect(classifyText('Altstadt (800 m)\nDomschatz\nStadtmuseum (1 km)\nBurgruine (2 km)', null, true)).toBe('point_of_interest');
    // two measured lines of five are no list of places
    expect(classifyText('Altstadt (800 m)\nFrühstück\nSauna\nStadtmuseum (1 km)\nParkplatz', null, true)).toBe('other');
  });
});

describe('isJunk', () => {
  it('drops legal footers, site services and booking conditions in any language', () => {
    for (const line of [
      'Imprint · Privacy · Terms',
      'Impressum | Datenschutz | AGB',
      'Mentions légales - Politique de confidentialité - CGV',
      'Aviso legal · Política de privacidad · Política de cookies',
      'Careers',
      'Gift cards',
      '採用情報',
      '会社概要｜採用情報｜プライバシーポリシー',
      'Kariera · Polityka prywatności · Regulamin',
      'Kariéra | Ochrana osobních údajů | Obchodní podmínky',
      'Free cancellation up to 48 h before arrival',
      'Kostenlose Stornierung bis 48 Stunden vor Anreise',
      'Annulation gratuite jusqu’à 2 jours avant l’arrivée',
      'Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten.',
      'Utilizamos cookies propias y de terceros para mejorar tu experiencia.',
    ]) {
      expect(isJunk(line), line).toBe(true);
    }
  });

  it('keeps amenities and places that share words with chrome', () => {
    for (const line of ['Sauna', 'Warm cookies at check-in', 'Terrasse panoramique', 'Contact lens solution on request', 'Policlinico Sant’Orsola (2 km)']) expect(isJunk(line), line).toBe(false);
  });
});

describe('classifyText: a heading over a paragraph about a place', () => {
  it('types the paragraph as a point of interest when the heading names a place the paragraph names', () => {
    expect(classifyText('Dorset Lookout Tower stands on a granite ridge above Lake of Bays, with a view over the whole lake.', null, false, 'Dorset Lookout Tower')).toBe('point_of_interest');
  });

  it('does not when the heading only repeats a common word or a year of the paragraph ("A family camp since 1962")', () => {
    expect(classifyText('Our twelve log cabins have stood on this lake since 1962, along 600 feet of shoreline.', null, false, 'A family camp since 1962')).not.toBe('point_of_interest');
    expect(classifyText('The property covers eleven wooded acres beside the lake, with trails behind the lodge.', null, false, 'The Property')).not.toBe('point_of_interest');
  });
});

describe('sectionKind: excursions, sights and surroundings in the dictionary words of more languages', () => {
  it('types excursion and surroundings headings as places (de, es, it, pt, nl, pl, cs, fr, en)', () => {
    for (const h of ['Ausflüge', 'Ausflugstipps', 'Excursiones', 'El entorno', 'Escursioni', 'Il territorio', 'Passeios', 'Atrações', 'Uitstapjes', 'Wycieczki', 'Co warto zobaczyć', 'Tipy na výlet', 'Excursions', 'Randonnées', 'Sights']) expect(sectionKind([h]), h).toBe('poi');
  });
  it('types them in Japanese, Korean, Chinese, Thai and Vietnamese', () => {
    for (const h of ['周辺の見どころ', '주변 관광지', '周边景点', 'สถานที่ท่องเที่ยวใกล้เคียง', 'Điểm tham quan']) expect(sectionKind([h]), h).toBe('poi');
  });
  it('leaves activities and areas alone: the house\'s own offer and directories sit under them (en, es)', () => {
    for (const h of ['Water Activities', 'Actividades', 'Area Companies & Businesses', 'Freizeit & Wellness', 'Loisirs']) expect(sectionKind([h]), h).not.toBe('poi');
  });
});

describe('sectionKind: facilities, the way here, rules and contact in more languages', () => {
  it('types Japanese room headings, which a word bound before the first letter kept untyped, and no more in other languages (ja, pl)', () => {
    for (const h of ['客室', '客室のご案内']) expect(sectionKind([h]), h).toBe('room');
    expect(sectionKind(['Pokoje'])).toBeNull();
  });
  it('types facility headings (en, de, fr, es, pl, sk, zh, ko, th)', () => {
    for (const h of ['Spa & Wellness', 'Unsere Leistungen', 'Equipements', 'Equipamiento', 'Usługi', 'Zariadenie', '酒店设施', '부대시설', 'สิ่งอำนวยความสะดวก']) expect(sectionKind([h]), h).toBe('amenity');
  });
  it('types travel, rule and contact headings (cs, nl, vi, ja, zh, ko, th, es, pt, pl)', () => {
    for (const h of ['Jak k nám', 'Hoe te bereiken', 'Đường đi', '如何到达', '오시는 길', 'การเดินทาง', 'สนามบิน', '空港から']) expect(sectionKind([h]), h).toBe('transport');
    for (const h of ['Normas de la casa', 'Regras da casa', 'Huisregels', 'Regulamin']) expect(sectionKind([h]), h).toBe('policy');
    for (const h of ['联系我们', '문의하기', 'ติดต่อเรา']) expect(sectionKind([h]), h).toBe('contact');
  });
});

describe('sectionKind: neighbourhood headings of more languages', () => {
  it('types "Close by", "Nas redondezas" and "Dichtbij" as points of interest', () => {
    expect(sectionKind(['Close by'])).toBe('poi');
    expect(sectionKind(['Nas redondezas'])).toBe('poi');
    expect(sectionKind(['Dichtbij'])).toBe('poi');
  });
});

describe('lists of places with their distances', () => {
  it('types a list of names each with a bracketed distance as places, whatever the heading (Spanish, Italian)', () => {
    expect(classifyText('Mirador del Río (4 km)\nCueva de los Verdes (9 km)\nPlaya Grande (800 m)', null, true, 'Actividades')).toBe('point_of_interest');
    expect(classifyText('Rocca Vecchia (2 km)\nLago di Sopra (15 min a piedi)\nMuseo Civico (600 m)', null, true, 'Benvenuti')).toBe('point_of_interest');
  });

  it('leaves directories written with a comma, mostly-transport lists and short lists untyped (English, German)', () => {
    expect(classifyText('Corner Diner, 1.0 mi.\nHarbour Grill, 2.0 mi.\nNoodle Bar, 0.5 mi.', null, true, 'Nearby Restaurants')).toBe('other');
    expect(classifyText('Hauptbahnhof (2 km)\nFlughafen (30 km)\nAltstadt (1 km)', null, true, null)).not.toBe('point_of_interest');
    expect(classifyText('Altstadt (1 km)\nSeeufer (300 m)', null, true, null)).toBe('other');
  });
});

describe('sister houses and guests in the Nordic languages, Hungarian and Slovene', () => {
  it('reads a sister house written as one compound word (Swedish, Danish, Hungarian, Slovene)', () => {
    for (const t of ['Vårt systerhus vid hamnen har nu nyrenoverad bastu och badtunna.', 'Besøg vores søsterkro i Tønder – 12 værelser og egen vinkælder.', 'Budapesti testvérszállodánk megújult tetőterasszal várja vendégeit.', 'Naše sestrsko gostišče v Bovcu ima savno in bazen.']) {
      expect(SISTER_MENTION.test(t), t).toBe(true);
      expect(notAboutThisHotel(t, null), t).toBe(true);
    }
    // the words alone are no sister: "søster" is a sister, "systematisk" no house
    for (const t of ['Min søster anbefalede kroen.', 'Vi arbetar systematiskt med hållbarhet.', 'A testvérek vezetik a szállodát.']) expect(SISTER_MENTION.test(t), t).toBe(false);
  });

  it("types what the guests say as reviews (Danish, Swedish, Portuguese, French, Hungarian, Slovene)", () => {
    for (const h of ['Gæsterne siger', 'Hvad vores gæster siger', 'Vad våra gäster säger', 'O que dizem nossos hóspedes', 'O que os hóspedes dizem', 'Ils ont aimé leur séjour', 'Vendégeink mondták', 'Mnenja gostov']) {
      expect(sectionKind([h]), h).toBe('reviews');
    }
    expect(classifyText('Vi nød især at slappe af i wellnessområdet med sauna efter en lang dag på cyklen.', sectionKind(['Gæsterne siger']), false)).toBe('other');
    expect(classifyText('A piscina de borda infinita com vista para o mar e o spa são imperdíveis, voltaremos!', sectionKind(['O que dizem nossos hóspedes']), false)).toBe('other');
  });
});

describe('sectionKind: Swedish, Danish, Norwegian, Finnish, Hungarian, Slovenian, Croatian, Greek and Turkish headings', () => {
  const kinds: [string, string[]][] = [
    ['transport', ['Hitta hit', 'Med tåg och buss', 'Find vej', 'Med tog', 'Slik finner du oss', 'Junalla', 'Megközelítés', 'Vonattal', 'Kako do nas', 'Z avtobusom', 'Dolazak', 'Autobusom', 'Πώς θα έρθετε', 'Με το πλοίο', 'ΑΕΡΟΠΟΡΙΚΩΣ', 'Ulaşım', 'Otobüsle']],
    ['poi', ['I närheten', 'Upplev Vadstena', 'Seværdigheder', 'Oplev Ribe', 'Lähistöllä', 'Eger látnivalói', 'Programajánló', 'V bližini', 'Znamenitosti', 'Αξιοθέατα', 'ΑΞΙΟΘΕΑΤΑ', 'Gezilecek yerler']],
    ['amenity', ['Det här ingår', 'Faciliteter', 'Fasiliteter', 'Palvelut', 'Szállodánk szolgáltatásai', 'Pri nas vam nudimo', 'Sadržaji', 'Παροχές', 'Otel olanakları']],
    ['room', ['Våra rum', 'Værelser', 'Huoneet', 'Szobák és árak', 'Sobe', 'Smještaj', 'Δωμάτια', 'ΔΩΜΑΤΙΑ', 'Odalarımız']],
    ['dining', ['Restaurang', 'Morgenmad', 'Ravintola', 'Éttermünk', 'Restavracija', 'Doručak', 'Εστιατόριο', 'Kahvaltı']],
    ['meetings', ['Konferens', 'Bryllupper', 'Rendezvények', 'Prireditve', 'Vjenčanja', 'Εκδηλώσεις', 'Toplantı salonları']],
    ['policy', ['Bra att veta', 'Husregler', 'Házirend', 'Hišni red', 'Kućni red', 'Συχνές ερωτήσεις', 'Otel kuralları']],
    ['contact', ['Kontakta oss', 'Yhteystiedot', 'Kapcsolat', 'Επικοινωνία', 'İletişim']],
    ['about', ['Om oss', 'Om os', 'Rólunk', 'O nas', 'O nama', 'Σχετικά με εμάς', 'Hakkımızda']],
    ['reviews', ['Gæsterne siger', 'Recensioner', 'Vélemények', 'Mnenja gostov', 'Recenzije', 'Misafir yorumları']],
    ['chrome', ['Nyhetsbrev', 'Privatlivspolitik', 'Tietosuojaseloste', 'Adatvédelmi tájékoztató', 'Politika zasebnosti', 'Πολιτική απορρήτου', 'Gizlilik politikası']],
    ['other-property', ['Systerhotell', 'Vores søsterkro: Tønder Marskkro', 'Testvérszállodánk', 'Naši drugi hoteli', 'Diğer otellerimiz']],
  ];
  for (const [kind, headings] of kinds) {
    it(`types ${kind} headings`, () => {
      for (const h of headings) expect(sectionKind([h]), h).toBe(kind);
    });
  }

  it('bounds the words by letters: a word inside another or a dish is no heading word', () => {
    for (const h of ['Forum', 'Rumba night', 'Soba noodles', 'Customer service']) expect(sectionKind([h]), h).not.toBe('room');
    expect(sectionKind(['Rumba night'])).toBeNull();
  });

  it('drops footer link rows in these languages as in the others', () => {
    for (const row of ['Impresszum | Adatvédelem | ÁSZF', 'Integritetspolicy · Cookies · Webbplatskarta', 'Gizlilik politikası | Çerez politikası | KVKK']) expect(isJunk(row), row).toBe(true);
  });
});

describe('French getting-here headings', () => {
  it('type what follows as transport ("Comment se rendre chez nous", "Pour venir", "Nous rejoindre")', () => {
    for (const h of ['Comment se rendre chez nous', 'Comment s’y rendre', 'Pour venir au gîte', 'Nous rejoindre']) expect(sectionKind([h]), h).toBe('transport');
    expect(classifyText('Gare la plus proche : Gare de Joigny (à environ 15 minutes en voiture)', sectionKind(['Réservez votre séjour', 'Comment se rendre chez nous'], 'Réservez votre séjour'), true)).toBe('transport');
  });
});

describe('what the price includes, in Dutch, German, Italian, Portuguese, Spanish, Danish, Norwegian and English', () => {
  it('types an "included in the price" heading as amenities', () => {
    for (const h of ['Inbegrepen in de prijs', 'Inbegrepen', 'Im Preis inbegriffen', 'Inklusive', 'Compreso nel prezzo', 'Incluído no preço', 'Incluido en el precio']) {
      expect(sectionKind([h]), h).toBe('amenity');
    }
  });
  it('leaves other headings that merely contain the words alone', () => {
    expect(sectionKind(['Niet inbegrepen: toeristenbelasting'])).not.toBe('amenity');
  });
  it('types a heading that opens with "included" as amenities, though it names the rooms (es, da, nb, en)', () => {
    for (const h of ['Incluido en todas las habitaciones', 'Incluidos', 'Inkluderet', 'Inkludert i leien', 'Included in every room']) expect(sectionKind([h]), h).toBe('amenity');
    // the cards under it keep the grid's kind, whatever their own headings say
    expect(sectionKind(['Incluido en todas las habitaciones', 'Wifi satelital'])).toBe('amenity');
    // what is not included is no facility of the house
    for (const h of ['No incluido', 'Not included', 'Ikke inkluderet']) expect(sectionKind([h]), h).not.toBe('amenity');
  });
});

describe('classifyText: a list of stops with their distances', () => {
  it('types a table or list whose lines mostly name a station or an airport with a distance as transport (German, Spanish)', () => {
    expect(classifyText('Hauptbahnhof | 2 km\nFlughafen Nord | 35 km\nAltstadt | 1 km', null, true)).toBe('transport');
    expect(classifyText('Estación de autobuses – 300 m\nAeropuerto de Reus – 25 km', null, true)).toBe('transport');
  });
  it('leaves lists of sights, and stops under a telling heading, to their own rules (Spanish, English)', () => {
    expect(classifyText('Playa – 300 m\nCastillo – 2 km\nMuseo – 1 km', null, true)).toBe('point_of_interest');
    expect(classifyText('Train station – 2 km\nCity airport – 12 km', 'amenity', true)).toBe('amenities');
  });
});
