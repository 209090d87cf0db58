import { describe, expect, it } from 'vitest';
import { hasPostcode, hasStreetAddress, isBareStreetLine, isNumberFirstStreetLine, isPostcodeLine, looksLikeAddress, mapQuery, streetAbovePostcode, countryBelowPostcode } from './address.ts';
import { extractSnippets } from './index.ts';

describe('looksLikeAddress', () => {
  it('recognises addresses in each national format, with or without an "Address:" label', () => {
    for (const a of [
      '14 Pier Road, Whitby YO21 3PU',
      '5 Merrion Square North, Dublin 2, D02 X285',
      'Lindenstraße 12, 96047 Bamberg',
      '12, quai du Port, 13002 Marseille',
      'Calle Mayor 5, 28013 Madrid',
      'Via Roma 10, 00184 Roma RM',
      'Oudegracht 145, 3511 AH Utrecht',
      'Rua da Reboleira 35, 4050-492 Porto',
      '8820 NE Airport Way, Portland, OR 97220-1234',
      '123, rue Principale, Magog (Québec) J1X 2A1',
      '〒605-0074 京都府京都市東山区祇園町南側570-8',
      'ul. Długa 5, 80-827 Gdańsk',
      'Adresse : Lindenstraße 12, Bamberg',
      'Dirección: Calle Mayor 5, Madrid',
      'Morada: Rua da Reboleira 35, Porto',
      'Adres: Oudegracht 145, Utrecht',
      'Am Kurpark 3 · 82467 Garmisch-Partenkirchen',
      // the number with its sign, Portuguese, Catalan and Spanish street types
      'Caminho das Flores, n.º 18',
      'Calçada do Monte, nº 4',
      'Carrer Major, núm. 12',
      'Calle del Sol, nº 3',
      // the German street type as a word of its own
      'Erlenbrucker Straße 41',
      'Freiburger Str. 12, 79856 Hinterzarten',
      'Alter Weg 3',
    ])
      expect(looksLikeAddress(a), a).toBe(true);
  });

  it('does not take a line about buses, trams or stations for the address', () => {
    for (const t of ['Buses 12 and 40 stop right outside the hotel', 'Tram 4 und 15 bis Haltestelle Rathaus, 3 Gehminuten', 'Les bus 12 et 40 s’arrêtent devant l’hôtel', 'Tram 22 en bus 2 stoppen voor de deur'])
      expect(looksLikeAddress(t), t).toBe(false);
  });

  it('does not take a year and a capitalised word for a postcode and town', () => {
    expect(looksLikeAddress('Built in 1790 for a whaling Captain')).toBe(false);
    expect(looksLikeAddress('Opened in 2019 Restaurant Le Port')).toBe(false);
  });
});

describe('national address formats', () => {
  // invented addresses, one per format; each reads as an address, and its postcode line alone as one
  const formats: [country: string, address: string, postcodeLine: string][] = [
    ['CZ', 'Hradební 12/7, 602 00 Brno', '602 00 Brno'],
    ['CZ, district number', 'Náměstí Míru 5, 120 00 Praha 2 – Vinohrady', '120 00 Praha 2 – Vinohrady'],
    ['SK', 'Kapucínska 8, 811 03 Bratislava', '811 03 Bratislava'],
    ['SE', 'Storgatan 14, 114 55 Stockholm', '114 55 Stockholm'],
    ['GR', 'Odos Ermou 21, 105 63 Athina', '105 63 Athina'],
    ['PL', 'ul. Kwiatowa 3, 31-101 Kraków', '31-101 Kraków'],
    ['UK', '17 Harbour Street, Tobermory PA75 6NU', 'Tobermory PA75 6NU'],
    ['IE', 'Main Street, Kinsale, Co. Cork, P17 WK20', 'P17 WK20'],
    ['DE', 'Mühlenweg 4, 01067 Dresden', '01067 Dresden'],
    ['FR', '8 place du Marché, 84000 Avignon', '84000 Avignon'],
    ['ES', 'Calle del Sol 14, 41004 Sevilla', '41004 Sevilla'],
    ['IT', 'Via dei Calzaiuoli 7, 50123 Firenze (FI)', '50123 Firenze (FI)'],
    ['NL', 'Prinsengracht 210, 1016 HD Amsterdam', '1016 HD Amsterdam'],
    // a street without its type word, and a comma between the code and the town, as forms and footers write it
    ['NL, comma before the town', 'Kerkpad 21, 5341KA, Oss, Noord-Brabant', '5341KA, Oss'],
    ['PT', 'Rua das Flores 12, 1100-148 Lisboa', '1100-148 Lisboa'],
    ['US', '412 Pine Street, Burlington, VT 05401', 'Burlington, VT 05401'],
    ['CA', '88 rue Sainte-Anne, Québec QC G1R 3X5', 'Québec QC G1R 3X5'],
    ['JP', '〒600-8216 京都府京都市下京区東塩小路町 8-3', '〒600-8216'],
    ['VN', '45 Lê Lợi, Phường Bến Thành, Quận 1, Thành phố Hồ Chí Minh 700000', 'Thành phố Hồ Chí Minh 700000'],
  ];
  it('reads the address and its postcode line in each format', () => {
    for (const [country, address, line] of formats) {
      expect(looksLikeAddress(address), `${country}: ${address}`).toBe(true);
      expect(isPostcodeLine(line), `${country}: ${line}`).toBe(true);
    }
  });

  it('does not take a three-and-two-digit price or a count for a postcode', () => {
    for (const t of ['Pokoj od 2 900 Kč za noc', 'Hodnocení 9,2 / 10 na základě 1 148 recenzí', 'Rum från 1 250 kr per natt', 'Phòng Deluxe, Giá 850000 đồng mỗi đêm', 'Rooms, Standard 500000 VND per night'])
      expect(looksLikeAddress(t), t).toBe(false);
  });
});

describe('isPostcodeLine', () => {
  it('reads a postcode-and-town line in either order and alone', () => {
    for (const l of ['YO21 3PU', 'Whitby YO21 3PU', '96047 Bamberg', '3511 AH Utrecht', '4050-492 Porto', 'Portland, OR 97220-1234', 'Magog (Québec) J1X 2A1', '〒605-0074', '80-827 Gdańsk', '38030 Ziano di Fiemme (TN)'])
      expect(isPostcodeLine(l), l).toBe(true);
    for (const l of ['Whitby Abbey', 'Open 7 days a week from 8 am.', 'Rooms from 89 EUR per night']) expect(isPostcodeLine(l), l).toBe(false);
  });
});

describe('address blocks the markup marks', () => {
  const addresses = (html: string): string[] =>
    extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html })
      .filter((s) => s.type === 'address')
      .map((s) => s.content.replace(/\n/g, ', '));

  it('reads an element whose class names it an address whole, its second line without a number too (Chinese, Italian)', () => {
    const zh = '<body><ul class="contact"><li class="tel">028-0000-0000</li><li class="address">杭州市西湖区文三路<label>88</label>号<br>云栖小院<label>2</label>号楼</li></ul></body>';
    expect(addresses(zh)).toContain('杭州市西湖区文三路88号, 云栖小院2号楼');
    const it_ = '<body><footer><p class="footer-address">Via dei Mille 4<br>Località Case Sparse<br>53024 Montalcino (SI)</p></footer></body>';
    expect(addresses(it_)).toContain('Via dei Mille 4, Località Case Sparse, 53024 Montalcino (SI)');
  });

  it('does not read an element classed as an address that holds no address', () => {
    expect(addresses('<body><div class="address-block"><p>Find us</p></div><p class="email-address">Write to us any time.</p></body>')).toEqual([]);
  });

  it('reads an <address> of one <span> per part as lines, without a street number or a postcode', () => {
    const html = `<body><main><h1>Contact</h1><address><span>Seaview House</span> <span>Coast Road</span> <span>Ballyvaughan</span> <span>Co. Clare</span> <span>Ireland</span></address></main></body>`;
    expect(addresses(html)).toContain('Seaview House, Coast Road, Ballyvaughan, Co. Clare, Ireland');
  });

  it('takes the lines a phone or e-mail link closes in a footer, not the heading over them', () => {
    const en = `<body><footer><div class="col"><h3>Find us</h3><p>Coast Road<br>Ballyvaughan<br>Co. Clare</p><p><a href="tel:+35365707">+353 65 707</a><br><a href="mailto:a@b.example">a@b.example</a></p></div></footer></body>`;
    expect(addresses(en)).toContain('Coast Road, Ballyvaughan, Co. Clare');
    const pt = `<body><footer><div><span>Lugar da Ribeira Seca</span><span>5060-321 Sabrosa</span><span>Portugal</span><a href="tel:+351259">+351 259</a></div></footer></body>`;
    expect(addresses(pt)).toContain('Lugar da Ribeira Seca, 5060-321 Sabrosa, Portugal');
  });

  it('takes a street written as its name and a three-digit house number, without a type word, in Slovak and German', () => {
    const sk = `<body><footer><div><h4>Kontakt</h4><p>Parkán 112<br>943 01 Štúrovo<br><a href="tel:+421000">+421 36 000 000</a></p></div></footer></body>`;
    expect(addresses(sk)).toContain('Parkán 112, 943 01 Štúrovo');
    const de = `<body><footer><div><h4>Kontakt</h4><p>Am Hang 104<br>63863 Eschau<br><a href="tel:+49000">+49 9374 000</a></p></div></footer></body>`;
    expect(addresses(de)).toContain('Am Hang 104, 63863 Eschau');
    // a year is no house number
    expect(isBareStreetLine('Seit 1892')).toBe(false);
  });

  it('reads a block drawn one part a line, its street without a type word, in a footer without a phone, in German and Danish', () => {
    expect(looksLikeAddress('Hotel Ruhe\nAm Anger 7\n6020 Innsbruck\nÖsterreich')).toBe(true);
    expect(looksLikeAddress('Strandhotel\nStrand 12\n2100 København Ø\nDanmark')).toBe(true);
    const de = `<body><main><h2>Willkommen</h2><p>Unser Hotel bietet zwölf Zimmer mit Frühstück.</p></main><footer><p>Hotel Ruhe<br>Am Anger 7<br>6020 Innsbruck<br>Österreich</p></footer></body>`;
    expect(addresses(de).some((a) => a.includes('Am Anger 7, 6020 Innsbruck'))).toBe(true);
    // an offer and a year opening the next line are no address
    expect(looksLikeAddress('Angebot 3 Nächte\n2024 Sommer')).toBe(false);
  });

  it('ends the block at the phone line above the e-mail link, and at a "Phone" label', () => {
    const cs = `<body><footer><div class="col"><h6>Hotel</h6><p>Hradební 12/7<br>602 00 Brno – Veveří<br>Česká republika</p><p>Tel.: +420 500 000 111<br>E-mail: <a href="mailto:a@b.example">a@b.example</a></p></div></footer></body>`;
    expect(addresses(cs)).toContain('Hradební 12/7, 602 00 Brno – Veveří, Česká republika');
    const sv = `<body><main><dl><dt>Adress</dt><dd>Storgatan 14<br>114 55 Stockholm</dd><dt>Telefon</dt><dd><a href="tel:+46800000">+46 8 000 00</a></dd></dl></main></body>`;
    // the "Adress" title line stays in the block; the model drops it (see ai/builtin/address.ts)
    expect(addresses(sv).some((a) => a.endsWith('Storgatan 14, 114 55 Stockholm') && !a.includes('Telefon'))).toBe(true);
  });

  it('takes a Vietnamese footer block: house number and street with its ward, district and city with its code, country', () => {
    const vi = `<body><footer><address>12 Hai Bà Trưng, Phường Bến Nghé<br>Quận 1, Thành phố Hồ Chí Minh 700000<br>Việt Nam</address></footer></body>`;
    expect(addresses(vi)).toContain('12 Hai Bà Trưng, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh 700000, Việt Nam');
    const en = `<body><footer><address>9 Rose Garden Court, Old Town<br>Hanoi 100000<br>Vietnam</address></footer></body>`;
    expect(addresses(en)).toContain('9 Rose Garden Court, Old Town, Hanoi 100000, Vietnam');
  });

  it('does not take a menu or a list of sights beside a phone link for an address', () => {
    const html = `<body><footer><div><p>Home<br>Rooms<br>Contact</p><p><a href="tel:+35365707">+353 65 707</a></p></div><div><p>The weather here is lovely in May.</p><p>Call us any time.<br><a href="mailto:a@b.example">a@b.example</a></p></div></footer></body>`;
    expect(addresses(html)).toEqual([]);
  });

  it('reads the place a map link or an embedded map is centred on, not bare coordinates', () => {
    expect(mapQuery('https://maps.google.com/?q=Seaview+House,+Coast+Road,+Ballyvaughan')).toBe('Seaview House\nCoast Road\nBallyvaughan');
    expect(mapQuery('https://www.google.com/maps/embed/v1/place?key=K&q=Quinta%20da%20Ribeira%20Seca%2C%205060-321%20Sabrosa')).toBe('Quinta da Ribeira Seca\n5060-321 Sabrosa');
    expect(mapQuery('geo:41.23,-7.56?q=Lugar+da+Ribeira+Seca,+Sabrosa')).toBe('Lugar da Ribeira Seca\nSabrosa');
    expect(mapQuery('https://maps.google.com/?q=53.1186,-9.1489')).toBeNull();
    expect(mapQuery('https://www.example.com/?q=Coast+Road,+Ballyvaughan')).toBeNull();
    const html = `<body><main><p>Directions below.</p><iframe src="https://www.google.com/maps/embed/v1/place?key=K&amp;q=Rua+do+Sol,+Vila+Nova"></iframe></main></body>`;
    expect(addresses(html)).toContain('Rua do Sol, Vila Nova');
  });

  it("reads the place a shared Google map embed is centred on (after its place id), not its language and region codes", () => {
    const pb = '!1m18!1m12!1m3!1d2600.1!2d-2.5!3d42.1!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0d4a1b2c3d4e5f6a%3A0x1a2b3c4d5e6f7a8b!2s';
    expect(mapQuery(`https://www.google.com/maps/embed?pb=${pb}42110%20Molinos%20de%20Arriba%2C%20Soria!5e0!3m2!1ses!2ses!4v1700000000000`)).toBe('42110 Molinos de Arriba\nSoria');
    expect(mapQuery(`https://www.google.com/maps/embed?pb=${pb}4+Chemin+des+Vignes%2C+Saint-Aubin%2C+QC+G0A+1B0!5e0!3m2!1sfr!2sca`)).toBe('4 Chemin des Vignes\nSaint-Aubin\nQC G0A 1B0');
    // the house's name, alone or with its region, is no address; the language fields are never read
    expect(mapQuery(`https://www.google.com/maps/embed?pb=${pb}Casa%20Molinos!5e0!3m2!1ses!2ses`)).toBeNull();
    expect(mapQuery(`https://www.google.com/maps/embed?pb=${pb}Casa%20Molinos%2C%20Soria!5e0!3m2!1ses!2ses`)).toBeNull();
    expect(mapQuery('https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2600.1!2d-2.5!3d42.1!5e0!3m2!1ses!2ses')).toBeNull();
  });
});

describe('address blocks that are not shown', () => {
  it('does not read an <address> inside a template or a hidden element', () => {
    const html = `<body><template><address><span>Old Mill Lane</span> <span>Kirkby Lonsdale</span> <span>Cumbria</span></address></template><div hidden><address><span>Via Vecchia</span> <span>Borgo San Dalmazzo</span></address></div></body>`;
    const found = extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html }).filter((s) => s.type === 'address' && s.section !== null && /element/.test(s.section));
    expect(found).toEqual([]);
  });
});

describe('street and postcode shapes of the fifth blind batch', () => {
  it('reads Slovenian and Hungarian streets, the type after the name, a Hungarian number with its period', () => {
    expect(hasStreetAddress('Gregorčičeva ulica 9')).toBe(true);
    expect(hasStreetAddress('Partizanska cesta 12')).toBe(true);
    expect(hasStreetAddress('Mátyás király út 38.')).toBe(true);
    expect(hasStreetAddress('Petőfi Sándor utca 11.')).toBe(true);
    expect(hasStreetAddress('A 25-ös főúton kb. 1 óra 40 perc alatt')).toBe(false);
  });

  it('reads a Brazilian CEP and a town before a four-digit code (New Zealand, Australia), not a year', () => {
    expect(isPostcodeLine('Paraty – RJ, 23970-000')).toBe(true);
    expect(isPostcodeLine('CEP 23970-000')).toBe(true);
    expect(isPostcodeLine('Lake Tekapo 7999')).toBe(true);
    expect(isPostcodeLine('Gundagai NSW 2722')).toBe(true);
    expect(isPostcodeLine('Summer 2024')).toBe(false);
  });

  it('reads a postcode after its label wherever the town stands, in Mexican Spanish and Brazilian Portuguese, not a count', () => {
    expect(looksLikeAddress('Col. Centro, C.P. 58000, Morelia, Michoacán')).toBe(true);
    expect(hasPostcode('Col. Roma Norte, C.P. 06700')).toBe(true);
    expect(isPostcodeLine('CEP 88010-400')).toBe(true);
    expect(looksLikeAddress('Habitaciones para 2 personas, 12000 pesos')).toBe(false);
    expect(isPostcodeLine('Since 1892')).toBe(false);
  });

  it('reads the Greek postcode after its label "Τ.Κ.", with or without a colon, as the Spanish "C.P." is', () => {
    expect(hasPostcode('Τ.Κ: 37010')).toBe(true);
    expect(hasPostcode('Αγίου Νικολάου 5, Τ.Κ. 84300 Νάξος')).toBe(true);
    expect(hasPostcode('C.P.: 44160')).toBe(true);
    expect(hasPostcode('Τηλ: 37010')).toBe(false);
  });
});

describe('street words that end in a letter ASCII does not know', () => {
  it('reads no street in a word a street type only opens (Czech, Slovak)', () => {
    // a trail's length and grade, a distance to the beach: "st" opens "středně", "pl" opens "pláže"
    expect(looksLikeAddress('č.7 - Čerchovský okruh 13,5 km středně těžká')).toBe(false);
    expect(looksLikeAddress('Hotel leží 200 m od pláže')).toBe(false);
    expect(looksLikeAddress('Penzión je 300 m od pláže a 2 km od centra')).toBe(false);
    // the street types themselves still end a street
    expect(hasStreetAddress('12 Main St.')).toBe(true);
    expect(hasStreetAddress('12 Harbour Rd, Whitby')).toBe(true);
    expect(hasStreetAddress('18 Hàng Bạc, Hoàn Kiếm')).toBe(true);
  });
});

describe('a three-and-two-digit postcode after its town', () => {
  it('reads the town, then its code closing the line, as a postcode line (Czech, Slovak, Swedish)', () => {
    expect(isPostcodeLine('Domažlice 344 01')).toBe(true);
    expect(isPostcodeLine('Poprad 058 01')).toBe(true);
    expect(isPostcodeLine('Rättvik 795 30')).toBe(true);
    expect(looksLikeAddress('Horní 12\nDomažlice 344 01')).toBe(true);
    // a phone number goes on after its groups; a count of three and two digits has no town before it
    expect(hasPostcode('mobil: 602 486 710')).toBe(false);
    expect(hasPostcode('pokoje 120 až 45 lůžek')).toBe(false);
  });
});

describe('Thai addresses', () => {
  it('reads the house number and its village, a road, and the province its postcode closes', () => {
    expect(hasStreetAddress('291 หมู่ 4 ตำบลนางแล')).toBe(true);
    expect(hasStreetAddress('26/4 หมู่ 5 ถนนเพชรเกษม ตำบลคึกคัก อำเภอตะกั่วป่า จังหวัดพังงา 82220')).toBe(true);
    expect(hasStreetAddress('อำเภอเมืองเชียงราย จังหวัดเชียงราย 57100')).toBe(true);
    expect(hasStreetAddress('99/1 ซอยสุขุมวิท 11')).toBe(true);
    // opening hours and a room count are no address
    expect(looksLikeAddress('เปิดบริการทุกวัน 06:00-22:00 น.')).toBe(false);
    expect(looksLikeAddress('ห้องพัก 2 ห้อง')).toBe(false);
  });
});

describe('isNumberFirstStreetLine', () => {
  it('reads the house number, then the street and its district (Vietnamese, English), not a sentence', () => {
    expect(isNumberFirstStreetLine('144 Trần Phú, Hoa Lư')).toBe(true);
    expect(isNumberFirstStreetLine('27 Harbour Row')).toBe(true);
    expect(isNumberFirstStreetLine('12 rooms with a view of the sea')).toBe(false);
    expect(isNumberFirstStreetLine('Since 1892')).toBe(false);
    expect(isNumberFirstStreetLine('5222 Kobarid')).toBe(false);
  });
});

describe('address labels in more languages', () => {
  it('reads the label before a street in Swedish, Finnish, Greek, Korean and Chinese', () => {
    for (const a of ['Adress: Storgatan 14, Rättvik', 'Osoite: Rantatie 5, Levi', 'Διεύθυνση: Οδός Αθηνάς 12, Νάξος', '주소: 화양동길 247', '地址：青羊区二环路西二段10号']) {
      expect(looksLikeAddress(a)).toBe(true);
    }
    // a label with nothing after it that reads as a place is none
    expect(looksLikeAddress('Osoite: katso kartta')).toBe(false);
  });
});

describe('places with their distance', () => {
  it('are no address, in English, Portuguese and French, one a line or a list of them', () => {
    expect(looksLikeAddress('Congress Avenue Bats, 5.0 mi.')).toBe(false);
    expect(looksLikeAddress('Zona Velha e Rua de Santa Maria - 5 km')).toBe(false);
    expect(looksLikeAddress('Plage des Sables Blancs – 200 m\nVille Close et Musée de la Pêche – 1,5 km\nPointe du Cabellou – 4 km')).toBe(false);
    expect(looksLikeAddress('Main Street Station, 10 min')).toBe(false);
    // an address with no distance after it still is one
    expect(looksLikeAddress('Rua da Reboleira 35, 4050-492 Porto')).toBe(true);
    expect(looksLikeAddress('22, rue des Sables Blancs\n29900 Concarneau')).toBe(true);
  });
});

describe('streets without a house number, "s/n"', () => {
  it('reads a street its sign writes without a number, in Spanish and Portuguese, with or without its postcode', () => {
    for (const a of ['Camino del Molino s/n, 29780 Nerja (Málaga)', 'Finca La Loma S/N 18420 Lanjarón (Granada)', 'Rua das Flores, S/N, Centro', 'Estrada Municipal s/n, 8550-000 Monchique'])
      expect(looksLikeAddress(a), a).toBe(true);
  });

  it('does not take a serial number or a lower-case sentence for a street', () => {
    for (const t of ['the s/n of the device', 'la s/n del equipo']) expect(hasStreetAddress(t), t).toBe(false);
  });
});

describe('six-digit postcodes after a dash', () => {
  it('reads the code a dash joins to the town or its state (Indian English, Romanian)', () => {
    for (const a of ['Koramangala, Bengaluru, Karnataka - 560034', 'MG Road, Raichur-584101', 'Strada Republicii 275, Breaza – 105400']) expect(hasPostcode(a), a).toBe(true);
    expect(isPostcodeLine('Bengaluru - 560034')).toBe(true);
    expect(isPostcodeLine('Câmpina - 105600')).toBe(true);
  });

  it('does not take a phone number after a label, or a number inside a sentence, for a postcode', () => {
    for (const t of ['Tel - 123456', 'Mobile - 987654', 'Ofertă - 123456 de puncte pentru tine']) expect(hasPostcode(t), t).toBe(false);
  });
});

describe('lettered postcodes after the town', () => {
  it('reads letters and digits closing the town line (Maltese English, Barbadian English, Azerbaijani)', () => {
    for (const l of ['Sliema SLM 1234', 'St. James BB24016', 'Bakı AZ1000']) expect(isPostcodeLine(l), l).toBe(true);
    expect(hasPostcode('Triq il-Kbira 14, Sliema SLM 1234, Malta')).toBe(true);
  });

  it('does not take a standard, a reference or a lettered code inside a sentence for a postcode', () => {
    for (const t of ['Certified ISO 14001', 'Norm EN 12345', 'Zimmer Nr 1234, rechts', 'Use code SUMMER 2025 now']) expect(hasPostcode(t), t).toBe(false);
  });
});

describe('a postcode in brackets before its town', () => {
  it('reads the Argentine code in brackets, four digits or lettered, in Spanish and English', () => {
    for (const l of ['(2760) San Antonio de Areco', '(B2760ABC) San Antonio de Areco, Buenos Aires']) expect(isPostcodeLine(l), l).toBe(true);
    expect(looksLikeAddress('Ruta 41 km 12, (2760) San Antonio de Areco')).toBe(true);
    expect(hasPostcode('Calle 25 de Mayo 120, (4427) Cafayate, Salta')).toBe(true);
  });

  it('does not take a year or a count in brackets before a word for a postcode', () => {
    for (const t of ['Founded (1892) Hotel Central', 'Rooms (2024) Renovated', '(12) Rooms']) expect(hasPostcode(t), t).toBe(false);
  });
});

describe('an address label set as a heading', () => {
  const addresses = (html: string) => extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html }).filter((s) => s.type === 'address').map((s) => s.content);

  it('labels the first line under it, though the line has neither a street type nor a postcode (Turkish, Portuguese)', () => {
    expect(addresses('<body><h2>Adres</h2><p>Kavaklı Mah. Çınar Cad. Lale Sok. No:7 Bolu / Türkiye</p><p>Telefon: +90 374 000 00 00</p></body>')).toContain('Adres: Kavaklı Mah. Çınar Cad. Lale Sok. No:7 Bolu / Türkiye');
    expect(addresses('<body><h3>Endereço</h3><p>Lugar do Outeiro 14, Vila Seca</p></body>')).toContain('Endereço: Lugar do Outeiro 14, Vila Seca');
  });

  it('leaves a heading that is no address label, and a line without a number or comma', () => {
    expect(addresses('<body><h2>Kontakt</h2><p>Kavaklı Mah. Çınar Cad. Lale Sok. No:7 Bolu</p></body>')).toEqual([]);
    expect(addresses('<body><h2>Address</h2><p>Ask us for directions</p></body>')).toEqual([]);
  });
});

describe('a year opening a line', () => {
  it('is no postcode line alone, an award badge\'s or a season\'s (English, German), unless the address goes on', () => {
    expect(looksLikeAddress('2014 Winner')).toBe(false);
    expect(looksLikeAddress('2024 Sommer')).toBe(false);
    expect(looksLikeAddress('2000 Antwerpen, België')).toBe(true);
    expect(looksLikeAddress('6020 Innsbruck')).toBe(true);
  });
});

describe('the block under an address heading', () => {
  const blocks = (html: string) =>
    extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html })
      .filter((s) => s.type === 'address' && s.section === 'address heading')
      .map((s) => s.content.replace(/\n/g, ', '));

  it('reads its lines as one address, though none has a street number (Spanish, Greek with its postcode label)', () => {
    const es = '<body><div><h4>Dirección</h4><p>Orillas del Río Claro<br>Pucón, Araucanía, Chile</p></div><h3>Email</h3><p><a href="mailto:a@b.example">a@b.example</a></p></body>';
    expect(blocks(es)).toEqual(['Orillas del Río Claro, Pucón, Araucanía, Chile']);
    const el = '<body><section><h2>Η διεύθυνσή μας</h2><address>Μηλιές,<br> Νότιο Πήλιο,<br> Ελλάδα,<br> Τ.Κ: 37010</address></section></body>';
    expect(blocks(el)).toEqual(['Μηλιές, Νότιο Πήλιο, Ελλάδα, Τ.Κ: 37010']);
  });

  it('stops at the phone line and leaves blocks that are no address (English, French)', () => {
    const en = '<body><h3>Our address</h3><p>Coast Lane<br>Ballyvaughan, Ireland<br>Tel. +353 65 707 0000</p></body>';
    expect(blocks(en)).toEqual(['Coast Lane, Ballyvaughan, Ireland']);
    // two place names without a country or a postcode, and directions in sentences
    expect(blocks('<body><h3>Address</h3><p>Old Town<br>Riverside</p></body>')).toEqual([]);
    expect(blocks("<body><h3>Adresse</h3><p>Prenez la route de la mer.<br>Tournez à gauche, France</p></body>")).toEqual([]);
  });
});

describe('a street without its type word above its postcode line', () => {
  it('is the first line of the block, in Slovak, German and Danish', () => {
    expect(streetAbovePostcode(['Hlavná 214', '040 01 Košice'], 0)).toBe(true);
    expect(streetAbovePostcode(['Am Mühlbach 3', '87629 Füssen'], 0)).toBe(true);
    expect(streetAbovePostcode(['Havnegade 9', '6700 Esbjerg'], 0)).toBe(true);
  });

  it('is none without the postcode line under it, or when the line is a year or a sentence', () => {
    expect(streetAbovePostcode(['Hlavná 214', 'Vitajte u nás'], 0)).toBe(false);
    expect(streetAbovePostcode(['Hlavná 214'], 0)).toBe(false);
    expect(streetAbovePostcode(['Seit 1998', '87629 Füssen'], 0)).toBe(false);
    expect(streetAbovePostcode(['Wir freuen uns auf Sie.', '87629 Füssen'], 0)).toBe(false);
  });

  it('keeps the short line the page writes above the postcode line (Slovak, German)', () => {
    const lines = (html: string) => extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html }).map((s) => s.content);
    expect(lines('<body><header><h2>Penzión Lipa</h2><p>Hlavná 214<br>040 01 Košice<br>Slovensko</p></header></body>')).toContain('Hlavná 214');
    expect(lines('<body><section><h2>Gästehaus Linde</h2><p>Am Mühlbach 3<br>87629 Füssen</p></section></body>')).toContain('Am Mühlbach 3');
    expect(lines('<body><section><h2>Gästehaus Linde</h2><p>Am Mühlbach 3<br>Zimmer frei</p></section></body>')).not.toContain('Am Mühlbach 3');
  });
});

describe('a country alone under its postcode line', () => {
  it('is the last line of the block, in Slovak and Italian', () => {
    expect(countryBelowPostcode(['040 01 Košice', 'Slovenská republika'], 1)).toBe(true);
    expect(countryBelowPostcode(['38030 Ziano di Fiemme (TN)', 'Italia'], 1)).toBe(true);
    const lines = (html: string) => extractSnippets({ sourceUrl: 'https://inn.example/', pageUrl: 'https://inn.example/', html }).map((s) => s.content);
    expect(lines('<body><section><h2>Penzión Lipa</h2><p>Hlavná 214<br>040 01 Košice<br>Slovenská republika</p></section></body>')).toContain('Slovenská republika');
  });

  it('is none under another line, or when the line is no country', () => {
    expect(countryBelowPostcode(['Vitajte', 'Slovenská republika'], 1)).toBe(false);
    expect(countryBelowPostcode(['Slovenská republika'], 0)).toBe(false);
    expect(countryBelowPostcode(['38030 Ziano di Fiemme (TN)', 'Trentino'], 1)).toBe(false);
  });
});
